import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { ACCOUNT_MESSAGES } from '../../../shared/account';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../../shared/constants';
import { initialsFromEmail } from '../../components/layout/initials';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { useSession } from '../auth/session-provider';
import { removeAvatar, uploadAvatar, useStorageStatus } from './account-api';

const ACCEPTED: readonly string[] = AVATAR_TYPES;

function messageOf(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.status > 0 && err.status < 500) return err.message;
  if (err instanceof ApiError && err.status === 503) return err.message;
  return fallback;
}

/**
 * Upload and remove the profile picture (spec 02 §4, §5, §8). The browser's checks only save a
 * round trip; the server checks the content again and is the one that decides.
 */
export function AvatarSection() {
  const { user, profile, refresh } = useSession();
  const storage = useStorageStatus();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState(false);
  const url = profile?.profile_picture_url ?? null;
  const unavailable = storage.data?.status === 'unavailable' || storage.isError;

  const failUpload = (description: string) =>
    toast({ title: ACCOUNT_MESSAGES.uploadFailedTitle, description, variant: 'destructive' });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return; // spec 02 §5: a file-not-chosen event is ignored
    if (file.size > AVATAR_MAX_BYTES) return failUpload(ACCOUNT_MESSAGES.fileTooLarge);
    if (!ACCEPTED.includes(file.type)) return failUpload(ACCOUNT_MESSAGES.fileType);
    setUploading(true);
    try {
      await uploadAvatar(file);
      await refresh();
      toast({ title: ACCOUNT_MESSAGES.avatarUpdated, variant: 'success' });
    } catch (err) {
      failUpload(messageOf(err, ACCOUNT_MESSAGES.uploadError));
    } finally {
      setUploading(false);
    }
  };

  const onRemove = async () => {
    setRemoving(true);
    try {
      await removeAvatar();
      await refresh();
      toast({ title: ACCOUNT_MESSAGES.avatarRemoved, variant: 'success' });
    } catch (err) {
      toast({
        title: ACCOUNT_MESSAGES.removeFailedTitle,
        description: messageOf(err, ACCOUNT_MESSAGES.storageNotAvailable),
        variant: 'destructive',
      });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-5">
      {url ? (
        <img
          src={url}
          alt="Your profile picture"
          width={96}
          height={96}
          className="h-24 w-24 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="flex h-24 w-24 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
        >
          {initialsFromEmail(user?.email ?? '')}
        </span>
      )}
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id="avatar-file"
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label="Choose a profile picture"
            onChange={onFile}
            disabled={uploading || unavailable}
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={uploading || unavailable}
          >
            <ImagePlus aria-hidden className="h-4 w-4" />
            {uploading ? 'Uploading...' : 'Upload picture'}
          </Button>
          {url ? (
            <Button variant="ghost" size="sm" onClick={onRemove} disabled={removing}>
              <Trash2 aria-hidden className="h-4 w-4" />
              {removing ? 'Removing...' : 'Remove'}
            </Button>
          ) : null}
        </div>
        <p className="text-sm text-muted">JPEG, PNG, GIF or WEBP, at most 5MB.</p>
        {unavailable ? (
          <div role="status" className="text-sm text-red-700">
            <p className="font-medium">{ACCOUNT_MESSAGES.storageUnavailableState}</p>
            <p>{ACCOUNT_MESSAGES.bucketAccess}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
