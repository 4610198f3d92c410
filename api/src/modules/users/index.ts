// People and their accounts (spec §7 users): what other areas read of them.
export { DuplicateEmailError, byPrivilege, fullName, roleNames, usersRepository, type NewUser, type UsersRepository } from './repository';
export { regentsRepository } from './regents/repository';
