import { lazyPage } from '@portal/shared-ui';
import { startRegentApp } from './app/installed-app';
import { withOfflineLine } from './app/offline-line';

/** The pages mfe-regent offers the shell's route table (architecture §1). */
export const pages = {
  DashboardRegent: lazyPage(() => import('./projects/projects-page').then((m) => withOfflineLine(m.ProjectsPage))),
  DashboardRegentInformacionId: lazyPage(() => import('./projects/project-information-page').then((m) => withOfflineLine(m.ProjectInformationPage))),
  DashboardRegentDatosCertificacionId: lazyPage(() => import('./projects/certification-data-page').then((m) => withOfflineLine(m.CertificationDataPage))),
  DashboardRegentInformesId: lazyPage(() => import('./projects/project-reports-page').then((m) => withOfflineLine(m.ProjectReportsPage))),
  DashboardRegentInscripcionVisitaId: lazyPage(() => import('./projects/register-visit-page').then((m) => withOfflineLine(m.RegisterVisitPage))),
  CitasMisCitas: lazyPage(() => import('./visits/visit-lists').then((m) => m.MyVisitsPage)),
  CitasMisCitasExpiradas: lazyPage(() => import('./visits/visit-lists').then((m) => m.ExpiredVisitsPage)),
  CitasId: lazyPage(() => import('./visits/visit-page').then((m) => m.VisitPage)),
  DashboardRegentPendientes: lazyPage(() => import('./app/outbox-page').then((m) => withOfflineLine(m.OutboxPage))),
  DashboardRegentOrigenId: lazyPage(() => import('./projects/origin-page').then((m) => withOfflineLine(m.OriginPage))),
  DashboardRegentLimiteId: lazyPage(() => import('./app/regent-boundary-page').then((m) => withOfflineLine(m.RegentBoundaryPage))),
};

// the regent's installed app starts with the area, on whichever of its pages the regent arrives
void startRegentApp();
