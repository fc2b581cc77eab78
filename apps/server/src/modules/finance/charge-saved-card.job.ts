import { chargeSavedCard } from './charge-saved-card.js';
import { clubDocumentJob } from './club-document-job.js';

export interface ChargeSavedCardData {
  invoiceId: number;
  /** the attempt's number: part of its idempotency key */
  attempt: number;
}

/**
 * Charges a subscription invoice's open balance to the account's saved card; queued in the transaction that issued
 * the invoice. 5 tries over 7 to 15 minutes while the provider cannot be reached (the same key each time), then the
 * attempt is FAILED and the invoice stays open for the member to pay.
 */
export const CHARGE_SAVED_CARD_JOB = clubDocumentJob<ChargeSavedCardData>('finance.charge-saved-card', 'Not charged: the club is gone.', (app, club, job) =>
  chargeSavedCard(app, club, job.data.invoiceId, job.data.attempt, job.lastAttempt),
);
