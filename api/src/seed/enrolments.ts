import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { flexFilesOf, needsPowerOfAttorney, needsSecondDeclaration, type EnrolmentStatus, type UploadKind } from '@portal/shared-api';
import type { FileStore } from '../lib/file-store';
import { signatureOf } from '../lib/uploads';
import { insertEnrolmentHistory, type EnrolmentSeed } from './enrolment-history';
import type { Database } from '../db/client';
import { categories, enrolmentTransitions, enrolments, properties, storedFiles, users } from '../db/schema';
import { DEMO_OWNER_EMAILS, demoClientToSeed } from './certifications';
import { DEMO_CLIENT_EMAIL } from './demo-accounts';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { withDemoFiles } from './demo-file-store';
import { demoPdf, encodePng } from '../lib/demo-files';

/** The demo client's newest enrolment: its farm marks the demo enrolments as seeded. */
export const DEMO_PENDING_FARM = 'Finca Las Brisas';

type DemoEnrolment = Omit<EnrolmentSeed, 'customerId' | 'email' | 'phoneNumber' | 'dateSolicited' | 'dateApproved'> & {
  /** The owner's account (one of the demo certifications' owners); the demo client when absent. */
  owner?: string;
  daysAgo: number;
};

const JOSE = { identificationTypeId: 1, fullName: 'José Pablo Rojas Araya', identification: '204560789', districtId: 20101, address: 'Del parque central 300 metros norte, casa esquinera de portón verde' } as const;

/**
 * Enrolments in every state short of Aceptada (the demo certifications hold the accepted ones), two
 * of each, most of them the demo client's.
 */
export const DEMO_PENDING_ENROLMENTS: DemoEnrolment[] = [
  { ...JOSE, status: 'Presentada', daysAgo: 3, categoryConsecutive: '01.01.01.01.02', properties: [
    { fantasyName: DEMO_PENDING_FARM, sheetNumber: '2-512340-000', districtId: 21001, address: 'San Juan de Ciudad Quesada, 1 km al este del templo católico', ownership: 'Propio', area: 12.4, volume: 85 },
  ] },
  { ...JOSE, status: 'Presentada', daysAgo: 1, categoryConsecutive: '01.01.02.02.02', properties: [
    { fantasyName: 'Finca El Guayabo', sheetNumber: '2-523450-000', districtId: 21002, address: 'Florencia, 2 km camino a Platanar, portón negro', ownership: 'Propio', area: 33, certificationArea: 30, psaNumber: 'PSA-AL-2023-0412', volume: 240 },
    { fantasyName: 'Finca La Quebrada', sheetNumber: '2-534560-001', districtId: 21001, address: 'Barrio San Pablo de Quesada, calle a La Marina', ownership: 'Alquilado', area: 8.5, certificationArea: 8, volume: 60 },
  ], extraProperties: [{ name: 'Lote El Mango', districtId: 21002, address: 'Florencia, frente a la plaza de deportes', timber: false }] },
  { ...JOSE, status: 'Subsanar', daysAgo: 9, categoryConsecutive: '01.01.01.02', properties: [
    { fantasyName: 'Finca Los Laureles', sheetNumber: '2-545670-000', districtId: 20101, address: 'Desamparados de Alajuela, 600 metros oeste de la escuela', ownership: 'Propio', area: 6.2, volume: 45 },
  ] },
  { ...JOSE, status: 'Subsanada', daysAgo: 15, categoryConsecutive: '01.01.02.01.01', properties: [
    { fantasyName: 'Finca Río Frío', sheetNumber: '2-556780-000', districtId: 21301, address: 'Upala, 4 km camino a Dos Ríos, entrada de lastre', ownership: 'Propio', area: 52, certificationArea: 48, psaNumber: 'PSA-AL-2022-0377', volume: 380 },
  ] },
  { ...JOSE, status: 'Pagar', daysAgo: 20, categoryConsecutive: '01.01.01.01.01', properties: [
    { fantasyName: 'Finca Santa Rosa', sheetNumber: '2-567890-000', districtId: 20201, address: 'San Ramón, 3 km al norte del hospital Carlos Luis Valverde Vega', ownership: 'Propio', area: 19, certificationArea: 17, psaNumber: 'PSA-AL-2021-0288', volume: 130 },
  ], extraProperties: [{ name: 'Potrero La Cruz', districtId: 20208, address: 'Los Ángeles de San Ramón, contiguo al salón comunal', timber: true }] },
  { ...JOSE, status: 'Pagar', remediated: true, daysAgo: 30, categoryConsecutive: '01.01.02.02.01.01', properties: [
    { fantasyName: 'Finca Bosque Verde', sheetNumber: '2-578901-000', districtId: 21302, address: 'Aguas Claras, 2 km al norte del puesto de salud', ownership: 'Propio', area: 75, certificationArea: 70, psaNumber: 'PSA-AL-2020-0199', volume: 610 },
  ] },
  { ...JOSE, status: 'Pagada', remediated: true, daysAgo: 26, categoryConsecutive: '03.02', properties: [
    { fantasyName: 'Depósito Maderas Rojas', districtId: 20101, address: 'Alajuela centro, 150 metros sur del mercado, bodega 2', ownership: 'Alquilado', area: 0.4, volume: 95 },
  ] },
  { ...JOSE, status: 'Rechazada', daysAgo: 40, categoryConsecutive: '01.01.01.01.02', properties: [
    { fantasyName: 'Finca El Jobo', sheetNumber: '2-589012-000', districtId: 21001, address: 'Ciudad Quesada, barrio Los Ángeles, final de la calle', ownership: 'Propio', area: 4.1, volume: 30 },
  ] },
  { owner: 'maderas.caribe@demo.cr', status: 'Subsanar', daysAgo: 6, categoryConsecutive: '02.02', identificationTypeId: 2, fullName: 'Ana Lucía Brenes Salas', identification: '701230456', legalName: 'Maderas del Caribe S.A.', businessIdentification: '3-101-456789', districtId: 70101, address: 'Barrio Cieneguita, frente a la plaza de deportes', properties: [
    { fantasyName: 'Patio de Acopio Moín', districtId: 70101, address: 'Moín, 500 metros antes de la terminal portuaria, mano derecha', ownership: 'Propio', area: 2.2, volume: 950 },
  ] },
  { owner: 'carlos.quesada@demo.cr', status: 'Subsanada', daysAgo: 12, categoryConsecutive: '01.01.02.02.02', identificationTypeId: 1, fullName: 'Carlos Alberto Quesada Mora', identification: '109870123', districtId: 11901, address: 'Barrio Los Ángeles, 150 metros este de la clínica', properties: [
    { fantasyName: 'Finca Cerro Chirripó', sheetNumber: '1-667788-000', districtId: 11904, address: 'Rivas, 6 km camino a San Gerardo, portón verde', ownership: 'Prestado', area: 41, certificationArea: 39, volume: 270 },
  ] },
  { owner: 'coopehojancha@demo.cr', status: 'Pagada', daysAgo: 18, categoryConsecutive: '01.02.02.01.01', identificationTypeId: 2, fullName: 'Manuel Antonio Cordero Villalobos', identification: '502340678', legalName: 'Cooperativa Agroforestal de Hojancha R.L.', businessIdentification: '3-004-123456', districtId: 51101, address: 'Costado norte del parque de Hojancha', properties: [
    { fantasyName: 'Finca Huacas', sheetNumber: '5-445566-000', districtId: 51101, address: 'Huacas de Hojancha, 1 km al sur de la escuela', ownership: 'Propio', area: 18, certificationArea: 16, psaNumber: 'PSA-GU-2023-0051', volume: 120 },
    { fantasyName: 'Finca Pilas', sheetNumber: '5-556677-000', districtId: 51102, address: 'Monte Romo, camino a Pilas, segunda entrada', ownership: 'Prestado', area: 11, certificationArea: 10, psaNumber: 'PSA-GU-2023-0052', volume: 70 },
    { fantasyName: 'Finca Matambú', sheetNumber: '5-667788-001', districtId: 51103, address: 'Puerto Carrillo, 3 km camino a Matambú', ownership: 'Propio', area: 25, certificationArea: 23, psaNumber: 'PSA-GU-2023-0053', volume: 160 },
  ] },
  { owner: 'maria.solis@demo.cr', status: 'Rechazada', daysAgo: 50, categoryConsecutive: '01.01.01.02', identificationTypeId: 1, fullName: 'María Fernanda Solís Chaves', identification: '401110222', districtId: 41001, address: 'Puerto Viejo, contiguo al Banco Nacional', properties: [
    { fantasyName: 'Finca La Virgen', sheetNumber: '4-778899-000', districtId: 41002, address: 'La Virgen de Sarapiquí, 1 km al oeste del puente', ownership: 'Propio', area: 7.5, volume: 40 },
  ] },
];

/** What the client wrote when remedying and paying. */
const CLIENT_NOTES: Partial<Record<EnrolmentStatus, string>> = {
  Subsanada: 'Adjunto la declaración jurada firmada y autenticada.',
  Pagada: 'Adjunto el comprobante de la transferencia bancaria.',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** An identity card: header band, photo, lines of text (drawn once per side). */
const cards = new Map<'front' | 'back', Buffer>();
const identityCard = (side: 'front' | 'back'): Buffer => {
  let card = cards.get(side);
  if (!card) {
    card = drawIdentityCard(side);
    cards.set(side, card);
  }
  return card;
};

const drawIdentityCard = (side: 'front' | 'back') =>
  encodePng(320, 200, (x, y) => {
    if (x < 4 || y < 4 || x >= 316 || y >= 196) return [120, 130, 140];
    if (y < 38) return side === 'front' ? [24, 72, 140] : [150, 40, 40];
    if (side === 'front' && x >= 18 && x < 98 && y >= 54 && y < 160) return [178, 186, 196];
    const left = side === 'front' ? 116 : 24;
    const line = (y - 58) % 22;
    if (x >= left && x < 296 && y >= 58 && y < 170 && line < 8) return [92, 100, 112];
    return [238, 242, 246];
  });

interface DemoFile {
  name: string;
  kind: UploadKind;
  bytes: Buffer;
}

const document = (name: string, kind: UploadKind, title: string, lines: string[]): DemoFile => ({ name, kind, bytes: demoPdf(title, lines) });

/**
 * Demo mode: enrolments of the demo client and some owners in every state before acceptance, with
 * small real files (identity images, sworn declarations, the category's documents, powers of
 * attorney, remediation files, payment vouchers) and the history that led to each state. Runs once:
 * nothing happens when the demo client's pending farm is already there.
 */
export async function seedDemoEnrolments(db: Database, store: FileStore, now = new Date()): Promise<void> {
  if (!(await demoClientToSeed(db, DEMO_PENDING_FARM))) return;

  const adminEmail = DEMO_ACCOUNTS.find((account) => account.role === 'Administrador')!.email;
  const emails = [DEMO_CLIENT_EMAIL, adminEmail, ...DEMO_PENDING_ENROLMENTS.flatMap((e) => (e.owner ? [e.owner] : []))];
  const accounts = new Map(
    (await db.select({ id: users.id, email: users.email, phoneNumber: users.phoneNumber }).from(users).where(inArray(users.email, emails))).map((u) => [u.email, u]),
  );
  const adminId = accounts.get(adminEmail)?.id ?? null;
  const seeds: EnrolmentSeed[] = DEMO_PENDING_ENROLMENTS.map(({ owner, daysAgo, ...enrolment }) => {
    const account = (owner && accounts.get(owner)) || accounts.get(DEMO_CLIENT_EMAIL)!;
    return { ...enrolment, customerId: account.id, email: account.email, phoneNumber: account.phoneNumber, dateSolicited: new Date(now.getTime() - daysAgo * DAY_MS) };
  });

  const written: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const ids = await insertEnrolmentHistory(tx, seeds, { adminId });
      const { categoryRows, propertyRows, stepRows } = await seededRows(
        tx,
        inArray(categories.consecutive, seeds.map((seed) => seed.categoryConsecutive)),
        ids,
      );
      const plans = ids.map((id, i) =>
        planDemoEnrolment(id, seeds[i]!, DEMO_PENDING_ENROLMENTS[i]!.daysAgo, {
          category: categoryRows.find((c) => c.consecutive === seeds[i]!.categoryConsecutive)!,
          properties: propertyRows.filter((p) => p.enrolmentId === id),
          steps: stepRows.filter((step) => step.enrolmentId === id),
        }),
      );

      // every file's bytes at once, then one row per file
      const files = plans.flatMap((plan, i) => plan.files.map((planned) => ({ ...planned, uploadedBy: seeds[i]!.customerId, storageName: randomUUID() })));
      const writes = await Promise.allSettled(
        files.map(async ({ storageName, file }) => {
          await store.write(storageName, file.bytes, signatureOf(file.name).contentType);
          written.push(storageName);
        }),
      );
      const failed = writes.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      const stored = await tx
        .insert(storedFiles)
        .values(
          files.map(({ storageName, file, uploadedBy }) => ({
            storageName,
            originalName: file.name,
            contentType: signatureOf(file.name).contentType,
            size: file.bytes.length,
            kind: file.kind,
            uploadedBy,
          })),
        )
        .returning({ id: storedFiles.id });
      const fileIds = new Map(files.map((file, i) => [file, stored[i]!.id]));

      for (const [i, plan] of plans.entries()) {
        const mine = files.filter((file) => file.enrolmentId === ids[i]);
        const columns = Object.fromEntries(mine.flatMap((file) => (file.column ? [[file.column, fileIds.get(file)!]] : [])));
        await tx.update(enrolments).set({ ...plan.enrolment, ...columns }).where(eq(enrolments.id, ids[i]!));
        for (const file of mine.filter((f) => f.propertyId !== undefined)) {
          await tx.update(properties).set({ powerFileId: fileIds.get(file)! }).where(eq(properties.id, file.propertyId!));
        }
      }
      const times = plans.flatMap((plan) => plan.steps.map((step) => sql`(${step.id}::integer, ${step.at.toISOString()}::timestamptz, ${step.notes}::text)`));
      await tx.execute(sql`
        update ${enrolmentTransitions} set at = v.at, notes = v.notes
        from (values ${sql.join(times, sql`, `)}) as v(id, at, notes)
        where ${enrolmentTransitions.id} = v.id`);
    });
  } catch (error) {
    await store.remove(written);
    throw error;
  }
}

type EnrolmentFileColumn =
  | 'identifierFrontId'
  | 'identifierBackId'
  | 'legalIdentifierFrontId'
  | 'swornDeclarationId'
  | 'secondSwornDeclarationId'
  | 'remediationFileId'
  | 'paymentVoucherId'
  | `flexFile${1 | 2 | 3 | 4 | 5}Id`;

/** A file to store, and where it goes: a file column of the enrolment, or the power of one of its properties. */
interface PlannedFile {
  enrolmentId: number;
  file: DemoFile;
  column?: EnrolmentFileColumn;
  propertyId?: number;
}

interface Stored {
  category: typeof categories.$inferSelect;
  properties: Array<{ id: number; ownership: string; name: string | null }>;
  steps: Array<typeof enrolmentTransitions.$inferSelect>;
}

/** The files, flex document names, notes and a history spread over the days since submission, of one enrolment. */
/** What planning an enrolment's demo files and history reads of it. */
type PlannedSeed = Pick<EnrolmentSeed, 'customerId' | 'fullName' | 'identification' | 'legalName' | 'businessIdentification' | 'categoryConsecutive' | 'dateSolicited'> & {
  properties: ReadonlyArray<{ ownership: string }>;
};

function planDemoEnrolment(id: number, seed: PlannedSeed, daysAgo: number, { category, properties: owned, steps }: Stored) {
  const holder = seed.legalName ?? seed.fullName;
  const reached = new Set(steps.map((step) => step.toStatus));
  const files: PlannedFile[] = [];
  const add = (column: EnrolmentFileColumn, file: DemoFile) => files.push({ enrolmentId: id, file, column });

  add('identifierFrontId', { name: 'cedula-frente.png', kind: 'image', bytes: identityCard('front') });
  add('identifierBackId', { name: 'cedula-reverso.png', kind: 'image', bytes: identityCard('back') });
  if (seed.legalName) {
    const lines = [seed.legalName, `Cédula jurídica ${seed.businessIdentification}`, `Representante: ${seed.fullName}`];
    add('legalIdentifierFrontId', document('personeria-juridica.pdf', 'certificate', 'Certificación de personería jurídica', lines));
  }
  const oath = [`Yo, ${seed.fullName}, cédula ${seed.identification}, declaro bajo fe de juramento`, 'que la información y los documentos de esta solicitud son verdaderos.'];
  add('swornDeclarationId', document('declaracion-jurada.pdf', 'document', 'Declaración jurada - inmueble propio', oath));
  if (needsSecondDeclaration(seed.categoryConsecutive, seed.properties.map((p) => p.ownership))) {
    add('secondSwornDeclarationId', document('declaracion-jurada-inmueble-ajeno.pdf', 'document', 'Declaración jurada - inmueble ajeno', oath));
  }
  for (const { index, name } of flexFilesOf({ ...category, categoryPriceRanges: [] })) {
    const lines = [`Titular: ${holder}`, `Categoría: ${category.consecutive} ${category.name}`, 'Documento de demostración del portal.'];
    add(`flexFile${index as 1 | 2 | 3 | 4 | 5}Id`, document(`${name}.pdf`, 'document', name, lines));
  }
  if (reached.has('Subsanada')) {
    const lines = [`${seed.fullName}, cédula ${seed.identification}`, 'Firma autenticada por notario público.'];
    add('remediationFileId', document('declaracion-firmada.pdf', 'remediation', 'Declaración jurada firmada', lines));
  }
  if (reached.has('Pagada')) {
    const lines = [`Ordenante: ${holder}`, `Referencia: INS-${id}`, 'Banco Nacional de Costa Rica'];
    add('paymentVoucherId', document('comprobante-de-pago.pdf', 'enrolmentVoucher', 'Comprobante de transferencia', lines));
  }
  for (const property of owned.filter((p) => needsPowerOfAttorney(p.ownership))) {
    const lines = [`Autorizo a ${holder} a inscribir ${property.name ?? 'el inmueble'}`, 'en el programa de certificación de madera legal.'];
    files.push({ enrolmentId: id, propertyId: property.id, file: document('poder-del-propietario.pdf', 'powerOfAttorney', 'Autorización del propietario', lines) });
  }

  // the steps spread from the submission to half a day ago; the client writes a line when remedying and paying
  const span = Math.max(daysAgo - 0.5, 0) * DAY_MS;
  const timed = steps.map((step, k) => ({
    id: step.id,
    at: new Date(seed.dateSolicited.getTime() + (steps.length > 1 ? (span * k) / (steps.length - 1) : 0)),
    notes: step.notes ?? CLIENT_NOTES[step.toStatus] ?? null,
  }));
  const lastAdminNote = [...steps].reverse().find((step) => step.actorId !== seed.customerId && step.notes)?.notes ?? null;
  return {
    files,
    steps: timed,
    enrolment: {
      flexFileName1: category.flexFileName1,
      flexFileName2: category.flexFileName2,
      flexFileName3: category.flexFileName3,
      flexFileName4: category.flexFileName4,
      flexFileName5: category.flexFileName5,
      notes: lastAdminNote,
    },
  };
}

/**
 * The categories, properties and transitions of seeded enrolments, read one after the other: inside a
 * transaction they share one connection, and node-postgres 9 refuses concurrent queries on one.
 */
async function seededRows(db: Database, categoryFilter: SQL, ids: number[]) {
  const categoryRows = await db.select().from(categories).where(categoryFilter);
  const propertyRows = await db
    .select({ id: properties.id, enrolmentId: properties.enrolmentId, ownership: properties.ownership, name: properties.fantasyName })
    .from(properties)
    .where(inArray(properties.enrolmentId, ids))
    .orderBy(asc(properties.id));
  const stepRows = await db.select().from(enrolmentTransitions).where(inArray(enrolmentTransitions.enrolmentId, ids)).orderBy(asc(enrolmentTransitions.id));
  return { categoryRows, propertyRows, stepRows };
}

/**
 * Demo mode: the accepted demo enrolments (written by the certifications seed, which has no uploads
 * folder) get the documents they were accepted with: identity images, declarations, the category's
 * documents, the remediation file and voucher of the steps they went through, powers of attorney.
 * Only the demo owners' accepted enrolments without an identity image are touched, so it runs once.
 */
export async function attachDemoCertificationFiles(db: Database, files: FileStore): Promise<void> {
  const owners = db.select({ id: users.id }).from(users).where(inArray(users.email, [DEMO_CLIENT_EMAIL, ...DEMO_OWNER_EMAILS]));
  const accepted = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.status, 'Aceptada'), isNull(enrolments.identifierFrontId), inArray(enrolments.customerId, owners)))
    .orderBy(asc(enrolments.id));
  if (accepted.length === 0) return;
  const ids = accepted.map((e) => e.id);
  const { categoryRows, propertyRows, stepRows } = await seededRows(db, inArray(categories.id, accepted.map((e) => e.categoryId)), ids);
  await withDemoFiles(db, files, async (tx, store) => {
    for (const e of accepted) {
      const category = categoryRows.find((c) => c.id === e.categoryId)!;
      const owned = propertyRows.filter((p) => p.enrolmentId === e.id);
      const seed: PlannedSeed = {
        customerId: e.customerId,
        fullName: e.fullName,
        identification: e.identification,
        legalName: e.legalName ?? undefined,
        businessIdentification: e.businessIdentification ?? undefined,
        categoryConsecutive: category.consecutive,
        dateSolicited: e.dateSolicited,
        properties: owned,
      };
      // only the files: the certifications seed wrote its own history and times
      const plan = planDemoEnrolment(e.id, seed, 0, { category, properties: owned, steps: stepRows.filter((step) => step.enrolmentId === e.id) });
      const columns: Partial<Record<EnrolmentFileColumn, number>> = {};
      for (const planned of plan.files) {
        const fileId = await store({ ...planned.file, uploadedBy: e.customerId, createdAt: e.dateSolicited });
        if (planned.column) columns[planned.column] = fileId;
        if (planned.propertyId !== undefined) await tx.update(properties).set({ powerFileId: fileId }).where(eq(properties.id, planned.propertyId));
      }
      const { flexFileName1, flexFileName2, flexFileName3, flexFileName4, flexFileName5 } = plan.enrolment;
      await tx.update(enrolments).set({ flexFileName1, flexFileName2, flexFileName3, flexFileName4, flexFileName5, ...columns }).where(eq(enrolments.id, e.id));
    }
  });
}
