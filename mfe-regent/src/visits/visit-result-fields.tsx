import { REGENT_RESULTS, REPORT_TYPES, VISIT_MSG, type ReportType } from '@portal/shared-api';
import { ChoiceField, FileField, TextField } from '@portal/shared-ui';
import { PhotoField, type FieldPhoto } from '../app/photo-field';
import { TEXTS } from '../texts';

const T = TEXTS.visit;

/** The values of the regent's result, wherever it is filed: on the visit, in the field without a signal, in the outbox. */
export interface VisitResultValues {
  result?: string;
  reportStatus: ReportType;
  notes?: string;
  reports?: File[];
  photos?: FieldPhoto[];
}

/** A result is always chosen; the files are checked by their fields. */
export const validateVisitResult = (values: VisitResultValues) => (values.result ? {} : { result: VISIT_MSG.resultMissing });

/** The server's answers about one field of the result, shown beside it. */
export const VISIT_SERVER_FIELDS = { [VISIT_MSG.reportMissing]: 'reports', [VISIT_MSG.resultMissing]: 'result' };

/** The regent's result of a visit (spec §4, §5): result, report type, notes, reports, and the field photos. */
export function VisitResultFields() {
  return (
    <>
      <ChoiceField name="result" label={T.result} options={REGENT_RESULTS} required />
      <ChoiceField name="reportStatus" label={T.reportType} options={REPORT_TYPES} required />
      <TextField name="notes" label={T.notes} multiline />
      <FileField name="reports" label={T.reports} kind="report" multiple required requiredMessage={VISIT_MSG.reportMissing} />
      <PhotoField name="photos" />
    </>
  );
}
