import { positiveNumber, required } from '@kiai/shared';
import { describe, expect, it } from 'vitest';
import { AppError, assertValidFields } from './errors.js';

describe('assertValidFields', () => {
  it('throws VALIDATION_FAILED with the first message and every field', () => {
    let caught: unknown;
    try {
      assertValidFields({ name: '', spaces: '-1' }, { name: [required], spaces: [positiveNumber] });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({ code: 'VALIDATION_FAILED', message: 'This field is required', details: { fields: { name: 'This field is required', spaces: 'Please add a positive number' } } });
  });

  it('passes valid input', () => {
    expect(() => assertValidFields({ name: 'Boxing' }, { name: [required] })).not.toThrow();
  });
});

describe('AppError', () => {
  it('answers with its code and message and no stack frames, but an internal error keeps where it was thrown', () => {
    expect(new AppError('CLASS_FULL', 'Class full').stack).toBe('AppError: Class full');
    expect(new AppError('INTERNAL_SERVER_ERROR', 'control sum differs').stack).toMatch(/errors\.test\.ts/);
    expect(new Error('still traced').stack).toMatch(/errors\.test\.ts/);
  });
});
