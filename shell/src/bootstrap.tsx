import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@portal/shared-auth/router';
import { createPortalRouter } from './routes/router';
import { watchSession } from './frame/watch-session';
import { forgetServedPageOnNavigation, renderContainer } from './remote/served-page';
import './frame/frame.css';

watchSession();

const router = createPortalRouter();
forgetServedPageOnNavigation(router);

const root = createRoot(renderContainer(document.getElementById('root')!));
// a transition: React renders the first page in slices between which the browser answers the visitor
startTransition(() =>
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
