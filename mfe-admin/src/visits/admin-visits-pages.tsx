import { useState } from 'react';
import { Button, Card, Descriptions, Form, Input, Modal, Radio, Select, Space } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  ADMIN_RESULTS,
  APPOINTMENT_STATUS,
  DEFAULT_REPORT_TYPE,
  REPORT_TYPES,
  VISIT_MSG,
  acceptOf,
  type Appointment,
  type ReportType,
  propertyProfilePath,
} from '@portal/shared-api';
import { VISIT_URLS, getAppointment, updateAppointment } from '@portal/shared-api/client';
import { AlertList, FileLinkView, Loading, fileProblem, PagedList, ProfileQr, formatDateTime, useFormAlert, useLoad } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.visits;

/** /Citas/CitasAdministrador (spec §2): 'Visitas Realizadas', the visits the regents reported. */
export function AdminVisitsPage() {
  return (
    <PagedList<Appointment>
      title={T.title}
      url={VISIT_URLS.adminAppointments}
      columns={[
        { key: 'open', title: '', render: (_, a) => <Link to={`/CitasAdmin/${a.id}`} aria-label={`${T.open} ${a.id}`}>{T.open}</Link> },
        { key: 'sheet', title: T.sheetNumber, render: (_, a) => a.property.sheetNumber ?? a.property.fantasyName ?? '—' },
        { key: 'address', title: T.address, render: (_, a) => a.property.address },
        { key: 'owner', title: T.owner, render: (_, a) => a.customer.userFullName },
        { key: 'date', title: T.date, render: (_, a) => formatDateTime(a.appointmentStart) },
        { key: 'notes', title: T.notes, render: (_, a) => a.notes ?? '—' },
        { key: 'status', title: T.status, dataIndex: 'appointmentStatus' },
      ]}
    />
  );
}

function Review({ appointment }: { appointment: Appointment }) {
  const navigate = useNavigate();
  const alert = useFormAlert();
  const [result, setResult] = useState<string>();
  const [reportStatus, setReportStatus] = useState<ReportType>(appointment.reportStatus ?? DEFAULT_REPORT_TYPE);
  const [notes, setNotes] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [saving, setSaving] = useState(false);
  const [approved, setApproved] = useState(false);

  const save = async () => {
    if (!result) {
      alert.set([VISIT_MSG.adminResultMissing]);
      return;
    }
    // the same type and size checks as every file field (shared-ui)
    const problems = files.map((f) => fileProblem(f, 'report', false)).filter((p): p is string => p !== undefined);
    if (problems.length > 0) {
      alert.set([...new Set(problems)]);
      return;
    }
    const form = new FormData();
    form.set('id', String(appointment.id));
    form.set('AppointmentStatus', result);
    form.set('notes', notes);
    form.set('ReportStatus', reportStatus);
    for (const file of files) form.append('MultipleReports', file, file.name);
    setSaving(true);
    alert.clear();
    try {
      await updateAppointment(form);
      // spec §2: Aprobada shows a success dialog; anything else goes back one page
      if (result === APPOINTMENT_STATUS.approved) setApproved(true);
      else navigate(-1);
    } catch (error) {
      alert.show(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <AlertList messages={alert.messages} onClose={alert.clear} />
      <Form layout="vertical" component="div">
        <Form.Item label={T.result} required>
          <Radio.Group aria-label={T.result} value={result} onChange={(e) => setResult(e.target.value as string)} options={[...ADMIN_RESULTS]} />
        </Form.Item>
        <Form.Item label={T.reportStatus} htmlFor="visit-report-status">
          <Select<ReportType> id="visit-report-status" value={reportStatus} onChange={setReportStatus} style={{ maxWidth: 280 }} options={REPORT_TYPES.map((r) => ({ value: r, label: r }))} />
        </Form.Item>
        <Form.Item label={T.notes} htmlFor="visit-notes">
          <Input.TextArea id="visit-notes" rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </Form.Item>
        <Form.Item label={T.addReports} htmlFor="visit-reports">
          <input id="visit-reports" type="file" multiple accept={acceptOf('report')} className="file-input" onChange={(e) => setFiles([...(e.target.files ?? [])])} />
        </Form.Item>
        <Space>
          <Button type="primary" loading={saving} onClick={save}>
            {T.save}
          </Button>
          <Button onClick={() => navigate('/Citas/CitasAdministrador')}>{T.cancel}</Button>
        </Space>
      </Form>
      <Modal open={approved} title={T.approvedTitle} okText={T.close} cancelButtonProps={{ style: { display: 'none' } }} onOk={() => navigate('/Citas/CitasAdministrador')} onCancel={() => navigate('/Citas/CitasAdministrador')}>
        <p>{T.approvedText}</p>
      </Modal>
    </>
  );
}

/**
 * /CitasAdmin/{id} (spec §2): the administrator reviews a reported visit — the property's public-profile
 * QR in a dialog, the result (required), notes and reports.
 */
export function AdminVisitReviewPage() {
  const { id = '' } = useParams();
  const state = useLoad(() => getAppointment(id), id);
  const [qr, setQr] = useState(false);
  const a = state.data;
  return (
    <Card title={<h1 className="page-title">{T.reviewTitle}</h1>} style={{ maxWidth: 900 }}>
      <AlertList messages={state.errors} onClose={state.clearErrors} />
      {state.loading && <Loading />}
      {a && (
        <>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'sheet', label: T.sheetNumber, children: a.property.sheetNumber ?? a.property.fantasyName ?? '—' },
              { key: 'owner', label: T.owner, children: a.customer.userFullName },
              { key: 'address', label: T.address, children: `${a.property.address}, ${a.property.district}, ${a.property.canton}, ${a.property.province}`, span: 2 },
              { key: 'regent', label: T.regent, children: a.certifier.userFullName },
              { key: 'date', label: T.date, children: formatDateTime(a.appointmentStart) },
              { key: 'status', label: T.regentResult, children: a.appointmentStatus },
              { key: 'type', label: T.reportStatus, children: a.reportStatus ?? '—' },
              { key: 'notes', label: T.notes, children: a.notes ?? '—', span: 2 },
              {
                key: 'reports',
                label: T.reports,
                span: 2,
                children: (
                  <Space direction="vertical">
                    {a.multipleReports.map((f) => (
                      <FileLinkView key={f.url} file={f} label={T.reports} />
                    ))}
                  </Space>
                ),
              },
            ]}
          />
          <Button onClick={() => setQr(true)} style={{ marginBottom: 16 }}>
            {T.showQr}
          </Button>
          <Modal open={qr} title={T.qrTitle} footer={null} onCancel={() => setQr(false)}>
            <ProfileQr path={propertyProfilePath(a.property.id)} name={a.property.fantasyName ?? a.property.sheetNumber ?? `propiedad-${a.property.id}`} displaySize={240} />
          </Modal>
          {a.canReview ? <Review appointment={a} /> : <p>{a.appointmentStatus}</p>}
        </>
      )}
    </Card>
  );
}
