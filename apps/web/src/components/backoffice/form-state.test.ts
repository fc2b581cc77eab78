import { required } from '@kiai/shared';
import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../lib/api/errors.js';
import { changedValue, clientErrors, submitFailure } from './form-state.js';

describe('back-office form state', () => {
  it('shows a VALIDATION_FAILED answer under the fields, other errors as a toast', () => {
    const fields = { name: 'This field is required' };
    expect(submitFailure(new GraphQLRequestError('This field is required', 'VALIDATION_FAILED', 200, fields))).toEqual({ fields, toast: null });
    expect(submitFailure(new GraphQLRequestError('You may not do this.', 'PERMISSION_DENIED', 200))).toEqual({ fields: {}, toast: 'You may not do this.' });
    expect(submitFailure('boom')).toEqual({ fields: {}, toast: 'Something went wrong. Please try again.' });
  });

  it('checks the rules on the client, or nothing without rules', () => {
    expect(clientErrors({ name: '' }, { name: [required] })).toEqual({ name: 'This field is required' });
    expect(clientErrors({ name: '' }, undefined)).toEqual({});
  });

  it('reads text inputs, checkboxes and plain values', () => {
    expect(changedValue({ currentTarget: { type: 'text', value: 'Boxing' } })).toBe('Boxing');
    expect(changedValue({ currentTarget: { type: 'checkbox', checked: true, value: 'on' } })).toBe(true);
    expect(changedValue('2026-11-23')).toBe('2026-11-23');
    expect(changedValue(null)).toBeNull();
  });
});
