import { dateProblem } from '@kiai/shared';
import { AppError } from '../../platform/errors.js';

/** A REST id (a positive integer, as a number or digits); null for anything else, which then answers like an unknown id. */
export function parseRestId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** A REST date argument: a real date of the club's business, or a VALIDATION_FAILED that names the argument (test plan H6). */
export function parseRestDate(value: unknown, name: string): string {
  const problem = dateProblem(value, name);
  if (problem) throw new AppError('VALIDATION_FAILED', problem);
  return value as string;
}
