import { describe, expect, it } from 'vitest';
import { initialsFromEmail } from './initials';

describe('initialsFromEmail', () => {
  it('takes the first letters of the local part', () => {
    expect(initialsFromEmail('jane.doe@example.com')).toBe('JD');
    expect(initialsFromEmail('sam@example.com')).toBe('SA');
    expect(initialsFromEmail('x@example.com')).toBe('X');
    expect(initialsFromEmail('mary_ann-smith@example.com')).toBe('MA');
    expect(initialsFromEmail('')).toBe('?');
  });
});
