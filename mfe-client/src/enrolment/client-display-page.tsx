import { Link, useNavigate, useParams } from '@portal/shared-auth/router';
import { getEnrolment, uploadForEnrolment } from '@portal/shared-api/client';
import { paths, UPLOAD_MSG } from '@portal/shared-api';
import { ENROLMENT_TEXTS, EnrolmentDetailView, FileField, PlainAlert, PlainCard, PlainLoading, PortalForm, TextField, formatColones, useLoad } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.display;

type Step = 'remediateback' | 'pay';

/** The server's refusals of the file itself, shown beside it. */
const FILE_ANSWERS = { [UPLOAD_MSG.fileContent]: 'file', [UPLOAD_MSG.fileTooLarge]: 'file', [UPLOAD_MSG.fileRequired]: 'file' };

/**
 * /Inscripcion/ClientDisplay/{id} (spec §2, §4): the client's enrolment; in Subsanar the client uploads
 * the remediation file, in Pagar the payment voucher. After sending, home.
 */
export function ClientDisplayPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const state = useLoad(() => getEnrolment(id), id);
  const detail = state.data;
  const step = detail?.actions.find((a): a is Step => a === 'remediateback' || a === 'pay');

  const send = async (values: { notes?: string; file?: File }) => {
    if (!detail || !step) return;
    const upload = { notes: values.notes ?? '', version: detail.version };
    if (step === 'pay') await uploadForEnrolment(detail.id, step, { ...upload, paymentVoucher: values.file });
    else await uploadForEnrolment(detail.id, step, { ...upload, remediationFile: values.file });
    navigate('/', { state: { flash: `${ENROLMENT_TEXTS.title(detail.id)}: ${step === 'pay' ? T.payTitle : T.remediateTitle}` } });
  };

  return (
    <PlainCard title={ENROLMENT_TEXTS.title(detail ? detail.id : Number(id))} extra={<Link to={paths.inscripcionClientIndex()}>{T.back}</Link>}>
      <PlainAlert messages={state.errors} onClose={state.clearErrors} />
      {state.loading && <PlainLoading />}
      {detail && step && (
        <PlainCard heading="h2" title={step === 'pay' ? T.payTitle : T.remediateTitle}>
          <p>{step === 'pay' ? T.payHint(formatColones(detail.price)) : T.remediateHint}</p>
          {detail.notes && <p><strong>{ENROLMENT_TEXTS.notes}:</strong> {detail.notes}</p>}
          <PortalForm<{ notes?: string; file?: File }> label={step === 'pay' ? T.payTitle : T.remediateTitle} onSubmit={send} serverFields={FILE_ANSWERS} submitLabel={T.send}>
            <FileField name="file" label={step === 'pay' ? T.paymentVoucher : T.remediationFile} kind={step === 'pay' ? 'enrolmentVoucher' : 'remediation'} required />
            <TextField name="notes" label={T.notes} multiline />
          </PortalForm>
        </PlainCard>
      )}
      {detail && <EnrolmentDetailView detail={detail} />}
    </PlainCard>
  );
}
