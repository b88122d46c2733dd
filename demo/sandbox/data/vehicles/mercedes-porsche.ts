import { defineVehicles, type VehicleRecord } from '../vehicle-record';

// abi_code, model, description, fuel, transmission, doors, seats, body, cc, from, to (null: still made), group, list price
export const MERCEDES_PORSCHE_VEHICLES: VehicleRecord[] = [
  ...defineVehicles('Mercedes-Benz', [
    ['55010101', 'A-Class', 'A180 SE 5DR', 'P', 'M', 5, 5, 'HB', 1595, 2012, 2018, 16, 21000],
    ['55010102', 'A-Class', 'A180D SPORT AUTO 5DR', 'D', 'A', 5, 5, 'HB', 1461, 2018, null, 17, 27000],
    ['55010103', 'A-Class', 'A200 AMG LINE AUTO 5DR', 'P', 'A', 5, 5, 'HB', 1332, 2018, null, 22, 29000],
    ['55010104', 'A-Class', 'A35 AMG 4MATIC AUTO 5DR', 'P', 'A', 5, 5, 'HB', 1991, 2019, null, 37, 38000],
    ['55020101', 'B-Class', 'B180 SPORT 5DR', 'P', 'M', 5, 5, 'MPV', 1595, 2012, 2018, 16, 23000],
    ['55030101', 'C-Class', 'C220D AMG LINE AUTO SALOON', 'D', 'A', 4, 5, 'SAL', 2143, 2014, 2021, 29, 35000],
    ['55030102', 'C-Class', 'C200 AMG LINE MHEV AUTO ESTATE', 'H', 'A', 5, 5, 'EST', 1496, 2021, null, 32, 43000],
    ['55040101', 'CLA', 'CLA200 AMG LINE AUTO COUPE', 'P', 'A', 4, 5, 'CPE', 1332, 2019, null, 26, 33000],
    ['55050101', 'E-Class', 'E220D AMG LINE AUTO SALOON', 'D', 'A', 4, 5, 'SAL', 1950, 2016, 2023, 33, 42000],
    ['55060101', 'GLA', 'GLA200 AMG LINE AUTO 5DR', 'P', 'A', 5, 5, 'SUV', 1332, 2020, null, 25, 34000],
    ['55070101', 'GLC', 'GLC220D 4MATIC AMG LINE AUTO 5DR', 'D', 'A', 5, 5, 'SUV', 2143, 2015, 2022, 32, 44000],
    ['55080101', 'EQA', 'EQA 250 AMG LINE 66.5KWH 5DR', 'E', 'A', 5, 5, 'SUV', 0, 2021, null, 33, 46000],
    ['55090101', 'SLK', 'SLK200 AMG SPORT AUTO ROADSTER', 'P', 'A', 2, 2, 'RDS', 1796, 2011, 2016, 30, 34000],
  ]),
  ...defineVehicles('Porsche', [
    ['72010101', '911', '911 CARRERA S PDK COUPE', 'P', 'A', 2, 4, 'CPE', 2981, 2019, null, 50, 100000],
    ['72020101', '718 Boxster', '718 BOXSTER 2.0 PDK', 'P', 'A', 2, 2, 'RDS', 1988, 2016, null, 43, 45000],
    ['72030101', 'Macan', 'MACAN S PDK 5DR', 'P', 'A', 5, 5, 'SUV', 2894, 2019, null, 44, 58000],
    ['72040101', 'Cayenne', 'CAYENNE E-HYBRID TIPTRONIC 5DR', 'PH', 'A', 5, 5, 'SUV', 2995, 2018, null, 46, 72000],
    ['72050101', 'Taycan', 'TAYCAN 4S PERFORMANCE BATTERY SALOON', 'E', 'A', 4, 4, 'SAL', 0, 2020, null, 50, 85000],
  ]),
  ...defineVehicles('Smart', [['77010101', 'ForTwo', 'FORTWO PASSION 1.0 COUPE', 'P', 'M', 3, 2, 'CPE', 999, 2015, 2019, 10, 12000]]),
];
