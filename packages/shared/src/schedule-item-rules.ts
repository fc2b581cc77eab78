import { aboveZero, positiveNumber, required, wholeNumber, type FieldRule } from './form-rules.js';

/**
 * The generic rules (spec section 5) of the back office's class form, by its field names; the server checks
 * the same before its own rules across fields (end after start, walk-ins within the spaces …).
 */
export const SCHEDULE_ITEM_FIELD_RULES = {
  dateStart: [required],
  timeStart: [required],
  timeEnd: [required],
  organizationLocationRoom: [required],
  organizationClasstype: [required],
  spaces: [required, wholeNumber, aboveZero],
  walkInSpaces: [wholeNumber, positiveNumber],
} satisfies Record<string, readonly FieldRule[]>;

/** The one-time change form: every field may stay empty ("no change"), but spaces given must be real. */
export const OCCURRENCE_CHANGE_FIELD_RULES = {
  spaces: [wholeNumber, aboveZero],
  walkInSpaces: [wholeNumber, positiveNumber],
} satisfies Record<string, readonly FieldRule[]>;
