import { AppError } from '../../platform/errors.js';

/** A field the shared rules cannot judge (an id that must be this club's): refused like a failing rule. */
export function refuseField(field: string, message: string): never {
  throw new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });
}
