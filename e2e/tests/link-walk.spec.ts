import { expect, test, type Page } from '@playwright/test';
import { isRoutePath, routeOf, ROUTE_PATHS } from '@portal/shared-api';
import { DEMO, logIn, watchNetwork } from './helpers';
import { settle } from './screens';

/**
 * Every link the portal renders on the demo data leads to a route: for the visitor and each role, a walk from
 * the home through every link it finds (one page per route, whatever its id), collecting every link of this
 * site each page shows. A link to a path no route serves fails, with the page it was found on.
 */
const PER_ROLE_PAGES = 40;

/** The paths of this site's page links on the page once it has settled: the API, files and other sites aside. */
async function linksOf(page: Page): Promise<string[]> {
  await settle(page);
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => new URL(a.href, location.href))
      .filter((url) => url.origin === location.origin && !/^\/(api|remotes|releases)\//.test(url.pathname) && !/\.[a-z0-9]+$/i.test(url.pathname))
      .map((url) => decodeURI(url.pathname)),
  );
}

async function walk(page: Page) {
  const broken: string[] = [];
  // one page per route, whatever its id
  const seenRoutes = new Set<string>();
  const queue = ['/'];
  let opened = 0;
  while (queue.length > 0 && opened < PER_ROLE_PAGES) {
    const next = queue.shift()!;
    await page.goto(next);
    opened++;
    for (const link of await linksOf(page)) {
      if (!isRoutePath(link)) {
        broken.push(`${link} (en ${next})`);
        continue;
      }
      const route = routeOf(link)!;
      if (!seenRoutes.has(route)) {
        seenRoutes.add(route);
        queue.push(link);
      }
    }
  }
  return { broken: [...new Set(broken)], routes: seenRoutes };
}

// each walk is a visitor of its own, reading the demo data: the walks share the workers
test.describe.configure({ mode: 'parallel' });

test.describe('every link leads to a route', () => {
  test.setTimeout(240_000);

  test('for the visitor', async ({ page }) => {
    const { broken, routes } = await walk(watchNetwork(page));
    expect(broken).toEqual([]);
    expect(routes).toContain(ROUTE_PATHS.portafolio);
    expect(routes).toContain(ROUTE_PATHS.perfilPropiedad);
  });

  for (const [role, email] of Object.entries(DEMO)) {
    test(`for the ${role}`, async ({ page }) => {
      await logIn(watchNetwork(page), email);
      const { broken, routes } = await walk(page);
      expect(broken).toEqual([]);
      // the walk went past the home
      expect(routes.size).toBeGreaterThan(5);
    });
  }
});
