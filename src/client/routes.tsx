import type { ComponentType } from 'react';
import type { RouteHandle } from './components/layout/app-layout';
// The landing page ships in the first chunk: it is the most visited entry and its LCP matters.
import LandingPage from './features/landing/landing-page';

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

const landing = async () => ({ default: LandingPage });
const features = () => import('./features/content/features-page');
const signIn = () => import('./features/auth/sign-in-page');
const signUp = () => import('./features/auth/sign-up-page');
const forgotPassword = () => import('./features/auth/forgot-password-page');
const resetPassword = () => import('./features/auth/reset-password-page');
const devMailbox = () => import('./features/dev-mailbox/dev-mailbox-page');
const welcome = () => import('./features/account/welcome-page');

export const ROUTES: AppRoute[] = [
  { path: '/', access: 'public', load: landing },
  { path: '/features', access: 'public', load: features, handle: { hideHeader: true } },
  { path: '/about', access: 'public', load: features, handle: { hideHeader: true } },
  { path: '/sign-in', access: 'public', load: signIn },
  { path: '/sign-up', access: 'public', load: signUp },
  { path: '/forgot-password', access: 'public', load: forgotPassword },
  { path: '/reset-password', access: 'public', load: resetPassword },
  // The server answers 404 for its data in production; the page then says so.
  { path: '/dev/mailbox', access: 'public', load: devMailbox },
  { path: '/welcome', access: 'protected', load: welcome },
];
