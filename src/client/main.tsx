import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app';
import { createAppRouter } from './router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const router = createAppRouter();

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// `/` arrives pre-rendered (scripts/prerender.tsx): React adopts that markup (hydration) once the
// route is ready (the landing page is in this chunk, so at once). Other pages arrive empty and
// render from scratch, showing the spinner while their code loads.
if (root.hasChildNodes()) {
  const hydrate = () => hydrateRoot(root, app);
  if (router.state.initialized) {
    hydrate();
  } else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      hydrate();
    });
  }
} else {
  createRoot(root).render(app);
}
