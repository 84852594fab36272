import { ZCrunchResponse, type TCrunchResponse } from '../../../shared/crunch';
import { apiFetch } from '../../lib/api';

/** POST /api/crunch: analyses the text (and saves it for a signed-in user). */
export function crunchDate(text: string): Promise<TCrunchResponse> {
  return apiFetch('/api/crunch', { method: 'POST', body: { text }, schema: ZCrunchResponse });
}
