import { loadRemote } from '@module-federation/enhanced/runtime';
import { SERVED_MARKS } from '@portal/shared-api/served-page';
import { forgetRemote } from './register-remotes';

// A served page's island: a button whose part the visitor opened before the shell took over (SERVED_MARKS.island,
// `<remote>:<name>`), such as the portfolio's map. Drawing the page's frame and its page takes a slow phone a second
// or more; what the visitor pressed for is drawn first, into the served page, by the remote's `./islands` module,
// and the page then adopts it. Only the remote's module runs before the frame, through the runtime the shell has
// registered its remotes with, so it shares the page's modules (its map is the one the page keeps).

/** What a remote's `./islands` module exposes: name → opens it from its pressed button, settling once drawn. */
export interface IslandsModule {
  islands: Record<string, (button: HTMLElement) => Promise<void>>;
}

/** Past this, the page takes over even if the island is still drawing (its markers on a slow network). */
export const ISLAND_WAIT_MS = 4000;

/**
 * Opens the island of the served page's pressed button, if it has one, and settles once it is drawn, failed, or
 * ISLAND_WAIT_MS passed. A failed island leaves the press marked: the page does it again when it has taken over.
 */
export async function startIslands(doc: Document = document, wait = ISLAND_WAIT_MS): Promise<void> {
  const pressed = doc.querySelector<HTMLElement>(`#root[${SERVED_MARKS.served}] [${SERVED_MARKS.island}][${SERVED_MARKS.clicked}]`);
  const [remote, name] = pressed?.getAttribute(SERVED_MARKS.island)?.split(':') ?? [];
  if (!pressed || !remote || !name) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let module: IslandsModule | null;
  try {
    module = await loadRemote<IslandsModule>(`${remote}/islands`);
  } catch (error) {
    // the page's own load of the remote then downloads it afresh (and shows its error)
    forgetRemote(remote);
    console.error(error);
    return;
  }
  const start = module?.islands[name];
  if (!start) return;
  try {
    await Promise.race([start(pressed), new Promise<void>((resolve) => (timer = setTimeout(resolve, wait)))]);
  } catch (error) {
    console.error(error);
  } finally {
    clearTimeout(timer);
  }
}
