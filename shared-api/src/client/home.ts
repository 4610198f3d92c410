import type { AccountantHome, AdminHome, ClientHome, RegentHome } from '../home';
import { PAYMENTS_CSV } from '../home-constants';
import { call, downloadFile, http } from './http';

/** The role homes' calls: one each, the caller taken from the token. */
export const HOME_URLS = {
  admin: 'home/admin',
  client: 'home/client',
  regent: 'home/regent',
  accountant: 'home/accountant',
  paymentsCsv: '/api/home/accountant/payments.csv',
} as const;

export const getAdminHome = () => call(() => http.get(HOME_URLS.admin).json<AdminHome>());
export const getClientHome = () => call(() => http.get(HOME_URLS.client).json<ClientHome>());
export const getRegentHome = () => call(() => http.get(HOME_URLS.regent).json<RegentHome>());
export const getAccountantHome = () => call(() => http.get(HOME_URLS.accountant).json<AccountantHome>());

/** The payments of this month and the previous one as a CSV file (it needs the session's token, so no plain link). */
export const downloadPaymentsCsv = () => downloadFile(HOME_URLS.paymentsCsv, PAYMENTS_CSV.fileName);
