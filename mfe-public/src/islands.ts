import { startMapIsland } from './portfolio/map-island';

/**
 * What mfe-public draws on a served page before the shell has taken over (shell/src/remote/islands.ts): by the name
 * after the remote's in a pressed button's SERVED_MARKS.island. Each settles once what it opens is drawn.
 */
export const islands: Record<string, (button: HTMLElement) => Promise<void>> = {
  'portfolio-map': startMapIsland,
};
