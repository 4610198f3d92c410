import type {
  InvitationRequest,
  LoginRequest,
  LoginResponse,
  LookupItem,
  RegistrationRequest,
  RegistrationResponse,
  RegentItem,
  SelfProfile,
  SpecialisedRegistrationRequest,
} from '..';
import { LARGE_PAGE } from './paging';
import { call, createHeaders, http, type CreateOptions } from './http';

/** The regents' lists of spec §7 (for the generic lists). */
export const USERS_URLS = {
  regents: 'users/GetRegents',
  myRegents: 'users/MyRegents',
} as const;

export const login = (body: LoginRequest) =>
  call(() => http.post('users/login', { json: body }).json<LoginResponse>());

export const addUser = (body: RegistrationRequest, options?: CreateOptions) =>
  call(() => http.post('users/AddUser', { json: body, headers: createHeaders(options) }).json<RegistrationResponse>());

export const addRegentUser = (body: SpecialisedRegistrationRequest, options?: CreateOptions) =>
  call(() => http.post('users/AddRegentUser', { json: body, headers: createHeaders(options) }).json<RegistrationResponse>());

export const addAdminUser = (body: SpecialisedRegistrationRequest, options?: CreateOptions) =>
  call(() => http.post('users/AddAdminUser', { json: body, headers: createHeaders(options) }).json<RegistrationResponse>());

export const addAccountingUser = (body: SpecialisedRegistrationRequest, options?: CreateOptions) =>
  call(() => http.post('users/AddAccountingUser', { json: body, headers: createHeaders(options) }).json<RegistrationResponse>());

export const getMyself = (email: string) =>
  call(() => http.get('users/myself', { searchParams: { email } }).json<SelfProfile[]>());

export const getIdentificationTypes = () =>
  call(() => http.get('users/identificationtypes').json<LookupItem[]>());

export const getMyRegents = () => call(() => http.get(USERS_URLS.myRegents, { searchParams: LARGE_PAGE }).json<RegentItem[]>());

/** POST AddRegentToCustomer: links a regent (by email) to the calling client. */
export const addRegentToCustomer = (regentEmail: string, customerEmail: string, options?: CreateOptions) =>
  call(() =>
    http
      .post('users/AddRegentToCustomer', { searchParams: { regent: regentEmail, customer: customerEmail }, headers: createHeaders(options) })
      .then(() => undefined),
  );

export const inviteRegent = (body: InvitationRequest, options?: CreateOptions) =>
  call(() => http.post('users/inviteuser', { json: body, headers: createHeaders(options) }).then(() => undefined));

/** POST AddRegentRoleToCustomer: the client's own account gains the regent role; answers a fresh login. */
export const addRegentRoleToCustomer = (email: string, options?: CreateOptions) =>
  call(() => http.post('users/AddRegentRoleToCustomer', { searchParams: { email }, headers: createHeaders(options) }).json<LoginResponse>());
