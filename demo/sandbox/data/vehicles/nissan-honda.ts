import { defineVehicles, type VehicleRecord } from '../vehicle-record';

// abi_code, model, description, fuel, transmission, doors, seats, body, cc, from, to (null: still made), group, list price
export const NISSAN_HONDA_VEHICLES: VehicleRecord[] = [
  ...defineVehicles('Nissan', [
    ['59010101', 'Micra', 'MICRA 1.0 S 3DR', 'P', 'M', 3, 5, 'HB', 998, 1993, 2003, 2, 7000],
    ['59010102', 'Micra', 'MICRA ACENTA 1.2 5DR', 'P', 'M', 5, 5, 'HB', 1198, 2010, 2017, 3, 11000],
    ['59010103', 'Micra', 'MICRA N-CONNECTA IG-T 92 5DR', 'P', 'M', 5, 5, 'HB', 898, 2017, 2023, 10, 16500],
    ['59020101', 'Note', 'NOTE ACENTA 1.4 5DR', 'P', 'M', 5, 5, 'MPV', 1386, 2006, 2013, 5, 12500],
    ['59030101', 'Juke', 'JUKE ACENTA 1.5 DCI 5DR', 'D', 'M', 5, 5, 'SUV', 1461, 2010, 2019, 12, 18000],
    ['59030102', 'Juke', 'JUKE TEKNA 1.6 DIG-T 190 5DR', 'P', 'M', 5, 5, 'SUV', 1618, 2010, 2019, 19, 22000],
    ['59030103', 'Juke', 'JUKE N-CONNECTA DIG-T 114 DCT 5DR', 'P', 'A', 5, 5, 'SUV', 999, 2019, null, 14, 24000],
    ['59040101', 'Qashqai', 'QASHQAI ACENTA 1.5 DCI 5DR', 'D', 'M', 5, 5, 'SUV', 1461, 2007, 2014, 12, 20000],
    ['59050101', 'Qashqai+2', 'QASHQAI+2 ACENTA 2.0 5DR', 'P', 'M', 5, 7, 'SUV', 1997, 2008, 2014, 14, 21000],
    ['59040102', 'Qashqai', 'QASHQAI N-CONNECTA 1.2 DIG-T 115 5DR', 'P', 'M', 5, 5, 'SUV', 1197, 2014, 2021, 14, 22500],
    ['59040103', 'Qashqai', 'QASHQAI TEKNA 1.6 DCI 130 XTRONIC 5DR', 'D', 'A', 5, 5, 'SUV', 1598, 2014, 2018, 17, 28000],
    ['59040104', 'Qashqai', 'QASHQAI N-CONNECTA 1.3 DIG-T MHEV 140 5DR', 'H', 'M', 5, 5, 'SUV', 1332, 2021, null, 17, 28000],
    ['59040105', 'Qashqai', 'QASHQAI TEKNA E-POWER AUTO 5DR', 'H', 'A', 5, 5, 'SUV', 1497, 2022, null, 23, 36000],
    ['59060101', 'X-Trail', 'X-TRAIL ACENTA 1.6 DCI 7 SEAT', 'D', 'M', 5, 7, 'SUV', 1598, 2014, 2022, 17, 28000],
    ['59070101', 'Leaf', 'LEAF ACENTA 24KWH 5DR', 'E', 'A', 5, 5, 'HB', 0, 2011, 2018, 21, 26000],
    ['59070102', 'Leaf', 'LEAF N-CONNECTA 40KWH 5DR', 'E', 'A', 5, 5, 'HB', 0, 2018, 2024, 22, 31000],
    ['59080101', 'Navara', 'NAVARA TEKNA 2.3 DCI DOUBLE CAB AUTO', 'D', 'A', 4, 5, 'PU', 2298, 2016, 2022, 38, 33000],
    ['59090101', '370Z', '370Z GT 3.7 V6 COUPE', 'P', 'M', 3, 2, 'CPE', 3696, 2009, 2019, 44, 33000],
  ]),
  ...defineVehicles('Honda', [
    ['40010101', 'Civic', 'CIVIC 1.4I S 5DR', 'P', 'M', 5, 5, 'HB', 1396, 1995, 2000, 6, 11000],
    ['40020101', 'Jazz', 'JAZZ EX 1.4 I-VTEC 5DR', 'P', 'M', 5, 5, 'HB', 1339, 2008, 2015, 9, 13000],
    ['40020102', 'Jazz', 'JAZZ SE 1.3 I-VTEC CVT 5DR', 'P', 'A', 5, 5, 'HB', 1318, 2015, 2020, 13, 16000],
    ['40020103', 'Jazz', 'JAZZ EX 1.5 I-MMD HYBRID E-CVT 5DR', 'H', 'A', 5, 5, 'HB', 1498, 2020, null, 21, 23000],
    ['40010102', 'Civic', 'CIVIC SE 1.8 I-VTEC 5DR', 'P', 'M', 5, 5, 'HB', 1798, 2006, 2012, 13, 17000],
    ['40010103', 'Civic', 'CIVIC SR 1.0 VTEC TURBO 5DR', 'P', 'M', 5, 5, 'HB', 988, 2017, 2022, 16, 22000],
    ['40010104', 'Civic', 'CIVIC TYPE R GT 2.0 VTEC TURBO 5DR', 'P', 'M', 5, 4, 'HB', 1996, 2017, 2022, 40, 32000],
    ['40030101', 'CR-V', 'CR-V SE 2.2 I-DTEC 4WD 5DR', 'D', 'M', 5, 5, 'SUV', 2199, 2012, 2018, 22, 27000],
    ['40030102', 'CR-V', 'CR-V SR 2.0 I-MMD HYBRID AWD 5DR', 'H', 'A', 5, 5, 'SUV', 1993, 2019, 2023, 28, 34000],
    ['40040101', 'HR-V', 'HR-V SE 1.5 I-VTEC 5DR', 'P', 'M', 5, 5, 'SUV', 1498, 2015, 2021, 16, 21000],
    ['40040102', 'HR-V', 'HR-V ELEGANCE 1.5 E:HEV 5DR', 'H', 'A', 5, 5, 'SUV', 1498, 2021, null, 20, 29000],
    ['40050101', 'e', 'E ADVANCE 35.5KWH 5DR', 'E', 'A', 5, 4, 'HB', 0, 2020, 2024, 27, 36000],
  ]),
];
