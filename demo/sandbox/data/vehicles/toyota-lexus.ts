import { defineVehicles, type VehicleRecord } from '../vehicle-record';

// abi_code, model, description, fuel, transmission, doors, seats, body, cc, from, to (null: still made), group, list price
export const TOYOTA_LEXUS_VEHICLES: VehicleRecord[] = [
  ...defineVehicles('Toyota', [
    ['89010101', 'Corolla', 'COROLLA GS 1.6 VVT-I 5DR', 'P', 'M', 5, 5, 'HB', 1598, 1997, 2002, 7, 13000],
    ['89020101', 'Yaris', 'YARIS T SPIRIT 1.33 VVT-I 5DR', 'P', 'M', 5, 5, 'HB', 1329, 2011, 2017, 8, 13500],
    ['89020102', 'Yaris', 'YARIS ICON 1.5 HYBRID CVT 5DR', 'H', 'A', 5, 5, 'HB', 1497, 2012, 2020, 10, 17500],
    ['89020103', 'Yaris', 'YARIS DESIGN 1.5 HYBRID CVT 5DR', 'H', 'A', 5, 5, 'HB', 1490, 2020, null, 15, 22000],
    ['89030101', 'GR Yaris', 'GR YARIS 1.6 CIRCUIT PACK 3DR', 'P', 'M', 3, 4, 'HB', 1618, 2020, null, 39, 34000],
    ['89040101', 'Aygo', 'AYGO X-PLAY 1.0 VVT-I 5DR', 'P', 'M', 5, 4, 'HB', 998, 2014, 2022, 5, 9500],
    ['89050101', 'Aygo X', 'AYGO X EDGE 1.0 VVT-I 5DR', 'P', 'M', 5, 4, 'HB', 998, 2022, null, 6, 15000],
    ['89060101', 'Auris', 'AURIS ICON 1.33 VVT-I 5DR', 'P', 'M', 5, 5, 'HB', 1329, 2013, 2018, 11, 16500],
    ['89060102', 'Auris', 'AURIS EXCEL 1.8 HYBRID CVT 5DR', 'H', 'A', 5, 5, 'HB', 1798, 2013, 2018, 14, 22000],
    ['89010102', 'Corolla', 'COROLLA ICON TECH 1.8 HYBRID CVT 5DR', 'H', 'A', 5, 5, 'HB', 1798, 2019, null, 15, 25000],
    ['89010103', 'Corolla', 'COROLLA DESIGN 2.0 HYBRID CVT TOURING SPORTS', 'H', 'A', 5, 5, 'EST', 1987, 2019, null, 22, 30000],
    ['89070101', 'C-HR', 'C-HR DYNAMIC 1.8 HYBRID CVT 5DR', 'H', 'A', 5, 5, 'SUV', 1798, 2017, 2023, 17, 28000],
    ['89080101', 'RAV4', 'RAV4 DESIGN 2.5 HYBRID AWD CVT 5DR', 'H', 'A', 5, 5, 'SUV', 2487, 2019, null, 31, 36000],
    ['89090101', 'Prius', 'PRIUS EXCEL 1.8 VVT-I HYBRID CVT 5DR', 'H', 'A', 5, 5, 'HB', 1798, 2016, 2022, 16, 27000],
    ['89100101', 'Hilux', 'HILUX INVINCIBLE X 2.8 D-4D DOUBLE CAB AUTO', 'D', 'A', 4, 5, 'PU', 2755, 2016, null, 41, 38000],
    ['89110101', 'GT86', 'GT86 2.0 D-4S COUPE', 'P', 'M', 2, 4, 'CPE', 1998, 2012, 2021, 30, 26000],
  ]),
  ...defineVehicles('Lexus', [
    ['48010101', 'IS', 'IS 300H F SPORT AUTO SALOON', 'H', 'A', 4, 5, 'SAL', 2494, 2013, null, 31, 38000],
    ['48020101', 'NX', 'NX 300H F SPORT AUTO 5DR', 'H', 'A', 5, 5, 'SUV', 2494, 2014, 2021, 33, 40000],
    ['48030101', 'UX', 'UX 250H F SPORT AUTO 5DR', 'H', 'A', 5, 5, 'SUV', 1987, 2018, null, 26, 36000],
    ['48040101', 'RX', 'RX 450H F SPORT AUTO 5DR', 'H', 'A', 5, 5, 'SUV', 3456, 2016, 2022, 41, 56000],
  ]),
];
