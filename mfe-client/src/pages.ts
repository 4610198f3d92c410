import { lazyPage } from '@portal/shared-ui';

/** The pages mfe-client offers the shell's route table (architecture §1). */
export const pages = {
  Inscripcion: lazyPage(() => import('./enrolment/enrolment-form-page').then((m) => m.EnrolmentFormPage)),
  InscripcionClientIndex: lazyPage(() => import('./enrolment/client-index-page').then((m) => m.ClientIndexPage)),
  InscripcionClientDisplay: lazyPage(() => import('./enrolment/client-display-page').then((m) => m.ClientDisplayPage)),
};
