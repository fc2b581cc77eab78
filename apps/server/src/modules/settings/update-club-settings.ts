import {
  BRANDING_SETTINGS_RULES,
  FINANCE_SETTINGS_RULES,
  GENERAL_SETTINGS_RULES,
  MAIL_SETTINGS_RULES,
  SHOP_SETTINGS_RULES,
  SUBSCRIPTION_SETTINGS_RULES,
  WORKFLOW_SETTINGS_RULES,
  type BrandingSettingsValues,
  parseReminderDays,
  type GeneralSettingsValues,
  type MailSettingsValues,
  type ShopSettingsValues,
  type SubscriptionSettingsValues,
  type WorkflowSettingsValues,
} from '@kiai/shared';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import type { ClubsTable } from '../../platform/db/tables/core.js';
import type { Db } from '../../platform/db/database.js';
import { assertValidFields } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { clubCacheOf, type Club, updateClub } from '../clubs/index.js';
import { assertClubImageUrlOrNone } from '../images/index.js';
import { classesCacheOf } from '../schedule/index.js';

/**
 * Writes checked settings, then drops the cached club and computed schedule on every server, so the next request
 * (a booking's rules, the portal's name and colour, the booking window) reads the new values.
 */
async function saveSettings(
  app: AppContext,
  club: Club,
  changes: Updateable<ClubsTable>,
  check?: (trx: Db) => Promise<void>,
): Promise<Club> {
  const updated = await app.db.transaction().execute(async (trx) => {
    await check?.(trx);
    return updateClub(trx, club.id, changes);
  });
  clubCacheOf(app).forget(club.slug);
  classesCacheOf(app).invalidate(club.id);
  return updated;
}

/** Settings → General: name, invoice address, time zone, date and time formats, currency symbol. */
export async function updateGeneralSettings(app: AppContext, club: Club, actor: Actor | null, input: GeneralSettingsValues): Promise<Club> {
  requirePermission(actor, 'settings.edit');
  assertValidFields(input, GENERAL_SETTINGS_RULES);
  return saveSettings(app, club, {
    name: input.name.trim(),
    address: input.address.trim(),
    timeZone: input.timeZone.trim(),
    dateFormat: input.dateFormat,
    timeFormat: input.timeFormat,
    currencySymbol: input.currencySymbol.trim(),
  });
}

/**
 * Settings → Branding: the colour the portal, shop and kiosk take their theme from, and the logo next to the
 * club's name (one of the club's own uploads, or '' for none; left out, it stays as it is).
 */
export async function updateBrandingSettings(app: AppContext, club: Club, actor: Actor | null, input: BrandingSettingsValues): Promise<Club> {
  requirePermission(actor, 'settings.edit');
  assertValidFields(input, BRANDING_SETTINGS_RULES);
  const logoUrl = input.logoUrl?.trim();
  return saveSettings(
    app,
    club,
    { brandColor: input.brandColor.trim().toLowerCase(), ...(logoUrl === undefined ? {} : { logoUrl }) },
    logoUrl === undefined ? undefined : (trx) => assertClubImageUrlOrNone(trx, club, 'logoUrl', logoUrl),
  );
}

/** Settings → Workflow: the booking window, the cancel window (and whether late cancels are allowed), the pass limits and the waitlist's cutoff the booking rules read. */
export async function updateWorkflowSettings(app: AppContext, club: Club, actor: Actor | null, input: WorkflowSettingsValues): Promise<Club> {
  requirePermission(actor, 'settings.edit');
  assertValidFields(input, WORKFLOW_SETTINGS_RULES);
  return saveSettings(app, club, {
    bookingDaysInAdvance: Number(input.bookingDaysInAdvance),
    cancelHoursBefore: Number(input.cancelHoursBefore),
    trialPassLimit: Number(input.trialPassLimit),
    maxPausesPerYear: Number(input.maxPausesPerYear),
    minPauseDays: Number(input.minPauseDays),
    creditValidityDays: Number(input.creditValidityDays),
    ...(input.lateCancelAllowed === undefined ? {} : { lateCancelAllowed: input.lateCancelAllowed }),
    ...(input.waitlistCutoffHours === undefined || input.waitlistCutoffHours === '' ? {} : { waitlistCutoffHours: Number(input.waitlistCutoffHours) }),
  });
}

/** Settings → Subscriptions: the monthly run's day, the grace days before an unpaid invoice blocks booking, pause notice, the fee rule. */
export async function updateSubscriptionSettings(app: AppContext, club: Club, actor: Actor | null, input: SubscriptionSettingsValues): Promise<Club> {
  requirePermission(actor, 'settings.edit');
  assertValidFields(input, SUBSCRIPTION_SETTINGS_RULES);
  return saveSettings(app, club, {
    subscriptionRunDay: Number(input.subscriptionRunDay),
    subscriptionGraceDays: Number(input.subscriptionGraceDays),
    pauseNoticeDays: Number(input.pauseNoticeDays),
    registrationFeePer: input.registrationFeePer === 'SUBSCRIPTION' ? 'SUBSCRIPTION' : 'ACCOUNT',
  });
}

/** Settings → Shop: the profile fields a member fills before buying. */
export async function updateShopSettings(app: AppContext, club: Club, actor: Actor | null, input: ShopSettingsValues): Promise<Club> {
  requirePermission(actor, 'settings.edit');
  assertValidFields(input, SHOP_SETTINGS_RULES);
  return saveSettings(app, club, { requiredProfileFields: [...new Set(input.requiredProfileFields)] });
}

/** Settings → Finance: the overdue reminder steps (days after the due date) the club's overdue run sends on. */
export async function updateFinanceSettings(app: AppContext, club: Club, actor: Actor | null, input: { overdueReminderDays: readonly number[] }): Promise<Club> {
  requirePermission(actor, 'settings.edit');
  assertValidFields(input, FINANCE_SETTINGS_RULES);
  // The rules passed, so the list parses.
  return saveSettings(app, club, { overdueReminderDays: parseReminderDays(input.overdueReminderDays) ?? [] });
}

/** Settings → Mail: the booking confirmation, cancellation, class reminder (and its hours before the class) and waitlist mails, each on or off. */
export async function updateMailSettings(app: AppContext, club: Club, actor: Actor | null, input: MailSettingsValues): Promise<Club> {
  requirePermission(actor, 'settings.edit');
  assertValidFields(input, MAIL_SETTINGS_RULES);
  return saveSettings(app, club, {
    bookingConfirmationMail: input.bookingConfirmationMail,
    bookingCancellationMail: input.bookingCancellationMail,
    classReminderMail: input.classReminderMail,
    classReminderHours: Number(input.classReminderHours),
    waitlistMails: input.waitlistMails,
  });
}
