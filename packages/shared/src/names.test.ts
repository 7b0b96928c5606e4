import { describe, expect, it } from 'vitest';
import { displayName, splitName } from './names.ts';

describe('names (spec 3.1)', () => {
  it('joins first and last name, falls back to the e-mail local part, then "User"', () => {
    expect(displayName('Ada', 'Obi', 'x@y.z')).toBe('Ada Obi');
    expect(displayName('', '', 'kwame@y.z')).toBe('Kwame'.toLowerCase());
    expect(displayName(null, undefined, '@y.z')).toBe('User');
  });
  it('splits the first word from the rest', () => {
    expect(splitName('  Ngozi  Adichie Okeke ')).toEqual({ firstName: 'Ngozi', lastName: 'Adichie Okeke' });
    expect(splitName('Madonna')).toEqual({ firstName: 'Madonna', lastName: '' });
  });
});
