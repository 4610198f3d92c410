import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { enrolments, properties, users } from '../db/schema';
import { hashPassword } from '../lib/password';
import { usersRepository, type NewUser } from '../modules/users';
import { insertEnrolmentHistory, type EnrolmentSeed } from './enrolment-history';
import { changeCertificate } from '../modules/certificates';
import type { CertificateAction } from '@portal/shared-api';
import { DEMO_ADMIN_EMAIL, DEMO_CLIENT_EMAIL, DEMO_PASSWORD } from './demo-accounts';

/** The demo client's certified farm: the demo journeys search the portfolio for it. */
export const DEMO_CLIENT_FARM = 'Finca El Roble';

/** A demo owner's account: a person or a company with an address. */
type Owner = Omit<NewUser, 'passwordHash' | 'identificationTypeId' | 'districtId' | 'address'> & { identificationTypeId: 1 | 2; districtId: number; address: string };
type DemoEnrolment = Omit<EnrolmentSeed, 'customerId' | 'email' | 'phoneNumber' | 'dateSolicited' | 'dateApproved' | 'status'> & {
  /** The owner's account; the demo client when absent. */
  owner?: Owner;
  /** How long ago it was accepted, in days, and how long the review took. */
  approvedDaysAgo: number;
  reviewDays: number;
};

const owner = (email: string, fields: Omit<Owner, 'email'>): Owner => ({ email, ...fields });

/**
 * An enrolment its owner made with the account's own details: name, identification, place and, for a company,
 * its name and number, `representativeId` being then the identification of the person who signs.
 */
function ownedBy(account: Owner, representativeId?: string) {
  const holder = {
    owner: account,
    identificationTypeId: account.identificationTypeId,
    fullName: [account.firstName, account.middleName, account.lastName, account.secondLastName].filter(Boolean).join(' '),
    identification: representativeId ?? account.identifier,
    districtId: account.districtId,
    address: account.address,
  };
  return account.identificationTypeId === 2 ? { ...holder, legalName: account.legalName, businessIdentification: account.identifier } : holder;
}

/** Accepted enrolments across the provinces and categories (individual and group); one expired. */
const DEMO_ENROLMENTS: DemoEnrolment[] = [
  {
    categoryConsecutive: '01.01.01.01.01',
    identificationTypeId: 1,
    fullName: 'José Pablo Rojas Araya',
    identification: '204560789',
    districtId: 20101,
    address: 'Del parque central 300 metros norte, casa esquinera de portón verde',
    approvedDaysAgo: 75,
    reviewDays: 21,
    properties: [
      { fantasyName: DEMO_CLIENT_FARM, sheetNumber: '2-345678-000', districtId: 21001, address: 'Camino a Sucre, 2 km al este de la iglesia de Quesada', ownership: 'Propio', area: 45.5, certificationArea: 38, psaNumber: 'PSA-AL-2021-0153', volume: 320, sinac: 'SINAC-ACAHN-0457' },
      { fantasyName: 'Finca Los Guayacanes', sheetNumber: '2-401122-001', districtId: 21002, address: 'Florencia, 500 metros sur del cementerio, camino lastreado', ownership: 'Alquilado', area: 18.2, certificationArea: 15, volume: 90 },
    ],
  },
  {
    ...ownedBy(owner('maderas.caribe@demo.cr', { firstName: 'Ana', middleName: 'Lucía', lastName: 'Brenes', secondLastName: 'Salas', identificationTypeId: 2, identifier: '3-101-456789', legalName: 'Maderas del Caribe S.A.', phoneNumber: '2758-3321', districtId: 70101, address: 'Barrio Cieneguita, frente a la plaza de deportes' }), '701230456'),
    categoryConsecutive: '02.01',
    approvedDaysAgo: 28,
    reviewDays: 30,
    properties: [
      { fantasyName: 'Aserradero Maderas del Caribe', districtId: 70301, address: 'Siquirres, 1 km al oeste del puente sobre el río Pacuare, ruta 32', ownership: 'Propio', area: 3.5, volume: 1800 },
    ],
  },
  {
    ...ownedBy(owner('coopehojancha@demo.cr', { firstName: 'Manuel', middleName: 'Antonio', lastName: 'Cordero', secondLastName: 'Villalobos', identificationTypeId: 2, identifier: '3-004-123456', legalName: 'Cooperativa Agroforestal de Hojancha R.L.', phoneNumber: '2659-9012', districtId: 51101, address: 'Costado norte del parque de Hojancha' }), '502340678'),
    categoryConsecutive: '01.02.01.01.01',
    approvedDaysAgo: 60,
    reviewDays: 35,
    properties: [
      { fantasyName: 'Finca La Pochota', sheetNumber: '5-112233-000', districtId: 51101, address: 'Hojancha, 3 km camino a Matambú', ownership: 'Propio', area: 22, certificationArea: 20, psaNumber: 'PSA-GU-2019-0088', volume: 150 },
      { fantasyName: 'Finca Monte Romo', sheetNumber: '5-223344-000', districtId: 51102, address: 'Monte Romo, 800 metros al norte de la escuela', ownership: 'Prestado', area: 12.8, certificationArea: 12, psaNumber: 'PSA-GU-2020-0131', volume: 85 },
      { fantasyName: 'Finca Puerto Carrillo', sheetNumber: '5-334455-001', districtId: 51103, address: 'Puerto Carrillo, entrada a la quebrada Los Mangos', ownership: 'Propio', area: 30.4, certificationArea: 27, psaNumber: 'PSA-GU-2018-0042', volume: 210 },
    ],
  },
  {
    ...ownedBy(owner('carlos.quesada@demo.cr', { firstName: 'Carlos', middleName: 'Alberto', lastName: 'Quesada', secondLastName: 'Mora', identificationTypeId: 1, identifier: '109870123', phoneNumber: '8722-4410', districtId: 11901, address: 'Barrio Los Ángeles, 150 metros este de la clínica' })),
    categoryConsecutive: '01.01.02.02.02',
    approvedDaysAgo: 150,
    reviewDays: 40,
    remediated: true,
    properties: [
      { fantasyName: 'Finca La Esperanza', sheetNumber: '1-556677-000', districtId: 11904, address: 'Rivas, 4 km camino al Cerro Chirripó, portón de madera', ownership: 'Propio', area: 64, certificationArea: 58, volume: 410 },
    ],
  },
  {
    ...ownedBy(owner('maria.solis@demo.cr', { firstName: 'María', middleName: 'Fernanda', lastName: 'Solís', secondLastName: 'Chaves', identificationTypeId: 1, identifier: '401110222', phoneNumber: '8855-1290', districtId: 41001, address: 'Puerto Viejo, contiguo al Banco Nacional' })),
    categoryConsecutive: '01.01.01.02',
    approvedDaysAgo: 42,
    reviewDays: 18,
    properties: [
      { fantasyName: 'Finca Santa Elena', sheetNumber: '4-667788-000', districtId: 41002, address: 'La Virgen, 2 km al norte del puente sobre el río Sarapiquí', ownership: 'Propio', area: 9.6, volume: 60 },
    ],
  },
  {
    ...ownedBy(owner('deposito.sanrafael@demo.cr', { firstName: 'Ricardo', lastName: 'Alvarado', secondLastName: 'Segura', identificationTypeId: 2, identifier: '3-101-654321', legalName: 'Depósito de Maderas San Rafael S.A.', phoneNumber: '2237-6045', districtId: 40501, address: 'San Rafael de Heredia, 200 metros sur de la iglesia' }), '401450789'),
    categoryConsecutive: '03.02',
    approvedDaysAgo: 120,
    reviewDays: 25,
    properties: [
      { fantasyName: 'Depósito San Rafael', districtId: 40501, address: 'San Rafael de Heredia, 200 metros sur de la iglesia, bodega 3', ownership: 'Alquilado', area: 0.6, volume: 240 },
    ],
  },
  {
    ...ownedBy(owner('luis.jimenez@demo.cr', { firstName: 'Luis', middleName: 'Fernando', lastName: 'Jiménez', secondLastName: 'Ulate', identificationTypeId: 1, identifier: '602340555', phoneNumber: '8310-7788', districtId: 60301, address: 'Buenos Aires centro, frente al colegio técnico' })),
    categoryConsecutive: '01.01.02.01.01',
    approvedDaysAgo: 210,
    reviewDays: 28,
    properties: [
      { fantasyName: 'Finca El Cedro', sheetNumber: '6-778899-000', districtId: 60301, address: 'Buenos Aires, 6 km camino a Ujarrás', ownership: 'Propio', area: 35, certificationArea: 33, psaNumber: 'PSA-PU-2022-0217', volume: 260 },
      { fantasyName: 'Finca Potrero Grande', sheetNumber: '6-889900-002', districtId: 60303, address: 'Potrero Grande, 1 km al sur de la plaza', ownership: 'Propio', area: 14.5, certificationArea: 14, psaNumber: 'PSA-PU-2022-0218', volume: 95 },
    ],
  },
  {
    ...ownedBy(owner('maderatica@demo.cr', { firstName: 'Gabriela', lastName: 'Méndez', secondLastName: 'Fonseca', identificationTypeId: 2, identifier: '3-101-777888', legalName: 'Comercializadora de Madera Tica S.A.', phoneNumber: '2556-4120', districtId: 30501, address: 'Turrialba, 100 metros norte del mercado municipal' }), '304560111'),
    categoryConsecutive: '03.01',
    approvedDaysAgo: 240,
    reviewDays: 33,
    properties: [
      { fantasyName: 'Maderas Tica Turrialba', districtId: 30501, address: 'Turrialba, zona industrial, costado oeste de la gasolinera', ownership: 'Propio', area: 1.2, volume: 700 },
    ],
  },
  {
    ...ownedBy(owner('rosa.hernandez@demo.cr', { firstName: 'Rosa', middleName: 'María', lastName: 'Hernández', secondLastName: 'Núñez', identificationTypeId: 1, identifier: '503450987', phoneNumber: '8690-3321', districtId: 50201, address: 'Nicoya, barrio San Martín, casa 12' })),
    categoryConsecutive: '01.01.01.01.02',
    approvedDaysAgo: 300,
    reviewDays: 20,
    properties: [
      { fantasyName: 'Finca Los Almendros', sheetNumber: '5-990011-000', districtId: 50201, address: 'Nicoya, 5 km camino a Sámara, mano derecha', ownership: 'Propio', area: 26.3, volume: 180 },
    ],
  },
  {
    ...ownedBy(owner('asoupala@demo.cr', { firstName: 'Patricia', lastName: 'Zúñiga', secondLastName: 'Arias', identificationTypeId: 2, identifier: '3-002-345678', legalName: 'Asociación de Productores Forestales de Upala', phoneNumber: '2470-0565', districtId: 21301, address: 'Upala centro, 50 metros oeste de la municipalidad' }), '205550333'),
    categoryConsecutive: '01.02.02.01.01',
    approvedDaysAgo: 270,
    reviewDays: 45,
    properties: [
      { fantasyName: 'Finca San Jorge', sheetNumber: '2-123987-000', districtId: 21301, address: 'Upala, 3 km camino a San José de Upala', ownership: 'Propio', area: 40, certificationArea: 36, psaNumber: 'PSA-AL-2020-0311', volume: 300 },
      { fantasyName: 'Finca Aguas Claras', sheetNumber: '2-234876-000', districtId: 21302, address: 'Aguas Claras, 1 km al este del puesto de salud', ownership: 'Alquilado', area: 28, certificationArea: 25, psaNumber: 'PSA-AL-2021-0044', volume: 190 },
      { fantasyName: 'Finca El Porvenir', sheetNumber: '2-345765-001', districtId: 21301, address: 'Upala, Colonia Puntarenas, entrada frente a la escuela', ownership: 'Propio', area: 16.7, certificationArea: 15, psaNumber: 'PSA-AL-2019-0190', volume: 110 },
    ],
  },
  // accepted more than CERTIFICATE_VALIDITY_MONTHS ago: its profile reads Inactiva
  {
    ...ownedBy(owner('jorge.vargas@demo.cr', { firstName: 'Jorge', middleName: 'Arturo', lastName: 'Vargas', secondLastName: 'Campos', identificationTypeId: 1, identifier: '203330444', phoneNumber: '8477-2019', districtId: 20201, address: 'San Ramón, 400 metros norte del parque' })),
    categoryConsecutive: '01.01.02.02.01.01',
    approvedDaysAgo: 430,
    reviewDays: 30,
    properties: [
      { fantasyName: 'Finca Los Ángeles', sheetNumber: '2-456789-000', districtId: 20208, address: 'Los Ángeles de San Ramón, camino al Bosque Nuboso', ownership: 'Propio', area: 80, certificationArea: 72, psaNumber: 'PSA-AL-2017-0066', volume: 520 },
    ],
  },
];

/** The accounts the demo certifications' owners get (the demo client holds the rest). */
export const DEMO_OWNER_EMAILS = DEMO_ENROLMENTS.flatMap((enrolment) => (enrolment.owner ? [enrolment.owner.email] : []));

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo client, when a demo seed that marks itself with the client's property `farm` has still
 * to run: undefined when there is no demo client or the farm is already there (each seed runs once).
 */
export async function demoClientToSeed(db: Database, farm: string): Promise<{ id: number } | undefined> {
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CLIENT_EMAIL));
  if (!client) return undefined;
  const [existing] = await db
    .select({ id: properties.id })
    .from(properties)
    .innerJoin(enrolments, eq(enrolments.id, properties.enrolmentId))
    .where(and(eq(enrolments.customerId, client.id), eq(properties.fantasyName, farm)));
  return existing ? undefined : client;
}

/**
 * Demo mode: accepted enrolments with their properties in the public portfolio, one of them the demo
 * client's, each with the transitions that led to Aceptada; their owners get accounts with the demo
 * password. Runs once: nothing happens when the demo client's farm is already there.
 */
export async function seedDemoCertifications(db: Database, now = new Date()): Promise<void> {
  const client = await demoClientToSeed(db, DEMO_CLIENT_FARM);
  if (!client) return;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const accounts = usersRepository(tx);
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
    const seeds: EnrolmentSeed[] = [];
    for (const { owner: account, approvedDaysAgo, reviewDays, ...enrolment } of DEMO_ENROLMENTS) {
      const customerId = account ? await accountId(tx, accounts, { ...account, passwordHash }) : client.id;
      const dateApproved = new Date(now.getTime() - approvedDaysAgo * DAY);
      seeds.push({
        ...enrolment,
        customerId,
        email: account?.email ?? DEMO_CLIENT_EMAIL,
        phoneNumber: account?.phoneNumber ?? '8701-2345',
        status: 'Aceptada',
        dateSolicited: new Date(dateApproved.getTime() - reviewDays * DAY),
        dateApproved,
      });
    }
    await insertEnrolmentHistory(tx, seeds, { adminId: admin?.id ?? null });
    // certificates in the other states a buyer meets in the portfolio: one suspended by the administration, one
    // withdrawn at its owner's request (the expired one is Finca Los Ángeles, accepted more than a year ago)
    for (const change of DEMO_CERTIFICATE_CHANGES) {
      const [row] = await tx
        .select({ id: properties.id, customerId: enrolments.customerId })
        .from(properties)
        .innerJoin(enrolments, eq(enrolments.id, properties.enrolmentId))
        .where(eq(properties.fantasyName, change.fantasyName));
      const caller = change.byOwner ? { id: row!.customerId, administrator: false } : { id: admin?.id ?? row!.customerId, administrator: true };
      await changeCertificate(tx, row!.id, change.action, change.reason, caller, new Date(now.getTime() - change.daysAgo * DAY));
    }
  });
}

/** The demo's certificates that are no longer in force, other than by expiry. */
export const DEMO_CERTIFICATE_CHANGES: { fantasyName: string; action: CertificateAction; reason: string; byOwner: boolean; daysAgo: number }[] = [
  {
    fantasyName: 'Finca Aguas Claras',
    action: 'suspend',
    reason: 'Pago de la anualidad pendiente: se restablece cuando se acredite el pago.',
    byOwner: false,
    daysAgo: 12,
  },
  {
    fantasyName: 'Finca Monte Romo',
    action: 'withdraw',
    reason: 'Retirado a solicitud del titular: la finca dejó de aprovechar madera.',
    byOwner: true,
    daysAgo: 20,
  },
];

async function accountId(db: Database, accounts: ReturnType<typeof usersRepository>, account: NewUser): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  return row?.id ?? (await accounts.create(account, 'Cliente'));
}
