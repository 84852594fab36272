import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_OUT_CLEARED_KEYS, STORAGE_KEYS } from '../../../shared/constants';
import type { TProfile } from '../../../shared/auth';
import { isPremiumProfile, SessionProvider, useSession } from './session-provider';

const profile: TProfile = {
  id: 'u1',
  is_premium: false,
  subscription_type: null,
  subscription_start: null,
  subscription_end: null,
  datecrunch_dates: 0,
  datecrunch_level: 1,
  profile_picture_url: null,
  display_name: null,
  phone: null,
  terms_accepted_at: '2026-01-02T03:04:05.000Z',
  email_notifications: true,
  insights_summary: false,
  marketing_emails: false,
};
const user = {
  id: 'u1',
  email: 'sam@example.com',
  first_name: 'Sam',
  last_name: 'Okafor',
  date_of_birth: '1990-01-01',
  email_verified: true,
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function Probe() {
  const s = useSession();
  return (
    <p>
      {s.isLoaded ? 'loaded' : 'loading'} {s.isSignedIn ? s.user?.email : 'visitor'}{' '}
      {s.isPremium ? 'premium' : 'free'} {s.termsAccepted ? 'accepted' : 'pending'}
    </p>
  );
}

function renderWithProvider(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>{ui}</SessionProvider>
    </QueryClientProvider>,
  );
}

describe('SessionProvider', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('throws when its hook is used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSession())).toThrow(/inside <SessionProvider>/);
  });

  it('exposes the signed-in user, profile and terms state, mirroring acceptance locally', async () => {
    fetchMock.mockResolvedValue(json({ user, profile }));
    renderWithProvider(<Probe />);
    expect(await screen.findByText('loaded sam@example.com free accepted')).toBeInTheDocument();
    await waitFor(() =>
      expect(localStorage.getItem(STORAGE_KEYS.termsAccepted)).toBe(profile.terms_accepted_at),
    );
  });

  it('signs out on the server and clears the four local keys', async () => {
    fetchMock.mockResolvedValueOnce(json({ user, profile }));
    for (const key of SIGN_OUT_CLEARED_KEYS) localStorage.setItem(key, 'x');
    localStorage.setItem(STORAGE_KEYS.promoCode, 'KEEP');
    let signOut: () => Promise<boolean> = async () => false;
    function Grab() {
      signOut = useSession().signOut;
      return <Probe />;
    }
    renderWithProvider(<Grab />);
    await screen.findByText(/sam@example.com/);
    fetchMock.mockResolvedValueOnce(json({ success: true }));
    expect(await signOut()).toBe(true);
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/auth/sign-out');
    expect(init?.method).toBe('POST');
    for (const key of SIGN_OUT_CLEARED_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.promoCode)).toBe('KEEP');
    expect(await screen.findByText(/visitor/)).toBeInTheDocument();
  });

  it('keeps the session and the keys when sign-out fails', async () => {
    fetchMock.mockResolvedValueOnce(json({ user, profile }));
    localStorage.setItem(STORAGE_KEYS.level, '3');
    let signOut: () => Promise<boolean> = async () => false;
    function Grab() {
      signOut = useSession().signOut;
      return <Probe />;
    }
    renderWithProvider(<Grab />);
    await screen.findByText(/sam@example.com/);
    fetchMock.mockResolvedValueOnce(
      json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, 500),
    );
    expect(await signOut()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.level)).toBe('3');
    expect(screen.getByText(/sam@example.com/)).toBeInTheDocument();
  });
});

describe('isPremiumProfile', () => {
  it('ends premium when subscription_end has passed', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(isPremiumProfile({ ...profile, is_premium: true, subscription_end: null }, now)).toBe(
      true,
    );
    expect(
      isPremiumProfile(
        { ...profile, is_premium: true, subscription_end: '2026-07-01T00:00:00Z' },
        now,
      ),
    ).toBe(true);
    expect(
      isPremiumProfile(
        { ...profile, is_premium: true, subscription_end: '2026-05-01T00:00:00Z' },
        now,
      ),
    ).toBe(false);
    expect(isPremiumProfile(null, now)).toBe(false);
  });
});
