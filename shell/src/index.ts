import { registerRemotesFromManifest } from './remote/register-remotes';
import { startIslands } from './remote/islands';
import { whenToTakeOver } from './remote/take-over';

// Async boundary: shared modules are negotiated before the app's code runs. A served page waits for the
// visitor to reach for it (take-over.ts); what they pressed for is drawn first when it can be (islands.ts).
whenToTakeOver()
  .then(() => registerRemotesFromManifest())
  .then(() => startIslands())
  .catch(console.error) // the pages then show the remote's own error (remote-boundary.tsx)
  .then(() => import('./bootstrap'));
