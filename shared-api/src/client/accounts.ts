import type { AccountAction, AccountItem } from '../accounts';
import { call, http } from './http';

export const ACCOUNT_URLS = { accounts: 'accounts' } as const;

/** Desactivar / Activar an account (administrators only); answers the account as it is now. */
export const changeAccount = (id: number, action: AccountAction) =>
  call(() => http.put(`${ACCOUNT_URLS.accounts}/${id}/${action}`).json<AccountItem>());
