import type { WatchList, WatchRequest } from '..';
import { call, downloadFile, http } from './http';

/** The watch list (beyond the spec): no account, the token of the e-mails' links is the key. */
const base = (token: string) => `watchlist/${encodeURIComponent(token)}`;

export const askWatch = (request: WatchRequest) => call(() => http.post('watchlist', { json: request }).json<{ message: string }>());

export const getWatchList = (token: string) => call(() => http.get(base(token)).json<WatchList>());

export const confirmWatch = (token: string) => call(() => http.post(`${base(token)}/confirm`).json<WatchList>());

export const unwatch = (token: string, propertyId: number) => call(() => http.delete(`${base(token)}/certificates/${propertyId}`).json<WatchList>());

export const unsubscribeWatch = (token: string) => call(() => http.post(`${base(token)}/unsubscribe`).json<{ message: string }>());

export const downloadWatchCsv = (token: string) => downloadFile(`/api/${base(token)}/certificates.csv`, 'certificados-vigilados.csv');
