import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants';
import { TermsModal } from './terms-modal';

// jsdom has no layout: give every element a 2,000 px text in a 350 px box.
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(2000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(350);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup() {
  const onAccept = vi.fn(async () => {});
  const onClosed = vi.fn();
  render(<TermsModal open onAccept={onAccept} onClosed={onClosed} />);
  const checkbox = screen.getByRole('checkbox', {
    name: /I have read and accept the Terms and Conditions/,
  });
  const area = screen.getByRole('region', { name: 'Terms and Conditions text' });
  return { onAccept, onClosed, checkbox, area };
}

describe('TermsModal', () => {
  it('shows 14 sections and unlocks the checkbox only near the bottom', () => {
    const { checkbox, area } = setup();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(14);
    act(() => void vi.advanceTimersByTime(300));
    expect(checkbox).toBeDisabled();
    area.scrollTop = 1500; // 1500 + 350 = 1850: 150 px from the bottom
    fireEvent.scroll(area);
    expect(checkbox).toBeDisabled();
    area.scrollTop = 1600; // within 50 px
    fireEvent.scroll(area);
    expect(checkbox).toBeEnabled();
  });

  it('unlocks by itself after 1.5 s', () => {
    const { checkbox } = setup();
    act(() => void vi.advanceTimersByTime(1499));
    expect(checkbox).toBeDisabled();
    act(() => void vi.advanceTimersByTime(1));
    expect(checkbox).toBeEnabled();
  });

  it('needs the tick before Accept records the acceptance', async () => {
    const { checkbox, onAccept, onClosed } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1500));
    fireEvent.click(checkbox);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    });
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onClosed).toHaveBeenCalledWith('accepted');
    expect(localStorage.getItem(STORAGE_KEYS.termsAccepted)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('reports Decline and any other close apart', () => {
    const { onClosed } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onClosed).toHaveBeenLastCalledWith('declined');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClosed).toHaveBeenLastCalledWith('dismissed');
    expect(localStorage.getItem(STORAGE_KEYS.termsAccepted)).toBeNull();
  });
});
