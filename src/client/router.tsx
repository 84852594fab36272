import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './components/layout/app-layout';
import { Spinner } from './components/ui/spinner';
import { RequireAuth } from './features/auth/require-auth';
import { ROUTES, type AppRoute } from './routes';

function toRouteObject(route: AppRoute): RouteObject {
  return {
    path: route.path,
    handle: route.handle,
    lazy: async () => {
      const { default: Page } = await route.load();
      if (route.access === 'public') return { Component: Page };
      // Signed in with accepted terms (spec 01 §2 access guard).
      const Guarded = () => (
        <RequireAuth>
          <Page />
        </RequireAuth>
      );
      return { Component: Guarded };
    },
  };
}

/** The route tree, shared by the browser router and the build-time prerender of `/`. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    hydrateFallbackElement: <Spinner label="Loading DateCrunch" className="min-h-dvh" />,
    children: [
      ...ROUTES.map(toRouteObject),
      // Any unknown path goes home (spec 01 §2).
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
