import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { FORM_ERROR, getIn, setIn, type FormState, type SubmissionErrors, type ValidationErrors } from 'final-form';
import { errorLines } from '../feedback/error-lines';
import { ErrorSummary, type SummaryContent, type SummaryLink } from './error-summary';
import { FieldRegistryContext, type FieldRegistry } from './field-registry';
import { useSubmissionKey } from './use-submission-key';

// What every form of the portal does, whatever draws its fields and buttons: PortalForm is this form with its buttons.

/** What a form gives the submit handler besides the values. */
export interface Submission {
  /** The Idempotency-Key of this submission: the same on a retry of the very same data, new otherwise. */
  idempotencyKey: string;
}

export interface FormCoreProps<V> {
  /** The form's accessible name (usually the screen title). */
  label: string;
  /** Sends the values; a failure is thrown (its lines go to the error summary, spec §8). */
  onSubmit: (values: V, submission: Submission) => Promise<unknown> | void;
  validate?: (values: V) => ValidationErrors;
  initialValues?: Partial<V>;
  /** Server messages that belong to one field (message → field name): shown beside it and linked from the summary. */
  serverFields?: Readonly<Record<string, string>>;
  /** What else the submission sends besides the values (rows kept outside the form), so a retry is recognised. */
  submissionData?: unknown;
  /** A form of a page in another language (the buyer's pages in English): its summary's titles and the server's lines in it. */
  wording?: FormWording;
}

/** The summary's titles, and a line of the server, in a page's own language (Spanish: FORM_TEXTS and the lines as they come). */
export interface FormWording {
  summaryTitle: string;
  summaryProblemTitle: string;
  message: (line: string) => string;
}

const messageOf = (error: unknown): string | undefined => {
  if (typeof error === 'string') return error || undefined;
  if (Array.isArray(error)) return error.filter((e): e is string => typeof e === 'string').join(' ') || undefined;
  return undefined;
};

const linesOf = (error: unknown): string[] =>
  typeof error === 'string' ? [error] : Array.isArray(error) ? error.filter((e): e is string => typeof e === 'string') : [];

const before = (a: Element | null, b: Element | null) => (a && b ? (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1) : 0);

/** The summary of a failed submission: a link per invalid field on screen, in screen order, then the other problems. */
function summaryOf(state: Pick<FormState<object>, 'errors' | 'submitErrors' | 'error' | 'submitError'>, registry: FieldRegistry): SummaryContent {
  const found: SummaryLink[] = [];
  const linked = new Set<string>();
  const errorOf = (name: string) => messageOf(getIn(state.errors ?? {}, name)) ?? messageOf(getIn(state.submitErrors ?? {}, name));
  for (const [name, field] of registry) {
    linked.add(name);
    if (field.inactive) continue;
    const message = errorOf(name) ?? field.covers?.map(errorOf).find(Boolean);
    if (message) found.push({ id: field.id, focusId: field.focusId, label: field.label, message });
  }
  found.sort((a, b) => before(document.getElementById(a.id), document.getElementById(b.id)));
  // a problem of no field on screen must still be seen, or the form would refuse to send without saying why
  const unplaced = Object.entries(state.errors ?? {})
    .filter(([key]) => key !== FORM_ERROR && !linked.has(key))
    .flatMap(([, error]) => linesOf(error));
  const lines = [...linesOf(state.error), ...unplaced, ...linesOf(state.submitError)];
  return { links: found, lines: [...new Set(lines)] };
}

/** A failed call as final-form submission errors: the server's lines on their fields where known, the rest for the summary. */
function submissionErrors(lines: string[], serverFields: FormCoreProps<object>['serverFields'], registry: FieldRegistry, wording?: FormWording): SubmissionErrors {
  let errors: Record<string, unknown> = {};
  const rest: string[] = [];
  for (const line of lines) {
    const name = serverFields?.[line];
    const field = name ? registry.get(name) : undefined;
    const shown = wording ? wording.message(line) : line;
    if (name && field && !field.inactive && getIn(errors, name) === undefined) errors = setIn(errors, name, shown) as Record<string, unknown>;
    else rest.push(shown);
  }
  if (rest.length > 0) errors[FORM_ERROR] = rest;
  return errors;
}

/**
 * A react-final-form form: on a failed submission an error summary at its top takes the focus (GOV.UK
 * pattern) with a link per invalid field; a submission while one is running sends nothing; each submission
 * carries its Idempotency-Key; `ask` may stop a submission before it is sent. Only the fields re-render as
 * the person types; `children` draws the fields and buttons from whether it is sending.
 */
export function FormCore<V extends object>({
  label,
  onSubmit,
  validate,
  initialValues,
  serverFields,
  submissionData,
  wording,
  ask,
  children,
}: FormCoreProps<V> & { ask?: () => Promise<boolean>; children: (submitting: boolean) => ReactNode }) {
  const registry = useMemo<FieldRegistry>(() => new Map(), []);
  const [summary, setSummary] = useState<SummaryContent & { attempt: number }>({ links: [], lines: [], attempt: 0 });
  const keys = useSubmissionKey();

  const submit = async (values: V) => {
    if (ask && !(await ask())) return undefined;
    const idempotencyKey = keys.keyFor([values, submissionData]);
    try {
      await onSubmit(values, { idempotencyKey });
      keys.settle();
      return undefined;
    } catch (error) {
      keys.settle(error);
      return submissionErrors(errorLines(error), serverFields, registry, wording);
    }
  };

  return (
    <FinalForm<V> onSubmit={submit} validate={validate} initialValues={initialValues} subscription={{ submitting: true }}>
      {({ handleSubmit, submitting, form }) => {
        const showOutcome = () => {
          const state = form.getState();
          setSummary((s) => (state.submitFailed ? { ...summaryOf(state, registry), attempt: s.attempt + 1 } : { ...s, links: [], lines: [] }));
        };
        const send = (event: FormEvent<HTMLFormElement>) => {
          // a form in a dialog is portalled, but React still bubbles its submit to the page's form
          event.stopPropagation();
          if (form.getState().submitting) {
            event.preventDefault();
            return;
          }
          const done = handleSubmit(event);
          // refused by validation: already known, shown with the fields' messages
          if (!form.getState().submitting) {
            showOutcome();
            return;
          }
          setSummary((s) => ({ ...s, links: [], lines: [] }));
          void Promise.resolve(done).then(showOutcome, showOutcome);
        };
        // method post: a form served before its script runs never puts what was typed (a password) in an address
        return (
          <form onSubmit={send} noValidate aria-label={label} method="post">
            <FieldRegistryContext.Provider value={registry}>
              <ErrorSummary {...summary} titles={wording} />
              {children(submitting ?? false)}
            </FieldRegistryContext.Provider>
          </form>
        );
      }}
    </FinalForm>
  );
}
