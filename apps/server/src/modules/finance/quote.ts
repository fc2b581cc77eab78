import type { QuoteStatus } from '../../platform/db/tables/finance-quotes.js';

export type { QuoteStatus };

export const QUOTE_STATUSES: readonly QuoteStatus[] = ['DRAFT', 'SENT', 'ACCEPTED', 'REJECTED', 'CANCELLED'];
export const QUOTE_NOT_FOUND = 'This quote could not be found.';
export const QUOTE_SENT_ALREADY = 'This quote is sent already: it has its number and never changes.';
export const QUOTE_NOBODY_TO_MAIL = 'The quote’s relation has no e-mail address: add one to send the quote again.';
/** Why an expired quote is neither accepted nor sent again. */
export const quoteExpiredOn = (dateExpire: string) => `This quote expired on ${dateExpire}: send a new one.`;

/** What staff decide on a quote; sending is its own step (it numbers the quote). */
export type QuoteDecision = 'ACCEPTED' | 'REJECTED' | 'CANCELLED';

// DRAFT → SENT → ACCEPTED | REJECTED | CANCELLED; a draft may be cancelled without being sent. Nothing leaves an end.
const NEXT: Record<QuoteStatus, readonly QuoteStatus[]> = {
  DRAFT: ['SENT', 'CANCELLED'],
  SENT: ['ACCEPTED', 'REJECTED', 'CANCELLED'],
  ACCEPTED: [],
  REJECTED: [],
  CANCELLED: [],
};

export const canMoveQuote = (from: QuoteStatus, to: QuoteStatus): boolean => NEXT[from].includes(to);

/** Expired is derived, never stored: an open quote (draft or sent) whose expiry date is before the club's today. */
export const isQuoteExpired = (quote: { status: QuoteStatus; dateExpire: string }, today: string): boolean =>
  (quote.status === 'DRAFT' || quote.status === 'SENT') && quote.dateExpire < today;

/** Why a quote cannot move to `to`, as staff read it. */
export function refusedMove(from: QuoteStatus, to: QuoteStatus): string {
  if (from === to) return `This quote is ${from.toLowerCase()} already.`;
  if (from === 'DRAFT') return 'Send the quote first: only a sent quote is accepted or rejected.';
  return `This quote is ${from.toLowerCase()}: it cannot be ${to.toLowerCase()} any more.`;
}

/** Why a quote that is not sent cannot be sent again, as staff read it. */
export const refusedResend = (status: QuoteStatus): string =>
  status === 'DRAFT' ? 'This quote is a draft: send it first.' : `This quote is ${status.toLowerCase()}: it is no offer to send again.`;
