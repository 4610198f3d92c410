import { lazyDialog } from './lazy-dialog';

/** ReasonDialog, downloaded with antd the first time it opens (lazy-dialog.tsx). */
export const LazyReasonDialog = lazyDialog(() => import('./reason-dialog').then(({ ReasonDialog }) => ReasonDialog));
