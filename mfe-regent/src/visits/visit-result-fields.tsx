import { REGENT_RESULTS, REPORT_TYPES, VISIT_MSG } from '@portal/shared-api';
import { ChoiceField, FileField, TextField } from '@portal/shared-ui';
import { PhotoField } from '../app/photo-field';
import { TEXTS } from '../texts';

const T = TEXTS.visit;

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
