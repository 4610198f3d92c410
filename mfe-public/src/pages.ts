import { lazyPage } from '@portal/shared-ui';

/** The pages mfe-public offers the shell's route table (architecture §1). */
export const pages = {
  Home: lazyPage(() => import('./home/home-page').then((m) => m.HomePage)),
  AvisosPorCorreo: lazyPage(() => import('./mail-preferences/mail-preferences-page').then((m) => m.MailPreferencesPage)),
  Alertas: lazyPage(() => import('./watchlist/watch-page').then((m) => m.WatchPage)),
  AlertasToken: lazyPage(() => import('./watchlist/watch-list-page').then((m) => m.WatchListPage)),
  ContadorHome: lazyPage(() => import('./home/contador-home').then((m) => m.ContadorHome)),
  Login: lazyPage(() => import('./login/login-page').then((m) => m.LoginPage)),
  Registro: lazyPage(() => import('./registration/registration-page').then((m) => m.RegistrationPage)),
  AcercaDe: lazyPage(() => import('./about/about-page').then((m) => m.AboutPage)),
  RegistroRegente: lazyPage(() => import('./registration/regent-registration-page').then((m) => m.RegentRegistrationPage)),
  Contactanos: lazyPage(() => import('./contact/contact-page').then((m) => m.ContactPage)),
  Noticias: lazyPage(() => import('./news/news-list-page').then((m) => m.NewsListPage)),
  NoticiasId: lazyPage(() => import('./news/news-page').then((m) => m.NewsPage)),
  Documentos: lazyPage(() => import('./documents/documents-page').then((m) => m.DocumentsPage)),
  Portafolio: lazyPage(() => import('./portfolio/portfolio-page').then((m) => m.PortfolioPage)),
  PerfilPropiedadId: lazyPage(() => import('./profile/property-profile-page').then((m) => m.PropertyProfilePage)),
  OrigenNumber: lazyPage(() => import('./origin/origin-page').then((m) => m.OriginPage)),
  DespachoCode: lazyPage(() => import('./shipment/shipment-page').then((m) => m.ShipmentPage)),
  PerfilInscripcionId: lazyPage(() => import('./profile/inscription-profile-page').then((m) => m.InscriptionProfilePage)),
};
