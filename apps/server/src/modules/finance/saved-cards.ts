import type { AppContext } from '../../platform/app-context.js';
import { canAccessAccount, requireActor, type Actor } from '../../platform/access-policy.js';
import { AppError } from '../../platform/errors.js';
import { resolveTargetAccount } from '../classpasses/index.js';
import type { Club } from '../clubs/index.js';
import { listAccountCardCharges, type CardChargeListed } from './card-charge.repository.js';
import { findSavedCard, listUsableCards, retireSavedCard, type SavedCard } from './saved-card.repository.js';

export const SAVED_CARD_NOT_FOUND = 'This saved card could not be found.';

/** How many charge attempts an account's list shows: a year of months and their retries, newest first. */
const CHARGES_SHOWN = 50;

/** The account's saved cards not retired, newest first (the first is charged): any account's with finance.invoices.read, else the member's own. */
export async function listSavedCards(app: AppContext, club: Club, actor: Actor | null, accountId: number | null | undefined): Promise<SavedCard[]> {
  const account = await resolveTargetAccount(app.db, club.id, actor, accountId, 'finance.invoices.read');
  return listUsableCards(app.db, club.id, account);
}

/** The account's off-session charge attempts, newest first: any account's with finance.invoices.read, else the member's own. */
export async function listCardCharges(app: AppContext, club: Club, actor: Actor | null, accountId: number | null | undefined): Promise<CardChargeListed[]> {
  const account = await resolveTargetAccount(app.db, club.id, actor, accountId, 'finance.invoices.read');
  return listAccountCardCharges(app.db, club.id, account, CHARGES_SHOWN);
}

/**
 * Retires a saved card, so no later month is charged to it (the member removes their own; staff with
 * finance.payments.edit anyone's). Another's card answers exactly as a missing one; retiring twice changes nothing.
 * The card stays at the provider: its customer may keep others, and the attempts that used it keep naming it.
 */
export async function retireCard(app: AppContext, club: Club, actor: Actor | null, cardId: number | null): Promise<SavedCard> {
  const a = requireActor(actor);
  const card = cardId === null ? undefined : await findSavedCard(app.db, club.id, cardId);
  if (!card || !canAccessAccount(a, card.accountId, 'finance.payments.edit')) throw new AppError('NOT_FOUND', SAVED_CARD_NOT_FOUND);
  await retireSavedCard(app.db, club.id, card.id, app.clock.now());
  return (await findSavedCard(app.db, club.id, card.id))!;
}
