import { checkFields, type FieldErrors, type FieldRules } from '@kiai/shared';
import { GraphQLRequestError } from '../../lib/api/errors.js';

/** What a failed save shows: per-field messages under the inputs, and a toast when no field explains it. */
export interface SubmitFailure {
  fields: FieldErrors;
  toast: string | null;
}

/** The server's answer to a save as the form shows it: its VALIDATION_FAILED fields, else its message. */
export function submitFailure(error: unknown): SubmitFailure {
  if (error instanceof GraphQLRequestError) {
    const fields = error.fields;
    return Object.keys(fields).length > 0 ? { fields, toast: null } : { fields: {}, toast: error.message };
  }
  return { fields: {}, toast: error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.' };
}

/** The client's check before sending: the same rules the server applies (spec section 5). */
export function clientErrors<Values extends object>(values: Values, rules: FieldRules<Values> | undefined): FieldErrors {
  return rules ? checkFields(values, rules) : {};
}

/** The value an input's change carries: Mantine inputs hand over an event or the value itself. */
export function changedValue(change: unknown): unknown {
  if (typeof change === 'object' && change !== null && 'currentTarget' in change) {
    const target = (change as { currentTarget: HTMLInputElement }).currentTarget;
    return target.type === 'checkbox' ? target.checked : target.value;
  }
  return change;
}
