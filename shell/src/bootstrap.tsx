import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createPortalRouter } from './routes/router';
import { watchSession } from './frame/watch-session';
import './frame/frame.css';

watchSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={createPortalRouter()} />
  </StrictMode>,
);
