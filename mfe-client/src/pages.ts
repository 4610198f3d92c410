import { lazyPage } from '@portal/shared-ui';

/** The pages mfe-client offers the shell's route table (architecture §1). */
export const pages = {
  Inscripcion: lazyPage(() => import('./enrolment/enrolment-form-page').then((m) => m.EnrolmentFormPage)),
  InscripcionClientIndex: lazyPage(() => import('./enrolment/client-index-page').then((m) => m.ClientIndexPage)),
  InscripcionClientDisplay: lazyPage(() => import('./enrolment/client-display-page').then((m) => m.ClientDisplayPage)),
  MisPropiedades: lazyPage(() => import('./properties/property-lists').then((m) => m.MyPropertiesPage)),
  Informes: lazyPage(() => import('./properties/property-lists').then((m) => m.PropertyReportPage)),
  MisPropiedadesAceptadas: lazyPage(() => import('./properties/property-lists').then((m) => m.AcceptedPropertiesPage)),
  CitasPropiedad: lazyPage(() => import('./visits/property-visits-page').then((m) => m.PropertyVisitsPage)),
  CitasCliente: lazyPage(() => import('./visits/property-visits-page').then((m) => m.VisitResultPage)),
  ComprarVisitas: lazyPage(() => import('./visits/buy-visits-page').then((m) => m.BuyVisitsPage)),
  CrearCita: lazyPage(() => import('./visits/create-visit-page').then((m) => m.CreateVisitPage)),
  Regentes: lazyPage(() => import('./regents/regents-pages').then((m) => m.RegentsPage)),
  MisRegentes: lazyPage(() => import('./regents/regents-pages').then((m) => m.MyRegentsPage)),
  Asignar: lazyPage(() => import('./regents/regents-pages').then((m) => m.AssignPage)),
  Invitar: lazyPage(() => import('./regents/invite-pages').then((m) => m.InvitePage)),
  RegenteCliente: lazyPage(() => import('./regents/invite-pages').then((m) => m.RegentRolePage)),
};
