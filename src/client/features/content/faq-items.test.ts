import { describe, expect, it } from 'vitest';
import { FREE_ANALYSIS_LIMIT } from '../../../shared/constants';
import { FAQ_CATEGORY_LABELS, FAQ_ITEMS } from './faq-items';
import { matchesFaq } from './faqs-page';

describe('FAQ content', () => {
  it('covers every category of the spec', () => {
    const used = new Set(FAQ_ITEMS.map((i) => i.category));
    expect([...used].sort()).toEqual(Object.keys(FAQ_CATEGORY_LABELS).sort());
  });

  it('follows DECISIONS.md: 5 free analyses in total, $7.99 / $76.99, no dropped readings', () => {
    const all = FAQ_ITEMS.map((i) => `${i.question} ${i.answer}`).join('\n');
    expect(all).toContain(`${FREE_ANALYSIS_LIMIT} free date analyses in total`);
    expect(all).toContain('$7.99 a month');
    expect(all).toContain('$76.99 a year');
    expect(all).toContain('14-day');
    for (const dropped of ['$9.99', '$99.99', 'three dates', 'per month free', '90 days']) {
      expect(all).not.toContain(dropped);
    }
  });
});

describe('matchesFaq', () => {
  const item = FAQ_ITEMS.find((i) => i.question === 'What is your refund policy?')!;
  it('needs every word, in any case, in the question, answer or category', () => {
    expect(matchesFaq(item, 'REFUND')).toBe(true);
    expect(matchesFaq(item, 'refund billing')).toBe(true);
    expect(matchesFaq(item, 'refund zebra')).toBe(false);
    expect(matchesFaq(item, '   ')).toBe(true);
  });
});
