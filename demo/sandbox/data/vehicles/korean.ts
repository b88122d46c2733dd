import { defineVehicles, type VehicleRecord } from '../vehicle-record';

// abi_code, model, description, fuel, transmission, doors, seats, body, cc, from, to (null: still made), group, list price
export const KOREAN_VEHICLES: VehicleRecord[] = [
  ...defineVehicles('Kia', [
    ['49010101', 'Picanto', 'PICANTO 2 1.25 5DR', 'P', 'M', 5, 4, 'HB', 1248, 2011, 2017, 4, 10000],
    ['49010102', 'Picanto', 'PICANTO GT-LINE 1.0 T-GDI 5DR', 'P', 'M', 5, 4, 'HB', 998, 2017, null, 13, 15500],
    ['49020101', 'Rio', 'RIO 2 1.25 5DR', 'P', 'M', 5, 5, 'HB', 1248, 2011, 2017, 5, 12500],
    ['49020102', 'Rio', 'RIO 3 1.0 T-GDI 100 5DR', 'P', 'M', 5, 5, 'HB', 998, 2017, 2023, 11, 17000],
    ['49030101', 'Ceed', 'CEED 2 1.6 CRDI 5DR', 'D', 'M', 5, 5, 'HB', 1582, 2012, 2018, 11, 18000],
    ['49030102', 'Ceed', 'CEED GT-LINE 1.5 T-GDI 5DR', 'P', 'M', 5, 5, 'HB', 1482, 2018, null, 17, 24000],
    ['49040101', 'XCeed', 'XCEED 3 1.5 T-GDI 5DR', 'P', 'M', 5, 5, 'HB', 1482, 2019, null, 17, 26000],
    ['49050101', 'Stonic', 'STONIC 2 1.0 T-GDI 100 5DR', 'P', 'M', 5, 5, 'SUV', 998, 2017, null, 11, 18000],
    ['49060101', 'Sportage', 'SPORTAGE 2 1.7 CRDI ISG 5DR', 'D', 'M', 5, 5, 'SUV', 1685, 2010, 2016, 15, 21000],
    ['49060102', 'Sportage', 'SPORTAGE 2 1.6 GDI ISG 5DR', 'P', 'M', 5, 5, 'SUV', 1591, 2016, 2021, 12, 21500],
    ['49060103', 'Sportage', 'SPORTAGE GT-LINE S 1.6 T-GDI HEV AUTO AWD 5DR', 'H', 'A', 5, 5, 'SUV', 1598, 2022, null, 26, 40000],
    ['49070101', 'Niro', 'NIRO 2 1.6 GDI HYBRID DCT 5DR', 'H', 'A', 5, 5, 'SUV', 1580, 2016, 2022, 13, 23000],
    ['49080101', 'e-Niro', 'E-NIRO 4 64KWH 5DR', 'E', 'A', 5, 5, 'SUV', 0, 2019, 2022, 33, 38000],
    ['49090101', 'Niro EV', 'NIRO EV 3 64.8KWH 5DR', 'E', 'A', 5, 5, 'SUV', 0, 2022, null, 33, 39000],
    ['49100101', 'EV6', 'EV6 GT-LINE 77.4KWH RWD 5DR', 'E', 'A', 5, 5, 'SUV', 0, 2021, null, 45, 48000],
    ['49110101', 'Sorento', 'SORENTO 3 2.2 CRDI AWD AUTO 7 SEAT', 'D', 'A', 5, 7, 'SUV', 2199, 2015, 2020, 30, 38000],
  ]),
  ...defineVehicles('Hyundai', [
    ['43010101', 'i10', 'I10 SE 1.0 5DR', 'P', 'M', 5, 5, 'HB', 998, 2014, 2019, 3, 9500],
    ['43010102', 'i10', 'I10 PREMIUM 1.2 MPI 5DR', 'P', 'M', 5, 5, 'HB', 1197, 2020, null, 9, 14000],
    ['43020101', 'i20', 'I20 SE 1.2 5DR', 'P', 'M', 5, 5, 'HB', 1248, 2015, 2020, 5, 13000],
    ['43020102', 'i20', 'I20 PREMIUM 1.0 T-GDI 48V MHEV 5DR', 'H', 'M', 5, 5, 'HB', 998, 2020, null, 13, 20000],
    ['43030101', 'i30', 'I30 SE NAV 1.6 CRDI 5DR', 'D', 'M', 5, 5, 'HB', 1582, 2012, 2017, 12, 18500],
    ['43030102', 'i30', 'I30 N PERFORMANCE 2.0 T-GDI 275 5DR', 'P', 'M', 5, 5, 'HB', 1998, 2017, null, 36, 31000],
    ['43030103', 'i30', 'I30 SE 1.0 T-GDI TOURER', 'P', 'M', 5, 5, 'EST', 998, 2017, null, 12, 20000],
    ['43040101', 'ix35', 'IX35 STYLE 1.7 CRDI 5DR', 'D', 'M', 5, 5, 'SUV', 1685, 2010, 2015, 13, 20000],
    ['43050101', 'Tucson', 'TUCSON SE NAV 1.6 GDI 5DR', 'P', 'M', 5, 5, 'SUV', 1591, 2015, 2021, 14, 22000],
    ['43050102', 'Tucson', 'TUCSON PREMIUM 1.6 T-GDI HEV AUTO 5DR', 'H', 'A', 5, 5, 'SUV', 1598, 2021, null, 21, 35000],
    ['43060101', 'Kona', 'KONA SE CONNECT 1.0 T-GDI 5DR', 'P', 'M', 5, 5, 'SUV', 998, 2017, null, 11, 20000],
    ['43070101', 'Kona Electric', 'KONA ELECTRIC PREMIUM 64KWH 5DR', 'E', 'A', 5, 5, 'SUV', 0, 2018, null, 30, 37000],
    ['43080101', 'Ioniq 5', 'IONIQ 5 PREMIUM 73KWH RWD 5DR', 'E', 'A', 5, 5, 'SUV', 0, 2021, null, 40, 45000],
    ['43090101', 'Santa Fe', 'SANTA FE PREMIUM SE 2.2 CRDI 4WD AUTO 7 SEAT', 'D', 'A', 5, 7, 'SUV', 2199, 2012, 2018, 29, 36000],
  ]),
];
