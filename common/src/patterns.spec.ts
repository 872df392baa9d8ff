import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone, isValidUtr, normaliseUtr, utrProblem } from './patterns.js';

describe('isValidPhone', () => {
  it.each(['9876543210', '6000000000', '7123456789', '8999999999'])(
    'accepts the Indian mobile number %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );

  it.each([
    ['starting with 5', '5876543210'],
    ['starting with 0', '0987654321'],
    ['9 digits', '987654321'],
    ['11 digits', '98765432100'],
    ['a country code', '+919876543210'],
    ['spaces', '98765 43210'],
    ['letters', '98765abcde'],
    ['nothing', ''],
  ])('rejects a number with %s', (_, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each(['a@b.co', 'patient.name+tag@example.in', 'x@mail.example.org'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['plain', 'a@b', '@b.co', 'a@.', 'a b@c.in', 'a@b c.in', 'a@@b.co', ''])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('UTR', () => {
  it('removes the spaces people type into a UTR', () => {
    expect(normaliseUtr(' 1234 5678\t9012 ')).toBe('123456789012');
  });

  it.each(['123456789012', '1234 5678 9012', ' 123456789012 '])('accepts %j', (utr) => {
    expect(isValidUtr(utr)).toBe(true);
  });

  it.each(['12345678901', '1234567890123', '12345678901a', '1234-5678-9012', ''])('rejects %j', (utr) => {
    expect(isValidUtr(utr)).toBe(false);
  });
});

describe('utrProblem', () => {
  it.each([
    ['', 'Please enter the UPI transaction ID from your payment app.'],
    ['   ', 'Please enter the UPI transaction ID from your payment app.'],
    ['12345678901', 'The UPI transaction ID has 12 digits; you entered 11.'],
    ['1234 5678 90123', 'The UPI transaction ID has 12 digits; you entered 13.'],
    ['12345678901a', 'The UPI transaction ID has digits only, no letters or symbols.'],
    ['1234-5678-9012', 'The UPI transaction ID has digits only, no letters or symbols.'],
  ])('says what is wrong with %j', (utr, problem) => {
    expect(utrProblem(utr)).toBe(problem);
  });

  it('has nothing to say about a valid UTR, spaces and all', () => {
    expect(utrProblem('1234 5678 9012')).toBeNull();
  });
});
