import { describe, expect, it } from 'vitest';
import { sentenceGrounds } from './flag-grounds';
import { segment } from './text';

const grounds = (text: string) => sentenceGrounds(segment(text)[0]!);

describe('what a learned flag may rest on', () => {
  it('one- and two-word sentences are fragments; three words are not', () => {
    expect(grounds('Saturday.').fragment).toBe(true);
    expect(grounds('Me too.').fragment).toBe(true);
    expect(grounds('He hit me.').fragment).toBe(false);
  });

  it('a sentence is only about the writer when nobody else is in it', () => {
    expect(grounds('I paid for dinner.').writerOnly).toBe(true);
    expect(grounds('Did I do too much?').writerOnly).toBe(true);
    expect(grounds('I paid and he said nothing.').writerOnly).toBe(false);
    expect(grounds('I told Sam about it.').writerOnly).toBe(false);
    expect(grounds('The bar was loud.').writerOnly).toBe(false);
  });

  it('harm by someone else is told in six words or more, not asked', () => {
    expect(grounds('A man touched me on the bus.').tellsHarm).toBe(true);
    expect(grounds('I still stood there.').tellsHarm).toBe(false);
    expect(grounds('Did that man on the bus touch me?').tellsHarm).toBe(false);
  });
});
