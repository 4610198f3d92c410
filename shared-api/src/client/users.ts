import type {
  LoginRequest,
  LoginResponse,
  LookupItem,
  RegistrationRequest,
  RegistrationResponse,
  SelfProfile,
  SpecialisedRegistrationRequest,
} from '../users';
import { call, http } from './http';

export const login = (body: LoginRequest) =>
  call(() => http.post('users/login', { json: body }).json<LoginResponse>());

export const addUser = (body: RegistrationRequest) =>
  call(() => http.post('users/AddUser', { json: body }).json<RegistrationResponse>());

export const addRegentUser = (body: SpecialisedRegistrationRequest) =>
  call(() => http.post('users/AddRegentUser', { json: body }).json<RegistrationResponse>());

export const addAdminUser = (body: SpecialisedRegistrationRequest) =>
  call(() => http.post('users/AddAdminUser', { json: body }).json<RegistrationResponse>());

export const addAccountingUser = (body: SpecialisedRegistrationRequest) =>
  call(() => http.post('users/AddAccountingUser', { json: body }).json<RegistrationResponse>());

export const getMyself = (email: string) =>
  call(() => http.get('users/myself', { searchParams: { email } }).json<SelfProfile[]>());

export const getIdentificationTypes = () =>
  call(() => http.get('users/identificationtypes').json<LookupItem[]>());
