import { useState } from 'react';
import type { ReportType } from '@portal/shared-api';
import { PortalForm } from '@portal/shared-ui';
import type { OutboxVisit } from './device-store';
import { fixVisit, visitFiles } from './outbox';
import { VISIT_SERVER_FIELDS, VisitResultFields, validateVisitResult, type VisitResultValues } from '../visits/visit-result-fields';
import { TEXTS } from '../texts';

const T = TEXTS.outbox;

/**
 * A refused visit corrected on the phone before it goes again: the same form as in the field, filled with what was
 * captured (the result, the notes, the reports and the photos with their capture), so only what the server refused
 * needs changing. Saved, it waits in the outbox again, and goes at once with a signal.
 */
export function OutboxVisitFix({ item, title, onDone }: { item: OutboxVisit; title: string; onDone: () => void }) {
  // read once: new File objects on every render would reset the form
  const [initialValues] = useState<VisitResultValues>(() => ({
    result: item.result,
    reportStatus: item.reportStatus as ReportType,
    notes: item.notes,
    ...visitFiles(item),
  }));
  const submit = async ({ result, reportStatus, notes, reports = [], photos = [] }: VisitResultValues) => {
    await fixVisit(item.id!, { result: result!, reportStatus, notes: notes?.trim() ?? '', reports, photos });
    onDone();
  };
  return (
    <div className="regent-outbox-fix">
      <p>{T.fixIntro}</p>
      <PortalForm<VisitResultValues>
        label={T.fixOf(title)}
        onSubmit={submit}
        validate={validateVisitResult}
        serverFields={VISIT_SERVER_FIELDS}
        initialValues={initialValues}
        submitLabel={T.fixSubmit}
        cancelLabel={TEXTS.registerVisit.cancel}
        onCancel={onDone}
      >
        <VisitResultFields />
      </PortalForm>
    </div>
  );
}
