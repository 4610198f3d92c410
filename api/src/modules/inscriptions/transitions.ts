import { and, eq, sql } from 'drizzle-orm';
import {
  ACTION_TARGET,
  CLIENT_UPLOADS,
  ENROLMENT_ACTIONS,
  ENROLMENT_MSG,
  ENROLMENT_STATUS,
  type EnrolmentAction,
  type EnrolmentStatus,
} from '@portal/shared-api';
import type { Database } from '../../db/client';
import { enrolmentTransitions, enrolments } from '../../db/schema';
import { HttpProblem, notFound } from '../../lib/problem';
import { recordNotices } from '../../events/notices';
import { issueCertificates } from '../certificates';

/** An administrator's action or a client's upload: every way an enrolment changes state (spec §4). */
export type EnrolmentStep = EnrolmentAction | keyof typeof CLIENT_UPLOADS;

/** The statuses a step may start from, and where it leads. */
export function stepRule(step: EnrolmentStep): { from: readonly EnrolmentStatus[]; to: EnrolmentStatus } {
  if (step === 'remediateback' || step === 'pay') return { from: [CLIENT_UPLOADS[step].from], to: CLIENT_UPLOADS[step].to };
  return { from: ENROLMENT_STATUS.filter((status) => ENROLMENT_ACTIONS[status].includes(step)), to: ACTION_TARGET[step] };
}

export interface EnrolmentState {
  status: EnrolmentStatus;
  version: number;
  customerId: number;
}

export async function stateOf(db: Database, id: number): Promise<EnrolmentState | undefined> {
  const [row] = await db
    .select({ status: enrolments.status, version: enrolments.version, customerId: enrolments.customerId })
    .from(enrolments)
    .where(eq(enrolments.id, id));
  return row;
}

const forbiddenTransition = (status: EnrolmentStatus) => new HttpProblem(409, ENROLMENT_MSG.forbiddenTransition(status));
const concurrentChange = () => new HttpProblem(409, ENROLMENT_MSG.concurrentChange);

/**
 * Whether `step` may run on an enrolment in `state`, read at `version` (when the caller names the
 * version it showed): 409 with the reason otherwise.
 */
export function checkStep(state: EnrolmentState, step: EnrolmentStep, version: number | undefined): void {
  if (!stepRule(step).from.includes(state.status)) throw forbiddenTransition(state.status);
  if (version !== undefined && version !== state.version) throw concurrentChange();
}

export interface TransitionRequest {
  id: number;
  step: EnrolmentStep;
  /** The state the decision was taken on. */
  seen: EnrolmentState;
  /** The version the caller read, when it names one. */
  version?: number;
  actorId: number;
  notes?: string;
  /** What else the step writes on the enrolment (price, files, notes). */
  changes?: Partial<Pick<typeof enrolments.$inferInsert, 'price' | 'notes' | 'remediationFileId' | 'paymentVoucherId'>>;
  now: Date;
}

/**
 * Moves an enrolment one step, inside the caller's transaction: a conditional update (the status
 * and version it was seen at), its line in the history, and for an acceptance the certification of
 * its properties in the portfolio. Whoever changed it first wins; the other gets a 409.
 */
export async function applyStep(tx: Database, request: TransitionRequest): Promise<number> {
  const { id, step, seen, version, now } = request;
  const { to } = stepRule(step);
  const updated = await tx
    .update(enrolments)
    .set({
      ...request.changes,
      status: to,
      version: sql`${enrolments.version} + 1`,
      ...(to === 'Aceptada' ? { dateApproved: now } : {}),
    })
    .where(and(eq(enrolments.id, id), eq(enrolments.status, seen.status), eq(enrolments.version, version ?? seen.version)))
    .returning({ version: enrolments.version });
  if (updated.length === 0) {
    const current = await stateOf(tx, id);
    if (!current) throw notFound();
    checkStep(current, step, undefined);
    throw concurrentChange();
  }
  await tx.insert(enrolmentTransitions).values({
    enrolmentId: id,
    fromStatus: seen.status,
    toStatus: to,
    actorId: request.actorId,
    notes: request.notes || null,
    at: now,
  });
  if (to === 'Aceptada') await issueCertificates(tx, [id]);
  // the owner hears of what they must act on, or of the outcome, once the step commits
  await recordNotices(tx, { kind: 'inscripcion', enrolmentId: id, status: to, version: updated[0]!.version, ...(request.notes ? { notes: request.notes } : {}) });
  return updated[0]!.version;
}
