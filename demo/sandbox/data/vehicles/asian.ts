import { defineVehicles, type VehicleRecord } from '../vehicle-record';

// abi_code, model, description, fuel, transmission, doors, seats, body, cc, from, to (null: still made), group, list price
export const ASIAN_VEHICLES: VehicleRecord[] = [
  ...defineVehicles('Mazda', [
    ['54010101', 'MX-5', 'MX-5 1.8I ROADSTER', 'P', 'M', 2, 2, 'RDS', 1839, 1994, 2005, 20, 16000],
    ['54010102', 'MX-5', 'MX-5 SPORT NAV 2.0 160 ROADSTER', 'P', 'M', 2, 2, 'RDS', 1998, 2015, null, 26, 25000],
    ['54020101', 'Mazda2', 'MAZDA2 SE-L NAV 1.5 75 5DR', 'P', 'M', 5, 5, 'HB', 1496, 2015, 2024, 8, 14500],
    ['54030101', 'Mazda3', 'MAZDA3 SE-L NAV 2.0 120 5DR', 'P', 'M', 5, 5, 'HB', 1998, 2014, 2019, 15, 19500],
    ['54030102', 'Mazda3', 'MAZDA3 SPORT LUX 2.0 E-SKYACTIV G MHEV 122 5DR', 'H', 'M', 5, 5, 'HB', 1998, 2019, null, 17, 25500],
    ['54040101', 'Mazda6', 'MAZDA6 SPORT NAV 2.2D 150 TOURER', 'D', 'M', 5, 5, 'EST', 2191, 2013, 2022, 21, 27000],
    ['54050101', 'CX-3', 'CX-3 SE-L NAV 2.0 121 5DR', 'P', 'M', 5, 5, 'SUV', 1998, 2015, 2020, 14, 19500],
    ['54060101', 'CX-30', 'CX-30 SE-L LUX 2.0 E-SKYACTIV G 5DR', 'H', 'M', 5, 5, 'SUV', 1998, 2019, null, 17, 25500],
    ['54070101', 'CX-5', 'CX-5 SPORT NAV 2.2D 150 AWD AUTO 5DR', 'D', 'A', 5, 5, 'SUV', 2191, 2017, null, 24, 32000],
  ]),
  ...defineVehicles('Suzuki', [
    ['84010101', 'Swift', 'SWIFT SZ3 1.2 5DR', 'P', 'M', 5, 5, 'HB', 1242, 2010, 2017, 7, 11000],
    ['84010102', 'Swift', 'SWIFT SZ-T 1.0 BOOSTERJET 5DR', 'P', 'M', 5, 5, 'HB', 998, 2017, 2020, 15, 14000],
    ['84010103', 'Swift', 'SWIFT SZ5 1.2 DUALJET MHEV 5DR', 'H', 'M', 5, 5, 'HB', 1197, 2020, null, 16, 16500],
    ['84010104', 'Swift', 'SWIFT SPORT 1.4 BOOSTERJET 48V 5DR', 'H', 'M', 5, 5, 'HB', 1373, 2020, null, 30, 22500],
    ['84020101', 'Vitara', 'VITARA SZ-T 1.4 BOOSTERJET MHEV 5DR', 'H', 'M', 5, 5, 'SUV', 1373, 2020, null, 18, 23500],
    ['84030101', 'Ignis', 'IGNIS SZ-T 1.2 DUALJET MHEV 5DR', 'H', 'M', 5, 5, 'HB', 1197, 2020, null, 14, 15000],
    ['84040101', 'Jimny', 'JIMNY SZ5 1.5 ALLGRIP 3DR', 'P', 'M', 3, 4, 'SUV', 1462, 2018, null, 16, 19000],
    ['84050101', 'S-Cross', 'S-CROSS MOTION 1.4 BOOSTERJET MHEV 5DR', 'H', 'M', 5, 5, 'SUV', 1373, 2022, null, 19, 26000],
  ]),
  ...defineVehicles('Mitsubishi', [
    ['63010101', 'Mirage', 'MIRAGE 3 1.2 5DR', 'P', 'M', 5, 5, 'HB', 1193, 2013, 2020, 5, 11000],
    ['63020101', 'ASX', 'ASX 3 1.6 2WD 5DR', 'P', 'M', 5, 5, 'SUV', 1590, 2010, 2021, 13, 17000],
    ['63030101', 'Outlander', 'OUTLANDER GX4HS 2.0 PHEV AUTO 5DR', 'PH', 'A', 5, 5, 'SUV', 1998, 2014, 2019, 21, 34000],
    ['63030102', 'Outlander', 'OUTLANDER 4HS 2.4 PHEV AUTO 5DR', 'PH', 'A', 5, 5, 'SUV', 2360, 2019, 2021, 25, 41000],
    ['63040101', 'L200', 'L200 BARBARIAN 2.4 DI-D DOUBLE CAB AUTO', 'D', 'A', 4, 5, 'PU', 2442, 2015, 2023, 30, 29000],
  ]),
  ...defineVehicles('Subaru', [
    ['85010101', 'Impreza', 'IMPREZA TURBO 2000 AWD SALOON', 'P', 'M', 4, 5, 'SAL', 1994, 1994, 2000, 37, 21000],
    ['85020101', 'Outback', 'OUTBACK SE 2.5I LINEARTRONIC ESTATE', 'P', 'A', 5, 5, 'EST', 2498, 2015, 2021, 28, 32000],
  ]),
  ...defineVehicles('BYD', [['17010101', 'Atto 3', 'ATTO 3 COMFORT 60.5KWH 5DR', 'E', 'A', 5, 5, 'SUV', 0, 2023, null, 30, 38000]]),
];
