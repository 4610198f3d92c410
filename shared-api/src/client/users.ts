import type {
  LoginRequest,
  LoginResponse,
  LookupItem,
  RegistrationRequest,
  RegistrationResponse,
  SelfProfile,
  SpecialisedRegistrationRequest,
} from '..';
import { call, createHeaders, http, type CreateOptions } from './http';

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
