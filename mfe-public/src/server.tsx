// The server entry of mfe-public: the public pages that arrive rendered in the page's first response, drawn
// by the same components the browser runs. The build bundles it for Node beside the remote's files
// (tools/webpack/server-entry.cjs), so a release of mfe-public carries it and the API loads the live one.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, SERVICE_TIME_ZONE } from '@portal/shared-api';
import { sanitizeNewsBody } from '@portal/shared-api/sanitize-html';
import { NEWS_URLS, ORIGIN_URLS, PROFILE_CALLS, PROPERTIES_URLS, SHIPMENT_URLS, pageCall, portfolioMapCall } from '@portal/shared-api/client';
import { SHARE_TOKEN_PARAM } from '@portal/shared-api/served-page';
import { ServedDataContext, showDatesIn } from '@portal/shared-ui';
import { AboutPage } from './about/about-page';
import { HomePage } from './home/home-page';
import { LoginPage } from './login/login-page';
import { cleanBodiesWith } from './news/clean-body';
import { NEWS_PAGE_SIZE, NewsListPage } from './news/news-list-page';
import { NewsPage } from './news/news-page';
import { PortfolioPage } from './portfolio/portfolio-page';
import { InscriptionProfilePage } from './profile/inscription-profile-page';
import { PropertyProfilePage } from './profile/property-profile-page';
import { OriginPage } from './origin/origin-page';
import { ShipmentPage } from './shipment/shipment-page';

// the server's clock may run in UTC: dates as a visitor's browser in Costa Rica shows them
showDatesIn(SERVICE_TIME_ZONE);
// no DOM here for DOMPurify: a news body is cleaned as the API cleans it when it is saved
cleanBodiesWith(sanitizeNewsBody);

interface ServedPage {
  /**
   * The API call (relative to /api/) whose answer the page is drawn with, from the route's parameters and a share
   * link's token (`compartido`, when the address has one); none (or undefined) for a page drawn without data.
   */
  call?: (params: Record<string, string>) => string | undefined;
  /**
   * Calls (relative to /api/) that a press on the served page makes first, which the server prepares in the background
   * as it serves the page: the answer is then ready, remembered, when the visitor asks.
   */
  prepare?: () => string[];
  Page: ComponentType;
}

/** By page key of `./pages` (pages.ts). */
const SERVED: Record<string, ServedPage> = {
  PerfilPropiedadId: { call: ({ id = '' }) => PROFILE_CALLS.property(id), Page: PropertyProfilePage },
  PerfilInscripcionId: { call: ({ id = '' }) => PROFILE_CALLS.inscription(id), Page: InscriptionProfilePage },
  OrigenNumber: { call: ({ number = '' }) => ORIGIN_URLS.one(number), Page: OriginPage },
  // private: drawn with its data only from a share link's token (the address's `compartido`); without one, the page says so
  DespachoCode: { call: ({ code = '', [SHARE_TOKEN_PARAM]: share }) => (share ? SHIPMENT_URLS.status(code, share) : undefined), Page: ShipmentPage },
  AcercaDe: { Page: AboutPage },
  Home: { Page: HomePage },
  Login: { Page: LoginPage },
  // a list's call answers its rows and, in a header, their total: the page is served both (`Page`)
  Noticias: { call: () => pageCall(NEWS_URLS.base, { page: 1, visibleRecords: NEWS_PAGE_SIZE }), Page: NewsListPage },
  NoticiasId: { call: ({ id = '' }) => NEWS_URLS.one(id), Page: NewsPage },
  // its map's markers, which the server builds in a third of a second at 50 000 farms: ready before "Ver en el mapa"
  Portafolio: { call: () => pageCall(PROPERTIES_URLS.portfolio, { page: 1, visibleRecords: DEFAULT_PAGE_SIZE }), prepare: () => [portfolioMapCall('', {})], Page: PortfolioPage },
};

/** The API call a page is drawn with, null for a page drawn without data, undefined when the page is not rendered on the server. */
export function dataCall(page: string, params: Record<string, string>): string | null | undefined {
  if (!Object.hasOwn(SERVED, page)) return undefined;
  return SERVED[page].call?.(params) ?? null;
}

/** The calls the server prepares as it serves `page` (ServedPage.prepare). */
export function preparedCalls(page: string): string[] {
  return Object.hasOwn(SERVED, page) ? (SERVED[page].prepare?.() ?? []) : [];
}

export interface RenderInput {
  page: string;
  /** The route's path pattern (`/PerfilPropiedad/:id`), so the page reads its parameters as in the browser. */
  route: string;
  /** The requested path. */
  path: string;
  /** The address's query the page reads: a share link's token, when the page was drawn with what it opens. */
  search?: string;
  /** The answer of `dataCall` (null without one). */
  data: unknown;
  /** The visitor's language: the profiles, the portfolio and the watch list are written in it (i18n/language.tsx); the other pages stay in Spanish. */
  language?: string;
}

/** The page's markup, as the browser's first render draws it from the same data. */
export function renderPage({ page, route, path, search = '', data, language }: RenderInput): string | undefined {
  if (!Object.hasOwn(SERVED, page)) return undefined;
  const { Page } = SERVED[page];
  return renderToString(
    <ServedDataContext.Provider value={{ path, data, language }}>
      <MemoryRouter initialEntries={[path + search]}>
        <Routes>
          <Route path={route} element={<Page />} />
        </Routes>
      </MemoryRouter>
    </ServedDataContext.Provider>,
  );
}
