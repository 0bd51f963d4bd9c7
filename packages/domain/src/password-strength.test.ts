import { describe, expect, it } from 'vitest';
import { canSubmitRegistration, passwordStrength } from './password-strength.ts';

describe('passwordStrength (spec 000 §5)', () => {
  it.each([
    // password, score, label, [length, uppercase, lowercase, digit, special]
    ['', 0, 'Weak', [false, false, false, false, false]],
    ['abc', 1, 'Weak', [false, false, true, false, false]],
    ['abcdefgh', 2, 'Medium', [true, false, true, false, false]],
    ['Abc', 2, 'Medium', [false, true, true, false, false]],
    ['Abcdefgh', 3, 'Medium', [true, true, true, false, false]],
    ['Abcdefg1', 4, 'Strong', [true, true, true, true, false]],
    ['Abcdef1!', 5, 'Strong', [true, true, true, true, true]],
    ['12345678', 2, 'Medium', [true, false, false, true, false]],
    ['!@#$', 1, 'Weak', [false, false, false, false, true]],
    ['ÉCOLE', 1, 'Weak', [false, true, false, false, false]],
    // a space is not a special character
    ['pass word', 2, 'Medium', [true, false, true, false, false]],
  ] as const)('%j → %i %s', (password, score, label, [length, uppercase, lowercase, digit, special]) => {
    expect(passwordStrength(password)).toEqual({
      score,
      label,
      criteria: { length, uppercase, lowercase, digit, special },
    });
  });
});

describe('canSubmitRegistration', () => {
  it.each([
    ['abcdefgh', 'abcdefgh', true],
    ['Abcdef1!', 'Abcdef1!', true],
    ['Abc', 'Abc', true],
    ['abc', 'abc', false],
    ['abcdefgh', 'abcdefgx', false],
    ['Abcdef1!', '', false],
    ['', '', false],
  ])('%j / %j → %j', (password, confirm, expected) => {
    expect(canSubmitRegistration(password, confirm)).toBe(expected);
  });
});
