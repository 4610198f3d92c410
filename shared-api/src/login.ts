import * as z from 'zod/mini';
import { MSG } from './texts';

// The sign-in form's rules apart from the other users' schemas, in Zod Mini: the login page is every signed-in
// journey's first screen, and Zod Mini's functions are tree-shaken where Zod's classic methods come whole
// (about 15 KB gzip less on every journey). The API validates the same schema (fastify-type-provider-zod takes any
// Zod 4 schema).

const requiredText = () => z.string({ error: MSG.required }).check(z.trim(), z.minLength(1, { error: MSG.required }));

/** Body of POST users/login (spec §8): a valid e-mail address and a password, each required. */
export const loginSchema = z.object({
  email: z.pipe(requiredText(), z.email({ error: MSG.emailInvalid })),
  password: z.string({ error: MSG.required }).check(z.minLength(1, { error: MSG.required })),
});
export type LoginRequest = z.input<typeof loginSchema>;
