// The shell's server entry: the frame (skip link, top bar, bottom bar) around a page a remote rendered on the
// server, drawn by the same components and route objects the browser runs, as an anonymous visitor sees them.
// Bundled for Node by the shell's build (tools/webpack/server-entry.cjs); the API loads it at run time.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routeObjects, type RouteHandle } from './routes/router';
import { FRAME_TEXTS } from './texts';
// the portal's base styles and the frame's (in the browser, bootstrap.tsx imports them)
import './frame/frame.css';

export interface FramedPage {
  html: string;
  /** The browser tab's title, as the shell names it. */
  title: string | undefined;
}

/**
 * The frame at `path` with `page` (markup) where the route's page goes. The wrapper takes no box
 * (`display: contents`), so the page lays out exactly as the browser's own render will.
 */
export function renderFrame({ path, page }: { path: string; page: string }): FramedPage {
  const served = <div data-served-page="" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: page }} />;
  const router = createMemoryRouter(
    routeObjects(undefined, () => served, served),
    { initialEntries: [path] },
  );
  const title = router.state.matches.map((match) => (match.route.handle as RouteHandle | undefined)?.title).findLast(Boolean);
  const html = renderToString(<RouterProvider router={router} />);
  router.dispose();
  return { html, title: title ? FRAME_TEXTS.documentTitle(title) : undefined };
}
