import { defineVehicles, type VehicleRecord } from '../vehicle-record';

// abi_code, model, description, fuel, transmission, doors, seats, body, cc, from, to (null: still made), group, list price
export const ITALIAN_AMERICAN_VEHICLES: VehicleRecord[] = [
  ...defineVehicles('Fiat', [
    ['29010101', '500', '500 POP 1.2 3DR', 'P', 'M', 3, 4, 'HB', 1242, 2008, 2020, 9, 10500],
    ['29010102', '500', '500 LOUNGE 1.2 3DR', 'P', 'M', 3, 4, 'HB', 1242, 2008, 2020, 10, 12500],
    ['29020101', '500C', '500C LOUNGE 1.2 CONVERTIBLE', 'P', 'M', 3, 4, 'CNV', 1242, 2009, 2020, 12, 14500],
    ['29010103', '500', '500 DOLCEVITA 1.0 MILD HYBRID 3DR', 'H', 'M', 3, 4, 'HB', 999, 2020, 2024, 12, 16000],
    ['29030101', '500e', '500E ICON 42KWH 3DR', 'E', 'A', 3, 4, 'HB', 0, 2021, null, 22, 30000],
    ['29040101', 'Panda', 'PANDA POP 1.2 5DR', 'P', 'M', 5, 4, 'HB', 1242, 2012, 2020, 4, 9500],
    ['29040102', 'Panda', 'PANDA CROSS 0.9 TWINAIR 4X4 5DR', 'P', 'M', 5, 5, 'HB', 875, 2014, 2020, 11, 15000],
    ['29050101', 'Punto', 'PUNTO EASY 1.2 5DR', 'P', 'M', 5, 5, 'HB', 1242, 2012, 2018, 4, 11000],
    ['29060101', 'Tipo', 'TIPO EASY 1.4 5DR', 'P', 'M', 5, 5, 'HB', 1368, 2016, 2021, 8, 14500],
    ['29070101', '500X', '500X POP STAR 1.4 MULTIAIR 5DR', 'P', 'M', 5, 5, 'SUV', 1368, 2015, 2018, 13, 18000],
    ['29080101', '500L', '500L POP STAR 1.4 5DR', 'P', 'M', 5, 5, 'MPV', 1368, 2012, 2022, 8, 15500],
  ]),
  ...defineVehicles('Abarth', [
    ['01010101', '595', '595 COMPETIZIONE 1.4 T-JET 180 3DR', 'P', 'M', 3, 4, 'HB', 1368, 2012, 2024, 33, 21500],
    ['01020101', '124 Spider', '124 SPIDER 1.4 MULTIAIR ROADSTER', 'P', 'M', 2, 2, 'RDS', 1368, 2016, 2019, 31, 25000],
  ]),
  ...defineVehicles('Alfa Romeo', [
    ['02010101', 'Giulietta', 'GIULIETTA SPRINT 1.4 TB 120 5DR', 'P', 'M', 5, 5, 'HB', 1368, 2010, 2020, 18, 21000],
    ['02020101', 'Giulia', 'GIULIA VELOCE 2.0 280 Q4 AUTO SALOON', 'P', 'A', 4, 5, 'SAL', 1995, 2017, null, 36, 42000],
    ['02030101', 'Stelvio', 'STELVIO SPECIALE 2.2D 210 Q4 AUTO 5DR', 'D', 'A', 5, 5, 'SUV', 2143, 2017, null, 33, 45000],
  ]),
  ...defineVehicles('Jeep', [
    ['45010101', 'Renegade', 'RENEGADE LONGITUDE 1.0 GSE T3 5DR', 'P', 'M', 5, 5, 'SUV', 999, 2019, null, 15, 22500],
    ['45020101', 'Compass', 'COMPASS LIMITED 1.3 GSE T4 4XE PHEV AUTO 5DR', 'PH', 'A', 5, 5, 'SUV', 1332, 2020, null, 24, 37000],
    ['45030101', 'Wrangler', 'WRANGLER SAHARA 2.0 GME AUTO 4DR', 'P', 'A', 5, 5, 'SUV', 1995, 2018, null, 38, 50000],
    ['45040101', 'Grand Cherokee', 'GRAND CHEROKEE OVERLAND 3.0 CRD V6 AUTO 5DR', 'D', 'A', 5, 5, 'SUV', 2987, 2011, 2020, 41, 45000],
    ['45050101', 'Avenger', 'AVENGER SUMMIT 54KWH 5DR', 'E', 'A', 5, 5, 'SUV', 0, 2023, null, 27, 37000],
  ]),
];
