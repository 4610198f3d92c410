import { DEFAULT_LANGUAGE, LOCALES, isLanguage, propertyProfilePath, type Language, type PortfolioMap as Markers, type PortfolioStatusFilter } from '@portal/shared-api';
import { getPortfolioMap, getPortfolioNames } from '@portal/shared-api/client';
import { SERVED_MARKS } from '@portal/shared-api/served-page';
import { loadPortfolioMapView, portfolioClusters, type ClusterSource, type PortfolioMapView } from '@portal/shared-ui/map';
import { numberIn, withLanguage } from '../i18n/in-language';
import { MAP_TEXTS_BY_LANGUAGE } from '../i18n/map-texts';

// The portfolio's map as an island of the served page (beyond the spec). A phone reads /Portafolio as the server drew
// it; the portal's scripts take over at the visitor's first touch, which on a slow phone takes a second or more. When
// that touch is "Ver en el mapa", the shell draws the map first (shell/src/remote/islands.ts): this module opens it in
// the served page, as the page's own panel would, and the page's panel then adopts the map where it stands
// (takeMapIsland), markers, clusters and all, instead of drawing it again.

/** The map's search: the list's own (its search text and filters). */
export interface MapQuery {
  param: string;
  provinceId?: number;
  cantonId?: number;
  status?: PortfolioStatusFilter;
}

/** One key per search: the panel asks for the markers again when it changes. */
export const mapKey = ({ param, provinceId, cantonId, status }: MapQuery): string => `${param}:${provinceId}:${cantonId}:${status}`;

/** The island's name on the map's button (SERVED_MARKS.island): the remote and the name in `./islands`. */
export const MAP_ISLAND = 'mfe_public:portfolio-map';

/** What the page's panel adopts: the markers of its search, their clusters and the drawn map. */
export interface DrawnMap {
  key: string;
  markers: Markers;
  clusters: ClusterSource;
  view: PortfolioMapView;
}

interface Island {
  key: string;
  section: HTMLElement;
  clusters: ClusterSource;
  drawn?: DrawnMap;
}

/** The open island, until the page's panel takes it or the visitor closes it. */
let island: Island | undefined;

/** Whether the served page's map is open: the page then opens with its map shown. */
export const mapIslandOpen = (): boolean => island !== undefined;

/**
 * The island's map for the panel of the search `key`, handed over once: undefined when there is none, or it is of
 * another search or still on its way (the panel then draws its own and the island is dropped).
 */
export function takeMapIsland(key: string): DrawnMap | undefined {
  const open = island;
  island = undefined;
  if (open?.drawn && open.key === key) return open.drawn;
  if (open) close(open);
  return undefined;
}

function close(open: Island) {
  if (island === open) island = undefined;
  open.drawn?.view.destroy();
  open.clusters.close();
  open.section.remove();
}

const servedLanguage = (): Language => {
  const language = typeof window === 'undefined' ? undefined : window.__PORTAL_PAGE_DATA__?.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
};

/**
 * Opens the map under the served page's tools, pressed on `button` (the page's "Ver en el mapa", carrying its search in
 * `data-map-query`), and keeps that button as the map's switch until the page takes over. Settles once the map's
 * first clusters are drawn; if the markers or the map cannot come, the island closes and the press is left marked,
 * so the page does it again when it takes over (and shows why it failed).
 */
export async function startMapIsland(button: HTMLElement): Promise<void> {
  const query = JSON.parse(button.dataset.mapQuery ?? '{}') as MapQuery;
  const language = servedLanguage();
  const texts = MAP_TEXTS_BY_LANGUAGE[language];
  // i18next in its own chunk, which downloads beside the markers and Leaflet (the page loads it anyway)
  const translations = () => import('./portfolio-translations').then(({ portfolioTranslations }) => portfolioTranslations(language));
  const label = (open: boolean) => {
    button.textContent = open ? texts.hideMap : texts.showMap;
    button.setAttribute('aria-expanded', String(open));
  };

  const open = async (): Promise<void> => {
    // the markers, Leaflet and the clustering worker start at once; the page's words come beside them
    const markersComing = getPortfolioMap(query.param, { provinceId: query.provinceId, cantonId: query.cantonId, status: query.status });
    const mapComing = loadPortfolioMapView();
    // a failure is met below, once they are awaited; not reported as unhandled meanwhile
    for (const coming of [markersComing, mapComing]) coming.catch(() => undefined);
    const section = document.createElement('section');
    section.className = 'portfolio-map no-print';
    section.setAttribute('aria-label', texts.showMap);
    (button.closest('.portfolio-tools') ?? button).after(section);
    label(true);
    const opened: Island = { key: mapKey(query), section, clusters: portfolioClusters() };
    island = opened;
    // a page's first number costs a phone about 0.1 s (Intl loads its data): spent now, while the rest downloads
    numberIn(language, 0);
    try {
      const { t } = await translations();
      if (island !== opened) return;
      const loading = document.createElement('p');
      loading.setAttribute('role', 'status');
      loading.textContent = t('portfolio:mapLoading');
      section.append(loading);
      const [markers, mountPortfolioMap] = await Promise.all([markersComing, mapComing]);
      if (island !== opened) return;
      opened.clusters.load(markers);
      const number = (value: number) => numberIn(language, value);
      const summary = document.createElement('p');
      summary.className = 'portfolio-map__summary';
      summary.textContent = t('portfolio:mapSummary', { shown: number(markers.lon.length), total: number(markers.total) });
      const host = document.createElement('div');
      const legend = document.createElement('p');
      legend.className = 'portfolio-map__legend';
      legend.textContent = t('portfolio:mapLegend');
      loading.replaceWith(summary, host, legend);
      const profileHref = (id: number) => withLanguage(propertyProfilePath(id), language);
      const view = mountPortfolioMap(host, {
        markers,
        clusters: opened.clusters,
        names: getPortfolioNames,
        profileHref,
        // the served page has no router: its link is followed (the page adopting the map opens it inside the portal)
        onOpen: (id) => window.location.assign(profileHref(id)),
        texts,
        locale: LOCALES[language],
      });
      opened.drawn = { key: opened.key, markers, clusters: opened.clusters, view };
      await view.firstDrawn;
    } catch (error) {
      // closed by the visitor meanwhile, or the page's now: nothing of it is the island's to undo
      if (island !== opened) throw error;
      close(opened);
      label(false);
      button.setAttribute(SERVED_MARKS.clicked, '');
      throw error;
    }
  };

  // this press is the island's, not one for the page to do again; so are the next ones, until the page takes over
  button.removeAttribute(SERVED_MARKS.clicked);
  button.addEventListener('click', () => {
    button.removeAttribute(SERVED_MARKS.clicked);
    if (island) {
      close(island);
      label(false);
    } else {
      open().catch(() => undefined);
    }
  });
  await open();
}
