import { useState } from 'react';
import { Link } from '@portal/shared-auth/router';
import { paths, type RegentItem } from '@portal/shared-api';
import { ApiError, USERS_URLS, addRegentToCustomer } from '@portal/shared-api/client';
import { useSession } from '@portal/shared-auth';
import { ConfirmDialog, PagedList, PlainButton, useAction, useSubmissionKey, type ListColumn } from '@portal/shared-ui';
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
            <PlainButton onClick={() => add(r)} busy={adding.busyWith === r.userId} disabled={adding.busy} aria-label={`${T.add} ${r.userFullName}`}>
              {T.add}
            </PlainButton>
          ) },
        ]}
      />
      <ConfirmDialog open={failure !== null} title={T.errorTitle} okText={T.close} onConfirm={() => setFailure(null)} onCancel={() => setFailure(null)}>
        <p>{failure}</p>
      </ConfirmDialog>
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
