import { defineVehicles, type VehicleRecord } from '../vehicle-record';

// abi_code, model, description, fuel, transmission, doors, seats, body, cc, from, to (null: still made), group, list price
export const NORDIC_ELECTRIC_VEHICLES: VehicleRecord[] = [
  ...defineVehicles('Volvo', [
    ['93010101', '240', '240 GL 2.3 ESTATE', 'P', 'M', 5, 5, 'EST', 2316, 1982, 1993, 9, 11000],
    ['93020101', 'V70', 'V70 SE D5 ESTATE', 'D', 'M', 5, 5, 'EST', 2400, 2007, 2016, 23, 30000],
    ['93030101', 'V40', 'V40 R-DESIGN D2 5DR', 'D', 'M', 5, 5, 'HB', 1969, 2012, 2019, 19, 24000],
    ['93040101', 'V60', 'V60 R-DESIGN D4 AUTO ESTATE', 'D', 'A', 5, 5, 'EST', 1969, 2018, 2021, 27, 37000],
    ['93050101', 'XC40', 'XC40 MOMENTUM T3 5DR', 'P', 'M', 5, 5, 'SUV', 1477, 2018, 2022, 20, 29000],
    ['93050102', 'XC40', 'XC40 RECHARGE PLUS SINGLE MOTOR 69KWH 5DR', 'E', 'A', 5, 5, 'SUV', 0, 2020, null, 33, 47000],
    ['93060101', 'XC60', 'XC60 R-DESIGN D4 AWD AUTO 5DR', 'D', 'A', 5, 5, 'SUV', 1969, 2017, 2021, 30, 42000],
    ['93060102', 'XC60', 'XC60 PLUS B5 MHEV AUTO 5DR', 'H', 'A', 5, 5, 'SUV', 1969, 2021, null, 33, 48000],
    ['93070101', 'XC90', 'XC90 INSCRIPTION D5 POWERPULSE AWD AUTO 7 SEAT', 'D', 'A', 5, 7, 'SUV', 1969, 2015, 2021, 37, 55000],
    ['93080101', 'EX30', 'EX30 PLUS SINGLE MOTOR 51KWH 5DR', 'E', 'A', 5, 5, 'SUV', 0, 2024, null, 33, 36000],
  ]),
  ...defineVehicles('Polestar', [
    ['73010101', '2', '2 LONG RANGE SINGLE MOTOR 78KWH 5DR', 'E', 'A', 5, 5, 'HB', 0, 2020, null, 41, 45000],
    ['73010102', '2', '2 LONG RANGE DUAL MOTOR 78KWH 5DR', 'E', 'A', 5, 5, 'HB', 0, 2020, null, 45, 50000],
  ]),
  ...defineVehicles('Tesla', [
    ['88010101', 'Model S', 'MODEL S LONG RANGE AWD 5DR', 'E', 'A', 5, 5, 'HB', 0, 2016, 2022, 50, 80000],
    ['88020101', 'Model X', 'MODEL X LONG RANGE AWD 7 SEAT', 'E', 'A', 5, 7, 'SUV', 0, 2016, 2022, 50, 90000],
    ['88030101', 'Model 3', 'MODEL 3 STANDARD RANGE PLUS RWD SALOON', 'E', 'A', 4, 5, 'SAL', 0, 2019, 2023, 48, 40000],
    ['88030102', 'Model 3', 'MODEL 3 LONG RANGE AWD SALOON', 'E', 'A', 4, 5, 'SAL', 0, 2019, null, 50, 50000],
    ['88030103', 'Model 3', 'MODEL 3 PERFORMANCE AWD SALOON', 'E', 'A', 4, 5, 'SAL', 0, 2019, null, 50, 60000],
    ['88030104', 'Model 3', 'MODEL 3 RWD SALOON', 'E', 'A', 4, 5, 'SAL', 0, 2023, null, 48, 40000],
    ['88040101', 'Model Y', 'MODEL Y RWD 5DR', 'E', 'A', 5, 5, 'SUV', 0, 2022, null, 48, 45000],
    ['88040102', 'Model Y', 'MODEL Y LONG RANGE AWD 5DR', 'E', 'A', 5, 5, 'SUV', 0, 2022, null, 50, 53000],
  ]),
];
