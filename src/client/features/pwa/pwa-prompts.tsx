import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { APP_PROMPT_PATHS } from '../../../shared/constants';
import { useSession } from '../auth/session-provider';
import { InstallCard, useInstallCardVisible } from './install-card';
import { OfflineIndicator } from './offline-indicator';
import { isPushSupported, resyncPushSubscription } from './push';
import { PushCard, usePushCardVisible } from './push-card';
import { registerServiceWorker } from './service-worker';
import { UpdateCard } from './update-card';

/**
 * The app prompts shown over pages (spec 02 §2): update card (top), offline state, and at the
 * bottom one of the install card or the 'Stay Updated' push card, only on / and /welcome
 * (docs/decisions/0302). Loaded lazily by the app layout; registers /sw.js on mount.
 */
export default function PwaPrompts() {
  const { pathname } = useLocation();
  const { isSignedIn, termsAccepted, user } = useSession();
  const userId = user?.id;
  const install = useInstallCardVisible();
  const push = usePushCardVisible();

  useEffect(() => {
    // Only the production build has a service worker (the dev server serves none).
    if (import.meta.env.PROD) void registerServiceWorker();
  }, []);

  useEffect(() => {
    if (!import.meta.env.PROD || !userId || !termsAccepted || !isPushSupported()) return;
    if (Notification.permission === 'granted') void resyncPushSubscription();
  }, [userId, termsAccepted]);

  const onPromptPage = APP_PROMPT_PATHS.includes(pathname);
  const bottom =
    onPromptPage && install.visible ? (
      <InstallCard ios={install.ios} onDismiss={install.dismiss} />
    ) : onPromptPage && isSignedIn && termsAccepted && push.visible ? (
      <PushCard onDone={push.hide} />
    ) : null;

  return (
    <>
      <OfflineIndicator />
      <UpdateCard />
      {bottom ? (
        <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4 md:justify-start">
          {bottom}
        </div>
      ) : null}
    </>
  );
}
