import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DANGER_FALLBACK_STEPS,
  DANGER_FIRST_STEP,
  fallbackAnalysis,
} from '../../../shared/analysis';
import { STORAGE_KEYS } from '../../../shared/constants';
import type { TPresentedAnalysis } from '../../../shared/crunch';
import { DangerResults, QUICK_EXIT_URL } from './danger-results';

const QUOTE = 'he grabbed my arm hard and would not let me leave';

function dangerAnalysis(): TPresentedAnalysis {
  const a = fallbackAnalysis();
  const flag = {
    category: 'physical_safety' as const,
    polarity: 'red' as const,
    severity: 'danger' as const,
    label: 'Kept you from leaving',
    quote: QUOTE,
  };
  return {
    ...a,
    flags: [flag, { ...flag }],
    personalizedTips: [{ tip: 'Write down what happened while it is fresh.', rationale: '' }],
    safety: {
      concern: true,
      message: 'Part of what you describe can be dangerous.',
      resources: 'Call 112.',
    },
    voice: {
      mode: 'danger',
      statedFeelings: [],
      takeaway: 'What you describe is serious: they kept you from leaving.',
      nextStep: 'Write down what happened while it is fresh.',
    },
    premiumLocked: true,
  };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the danger results page', () => {
  it('shows safety first, their words once, the steps and help, and nothing that scores or sells', () => {
    render(<DangerResults analysis={dangerAnalysis()} onCrunchAnother={() => {}} />);
    expect(
      screen.getByText('What you describe is serious: they kept you from leaving.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This was not your fault.')).toBeInTheDocument();
    expect(screen.getAllByText(`“${QUOTE}”`)).toHaveLength(1);
    // "Do not reply" first, then the analysis's own steps in words for what happened.
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps.slice(0, 2)).toEqual([
      DANGER_FIRST_STEP,
      'Write down what happened while it is fresh.',
    ]);
    expect(screen.getByText('Call 112.')).toBeInTheDocument();
    const page = document.body.textContent ?? '';
    expect(page).not.toMatch(
      /\/100|Compatibility|Effectiveness|Level|Premium|Upgrade|second date|reread/i,
    );
  });

  it('says "not your fault" once when the takeaway already says it', () => {
    const a = dangerAnalysis();
    render(
      <DangerResults
        analysis={{
          ...a,
          voice: {
            ...a.voice!,
            takeaway: 'None of this was your fault: they kept you from leaving.',
          },
        }}
        onCrunchAnother={() => {}}
      />,
    );
    expect(document.body.textContent?.match(/your fault/g)).toHaveLength(1);
  });

  it('falls back to the general steps when the analysis brings none of its own', () => {
    render(
      <DangerResults
        analysis={{ ...dangerAnalysis(), personalizedTips: [] }}
        onCrunchAnother={() => {}}
      />,
    );
    for (const step of DANGER_FALLBACK_STEPS) expect(screen.getByText(step)).toBeInTheDocument();
  });

  it('has a quick exit that the keyboard reaches first and that replaces the page', async () => {
    const replace = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      value: { ...original, replace },
      configurable: true,
    });
    try {
      render(<DangerResults analysis={dangerAnalysis()} onCrunchAnother={() => {}} />);
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Quick exit' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(replace).toHaveBeenCalledWith(QUICK_EXIT_URL);
    } finally {
      Object.defineProperty(window, 'location', { value: original, configurable: true });
    }
  });

  it('lets the reader pick the country for help lines and remembers it on this device', async () => {
    const { unmount } = render(
      <DangerResults analysis={dangerAnalysis()} onCrunchAnother={() => {}} />,
    );
    const picker = screen.getByLabelText('Help lines for');
    expect(picker).toHaveValue('US');
    expect(screen.getByText(/National Domestic Violence Hotline/)).toBeInTheDocument();
    await userEvent.selectOptions(picker, 'PT');
    expect(screen.getByText(/in immediate danger in Portugal, call 112/)).toBeInTheDocument();
    expect(screen.getByText(/call 116 006/)).toBeInTheDocument();
    expect(screen.queryByText(/National Domestic Violence Hotline/)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.helpCountry)).toBe('PT');
    unmount();
    render(<DangerResults analysis={dangerAnalysis()} onCrunchAnother={() => {}} />);
    expect(screen.getByLabelText('Help lines for')).toHaveValue('PT');
  });

  it('gives the local emergency advice and the server’s resources for somewhere else', async () => {
    render(<DangerResults analysis={dangerAnalysis()} onCrunchAnother={() => {}} />);
    await userEvent.selectOptions(screen.getByLabelText('Help lines for'), '');
    expect(screen.getByText(/call your local emergency number/)).toBeInTheDocument();
    expect(screen.getByText('Call 112.')).toBeInTheDocument();
    expect(screen.queryByText(/free and in confidence/)).toBeNull();
  });
});
