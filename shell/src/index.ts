import { registerRemotesFromManifest } from './remote/register-remotes';

// A page served with its content (served-page.ts) is painted before the shell's scripts run: on a slow phone
// the visitor reads it while they load, instead of waiting for them to paint anything.
const painted = document.querySelector('#root[data-served]')
  ? new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  : Promise.resolve();

// Async boundary: shared modules are negotiated before the app's code runs.
registerRemotesFromManifest()
  .catch(console.error) // the pages then show the remote's own error (remote-boundary.tsx)
  .then(() => painted)
  .then(() => import('./bootstrap'));
