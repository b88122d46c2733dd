import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../../src/contract/email';
import { isNameTooLong, isValidName } from '../../../src/contract/name';

describe('isValidEmail', () => {
  it.each(['name@example.com', 'first.last+tag@sub.example.co.uk', ' padded@example.com '])('accepts %j', (email) =>
    expect(isValidEmail(email)).toBe(true),
  );

  it.each(['', 'name', 'name@', 'name@example', '@example.com', 'na me@example.com', 'a@b@c.com', `${'a'.repeat(250)}@x.com`, 7])(
    'refuses %j',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
});

describe('isValidName', () => {
  it.each(['Jo', "O'Brien", 'O’Brien', 'Smith-Jones', 'Mary Ann', 'Zoë', 'Siân', 'A', 'a'.repeat(50)])('accepts %j', (name) =>
    expect(isValidName(name)).toBe(true),
  );

  it.each(['', ' ', '-', "'Neil", 'J0', 'Jo!', 'Jo.', 'a'.repeat(51), null])('refuses %j', (name) => expect(isValidName(name)).toBe(false));

  it('tells a long name from a badly spelt one', () => {
    expect(isNameTooLong('a'.repeat(51))).toBe(true);
    expect(isNameTooLong('a'.repeat(50))).toBe(false);
  });
});
