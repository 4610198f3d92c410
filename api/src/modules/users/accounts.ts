import { ACCOUNT_MSG, MSG, type Registration, type Role, type specialisedRegistrationSchema } from '@portal/shared-api';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../lib/password';
import { HttpProblem, ValidationFailure } from '../../lib/problem';
import { DuplicateEmailError, type NewUser, type UsersRepository } from './repository';

type SpecialisedRegistration = z.output<typeof specialisedRegistrationSchema>;

export interface LoginResult {
  token: string;
  expire: string;
  roles: Role[];
  userName: string;
}

type Profile = Omit<NewUser, 'passwordHash'>;

/** Registration and login: the rules around the users repository, kept out of the route handlers. */
export function accounts(users: UsersRepository, issueToken: FastifyInstance['issueToken']) {
  async function create(profile: Profile, password: string, role: Role): Promise<number> {
    const problems: string[] = [];
    if (await users.emailTaken(profile.email)) problems.push(MSG.duplicateEmail);
    if (profile.districtId !== null && !(await users.districtExists(profile.districtId))) {
      problems.push(MSG.districtInvalid);
    }
    if (problems.length > 0) throw new ValidationFailure(problems);

    const passwordHash = await hashPassword(password);
    try {
      return await users.create({ ...profile, passwordHash }, role);
    } catch (error) {
      if (error instanceof DuplicateEmailError) throw new ValidationFailure([MSG.duplicateEmail]);
      throw error;
    }
  }

  return {
    /** Public registration (/Registro): always a Cliente. */
    registerClient({ emailAddress, password, ...profile }: Registration): Promise<number> {
      return create({ ...profile, email: emailAddress }, password, 'Cliente');
    },

    /**
     * Regent, accountant and administrator registration. The spec fixes districtId to 1, which is no
     * real district: these accounts are stored without one.
     */
    registerSpecialised(
      { emailAddress, password, ...profile }: SpecialisedRegistration,
      role: Exclude<Role, 'Cliente'>,
    ): Promise<number> {
      return create({ ...profile, email: emailAddress, districtId: null }, password, role);
    },

    /** undefined for a wrong email or password alike; an unknown email costs the same hash check. */
    async login(email: string, password: string): Promise<LoginResult | undefined> {
      const account = await users.findCredentials(email);
      if (!account) return verifyAgainstDecoy(password).then(() => undefined);
      if (!(await verifyPassword(account.passwordHash, password))) return undefined;
      // only whoever knows the password learns that the account is disabled
      if (account.disabled) throw new HttpProblem(401, ACCOUNT_MSG.disabled);
      const { token, expire } = issueToken(account);
      return { token, expire, roles: account.roles, userName: account.fullName };
    },
  };
}
