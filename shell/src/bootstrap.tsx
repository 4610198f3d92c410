import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createPortalRouter } from './routes/router';
import { watchSession } from './frame/watch-session';
import { forgetServedPageOnNavigation, renderContainer } from './remote/served-page';
import './frame/frame.css';

watchSession();

const router = createPortalRouter();
forgetServedPageOnNavigation(router);

createRoot(renderContainer(document.getElementById('root')!)).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
