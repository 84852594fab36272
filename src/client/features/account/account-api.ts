import { useQuery } from '@tanstack/react-query';
import {
  ZAvatarResponse,
  ZStorageStatus,
  type TAvatarResponse,
  type TStorageStatus,
} from '../../../shared/account';
import type { TProfile, TProfileUpdate } from '../../../shared/auth';
import type { TApiError } from '../../../shared/errors';
import { ApiError, apiFetch } from '../../lib/api';

/** The account calls (issue 7): profile, avatar, storage state, security, export, deletion. */

export const STORAGE_STATUS_KEY = ['account', 'storage'] as const;

export function useStorageStatus() {
  return useQuery<TStorageStatus>({
    queryKey: STORAGE_STATUS_KEY,
    queryFn: () => apiFetch('/api/account/storage', { schema: ZStorageStatus }),
    retry: 0,
    staleTime: 60_000,
  });
}

export function updateProfile(update: TProfileUpdate): Promise<TProfile> {
  return apiFetch<TProfile>('/api/profile', { method: 'PATCH', body: update });
}

async function errorFrom(response: Response): Promise<ApiError> {
  try {
    const data = (await response.json()) as TApiError;
    return new ApiError(response.status, data.error.code, data.error.message, data.error.fields);
  } catch {
    return new ApiError(response.status, 'HTTP_ERROR', `The server answered ${response.status}.`);
  }
}

/** Multipart, so not through apiFetch (which sends JSON). */
export async function uploadAvatar(file: File): Promise<TAvatarResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/account/avatar', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'An error occurred during upload');
  }
  if (!response.ok) throw await errorFrom(response);
  return ZAvatarResponse.parse(await response.json());
}

export function removeAvatar(): Promise<TAvatarResponse> {
  return apiFetch('/api/account/avatar', { method: 'DELETE', schema: ZAvatarResponse });
}

export async function changePassword(currentPassword: string, newPassword: string) {
  await apiFetch('/api/auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}

export async function signOutEverywhere() {
  await apiFetch('/api/auth/revoke-sessions', { method: 'POST', body: {} });
}

/** Downloads the export as the file the server names. */
export async function downloadExport(): Promise<void> {
  const response = await fetch('/api/account/export', { credentials: 'same-origin' });
  if (!response.ok) throw await errorFrom(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'datecrunch-export.json';
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export async function deleteAccount(password: string): Promise<void> {
  await apiFetch('/api/account/delete', { method: 'POST', body: { password } });
}

/**
 * After deletion the server has already dropped this browser's subscription (it cascades with
 * the account); this stops the browser itself from holding one. Uses getRegistration, which,
 * unlike `ready`, does not wait forever when no service worker is registered.
 */
export async function dropLocalPushSubscription(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch (err) {
    console.error('Push unsubscribe failed', err);
  }
}
