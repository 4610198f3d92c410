import type { Role } from '@portal/shared-api';
import type { NewUser } from '../modules/users';

export const DEMO_PASSWORD = 'Demo1234!';

export type DemoAccount = Omit<NewUser, 'passwordHash'> & { role: Role };

/** One account per role, with valid Costa Rican identifiers, phones and real districts. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'Administrador',
    email: 'admin@demo.cr',
    firstName: 'Andrea',
    middleName: 'María',
    lastName: 'Vargas',
    secondLastName: 'Solano',
    identificationTypeId: 1,
    identifier: '112340567',
    phoneNumber: '8812-3456',
    districtId: 10101,
    address: 'De la Catedral Metropolitana 200 metros al este, edificio Las Arcadas, tercer piso',
  },
  {
    role: 'Cliente',
    email: 'cliente@demo.cr',
    firstName: 'José',
    middleName: 'Pablo',
    lastName: 'Rojas',
    secondLastName: 'Araya',
    identificationTypeId: 1,
    identifier: '204560789',
    phoneNumber: '8701-2345',
    districtId: 20101,
    address: 'Del parque central 300 metros norte, casa esquinera de portón verde',
  },
  {
    role: 'Regente',
    email: 'regente@demo.cr',
    firstName: 'Carolina',
    lastName: 'Jiménez',
    secondLastName: 'Mora',
    identificationTypeId: 1,
    identifier: '305670123',
    phoneNumber: '8603-4567',
    districtId: 30101,
    address: 'Frente a las ruinas de Santiago Apóstol, oficina 4',
  },
  {
    role: 'Contador',
    email: 'contador@demo.cr',
    firstName: 'Luis',
    middleName: 'Diego',
    lastName: 'Chaves',
    secondLastName: 'Quesada',
    identificationTypeId: 1,
    identifier: '401230456',
    phoneNumber: '2260-7890',
    districtId: 40101,
    address: 'Costado sur del Mercado Municipal, segundo piso',
  },
];

/** The demo account of each role, by its e-mail: what the seeds, the journeys and the screenshots log in as. */
export const DEMO_EMAIL = Object.fromEntries(DEMO_ACCOUNTS.map((account) => [account.role, account.email])) as Record<Role, string>;
export const DEMO_ADMIN_EMAIL = DEMO_EMAIL.Administrador;
export const DEMO_CLIENT_EMAIL = DEMO_EMAIL.Cliente;
export const DEMO_REGENT_EMAIL = DEMO_EMAIL.Regente;
/** The demo sawmill's owner (an account of the demo certifications, category Aserraderos): it receives origin certificates. */
export const DEMO_SAWMILL_EMAIL = 'maderas.caribe@demo.cr';
