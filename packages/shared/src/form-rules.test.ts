import { describe, expect, it } from 'vitest';
import { aboveZero, checkFields, decimal, email, FORM_MESSAGES, minLength, number, positiveNumber, required, url, wholeNumber } from './form-rules.js';

describe('form rules (spec section 5)', () => {
  it('requires a value, and a blank optional field passes every other rule', () => {
    expect(required('')).toBe('This field is required');
    expect(required('  ')).toBe('This field is required');
    expect(required([])).toBe('This field is required');
    expect(required(null)).toBe('This field is required');
    expect(required('x')).toBeNull();
    for (const rule of [email, number, positiveNumber, aboveZero, wholeNumber, minLength(3), decimal, url('https://club.example')]) expect(rule('')).toBeNull();
  });

  it('checks emails and numbers with the spec words', () => {
    expect(email('member@club')).toBe('Please input a valid email address');
    expect(email('member@club.example')).toBeNull();
    expect(number('12a')).toBe('Please input a number');
    expect(number('-1.5')).toBeNull();
    expect(positiveNumber('-1')).toBe('Please add a positive number');
    expect(positiveNumber('0')).toBeNull();
    expect(aboveZero('0')).toBe('Please input a number above 0');
    expect(aboveZero('0.01')).toBeNull();
    expect(wholeNumber('2.5')).toBe('Please input a number');
    expect(wholeNumber('12')).toBeNull();
  });

  it('counts characters and decimal digits', () => {
    expect(minLength(9)('12345678')).toBe('Please input at least 9 characters');
    expect(minLength(2)('ab')).toBeNull();
    expect(decimal('1'.repeat(19))).toBe(FORM_MESSAGES.decimal);
    expect(decimal(`1.${'1'.repeat(21)}`)).toBe(FORM_MESSAGES.decimal);
    expect(decimal(`${'9'.repeat(18)}.${'0'.repeat(20)}`)).toBeNull();
    expect(decimal('.')).toBe('Please input a number');
    expect(decimal('12.50')).toBeNull();
  });

  it('accepts absolute links and the club host only', () => {
    const rule = url('https://kiai.example');
    expect(rule('ftp://x')).toBe('A URL must start with http:// or https://kiai.example');
    expect(rule('http://example.com')).toBeNull();
    expect(rule('https://kiai.example/northside')).toBeNull();
  });

  it('reports the first failing rule of each field', () => {
    const errors = checkFields({ name: '', spaces: '-2', email: 'ok@club.example' }, { name: [required, minLength(2)], spaces: [required, positiveNumber], email: [email] });
    expect(errors).toEqual({ name: 'This field is required', spaces: 'Please add a positive number' });
  });
});
