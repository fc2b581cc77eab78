import type { FieldRule } from '@kiai/shared';
import { HOURS_FORMAT_MESSAGE, parseHours } from './hours-text.js';

/** A text of working ranges ('09:00-12:00, 14:00-17:00'), blank allowed. */
export const hoursText: FieldRule = (value) => (parseHours(String(value ?? '')) === null ? HOURS_FORMAT_MESSAGE : null);
