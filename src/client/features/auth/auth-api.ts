import type {
  TProfile,
  TSessionResponse,
  TSignUpRequest,
  TSignUpResponse,
} from '../../../shared/auth';
import { apiFetch } from '../../lib/api';

/**
 * The account calls. Responses are typed, not parsed: this file is in the first chunk (the session
 * provider), which stays free of zod; the server validates every shape it answers.
 */

export const SESSION_QUERY_KEY = ['session'] as const;

export function fetchSession(): Promise<TSessionResponse> {
  return apiFetch<TSessionResponse>('/api/session');
}

export async function signInWithEmail(email: string, password: string): Promise<void> {
  await apiFetch('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email: email.trim(), password, rememberMe: true },
  });
}

export function signUpWithEmail(request: TSignUpRequest): Promise<TSignUpResponse> {
  return apiFetch<TSignUpResponse>('/api/auth/sign-up/email', { method: 'POST', body: request });
}

export async function signOutRequest(): Promise<void> {
  await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email: email.trim(), redirectTo: '/reset-password' },
  });
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await apiFetch('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } });
}

export function acceptTermsSignedIn(): Promise<TProfile> {
  return apiFetch<TProfile>('/api/profile/terms', { method: 'POST', body: {} });
}

export async function acceptTermsWithTicket(ticket: string): Promise<void> {
  await apiFetch('/api/terms/pending', { method: 'POST', body: { ticket } });
}

/** Starts Google's sign-in; resolves with the provider URL to open. */
export async function startGoogleSignIn(): Promise<string> {
  const res = await apiFetch<{ url?: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL: '/analyze', errorCallbackURL: '/sign-in' },
  });
  if (!res.url) throw new Error('Google sign-in is not available right now.');
  return res.url;
}
