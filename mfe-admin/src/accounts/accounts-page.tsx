import { useState } from 'react';
import type { AccountItem } from '@portal/shared-api';
import { ACCOUNT_URLS, changeAccount } from '@portal/shared-api/client';
import { useSession, userIdOf } from '@portal/shared-auth';
import { ConfirmDialog, PagedList, PlainButton, PlainNotice, PlainTag, formatDateTime, useAction, type PagedListState } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.accounts;

interface Pending {
  account: AccountItem;
  list: PagedListState<AccountItem>;
}

/**
 * /Usuarios/Administrar (administrators): every account with its roles and state; Desactivar / Activar after
 * a confirmation. The server refuses disabling oneself or the last active administrator (409, in the alert).
 */
export function AccountsPage() {
  // one's own account offers no Desactivar (the server refuses it too)
  const ownId = userIdOf(useSession().claims);
  const [pending, setPending] = useState<Pending | null>(null);
  // a refusal shows in the list's own alert
  const action = useAction({ onError: (lines) => pending?.list.setErrors(lines) });
  const { busy, notice: done } = action;

  const confirm = async () => {
    if (!pending) return;
    const { account, list } = pending;
    list.clearErrors();
    await action.run(async () => {
      const changed = await changeAccount(account.id, account.active ? 'disable' : 'enable');
      list.reload();
      return T.done(changed.fullName, changed.active);
    });
    setPending(null);
  };

  const disabling = pending?.account.active ?? false;

  return (
    <>
      <PagedList<AccountItem>
        title={T.title}
        intro={T.intro}
        toolbar={() => done && <PlainNotice>{done}</PlainNotice>}
        url={ACCOUNT_URLS.accounts}
        searchable
        columns={(list) => [
          { key: 'name', title: T.name, dataIndex: 'fullName', role: 'title', width: 220, ellipsis: true },
          { key: 'email', title: T.email, dataIndex: 'email', width: 230, ellipsis: true, tooltip: (a) => a.email },
          { key: 'roles', title: T.roles, render: (_, a) => a.roles.join(', '), width: 160 },
          {
            key: 'status',
            title: T.status,
            role: 'status',
            width: 120,
            render: (_, a) =>
              a.active ? (
                <PlainTag color="green">{T.active}</PlainTag>
              ) : (
                <PlainTag color="red" title={a.disabledAt ? T.since(formatDateTime(a.disabledAt)) : undefined}>
                  {T.inactive}
                </PlainTag>
              ),
          },
          {
            key: 'change',
            title: `${T.disable} / ${T.enable}`,
            role: 'action',
            width: 110,
            render: (_, a) =>
              a.id !== ownId && (
                <PlainButton small danger={a.active} onClick={() => setPending({ account: a, list })} aria-label={`${a.active ? T.disable : T.enable} ${a.fullName}`}>
                  {a.active ? T.disable : T.enable}
                </PlainButton>
              ),
          },
        ]}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? (disabling ? T.confirmDisable(pending.account.fullName) : T.confirmEnable(pending.account.fullName)) : ''}
        okText={disabling ? T.disable : T.enable}
        cancelText={T.cancel}
        danger={disabling}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        <p>{disabling ? T.disableDetail : T.enableDetail}</p>
      </ConfirmDialog>
    </>
  );
}
