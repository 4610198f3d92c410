import { registerRemotesFromManifest } from './remote/register-remotes';
import { whenToTakeOver } from './remote/take-over';

// Async boundary: shared modules are negotiated before the app's code runs. A served page waits for the
// visitor to reach for it (take-over.ts).
whenToTakeOver()
  .then(() => registerRemotesFromManifest())
  .catch(console.error) // the pages then show the remote's own error (remote-boundary.tsx)
  .then(() => import('./bootstrap'));
