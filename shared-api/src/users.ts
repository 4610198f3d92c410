import { z } from 'zod';
import { MSG } from './texts';
import { ID_TYPE, PHONE_RULE, identifierRule } from './identification';
import type { loginResponseSchema, regentItemSchema, registrationResponseSchema, selfProfileSchema } from './responses/users';
import { VISIT_MSG } from './visit-messages';

const required = () => z.string({ error: MSG.required }).trim().min(1, { error: MSG.required });
const optionalText = () => z.string().trim().optional().or(z.literal('')).transform((v) => v || undefined);
const email = () => required().pipe(z.email({ error: MSG.emailInvalid }));
const capitalised = /^[A-ZÁÉÍÓÚÜÑ]/;

export { loginSchema, type LoginRequest } from './login';

const positiveId = () =>
  z.coerce.number({ error: MSG.required }).int({ error: MSG.required }).positive({ error: MSG.required });

const registrationFields = {
  firstName: required().regex(capitalised, { error: MSG.firstUppercase }),
  middleName: optionalText(),
  lastName: required(),
  secondLastName: optionalText(),
  identificationTypeId: positiveId(),
  identifier: required(),
  legalName: optionalText(),
  phoneNumber: required(),
  districtId: positiveId(),
  address: required(),
  emailAddress: email(),
  password: z.string({ error: MSG.required }).min(1, { error: MSG.required }).min(8, { error: MSG.passwordLength }),
};

type RegistrationShape = {
  identificationTypeId: number;
  identifier: string;
  legalName?: string;
  phoneNumber: string;
};

function checkIdentity(value: RegistrationShape, ctx: z.RefinementCtx) {
  const rule = identifierRule(value.identificationTypeId);
  if (!rule) {
    ctx.addIssue({ code: 'custom', path: ['identificationTypeId'], message: MSG.identificationTypeInvalid });
  } else if (!rule.pattern.test(value.identifier)) {
    ctx.addIssue({ code: 'custom', path: ['identifier'], message: rule.message });
  }
  if (value.identificationTypeId === ID_TYPE.business && !value.legalName) {
    ctx.addIssue({ code: 'custom', path: ['legalName'], message: MSG.required });
  }
  if (!PHONE_RULE.pattern.test(value.phoneNumber)) {
    ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: PHONE_RULE.message });
  }
}

/** Public registration (spec §3 "User registration", /Registro). */
export const registrationSchema = z.object(registrationFields).superRefine(checkIdentity);
export type RegistrationRequest = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/**
 * Regent, accountant and administrator registration: the same payload with districtId and
 * identificationTypeId fixed to 1 (spec §3, §9); the middle name must also start with a capital.
 */
export const specialisedRegistrationSchema = z
  .object({
    ...registrationFields,
    middleName: optionalText().refine((v) => v === undefined || capitalised.test(v), {
      error: MSG.firstUppercase,
    }),
    identificationTypeId: z.literal(1).default(1),
    districtId: z.literal(1).default(1),
    address: optionalText(),
  })
  .superRefine((value, ctx) => checkIdentity(value, ctx));
export type SpecialisedRegistrationRequest = z.input<typeof specialisedRegistrationSchema>;

/** Invitation (spec §3, §5). */
export const invitationSchema = z.object({
  Name: z.string({ error: VISIT_MSG.inviteNameEmpty }).trim().min(1, { error: VISIT_MSG.inviteNameEmpty }).max(200),
  Email: z
    .string({ error: VISIT_MSG.inviteEmailEmpty })
    .trim()
    .min(1, { error: VISIT_MSG.inviteEmailEmpty })
    .pipe(z.email({ error: VISIT_MSG.inviteEmailFormat })),
});
export type InvitationRequest = z.input<typeof invitationSchema>;

export type LoginResponse = z.output<typeof loginResponseSchema>;
export type RegistrationResponse = z.output<typeof registrationResponseSchema>;
/** GET users/myself: a list whose first item is the profile (spec §7). */
export type SelfProfile = z.output<typeof selfProfileSchema>;
/** Regent or user as listed (spec §3). */
export type RegentItem = z.output<typeof regentItemSchema>;
