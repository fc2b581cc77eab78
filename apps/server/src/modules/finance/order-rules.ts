import { AppError } from '../../platform/errors.js';

export const TRIAL_LIMIT_MESSAGE = 'You cannot purchase this classpass again.';
/** The spec has no text for this one: the member can act on it (pay or cancel the order they already placed). */
export const OPEN_TRIAL_ORDER_MESSAGE = 'You already have an order for a trial pass. Pay or cancel that order before ordering another.';
export const NOT_IN_SHOP_MESSAGE = 'This class pass is not sold in the shop.';
export const NOT_SOLD_FOR_CLASS_MESSAGE = 'This class pass is not sold for this class.';
export const MAX_MESSAGE_LENGTH = 2000;

/** The member's note on an order: trimmed, at most MAX_MESSAGE_LENGTH characters. */
export function orderMessage(message: string | null | undefined): string {
  const text = (message ?? '').trim();
  if (text.length > MAX_MESSAGE_LENGTH) throw new AppError('VALIDATION_FAILED', `The message can be at most ${MAX_MESSAGE_LENGTH} characters.`);
  return text;
}
