import { describe, expect, it } from 'vitest';
import { datePronoun, withDatePronoun } from './pronouns';

describe('the date’s pronoun in the analysis’s own words', () => {
  it('is read only where the writer is plain about it', () => {
    expect(datePronoun('She picked the place and she was lovely.')).toBe('she');
    expect(datePronoun('He was late. I told him so.')).toBe('he');
    // one "he" (a waiter, a brother) beside "she": not plain, so "they"
    expect(
      datePronoun('She was kind to the waiter when he dropped the tray. Her laugh!'),
    ).toBeNull();
    expect(datePronoun('Sam was great.')).toBeNull();
  });

  it('makes each "they" agree, leaves quotes alone, and gives up rather than break grammar', () => {
    expect(
      withDatePronoun('It went both ways: they were kind, but they also lost their temper.', 'she'),
    ).toBe('It went both ways: she was kind, but she also lost her temper.');
    expect(
      withDatePronoun(
        'None of this was your fault: they kept you, and that was their choice.',
        'he',
      ),
    ).toBe('None of this was your fault: he kept you, and that was his choice.');
    expect(
      withDatePronoun(
        'In your words: "they said their car broke". They made it about themselves.',
        'he',
      ),
    ).toBe('In your words: "they said their car broke". He made it about himself.');
    expect(
      withDatePronoun('Whether they take it seriously; they also were not honest.', 'she'),
    ).toBe('Whether she takes it seriously; she was also not honest.');
    expect(withDatePronoun('They seemed checked out and were unreliable.', 'he')).toBe(
      'He seemed checked out and was unreliable.',
    );
    // Round 21: the second present verb agrees too.
    expect(
      withDatePronoun(
        'What would settle it: whether they ask about you and listen to the answer.',
        'he',
      ),
    ).toBe('What would settle it: whether he asks about you and listens to the answer.');
    // "they let" may be past or present: left as it was
    const unsure = 'What would settle it: whether they let you choose.';
    expect(withDatePronoun(unsure, 'she')).toBe(unsure);
    expect(withDatePronoun('They were lovely.', null)).toBe('They were lovely.');
  });
});
