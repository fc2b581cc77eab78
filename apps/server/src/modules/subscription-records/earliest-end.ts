import { addDays, lastDayOfMonth, periodEnd } from '../../platform/club-clock.js';
import type { NoticeUnit } from '../../platform/db/tables/subscriptions.js';

export interface EndRules {
  dateStart: string;
  minimumDurationMonths: number;
  noticePeriod: number;
  noticeUnit: NoticeUnit;
  /** the last month already invoiced (YYYY-MM), if any */
  invoicedThrough: string | null;
}

/** The last day of the minimum duration, or null without one. */
export function minimumEnd(rules: Pick<EndRules, 'dateStart' | 'minimumDurationMonths'>): string | null {
  return rules.minimumDurationMonths > 0 ? periodEnd(rules.dateStart, rules.minimumDurationMonths) : null;
}

/**
 * The earliest end a member may choose (domain notes "Subscriptions"): the latest of the minimum duration's last day,
 * today + the notice period (months by the period rule), and the last day of the month already invoiced. Staff may
 * stop earlier, with a reason.
 */
export function earliestMemberEnd(rules: EndRules, today: string): string {
  const byNotice = rules.noticeUnit === 'DAYS' ? addDays(today, rules.noticePeriod) : periodEnd(addDays(today, 1), rules.noticePeriod);
  const candidates = [today, byNotice, minimumEnd(rules), rules.invoicedThrough === null ? null : lastDayOfMonth(rules.invoicedThrough)];
  return candidates.reduce<string>((latest, date) => (date !== null && date > latest ? date : latest), today);
}
