import './lib/zod-jitless';
import '@mantine/core/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startEarly } from './app/early-start';
import { shareFromHash } from './app/navigation/share-link';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { registerServiceWorker } from './lib/pwa';

// On the web a shared link arrives as /#/share/{encoded}: turn it into the route before routing.
const shared = shareFromHash(window.location.hash);
if (shared) window.history.replaceState(null, '', `/share/${shared}`);

startEarly(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('#root ausente');
createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);

registerServiceWorker();
