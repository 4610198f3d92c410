import { lazyPage } from '@portal/shared-ui';

/** The pages mfe-admin offers the shell's route table (architecture §1). */
export const pages = {
  ContactanosListar: lazyPage(() => import('./contacts/contacts-page').then((m) => m.ContactsPage)),
  NoticiasListar: lazyPage(() => import('./news/news-list-page').then((m) => m.NewsListPage)),
  NoticiasCrear: lazyPage(() => import('./news/news-create-page').then((m) => m.NewsCreatePage)),
  DocumentosListar: lazyPage(() => import('./documents/documents-list-page').then((m) => m.DocumentsListPage)),
  DocumentosCrear: lazyPage(() => import('./documents/document-create-page').then((m) => m.DocumentCreatePage)),
  DocumentosEditarId: lazyPage(() => import('./documents/document-edit-page').then((m) => m.DocumentEditPage)),
  RegistroAdministrador: lazyPage(() => import('./registration/staff-registration-pages').then((m) => m.AdminRegistrationPage)),
  RegistroContador: lazyPage(() => import('./registration/staff-registration-pages').then((m) => m.AccountantRegistrationPage)),
  InscripcionAdminIndex: lazyPage(() => import('./enrolments/enrolment-list-page').then((m) => m.AdminIndexPage)),
  InscripcionAdminIndexPayable: lazyPage(() => import('./enrolments/enrolment-list-page').then((m) => m.AdminIndexPayablePage)),
  InscripcionAdminIndexPayed: lazyPage(() => import('./enrolments/enrolment-list-page').then((m) => m.AdminIndexPayedPage)),
  InscripcionAdminIndexRemediate: lazyPage(() => import('./enrolments/enrolment-list-page').then((m) => m.AdminIndexRemediatePage)),
  InscripcionAdminIndexRemediated: lazyPage(() => import('./enrolments/enrolment-list-page').then((m) => m.AdminIndexRemediatedPage)),
  InscripcionAdminIndexAccepted: lazyPage(() => import('./enrolments/enrolment-list-page').then((m) => m.AdminIndexAcceptedPage)),
  InscripcionAdminIndexRejected: lazyPage(() => import('./enrolments/enrolment-list-page').then((m) => m.AdminIndexRejectedPage)),
  InscripcionAdminDisplayId: lazyPage(() => import('./enrolments/admin-display-page').then((m) => m.AdminDisplayPage)),
  CitasCitasAdministrador: lazyPage(() => import('./visits/admin-visits-pages').then((m) => m.AdminVisitsPage)),
  CitasAdminId: lazyPage(() => import('./visits/admin-visits-pages').then((m) => m.AdminVisitReviewPage)),
  CitasSolicitudes: lazyPage(() => import('./visits/requests-page').then((m) => m.VisitRequestsPage)),
  PropiedadesCertificadasIndividuales: lazyPage(() => import('./visits/certified-pages').then((m) => m.IndividualCertifiedPage)),
  PropiedadesCertificadasGrupales: lazyPage(() => import('./visits/certified-pages').then((m) => m.GroupCertifiedPage)),
  UsuariosAdministrar: lazyPage(() => import('./accounts/accounts-page').then((m) => m.AccountsPage)),
  PropiedadesLimites: lazyPage(() => import('./properties/boundary-reviews-page').then((m) => m.BoundaryReviewsPage)),
  PropiedadesLimiteAdminId: lazyPage(() => import('@portal/shared-ui/boundary').then((m) => m.BoundaryPage)),
};
