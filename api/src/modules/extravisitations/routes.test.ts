import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { TOTAL_RECORDS_HEADER, UPLOAD_MSG, VISIT_MSG, VISIT_REQUEST_STATUS, type VisitRequest } from '@portal/shared-api';
import { build } from '../../../test/build';
import { SAMPLE } from '../../../test/multipart';
import { properties } from '../../db/schema';
import { API_MSG } from '../../messages';
import { enrolment, farm, insertEnrolments } from '../../../test/fixtures';
import { call, purchaseCast, purchaseImages as images, send, setVisitsLeft, visitsLeft, type Person } from '../../../test/operations';


describe('extra-visit requests (/api/extravisitations)', () => {
  const t = build();
  const cast = purchaseCast(t);

  const request = (who: Person | undefined, fields: Record<string, string>, files = images()) =>
    send(t, who, 'POST', '/api/extravisitations', fields, files);

  /** A new Solicitada request of 3 visits for the cast.owner's farm. */
  async function requested(visitationAmount = 3): Promise<VisitRequest> {
    const response = await request(cast.owner, { propertyId: String(cast.farmId), visitationAmount: String(visitationAmount) });
    expect(response.statusCode).toBe(200);
    return response.json<VisitRequest>();
  }

  const decide = (who: Person | undefined, decision: 'accept' | 'reject', id: number) => call(t, who, 'PUT', `/api/extravisitations/${decision}/${id}`);

  describe('POST', () => {
    it('records a request with the cost from the property and the total worked out, whatever was sent', async () => {
      const response = await request(cast.owner, {
        propertyId: String(cast.farmId),
        visitationAmount: '3',
        visitationCost: '1',
        totalAmount: '3',
        status: VISIT_REQUEST_STATUS.accepted,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json<VisitRequest>()).toEqual({
        id: expect.any(Number),
        sheetNumber: expect.any(String),
        fullAddress: 'Camino vecinal, 1 km al norte de la escuela, Carmen, San José, San José',
        ownerFullName: 'Ana Prueba Mora',
        visitationAmount: 3,
        visitationCost: 35000,
        totalAmount: 105000,
        dateCreated: expect.stringMatching(/^\d{4}-/),
        certificationCIARGO: { url: expect.stringMatching(/^\/api\/extravisitations\/\d+\/files\/\d+$/), name: 'certificado-ciargo.png' },
        paymentVoucher: { url: expect.stringMatching(/^\/api\/extravisitations\/\d+\/files\/\d+$/), name: 'comprobante.jpeg' },
        status: VISIT_REQUEST_STATUS.requested,
        propertyId: cast.farmId,
      });
    });

    it('asks for a whole number of visits above zero and both images', async () => {
      const before = await fs.promises.readdir(t.uploadsDir);
      for (const amount of ['0', '-2', '1.5', 'tres', '']) {
        const response = await request(cast.owner, { propertyId: String(cast.farmId), visitationAmount: amount });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual([VISIT_MSG.quantityInvalid]);
      }
      const noFiles = await request(cast.owner, { propertyId: String(cast.farmId), visitationAmount: '1' }, {});
      expect(noFiles.json()).toEqual([UPLOAD_MSG.fileRequired]);
      const pdf = await request(cast.owner, { propertyId: String(cast.farmId), visitationAmount: '1' }, {
        ...images(),
        paymentVoucher: { name: 'comprobante.pdf', content: SAMPLE.pdf() },
      });
      expect(pdf.json()).toEqual([UPLOAD_MSG.fileType('visitPurchase')]);
      expect(await fs.promises.readdir(t.uploadsDir)).toEqual(before);
    });

    it("refuses another client's property and one not certified", async () => {
      const [review] = await insertEnrolments(t.db, [enrolment(cast.owner.id, { status: 'Pagar', dateApproved: undefined, properties: [farm()] })]);
      const [underReview] = await t.db.select({ id: properties.id }).from(properties).where(eq(properties.enrolmentId, review!));
      const before = await fs.promises.readdir(t.uploadsDir);
      for (const [who, propertyId] of [
        [cast.stranger, cast.farmId],
        [cast.owner, underReview!.id],
        [cast.owner, 999999],
      ] as const) {
        const response = await request(who, { propertyId: String(propertyId), visitationAmount: '2' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual([VISIT_MSG.propertyNotYours]);
      }
      expect(await fs.promises.readdir(t.uploadsDir)).toEqual(before);
    });

    it('is for clients only', async () => {
      const fields = { propertyId: String(cast.farmId), visitationAmount: '1' };
      expect((await request(undefined, fields)).statusCode).toBe(401);
      expect((await request(cast.regent, fields)).statusCode).toBe(403);
      expect((await request(cast.admin, fields)).statusCode).toBe(403);
    });
  });

  describe('the decision', () => {
    beforeEach(() => setVisitsLeft(t, cast.farmId, 2));

    it('accepting adds the visits to the property, once', async () => {
      const { id } = await requested(3);
      const accepted = await decide(cast.admin, 'accept', id);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json<VisitRequest>().status).toBe(VISIT_REQUEST_STATUS.accepted);
      expect(await visitsLeft(t, cast.farmId)).toBe(5);

      for (const decision of ['accept', 'reject'] as const) {
        const again = await decide(cast.admin, decision, id);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toEqual({ status: 409, title: VISIT_MSG.requestClosed });
      }
      expect(await visitsLeft(t, cast.farmId)).toBe(5);
    });

    it('rejecting adds nothing, once', async () => {
      const { id } = await requested(4);
      const rejected = await decide(cast.admin, 'reject', id);
      expect(rejected.json<VisitRequest>().status).toBe(VISIT_REQUEST_STATUS.rejected);
      expect((await decide(cast.admin, 'accept', id)).statusCode).toBe(409);
      expect(await visitsLeft(t, cast.farmId)).toBe(2);
    });

    it('lets only one of two simultaneous acceptances through', async () => {
      const { id } = await requested(3);
      const answers = await Promise.all([decide(cast.admin, 'accept', id), decide(cast.admin, 'accept', id)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await visitsLeft(t, cast.farmId)).toBe(5);
    });

    it('answers 404 for an unknown request and keeps the decision to administrators', async () => {
      expect((await decide(cast.admin, 'accept', 999999)).statusCode).toBe(404);
      expect((await decide(cast.admin, 'accept', 0)).statusCode).toBe(400);
      const { id } = await requested();
      expect((await decide(cast.owner, 'accept', id)).statusCode).toBe(403);
      expect((await decide(cast.regent, 'reject', id)).statusCode).toBe(403);
      expect((await decide(undefined, 'accept', id)).statusCode).toBe(401);
      expect(await visitsLeft(t, cast.farmId)).toBe(2);
    });
  });

  describe('GET', () => {
    it('lists the requests for administrators, Solicitada first, newest first', async () => {
      const decided = await requested(1);
      await decide(cast.admin, 'reject', decided.id);
      const older = await requested(1);
      const newer = await requested(1);

      const response = await call(t, cast.admin, 'GET', '/api/extravisitations', { query: { page: '1', visibleRecords: '50' } });
      expect(response.statusCode).toBe(200);
      const rows = response.json<VisitRequest[]>();
      expect(Number(response.headers[TOTAL_RECORDS_HEADER])).toBe(rows.length);
      const firstDecided = rows.findIndex((r) => r.status !== VISIT_REQUEST_STATUS.requested);
      expect(rows.slice(firstDecided).every((r) => r.status !== VISIT_REQUEST_STATUS.requested)).toBe(true);
      const ids = rows.map((r) => r.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(decided.id));
    });

    it('is for administrators only', async () => {
      expect((await call(t, cast.owner, 'GET', '/api/extravisitations')).statusCode).toBe(403);
      expect((await call(t, undefined, 'GET', '/api/extravisitations')).statusCode).toBe(401);
    });

    it('keeps the files private: administrators and the client who asked', async () => {
      const files = images();
      const response = await request(cast.owner, { propertyId: String(cast.farmId), visitationAmount: '1' }, files);
      const { certificationCIARGO, paymentVoucher } = response.json<VisitRequest>();

      const asAdmin = await call(t, cast.admin, 'GET', paymentVoucher!.url);
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.rawPayload).toEqual(files.paymentVoucher!.content);
      expect(asAdmin.headers['content-type']).toBe('image/jpeg');
      expect((await call(t, cast.owner, 'GET', certificationCIARGO!.url)).rawPayload).toEqual(files.certificationCIARGO!.content);

      expect((await call(t, cast.stranger, 'GET', paymentVoucher!.url)).statusCode).toBe(404);
      expect((await call(t, cast.regent, 'GET', paymentVoucher!.url)).statusCode).toBe(403);
      expect((await call(t, undefined, 'GET', paymentVoucher!.url)).statusCode).toBe(401);
      const other = await requested();
      expect((await call(t, cast.admin, 'GET', paymentVoucher!.url.replace(/extravisitations\/\d+/, `extravisitations/${other.id}`))).statusCode).toBe(404);
    });
  });

  it('does not answer 500 for ids out of range', async () => {
    const response = await request(cast.owner, { propertyId: '99999999999', visitationAmount: '1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([VISIT_MSG.propertyMissing]);
    const accept = await call(t, cast.admin, 'PUT', '/api/extravisitations/accept/99999999999');
    expect(accept.statusCode).toBe(400);
    expect(accept.json()).toEqual([API_MSG.idInvalid]);
  });
});
