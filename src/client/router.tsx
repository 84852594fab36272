import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './components/layout/app-layout';
import { Spinner } from './components/ui/spinner';
import { ROUTES, type AppRoute } from './routes';

function toRouteObject(route: AppRoute): RouteObject {
  return {
    path: route.path,
    handle: route.handle,
    lazy: async () => {
      const { default: Page } = await route.load();
      return { Component: Page };
    },
  };
}

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    hydrateFallbackElement: <Spinner label="Loading DateCrunch" className="min-h-dvh" />,
    children: [
      ...ROUTES.map(toRouteObject),
      // Any unknown path goes home (spec 01 §2).
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
