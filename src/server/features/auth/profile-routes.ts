import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZProfile,
  ZProfileUpdate,
  ZSessionResponse,
  ZTermsTicketAcceptance,
} from '../../../shared/auth';
import type { Db } from '../../db/client';
import { getSignedIn, requireUser } from './guards';
import {
  acceptTerms,
  acceptTermsWithTicket,
  toProfileDto,
  updateProfile,
} from './profile-repository';

const ZOk = z.object({ ok: z.literal(true) });

/**
 * The session as the client sees it, the profile fields a user may change, and terms acceptance.
 * Premium, subscription, counters and level have no write path here: ZProfileUpdate is strict.
 */
export const profileRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/session',
      { schema: { response: { 200: ZSessionResponse } } },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const signedIn = await getSignedIn(request);
        if (!signedIn) return { user: null, profile: null };
        return { user: signedIn.user, profile: toProfileDto(signedIn.profile) };
      },
    );

    app.get('/profile', { schema: { response: { 200: ZProfile } } }, async (request, reply) => {
      const { profile } = await requireUser(request);
      void reply.header('cache-control', 'no-store');
      return toProfileDto(profile);
    });

    app.patch(
      '/profile',
      { schema: { body: ZProfileUpdate, response: { 200: ZProfile } } },
      async (request) => {
        const { user } = await requireUser(request);
        return toProfileDto(await updateProfile(db, user.id, request.body));
      },
    );

    /** Terms accepted by a signed-in user (the guard's modal). */
    app.post('/profile/terms', { schema: { response: { 200: ZProfile } } }, async (request) => {
      const { user } = await requireUser(request);
      const row = await acceptTerms(db, user.id);
      if (!row) throw new Error('profile missing after acceptance');
      return toProfileDto(row);
    });

    /** Terms accepted in the modal after sign-up, before the e-mail is confirmed. */
    app.post(
      '/terms/pending',
      { schema: { body: ZTermsTicketAcceptance, response: { 200: ZOk } } },
      async (request) => {
        await acceptTermsWithTicket(db, request.body.ticket);
        return { ok: true as const };
      },
    );
  };
