import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELAYS, STORAGE_KEYS } from '../../../shared/constants';

/**
 * The browser's service worker API is the outside world here: a small stand-in with the same
 * events (updatefound, statechange, controllerchange) drives the real update flow.
 */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installed';
  postMessage = vi.fn();
}

function installFakeServiceWorker(options: { waiting: boolean }) {
  const container = new EventTarget() as EventTarget & Record<string, unknown>;
  const waiting = new FakeWorker();
  const registration = Object.assign(new EventTarget(), {
    waiting: options.waiting ? waiting : null,
    installing: null as FakeWorker | null,
    update: vi.fn(async () => {}),
  });
  container.controller = {};
  container.register = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, registration, waiting };
}

const reload = vi.fn();

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  sessionStorage.clear();
  reload.mockReset();
  Object.defineProperty(window, 'location', {
    value: { ...window.location, reload },
    configurable: true,
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function setup(waiting: boolean) {
  const fake = installFakeServiceWorker({ waiting });
  const { registerServiceWorker } = await import('./service-worker');
  const { UpdateCard } = await import('./update-card');
  render(<UpdateCard />);
  await act(async () => {
    await registerServiceWorker();
  });
  return fake;
}

describe('update card', () => {
  it('appears for a waiting worker; Update Now makes it skip waiting and reloads once', async () => {
    const { container, waiting } = await setup(true);
    expect(screen.queryByText('Update Now')).toBeNull();
    await act(async () => vi.advanceTimersByTime(DELAYS.serviceWorkerWaitingEvent));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Update Now' }));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('appears when an update finishes installing, and Later hides it for the session', async () => {
    const { registration } = await setup(false);
    const incoming = new FakeWorker();
    incoming.state = 'installing';
    registration.installing = incoming;
    registration.dispatchEvent(new Event('updatefound'));
    incoming.state = 'installed';
    incoming.dispatchEvent(new Event('statechange'));
    await act(async () => vi.advanceTimersByTime(DELAYS.serviceWorkerWaitingEvent));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('Update Now')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.updateLater)).not.toBeNull();
  });

  it('checks for a new version every update window', async () => {
    const { registration } = await setup(false);
    expect(registration.update).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(DELAYS.serviceWorkerUpdateWindow));
    expect(registration.update).toHaveBeenCalledTimes(1);
  });
});
