import fs from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { ENROLMENT_MSG, MSG, UPLOAD_MSG, propertyMessage, type Category } from '@portal/shared-api';
import { build } from '../../../test/build';
import { tokenFor, BRANCH_CODE, DEPOSIT_CODE, FARM_CODE, GROUP_CODE, SAWMILL_CODE, categoryOf, powerOf, property, submissionBody, submit, totalOf, userId } from '../../../test/fixtures';
import { SAMPLE } from '../../../test/multipart';
import { enrolmentTransitions, enrolments, extraProperties, properties, storedFiles } from '../../db/schema';
import { clock } from './clock';
import { ENROLMENT_FILE_COLUMNS } from './repository';

/** Mid-October and the last evening of September, Costa Rica time (UTC-6). */
const OCTOBER = new Date('2025-10-15T12:00:00-06:00');
const SEPTEMBER_EVENING = new Date('2025-09-30T23:30:00-06:00');

describe('POST /api/inscriptions', () => {
  const t = build({ demo: true });
  const tokens: Record<string, string> = {};
  let farm: Category;

  beforeAll(async () => {
    for (const role of ['admin', 'cliente', 'regente']) tokens[role] = await tokenFor(t.app, `${role}@demo.cr`);
    farm = await categoryOf(t.db, FARM_CODE);
  });
  afterEach(() => jest.restoreAllMocks());

  const onDisk = () => fs.promises.readdir(t.uploadsDir);
  const refused = async (body: ReturnType<typeof submissionBody>, messages: string[]) => {
    const before = await onDisk();
    const response = await submit(t.app, tokens.cliente, body);
    expect(response.json()).toEqual(messages);
    expect(response.statusCode).toBe(400);
    // nothing written stays behind
    expect(await onDisk()).toEqual(before);
  };

  describe('a valid submission', () => {
    it('stores the enrolment for the caller, its properties at their range prices, its files and its first step', async () => {
      const own = property({ volume: 80, certificationArea: 12.5, psaNumber: 'PSA-AL-2021-0153' });
      const rented = property({ ownership: 'Alquilado', volume: 300, commercialName: undefined });
      const body = submissionBody(farm, {
        properties: [own, rented],
        extraProperties: [{ rowId: 'extra-1', name: 'Lote La Palma', districtId: 21002, address: 'Florencia, frente a la escuela', timber: true }],
        files: { ...powerOf(rented.rowId), secondSwornDeclaration: { name: 'declaracion-ajeno.pdf', content: SAMPLE.pdf() } },
      });

      const response = await submit(t.app, tokens.cliente, body);

      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: number }>();
      const [enrolment] = await t.db.select().from(enrolments).where(eq(enrolments.id, id));
      // the customer is the token's user, whatever userEmail said
      expect(enrolment).toMatchObject({
        customerId: await userId(t.db, 'cliente@demo.cr'),
        status: 'Presentada',
        version: 1,
        fullName: 'Rosa Elena Quirós Vargas',
        email: 'rosa.quiros@correo.cr',
        price: 155_750 + 2 * 35_000 + 280_350 + 3 * 35_000,
        flexFileName1: farm.flexFileName1,
        flexFileName5: farm.flexFileName5,
        legalIdentifierFrontId: null,
        remediationFileId: null,
      });
      expect(enrolment!.secondSwornDeclarationId).not.toBeNull();

      const stored = await t.db.select().from(properties).where(eq(properties.enrolmentId, id)).orderBy(asc(properties.id));
      expect(stored.map((p) => [p.sheetNumber, p.ownership, p.anualityCost, p.visitationCost, p.visitationAmount, p.certifiedAt])).toEqual([
        [own.sheetNumber, 'Propio', 155_750, 35_000, 2, null],
        [rented.sheetNumber, 'Alquilado', 280_350, 35_000, 3, null],
      ]);
      expect(stored[0]).toMatchObject({ fantasyName: own.commercialName, certificationArea: 12.5, psaNumber: 'PSA-AL-2021-0153', powerFileId: null });
      const [power] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, stored[1]!.powerFileId!));
      expect(power).toMatchObject({ originalName: 'poder.pdf', kind: 'powerOfAttorney', contentType: 'application/pdf' });

      const extras = await t.db.select().from(extraProperties).where(eq(extraProperties.enrolmentId, id));
      expect(extras).toEqual([expect.objectContaining({ name: 'Lote La Palma', districtId: 21002, timber: true })]);
      const steps = await t.db.select().from(enrolmentTransitions).where(eq(enrolmentTransitions.enrolmentId, id));
      expect(steps).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'Presentada', actorId: enrolment!.customerId })]);

      // the first enrolment of this database: every stored file is one of its eleven
      const files = await t.db.select({ kind: storedFiles.kind, name: storedFiles.storageName }).from(storedFiles);
      expect(files.map((f) => f.kind).sort()).toEqual([...Array(7).fill('document'), 'image', 'image', 'powerOfAttorney']);
      expect(await onDisk()).toEqual(expect.arrayContaining(files.map((f) => f.name)));
    });

    it('takes a commercial category without farm numbers, and a legal entity with its certificate', async () => {
      const deposit = await categoryOf(t.db, DEPOSIT_CODE);
      const body = submissionBody(deposit, {
        properties: [property({ sheetNumber: undefined, commercialName: 'Depósito La Ceiba', volume: 240 })],
        fields: { identificationTypeId: '2', legalName: 'Maderas La Ceiba S.A.', businessIdentification: '3-101-123456' },
        files: { legalIdentifierFront: { name: 'personeria.pdf', content: SAMPLE.pdf() } },
      });
      const response = await submit(t.app, tokens.cliente, body);
      expect(response.statusCode).toBe(201);
      const [enrolment] = await t.db.select().from(enrolments).where(eq(enrolments.id, response.json<{ id: number }>().id));
      expect(enrolment).toMatchObject({ identificationTypeId: 2, legalName: 'Maderas La Ceiba S.A.', businessIdentification: '3-101-123456', price: 252_000 + 3 * 35_000 });
      expect(enrolment!.legalIdentifierFrontId).not.toBeNull();
    });
    it("takes more than ten files: a legal entity's group of three farms, two of them rented", async () => {
      jest.spyOn(clock, 'now').mockReturnValue(OCTOBER);
      const group = await categoryOf(t.db, GROUP_CODE);
      const rented = [property({ ownership: 'Alquilado' }), property({ ownership: 'Prestado', volume: 200 })];
      const body = submissionBody(group, {
        properties: [property(), ...rented],
        fields: { identificationTypeId: '2', legalName: 'Cooperativa Forestal R.L.', businessIdentification: '3-004-654321' },
        files: {
          legalIdentifierFront: { name: 'personeria.pdf', content: SAMPLE.pdf() },
          secondSwornDeclaration: { name: 'declaracion-ajeno.pdf', content: SAMPLE.pdf() },
          ...powerOf(rented[0]!.rowId),
          ...powerOf(rented[1]!.rowId),
        },
      });
      const response = await submit(t.app, tokens.cliente, body);
      expect(response.statusCode).toBe(201);
      const stored = await t.db.select({ power: properties.powerFileId }).from(properties).where(eq(properties.enrolmentId, response.json<{ id: number }>().id));
      expect(stored.filter((p) => p.power !== null)).toHaveLength(2);
    });
  });

  describe('each rule refused with its message', () => {
    it('asks for a category, and only the last level of a branch', async () => {
      await refused(submissionBody(farm, { fields: { categoryId: undefined } }), [ENROLMENT_MSG.categoryMissing]);
      await refused(submissionBody(farm, { fields: { categoryId: '99999' } }), [ENROLMENT_MSG.categoryMissing]);
      const branch = await categoryOf(t.db, BRANCH_CODE);
      await refused(submissionBody(farm, { fields: { categoryId: String(branch.id) } }), [ENROLMENT_MSG.categoryNotLeaf]);
    });

    it('opens the October-only categories only in October, Costa Rica time', async () => {
      const sawmill = await categoryOf(t.db, SAWMILL_CODE);
      const body = () => submissionBody(sawmill, { properties: [property({ sheetNumber: undefined, commercialName: 'Aserradero El Tigre', volume: 90 })] });
      jest.spyOn(clock, 'now').mockReturnValue(SEPTEMBER_EVENING);
      await refused(body(), [ENROLMENT_MSG.octoberOnly]);
      jest.spyOn(clock, 'now').mockReturnValue(OCTOBER);
      const response = await submit(t.app, tokens.cliente, body());
      expect(response.statusCode).toBe(201);
      const [enrolment] = await t.db.select().from(enrolments).where(eq(enrolments.id, response.json<{ id: number }>().id));
      expect(enrolment!.dateSolicited).toEqual(OCTOBER);
    });

    it('asks for at least one property, and three in a group category', async () => {
      jest.spyOn(clock, 'now').mockReturnValue(OCTOBER);
      await refused(submissionBody(farm, { properties: [] }), [ENROLMENT_MSG.propertiesMissing]);
      const group = await categoryOf(t.db, GROUP_CODE);
      await refused(submissionBody(group, { properties: [property(), property()] }), [ENROLMENT_MSG.groupMinimum]);
      const three = await submit(t.app, tokens.cliente, submissionBody(group, { properties: [property(), property(), property()] }));
      expect(three.statusCode).toBe(201);
    });

    it("checks each property with the add-property modal's messages", async () => {
      const incomplete = { rowId: 'sin-datos', ownership: '', volume: 10 };
      await refused(submissionBody(farm, { properties: [incomplete], fields: { finalPrice: '0' } }), [
        ENROLMENT_MSG.addressMissing,
        ENROLMENT_MSG.areaMissing,
        ENROLMENT_MSG.locationMissing,
        ENROLMENT_MSG.ownershipMissing,
        ENROLMENT_MSG.sheetNumberMissing,
      ]);
    });

    it('names the property whose volume falls in no price range', async () => {
      const huge = property({ commercialName: 'Finca Gigante', volume: 9000 });
      await refused(submissionBody(farm, { properties: [property(), huge], fields: { finalPrice: '1' } }), [
        propertyMessage('Finca Gigante', ENROLMENT_MSG.volumeOutOfRange),
      ]);
    });

    it('asks for both identity images', async () => {
      await refused(submissionBody(farm, { files: { identifierBack: undefined } }), [ENROLMENT_MSG.identityImagesMissing]);
    });

    it("asks a legal entity for its name, business id and a .pdf certificate", async () => {
      await refused(submissionBody(farm, { fields: { identificationTypeId: '2' } }), [MSG.required, ENROLMENT_MSG.legalCertificateMissing]);
      await refused(
        submissionBody(farm, {
          fields: { identificationTypeId: '2', legalName: 'Maderas S.A.', businessIdentification: '3-101-12' },
          files: { legalIdentifierFront: { name: 'personeria.pdf', content: SAMPLE.pdf() } },
        }),
        [MSG.businessIdFormat],
      );
      await refused(
        submissionBody(farm, {
          fields: { identificationTypeId: '2', legalName: 'Maderas S.A.', businessIdentification: '3-101-123456' },
          files: { legalIdentifierFront: { name: 'personeria.jpg', content: SAMPLE.jpeg() } },
        }),
        [UPLOAD_MSG.fileType('certificate')],
      );
    });

    it('asks for the sworn declaration, and the second one when own and rented properties mix', async () => {
      await refused(submissionBody(farm, { files: { swornDeclaration: undefined } }), [ENROLMENT_MSG.swornDeclarationMissing]);
      const rented = property({ ownership: 'Prestado' });
      await refused(submissionBody(farm, { properties: [property(), rented], files: powerOf(rented.rowId) }), [ENROLMENT_MSG.secondSwornDeclarationMissing]);
    });

    it('asks for the power of attorney of each rented or borrowed property, and only of those', async () => {
      const rented = property({ ownership: 'Alquilado', commercialName: 'Finca Alquilada' });
      await refused(submissionBody(farm, { properties: [rented] }), [propertyMessage('Finca Alquilada', ENROLMENT_MSG.powerOfAttorneyMissing)]);
      const own = property();
      await refused(submissionBody(farm, { properties: [own], files: powerOf(own.rowId) }), [ENROLMENT_MSG.powerOfAttorneyUnexpected]);
      await refused(submissionBody(farm, { files: powerOf('otra-fila') }), [ENROLMENT_MSG.powerOfAttorneyUnexpected]);
    });

    it('stores no document the enrolment does not ask for', async () => {
      const certificate = { name: 'personeria.pdf', content: SAMPLE.pdf() };
      await refused(submissionBody(farm, { files: { legalIdentifierFront: certificate } }), [ENROLMENT_MSG.fileUnexpected]);
      await refused(submissionBody(farm, { files: { secondSwornDeclaration: certificate } }), [ENROLMENT_MSG.fileUnexpected]);
    });

    it('asks for every document the category names', async () => {
      await refused(submissionBody(farm, { files: { flexFile2: undefined, flexFile5: undefined } }), [
        ENROLMENT_MSG.flexFileMissing(farm.flexFileName2!),
        ENROLMENT_MSG.flexFileMissing(farm.flexFileName5!),
      ]);
    });

    it('refuses a price that is not the one the server computes', async () => {
      const properties = [property({ volume: 80 })];
      const right = totalOf(farm, properties);
      await refused(submissionBody(farm, { properties, fields: { finalPrice: String(right - 1000) } }), [ENROLMENT_MSG.priceChanged]);
    });

    it('refuses unknown districts, malformed property lists and bad contact data', async () => {
      await refused(submissionBody(farm, { properties: [property({ districtId: 99999 })] }), [MSG.districtInvalid]);
      await refused(submissionBody(farm, { fields: { properties: '{no es json' } }), [MSG.invalidRequest]);
      await refused(submissionBody(farm, { fields: { phoneNumber: '0888-1234', identification: '12' } }), [MSG.personalIdFormat, MSG.phoneFormat]);
    });

    it('refuses numbers the records cannot hold and lists too long, without a server error', async () => {
      await refused(submissionBody(farm, { fields: { districtId: '9999999999' } }), [MSG.districtInvalid]);
      await refused(submissionBody(farm, { properties: [property({ area: 1e15 })], fields: { finalPrice: '1' } }), [ENROLMENT_MSG.numberTooLarge]);
      const many = Array.from({ length: 101 }, () => property());
      await refused(submissionBody(farm, { properties: many, fields: { finalPrice: '1' } }), [ENROLMENT_MSG.tooManyProperties]);
    });

    it('lists every problem at once', async () => {
      await refused(
        submissionBody(farm, { fields: { fullName: ' ', finalPrice: '5' }, files: { identifierFront: undefined, swornDeclaration: undefined, flexFile1: undefined } }),
        [MSG.required, ENROLMENT_MSG.identityImagesMissing, ENROLMENT_MSG.swornDeclarationMissing, ENROLMENT_MSG.flexFileMissing(farm.flexFileName1!), ENROLMENT_MSG.priceChanged],
      );
    });

    it('refuses an executable renamed as a document or an image', async () => {
      await refused(submissionBody(farm, { files: { swornDeclaration: { name: 'declaracion.pdf', content: SAMPLE.exe() } } }), [UPLOAD_MSG.fileContent]);
      await refused(submissionBody(farm, { files: { identifierFront: { name: 'cedula.jpg', content: SAMPLE.exe() } } }), [UPLOAD_MSG.fileContent]);
      await refused(submissionBody(farm, { files: { flexFile1: { name: 'estudio.exe', content: SAMPLE.exe() } } }), [UPLOAD_MSG.fileType('document')]);
    });
  });

  describe('who may submit', () => {
    it('asks for a session (401) and the Cliente role (403)', async () => {
      expect((await submit(t.app, undefined, submissionBody(farm))).statusCode).toBe(401);
      expect((await submit(t.app, tokens.admin, submissionBody(farm))).statusCode).toBe(403);
      expect((await submit(t.app, tokens.regente, submissionBody(farm))).statusCode).toBe(403);
    });
  });

  it('keeps every stored file referenced by an enrolment or a property, and on disk', async () => {
    const columns = Object.fromEntries(ENROLMENT_FILE_COLUMNS.map((column, i) => [`file${i}`, column]));
    const enrolmentFiles = (await t.db.select(columns).from(enrolments)).flatMap((row) => Object.values(row));
    const powers = (await t.db.select({ id: properties.powerFileId }).from(properties)).map((row) => row.id);
    const referenced = new Set([...enrolmentFiles, ...powers].filter((id) => id !== null));
    const files = await t.db.select({ id: storedFiles.id, name: storedFiles.storageName }).from(storedFiles);
    expect(files.filter((f) => !referenced.has(f.id))).toEqual([]);
    expect((await onDisk()).sort()).toEqual(files.map((f) => f.name).sort());
  });
});
