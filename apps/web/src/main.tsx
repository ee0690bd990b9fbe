import './lib/zod-jitless';
import '@mantine/core/styles.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startEarly } from './app/early-start';
import { shareFromHash } from './app/navigation/share-link';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { registerServiceWorker } from './lib/pwa';
// Read the viewport's width now, while the page is nearly empty (lib/viewport.ts says why).
import './lib/viewport';

// On the web a shared link arrives as /#/share/{encoded}: turn it into the route before routing.
const shared = shareFromHash(window.location.hash);
if (shared) window.history.replaceState(null, '', `/share/${shared}`);

startEarly(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('#root ausente');
const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  ),
);

registerServiceWorker();
