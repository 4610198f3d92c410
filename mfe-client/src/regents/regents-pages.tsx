import { useEffect, useState } from 'react';
import { Button, Card, Modal, Switch } from 'antd';
import { Link, useNavigate, useParams } from '@portal/shared-auth/router';
import { paths, type AssignmentItem, type RegentItem } from '@portal/shared-api';
import { ApiError, USERS_URLS, addRegentToCustomer, getAssignments, saveAssignments } from '@portal/shared-api/client';
import { useSession } from '@portal/shared-auth';
import { AlertList, ErrorSummary, Loading, PagedList, useAction, useErrorSummary, useLoad, useSubmissionKey, type ListColumn } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.regents;

const regentColumns: ListColumn<RegentItem>[] = [
  { key: 'name', title: T.name, dataIndex: 'userFullName', role: 'title', width: 200, ellipsis: true },
  { key: 'identifier', title: T.identifier, dataIndex: 'userIdentifier', width: 140 },
  { key: 'phone', title: T.phone, dataIndex: 'phoneNumber', width: 120 },
  { key: 'email', title: T.email, dataIndex: 'email', width: 240, ellipsis: true },
];

/** /Usuarios/Regentes (spec §2): search the regents and add one; a refusal shows the server's text in a dialog (spec §8). */
export function RegentsPage() {
  const { email } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  // a refusal shows the server's text in a dialog (spec §8)
  const adding = useAction<number>({ onError: (_lines, error) => setFailure(error instanceof ApiError ? error.messages.join('\n') : String(error)) });
  const message = adding.notice;
  const keys = useSubmissionKey();

  const add = (regent: RegentItem) =>
    adding.run(async () => {
      await keys.send(regent.email, (idempotencyKey) => addRegentToCustomer(regent.email, email ?? '', { idempotencyKey }));
      return T.added(regent.userFullName);
    }, regent.userId);

  return (
    <>
      {message && (
        <p className="flash" role="status">
          {message}
        </p>
      )}
      <PagedList<RegentItem>
        title={T.searchTitle}
        url={USERS_URLS.regents}
        rowKey={(r) => r.userId}
        searchable
        columns={[
          ...regentColumns,
          { key: 'add', title: T.add, role: 'action', width: 110, render: (_, r) => (
            <Button onClick={() => add(r)} loading={adding.busyWith === r.userId} disabled={adding.busy} aria-label={`${T.add} ${r.userFullName}`}>
              {T.add}
            </Button>
          ) },
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
      url={USERS_URLS.myRegents}
      rowKey={(r) => r.userId}
      columns={[
        ...regentColumns,
        {
          key: 'properties',
          title: T.properties,
          role: 'action',
          width: 120,
          render: (_, r) => (
            <Link to={paths.usuariosAsignar(r.email)} aria-label={`${T.properties}: ${r.userFullName}`}>
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
  const errors = useErrorSummary();
  const saving = useAction({ onError: (_lines, error) => errors.showError(error) });
  const keys = useSubmissionKey();
  useEffect(() => {
    setItems(state.data ?? []);
  }, [state.data]);

  const save = async () => {
    errors.clear();
    const assignments = items.map(({ id, isAssigned }) => ({ id, isAssigned }));
    await saving.run(async () => {
      await keys.send(assignments, (idempotencyKey) => saveAssignments(regentEmail, assignments, { idempotencyKey }));
      navigate(paths.usuariosMisRegentes(), { state: { flash: A.saved } });
    });
  };

  return (
    <Card title={<h1 className="page-title">{A.title(regentEmail)}</h1>} style={{ maxWidth: 760 }}>
      <p>{A.intro}</p>
      <AlertList messages={state.errors} onClose={state.clearErrors} />
      <ErrorSummary {...errors.summary} />
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
      <Button type="primary" loading={saving.busy} onClick={save} disabled={!state.data || saving.busy}>
        {A.save}
      </Button>
    </Card>
  );
}
