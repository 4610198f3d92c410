import { lazyDialog } from './lazy-dialog';

/** ConfirmDialog, downloaded with antd the first time it opens (lazy-dialog.tsx). */
export const LazyConfirmDialog = lazyDialog(() => import('./confirm-dialog').then(({ ConfirmDialog }) => ConfirmDialog));
