import type { Database } from '../../db/client';
import { usersRepository } from '../users/repository';
import { insertEnrolmentHistory, type EnrolmentSeed, type PropertySeed } from '../../seed/enrolment-history';

/** Test data of the properties module: owners and enrolments in any state. */
let sequence = 0;

export async function createOwner(db: Database, name = 'titular'): Promise<number> {
  sequence += 1;
  return usersRepository(db).create(
    {
      email: `${name}.${process.pid}.${sequence}@correo.cr`,
      // no login: these owners only hold enrolments
      passwordHash: '!',
      firstName: 'Titular',
      lastName: 'De Prueba',
      identificationTypeId: 1,
      identifier: '109870654',
      phoneNumber: '8845-1122',
      districtId: 10101,
    },
    'Cliente',
  );
}

export const farm = (overrides: Partial<PropertySeed> = {}): PropertySeed => ({
  fantasyName: 'Finca Prueba',
  sheetNumber: '1-000001-000',
  address: 'Camino vecinal, 1 km al norte de la escuela',
  districtId: 10101,
  ownership: 'Propio',
  area: 10,
  certificationArea: 9.5,
  volume: 50,
  ...overrides,
});

const DAY = 24 * 60 * 60 * 1000;
export const daysAgo = (days: number, from = new Date()) => new Date(from.getTime() - days * DAY);

export const enrolment = (customerId: number, overrides: Partial<EnrolmentSeed> = {}): EnrolmentSeed => ({
  customerId,
  categoryConsecutive: '01.01.01.01.01',
  identificationTypeId: 1,
  fullName: 'Ana Prueba Mora',
  identification: '109870654',
  districtId: 10101,
  address: 'San José centro',
  email: 'ana.prueba@correo.cr',
  phoneNumber: '8845-1122',
  status: 'Aceptada',
  dateSolicited: daysAgo(40),
  dateApproved: daysAgo(10),
  properties: [farm()],
  ...overrides,
});

/** Inserts the enrolments and answers each one's id; accepted ones are in the portfolio. */
export const insertEnrolments = (db: Database, seeds: EnrolmentSeed[]) => insertEnrolmentHistory(db, seeds, { adminId: null });
