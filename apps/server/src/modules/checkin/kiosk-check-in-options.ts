import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { findAccountById } from '../account-records/index.js';
import { classpassOptions, subscriptionOptions } from '../booking/index.js';
import type { Club } from '../clubs/index.js';
import { loadOccurrence } from '../schedule/index.js';
import { clubDateOf } from '../../platform/club-clock.js';
import { ACCOUNT_NOT_FOUND, CLASS_NOT_FOUND } from '../../platform/error-messages.js';

/** One way a member may check in to a class at the door: a pass or a subscription, with only what the door shows. */
export interface KioskCheckInOption {
  kind: 'CLASSPASS' | 'SUBSCRIPTION';
  id: number;
  name: string;
  /** what is left of it: a pass's classes, a subscription's credits on the date, or unlimited (null) */
  left: number | null;
  allowed: boolean;
  /** why a subscription may not check in (paused, blocked, no credits left); null when allowed */
  notAllowedReason: string | null;
}

/**
 * How a walk-in may check in to one of today's classes (checkin.attendance.create, the check-in's own permission):
 * the booking options of the desk (booking's classpassOptions and subscriptionOptions, so the kiosk offers what the
 * check-in accepts), passes first as the check-in tries them. A forecast: the check-in decides again under its lock.
 */
export async function listKioskCheckInOptions(app: AppContext, club: Club, actor: Actor | null, accountId: number | null, scheduleItemId: number | null): Promise<KioskCheckInOption[]> {
  requirePermission(actor, 'checkin.attendance.create');
  const now = app.clock.now();
  const date = clubDateOf(now, club.timeZone);
  const occurrence = scheduleItemId === null ? undefined : await loadOccurrence(app.db, club, scheduleItemId, date, now);
  if (!occurrence || occurrence.status === 'CANCELLED' || occurrence.holiday) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  if (accountId === null || !(await findAccountById(app.db, club.id, accountId))) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  const [passes, subscriptions] = await Promise.all([
    classpassOptions(app.db, club.id, accountId, occurrence.item.id, date, 'ATTEND'),
    subscriptionOptions(app.db, club.id, accountId, occurrence.item.id, date, 'attend'),
  ]);
  return [
    ...passes.map((o): KioskCheckInOption => ({
      kind: 'CLASSPASS',
      id: o.pass.id,
      name: o.pass.product.name,
      left: o.classesLeft,
      allowed: o.allowed,
      notAllowedReason: null,
    })),
    ...subscriptions.map((o): KioskCheckInOption => ({
      kind: 'SUBSCRIPTION',
      id: o.accountSubscription.id,
      name: o.accountSubscription.organizationSubscription.name,
      left: o.accountSubscription.organizationSubscription.unlimited ? null : o.creditsOnDate,
      allowed: o.allowed,
      notAllowedReason: o.refusal?.message ?? null,
    })),
  ];
}
