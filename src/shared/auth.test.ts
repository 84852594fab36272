import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, ageOn, isAdult, ZSignUpForm, ZSignUpRequest } from './auth';

describe('ageOn', () => {
  const now = new Date(Date.UTC(2026, 5, 15)); // 15 June 2026

  it('counts whole years, turning on the birthday itself', () => {
    expect(ageOn('2008-06-15', now)).toBe(18);
    expect(ageOn('2008-06-16', now)).toBe(17);
    expect(ageOn('1990-01-01', now)).toBe(36);
    expect(isAdult('2008-06-15', now)).toBe(true);
    expect(isAdult('2008-06-16', now)).toBe(false);
  });

  it('rejects impossible, future and malformed dates', () => {
    expect(ageOn('2001-02-29', now)).toBeNull();
    expect(ageOn('2030-01-01', now)).toBeNull();
    expect(ageOn('15/06/1990', now)).toBeNull();
    expect(ageOn('1850-01-01', now)).toBeNull();
  });
});

describe('sign-up schemas', () => {
  const valid = {
    firstName: 'Alex',
    lastName: 'Rivera',
    email: 'Alex@Example.com ',
    password: 'Correct-Horse-Battery-9',
    confirmPassword: 'Correct-Horse-Battery-9',
    dateOfBirth: '1994-05-17',
  };

  it('gives the spec messages', () => {
    const result = ZSignUpForm.safeParse({
      firstName: '',
      lastName: ' ',
      email: 'nope',
      password: 'short',
      confirmPassword: 'different',
      dateOfBirth: '',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toMatchObject({
      firstName: AUTH_MESSAGES.firstNameRequired,
      lastName: AUTH_MESSAGES.lastNameRequired,
      email: AUTH_MESSAGES.invalidEmail,
      password: AUTH_MESSAGES.passwordTooShort,
      dateOfBirth: AUTH_MESSAGES.dateOfBirthRequired,
    });
  });

  it('flags mismatched passwords on confirmPassword and normalises the e-mail', () => {
    const mismatch = ZSignUpForm.safeParse({
      ...valid,
      confirmPassword: 'Correct-Horse-Battery-8',
    });
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: AUTH_MESSAGES.passwordsDoNotMatch,
    });
    expect(ZSignUpForm.parse(valid).email).toBe('alex@example.com');
  });

  it('refuses under-18s and unknown keys in the API request', () => {
    const { confirmPassword: _c, ...request } = valid;
    expect(ZSignUpRequest.safeParse(request).success).toBe(true);
    const minor = ZSignUpRequest.safeParse({ ...request, dateOfBirth: '2020-01-01' });
    expect(minor.error?.issues[0]?.message).toBe(AUTH_MESSAGES.ageRestriction);
    expect(ZSignUpRequest.safeParse({ ...request, is_premium: true }).success).toBe(false);
  });
});
