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
const dashboard = () => import('./features/account/dashboard-page');
const settings = () => import('./features/account/settings-page');
const termsOfService = () => import('./features/content/terms-of-service-page');
const privacyPolicy = () => import('./features/content/privacy-policy-page');
const cookiePolicy = () => import('./features/content/cookie-policy-page');
const refundPolicy = () => import('./features/content/refund-policy-page');
const aboutOurBrand = () => import('./features/content/about-our-brand-page');
const connectionGuidelines = () => import('./features/content/connection-guidelines-page');
const relationshipResources = () => import('./features/content/relationship-resources-page');
const datingWisdom = () => import('./features/content/dating-wisdom-page');
const successStories = () => import('./features/content/success-stories-page');
const faqs = () => import('./features/content/faqs-page');
const promoCodes = () => import('./features/content/promo-codes-page');
const dateConnect = () => import('./features/date-connect/date-connect-page');
const swipe = () => import('./features/date-connect/swipe-page');
const share = () => import('./features/share/share-page');
const analyze = () => import('./features/analysis/analyze-page');
const history = () => import('./features/history/history-page');
const pricing = () => import('./features/billing/pricing-page');
const payment = () => import('./features/billing/payment-page');
const paymentSuccess = () => import('./features/billing/payment-success-page');
const paymentCanceled = () => import('./features/billing/payment-canceled-page');
const billingPage = () => import('./features/billing/billing-page');
const sandboxCheckout = () => import('./features/billing/sandbox-checkout-page');

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
  // DECISIONS: the dashboard (route not shown in the spec) is /account.
  { path: '/account', access: 'protected', load: dashboard },
  { path: '/settings', access: 'protected', load: settings },
  // Static pages (spec 02 §2): legal pages and the brand page are public, the rest need sign-in.
  { path: '/terms-of-service', access: 'public', load: termsOfService },
  { path: '/privacy-policy', access: 'public', load: privacyPolicy },
  { path: '/cookie-policy', access: 'public', load: cookiePolicy },
  { path: '/refund-policy', access: 'public', load: refundPolicy },
  { path: '/about-our-brand', access: 'public', load: aboutOurBrand },
  { path: '/connection-guidelines', access: 'protected', load: connectionGuidelines },
  { path: '/relationship-resources', access: 'protected', load: relationshipResources },
  { path: '/dating-wisdom', access: 'protected', load: datingWisdom },
  { path: '/success-stories', access: 'protected', load: successStories },
  { path: '/faqs', access: 'protected', load: faqs },
  { path: '/promo-codes', access: 'protected', load: promoCodes },
  { path: '/date-connect', access: 'public', load: dateConnect },
  {
    path: '/date-connect/swipe',
    access: 'public',
    load: swipe,
    handle: { hideHeader: true, hideFooter: true },
  },
  { path: '/share', access: 'public', load: share },
  // DECISIONS: /analyze and /new are public (visitors' results are not stored).
  { path: '/analyze', access: 'public', load: analyze },
  { path: '/new', access: 'public', load: analyze },
  { path: '/history', access: 'protected', load: history },
  { path: '/date-history', access: 'protected', load: history },
  // Billing (issue 6, docs/decisions/0600).
  { path: '/pricing', access: 'public', load: pricing },
  { path: '/payment', access: 'protected', load: payment },
  { path: '/payment-success', access: 'protected', load: paymentSuccess },
  { path: '/payment-canceled', access: 'protected', load: paymentCanceled },
  { path: '/billing', access: 'protected', load: billingPage },
  // The sandbox provider's hosted checkout; its API answers only the session's owner.
  { path: '/checkout/sandbox/:sessionId', access: 'public', load: sandboxCheckout },
];
