import type { ComponentType } from 'react';
import type { RouteHandle } from './components/layout/app-layout';

/**
 * The one route table (spec 01 §2 and 02 §2). `protected` routes need a signed-in user with
 * accepted terms; the router wraps them in the auth guard. Pages load lazily (code-split).
 */
export interface AppRoute {
  path: string;
  access: 'public' | 'protected';
  load: () => Promise<{ default: ComponentType }>;
  handle?: RouteHandle;
}

const landing = () => import('./features/landing/landing-page');
const features = () => import('./features/content/features-page');

export const ROUTES: AppRoute[] = [
  { path: '/', access: 'public', load: landing },
  { path: '/features', access: 'public', load: features, handle: { hideHeader: true } },
  { path: '/about', access: 'public', load: features, handle: { hideHeader: true } },
];
