import { registerRemotesFromManifest } from './remote/register-remotes';

// Async boundary: shared modules are negotiated before the app's code runs.
registerRemotesFromManifest()
  .catch(console.error) // the pages then show the remote's own error (remote-boundary.tsx)
  .then(() => import('./bootstrap'));
