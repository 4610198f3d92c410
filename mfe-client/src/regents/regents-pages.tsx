import { useEffect, useState } from 'react';
import { Button, Card, Modal, Switch } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { AssignmentItem, RegentItem } from '@portal/shared-api';
import { ApiError, VISIT_URLS, addRegentToCustomer, getAssignments, saveAssignments } from '@portal/shared-api/client';
import { useSession } from '@portal/shared-auth';
import { AlertList, Loading, PagedList, useFormAlert, useLoad } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.regents;

const regentColumns = [
  { key: 'name', title: T.name, dataIndex: 'userFullName' },
  { key: 'identifier', title: T.identifier, dataIndex: 'userIdentifier' },
  { key: 'phone', title: T.phone, dataIndex: 'phoneNumber' },
  { key: 'email', title: T.email, dataIndex: 'email' },
];

/** /Usuarios/Regentes (spec §2): search the regents and add one; a refusal shows the server's text in a dialog (spec §8). */
export function RegentsPage() {
  const { email } = useSession();
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const add = async (regent: RegentItem) => {
    setMessage(null);
    try {
      await addRegentToCustomer(regent.email, email ?? '');
      setMessage(T.added(regent.userFullName));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.messages.join('\n') : String(error));
    }
  };

  return (
    <>
      {message && (
        <p className="flash" role="status">
          {message}
        </p>
      )}
      <PagedList<RegentItem>
        title={T.searchTitle}
        url={VISIT_URLS.regents}
        rowKey={(r) => r.userId}
        searchable
        columns={[
          ...regentColumns,
          { key: 'add', title: '', render: (_, r) => <Button onClick={() => add(r)} aria-label={`${T.add} ${r.userFullName}`}>{T.add}</Button> },
        ]}
      />
      <Modal open={failure !== null} title={T.errorTitle} onOk={() => setFailure(null)} onCancel={() => setFailure(null)} okText={T.close} cancelButtonProps={{ style: { display: 'none' } }}>
        <p>{failure}</p>
      </Modal>
    </>
  );
}

/** /Usuarios/MisRegentes (spec §2): the client's regents, each to the properties assigned to them. */
export function MyRegentsPage() {
  return (
    <PagedList<RegentItem>
      title={T.mineTitle}
      url={VISIT_URLS.myRegents}
      rowKey={(r) => r.userId}
      columns={[
        ...regentColumns,
        {
          key: 'properties',
          title: '',
          render: (_, r) => (
            <Link to={`/usuarios/Asignar/${encodeURIComponent(r.email)}`} aria-label={`${T.properties}: ${r.userFullName}`}>
              {T.properties}
            </Link>
          ),
        },
      ]}
    />
  );
}

/** /usuarios/Asignar/{email} (spec §2): one switch per property to assign the regent, then Guardar. */
export function AssignPage() {
  const { email: regentEmail = '' } = useParams();
  const { email } = useSession();
  const A = TEXTS.assign;
  const navigate = useNavigate();
  const state = useLoad(() => getAssignments(regentEmail, email ?? ''), regentEmail);
  const [items, setItems] = useState<AssignmentItem[]>([]);
  const [saving, setSaving] = useState(false);
  const alert = useFormAlert();
  useEffect(() => {
    setItems(state.data ?? []);
  }, [state.data]);

  const save = async () => {
    setSaving(true);
    alert.clear();
    try {
      await saveAssignments(regentEmail, items.map(({ id, isAssigned }) => ({ id, isAssigned })));
      navigate('/Usuarios/MisRegentes', { state: { flash: A.saved } });
    } catch (error) {
      alert.show(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={<h1 className="page-title">{A.title(regentEmail)}</h1>} style={{ maxWidth: 760 }}>
      <p>{A.intro}</p>
      <AlertList
        messages={[...state.errors, ...alert.messages]}
        onClose={() => {
          state.clearErrors();
          alert.clear();
        }}
      />
      {state.loading && <Loading />}
      {state.data && items.length === 0 && <p>{A.none}</p>}
      <ul className="assign-list">
        {items.map((item) => {
          const name = item.fantasyName ?? item.sheetNumber ?? item.address;
          return (
            <li key={item.id}>
              <Switch
                checked={item.isAssigned}
                aria-label={name}
                onChange={(checked) => setItems((list) => list.map((x) => (x.id === item.id ? { ...x, isAssigned: checked } : x)))}
              />{' '}
              <span>
                {name} — {item.address}
              </span>
            </li>
          );
        })}
      </ul>
      <Button type="primary" loading={saving} onClick={save} disabled={!state.data}>
        {A.save}
      </Button>
    </Card>
  );
}
