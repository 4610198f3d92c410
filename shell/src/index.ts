import { registerRemotesFromManifest } from './remote/register-remotes';

// Async boundary: shared modules are negotiated before the app's code runs.
registerRemotesFromManifest()
  .catch((error: unknown) => console.error('No se pudo leer /remotes.json', error))
  .then(() => import('./bootstrap'));
