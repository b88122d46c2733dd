import { defineVehicles, type VehicleRecord } from '../vehicle-record';

// abi_code, model, description, fuel, transmission, doors, seats, body, cc, from, to (null: still made), group, list price
export const BMW_MINI_VEHICLES: VehicleRecord[] = [
  ...defineVehicles('BMW', [
    ['11010101', '1 Series', '116D ES 5DR', 'D', 'M', 5, 5, 'HB', 1496, 2015, 2019, 16, 22000],
    ['11010102', '1 Series', '118I SPORT 5DR', 'P', 'M', 5, 5, 'HB', 1499, 2015, 2019, 19, 23500],
    ['11010103', '1 Series', '118I M SPORT 5DR', 'P', 'M', 5, 5, 'HB', 1499, 2019, null, 24, 28500],
    ['11010104', '1 Series', 'M135I XDRIVE AUTO 5DR', 'P', 'A', 5, 5, 'HB', 1998, 2019, null, 38, 39000],
    ['11020101', '2 Series', '220I M SPORT AUTO COUPE', 'P', 'A', 2, 4, 'CPE', 1998, 2021, null, 29, 35000],
    ['11030101', '3 Series', '320D SE SALOON', 'D', 'M', 4, 5, 'SAL', 1995, 2005, 2012, 27, 28000],
    ['11030102', '3 Series', '320D M SPORT SALOON', 'D', 'M', 4, 5, 'SAL', 1995, 2012, 2019, 30, 33000],
    ['11030103', '3 Series', '320D M SPORT AUTO TOURING', 'D', 'A', 5, 5, 'EST', 1995, 2019, null, 31, 40000],
    ['11030104', '3 Series', '330E M SPORT AUTO SALOON', 'PH', 'A', 4, 5, 'SAL', 1998, 2019, null, 30, 42000],
    ['11040101', '5 Series', '520D M SPORT AUTO SALOON', 'D', 'A', 4, 5, 'SAL', 1995, 2017, 2023, 32, 42000],
    ['11050101', 'X1', 'X1 SDRIVE18I SPORT AUTO 5DR', 'P', 'A', 5, 5, 'SUV', 1499, 2015, 2022, 19, 29000],
    ['11060101', 'X3', 'X3 XDRIVE20D M SPORT AUTO 5DR', 'D', 'A', 5, 5, 'SUV', 1995, 2017, null, 34, 47000],
    ['11070101', 'X5', 'X5 XDRIVE30D M SPORT AUTO 5DR', 'D', 'A', 5, 5, 'SUV', 2993, 2018, null, 44, 64000],
    ['11080101', 'i3', 'I3 94AH 5DR', 'E', 'A', 5, 4, 'HB', 0, 2016, 2022, 22, 33000],
    ['11090101', 'i4', 'I4 EDRIVE40 M SPORT GRAN COUPE', 'E', 'A', 5, 5, 'HB', 0, 2021, null, 45, 58000],
    ['11100101', 'Z4', 'Z4 SDRIVE20I M SPORT AUTO ROADSTER', 'P', 'A', 2, 2, 'RDS', 1998, 2019, null, 36, 40000],
  ]),
  ...defineVehicles('MINI', [
    ['47010101', 'Hatch', 'COOPER 1.6 3DR', 'P', 'M', 3, 4, 'HB', 1598, 2006, 2014, 14, 15000],
    ['47010102', 'Hatch', 'COOPER D 1.6 3DR', 'D', 'M', 3, 4, 'HB', 1598, 2007, 2014, 12, 16000],
    ['47010103', 'Hatch', 'ONE 1.2 3DR', 'P', 'M', 3, 4, 'HB', 1198, 2014, 2018, 11, 14000],
    ['47010104', 'Hatch', 'COOPER 1.5 3DR', 'P', 'M', 3, 4, 'HB', 1499, 2014, 2024, 15, 17500],
    ['47010105', 'Hatch', 'COOPER S 2.0 5DR', 'P', 'M', 5, 5, 'HB', 1998, 2014, 2024, 26, 21500],
    ['47010106', 'Hatch', 'JOHN COOPER WORKS 2.0 AUTO 3DR', 'P', 'A', 3, 4, 'HB', 1998, 2015, 2024, 33, 29000],
    ['47020101', 'Electric', 'COOPER SE LEVEL 2 32.6KWH 3DR', 'E', 'A', 3, 4, 'HB', 0, 2020, 2024, 21, 28000],
    ['47030101', 'Convertible', 'COOPER 1.5 CONVERTIBLE', 'P', 'M', 2, 4, 'CNV', 1499, 2016, 2024, 19, 21500],
    ['47040101', 'Clubman', 'COOPER 1.5 CLUBMAN 6DR', 'P', 'M', 6, 5, 'EST', 1499, 2015, 2024, 17, 22000],
    ['47050101', 'Countryman', 'COOPER 1.5 COUNTRYMAN 5DR', 'P', 'M', 5, 5, 'SUV', 1499, 2017, 2024, 17, 24000],
    ['47050102', 'Countryman', 'COOPER S E ALL4 PHEV AUTO COUNTRYMAN 5DR', 'PH', 'A', 5, 5, 'SUV', 1499, 2017, 2024, 25, 33000],
  ]),
];
