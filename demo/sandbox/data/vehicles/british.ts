import { defineVehicles, type VehicleRecord } from '../vehicle-record';

// abi_code, model, description, fuel, transmission, doors, seats, body, cc, from, to (null: still made), group, list price
export const BRITISH_VEHICLES: VehicleRecord[] = [
  ...defineVehicles('Land Rover', [
    ['50010101', 'Series III', 'SERIES III 88 2.25 STATION WAGON', 'P', 'M', 3, 7, 'SUV', 2286, 1971, 1985, 18, 4500],
    ['50020101', 'Defender', 'DEFENDER 90 300TDI COUNTY STATION WAGON', 'D', 'M', 3, 7, 'SUV', 2495, 1994, 1998, 20, 18000],
    ['50020102', 'Defender', 'DEFENDER 90 COUNTY 2.2 TDCI STATION WAGON', 'D', 'M', 3, 7, 'SUV', 2198, 2012, 2016, 28, 27000],
    ['50020103', 'Defender', 'DEFENDER 110 SE D250 MHEV AUTO 5DR', 'HD', 'A', 5, 5, 'SUV', 2997, 2020, null, 42, 62000],
    ['50030101', 'Freelander', 'FREELANDER 2 GS 2.2 TD4 5DR', 'D', 'M', 5, 5, 'SUV', 2179, 2006, 2014, 21, 25000],
    ['50040101', 'Discovery', 'DISCOVERY 4 HSE 3.0 SDV6 AUTO 5DR', 'D', 'A', 5, 7, 'SUV', 2993, 2009, 2016, 41, 52000],
    ['50040102', 'Discovery', 'DISCOVERY HSE 3.0 SDV6 AUTO 5DR', 'D', 'A', 5, 7, 'SUV', 2993, 2017, null, 44, 63000],
    ['50050101', 'Discovery Sport', 'DISCOVERY SPORT HSE 2.0 TD4 180 AUTO 7 SEAT', 'D', 'A', 5, 7, 'SUV', 1999, 2015, 2019, 31, 38000],
    ['50050102', 'Discovery Sport', 'DISCOVERY SPORT S D165 MHEV AUTO 5DR', 'HD', 'A', 5, 5, 'SUV', 1997, 2019, null, 33, 40000],
    ['50060101', 'Range Rover Evoque', 'RANGE ROVER EVOQUE SE TECH 2.0 ED4 5DR', 'D', 'M', 5, 5, 'SUV', 1999, 2015, 2018, 25, 32000],
    ['50060102', 'Range Rover Evoque', 'RANGE ROVER EVOQUE R-DYNAMIC S P200 MHEV AUTO 5DR', 'H', 'A', 5, 5, 'SUV', 1997, 2019, null, 33, 42000],
    ['50070101', 'Range Rover Velar', 'RANGE ROVER VELAR R-DYNAMIC SE D240 AUTO 5DR', 'D', 'A', 5, 5, 'SUV', 1999, 2017, null, 41, 58000],
    ['50080101', 'Range Rover Sport', 'RANGE ROVER SPORT HSE DYNAMIC 3.0 SDV6 AUTO 5DR', 'D', 'A', 5, 5, 'SUV', 2993, 2013, 2022, 45, 72000],
    ['50090101', 'Range Rover', 'RANGE ROVER VOGUE 4.4 SDV8 AUTO 5DR', 'D', 'A', 5, 5, 'SUV', 4367, 2012, 2021, 48, 90000],
  ]),
  ...defineVehicles('Jaguar', [
    ['42010101', 'X-Type', 'X-TYPE S 2.0D SALOON', 'D', 'M', 4, 5, 'SAL', 1998, 2003, 2009, 17, 22000],
    ['42020101', 'XF', 'XF PORTFOLIO 2.2D AUTO SALOON', 'D', 'A', 4, 5, 'SAL', 2179, 2011, 2015, 33, 38000],
    ['42020102', 'XF', 'XF R-SPORT 2.0D 180 AUTO SALOON', 'D', 'A', 4, 5, 'SAL', 1999, 2015, 2024, 33, 38000],
    ['42030101', 'XE', 'XE R-SPORT 2.0D 180 AUTO SALOON', 'D', 'A', 4, 5, 'SAL', 1999, 2015, 2024, 30, 35000],
    ['42040101', 'E-Pace', 'E-PACE SE 2.0D 180 AWD AUTO 5DR', 'D', 'A', 5, 5, 'SUV', 1999, 2017, 2020, 31, 40000],
    ['42050101', 'F-Pace', 'F-PACE R-SPORT 2.0D 180 AWD AUTO 5DR', 'D', 'A', 5, 5, 'SUV', 1999, 2016, null, 36, 45000],
    ['42060101', 'F-Type', 'F-TYPE R-DYNAMIC P300 AUTO COUPE', 'P', 'A', 2, 2, 'CPE', 1997, 2017, 2024, 42, 60000],
    ['42070101', 'I-Pace', 'I-PACE HSE EV400 AWD 90KWH 5DR', 'E', 'A', 5, 5, 'SUV', 0, 2018, 2024, 48, 70000],
  ]),
  ...defineVehicles('MG', [
    ['58010101', 'MGB', 'MGB 1.8 ROADSTER', 'P', 'M', 2, 2, 'RDS', 1798, 1962, 1980, 20, 1100],
    ['58020101', 'MGF', 'MGF 1.8I VVC ROADSTER', 'P', 'M', 2, 2, 'RDS', 1796, 1995, 2002, 22, 19000],
    ['58030101', 'ZR', 'ZR 105 1.4 3DR', 'P', 'M', 3, 5, 'HB', 1396, 2001, 2005, 9, 9500],
    ['58040101', 'TF', 'TF 135 1.8 ROADSTER', 'P', 'M', 2, 2, 'RDS', 1796, 2002, 2011, 20, 17000],
    ['58050101', 'MG3', 'MG3 EXCITE 1.5 VTI-TECH 5DR', 'P', 'M', 5, 5, 'HB', 1498, 2013, 2024, 12, 11500],
    ['58060101', 'ZS', 'ZS EXCITE 1.0 T-GDI AUTO 5DR', 'P', 'A', 5, 5, 'SUV', 999, 2017, null, 14, 19000],
    ['58070101', 'ZS EV', 'ZS EV EXCLUSIVE LONG RANGE 72KWH 5DR', 'E', 'A', 5, 5, 'SUV', 0, 2019, null, 24, 32000],
    ['58080101', 'HS', 'HS EXCITE 1.5 T-GDI 5DR', 'P', 'M', 5, 5, 'SUV', 1490, 2019, null, 18, 24000],
    ['58090101', 'MG4', 'MG4 SE 51KWH 5DR', 'E', 'A', 5, 5, 'HB', 0, 2022, null, 27, 27000],
    ['58100101', 'MG5', 'MG5 EXCITE LONG RANGE 61KWH ESTATE', 'E', 'A', 5, 5, 'EST', 0, 2020, null, 28, 31000],
  ]),
  ...defineVehicles('Rover', [
    ['76010101', 'Metro', 'METRO 1.1 S 3DR', 'P', 'M', 3, 5, 'HB', 1120, 1990, 1994, 4, 6500],
    ['76020101', 'Mini', 'MINI MAYFAIR 1.0 2DR SALOON', 'P', 'M', 2, 4, 'SAL', 998, 1982, 1992, 8, 4500],
    ['76020102', 'Mini', 'MINI COOPER 1.3I 2DR SALOON', 'P', 'M', 2, 4, 'SAL', 1275, 1990, 2000, 14, 9000],
    ['76030101', '200', '214 SI 1.4 5DR', 'P', 'M', 5, 5, 'HB', 1396, 1995, 1999, 9, 11500],
    ['76040101', '25', '25 IMPRESSION 1.4 5DR', 'P', 'M', 5, 5, 'HB', 1396, 1999, 2005, 8, 10000],
    ['76050101', '75', '75 CONNOISSEUR 2.0 CDT SALOON', 'D', 'M', 4, 5, 'SAL', 1951, 1999, 2005, 14, 22000],
  ]),
  ...defineVehicles('Austin', [
    ['05010101', 'Mini', 'MINI 850 2DR SALOON', 'P', 'M', 2, 4, 'SAL', 848, 1959, 1980, 6, 500],
  ]),
  ...defineVehicles('Triumph', [
    ['86010101', 'TR6', 'TR6 2.5 PI ROADSTER', 'P', 'M', 2, 2, 'RDS', 2498, 1969, 1976, 25, 1350],
    ['86020101', 'Spitfire', 'SPITFIRE 1500 ROADSTER', 'P', 'M', 2, 2, 'RDS', 1493, 1974, 1980, 18, 1900],
  ]),
];
