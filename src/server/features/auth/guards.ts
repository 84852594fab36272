import type { FastifyRequest } from 'fastify';
import type { TSessionUser } from '../../../shared/auth';
import { AppError } from '../../errors';
import { hasAcceptedTerms, loadProfile, type ProfileRow } from './profile-repository';

/**
 * Guards for every feature's routes. Call them at the top of a handler:
 *
 *   const { user, profile } = await requireAcceptedTerms(request);
 *
 * They read the session cookie through better-auth, once per request.
 */

export interface SignedIn {
  user: TSessionUser;
  profile: ProfileRow;
}

const cache = new WeakMap<FastifyRequest, Promise<SignedIn | null>>();

async function readSession(request: FastifyRequest): Promise<SignedIn | null> {
  const { auth, db } = request.server.accounts;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const u = session.user as typeof session.user & {
    firstName?: string;
    lastName?: string;
    dateOfBirth?: string;
  };
  const profile = await loadProfile(db, u.id);
  return {
    user: {
      id: u.id,
      email: u.email,
      first_name: u.firstName ?? '',
      last_name: u.lastName ?? '',
      date_of_birth: u.dateOfBirth ?? '',
      email_verified: u.emailVerified,
    },
    profile,
  };
}

/** The signed-in user and profile, or null for a visitor. */
export function getSignedIn(request: FastifyRequest): Promise<SignedIn | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = readSession(request);
    cache.set(request, pending);
  }
  return pending;
}

/** Throws UNAUTHENTICATED (401) for a visitor. */
export async function requireUser(request: FastifyRequest): Promise<SignedIn> {
  const signedIn = await getSignedIn(request);
  if (!signedIn) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return signedIn;
}

/** Throws UNAUTHENTICATED, or TERMS_NOT_ACCEPTED (403) until the user has accepted the terms. */
export async function requireAcceptedTerms(request: FastifyRequest): Promise<SignedIn> {
  const signedIn = await requireUser(request);
  if (!hasAcceptedTerms(signedIn.profile)) {
    throw new AppError(
      'TERMS_NOT_ACCEPTED',
      'Please accept our terms and conditions to start analyzing dates.',
    );
  }
  return signedIn;
}
