import type { OrganizationSubscription } from './account-subscription.js';

type Terms = Pick<OrganizationSubscription, 'unlimited' | 'classes' | 'subscriptionUnit' | 'minimumDurationMonths' | 'noticePeriod' | 'noticeUnit'>;

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the subscription gives, as the shop shows it: "2 classes a week", "8 classes a month", "Unlimited classes". */
export function classesDisplay(product: Terms): string {
  if (product.unlimited) return 'Unlimited classes';
  return `${counted(product.classes, 'class', 'classes')} a ${product.subscriptionUnit === 'WEEK' ? 'week' : 'month'}`;
}

/** The minimum duration: "12 months", or "None" when the member may stop after the first month. */
export function minimumDurationDisplay(product: Terms): string {
  return product.minimumDurationMonths > 0 ? counted(product.minimumDurationMonths, 'month', 'months') : 'None';
}

/** The notice period: "1 month", "14 days", or "None". */
export function noticePeriodDisplay(product: Terms): string {
  if (product.noticePeriod <= 0) return 'None';
  return product.noticeUnit === 'MONTHS' ? counted(product.noticePeriod, 'month', 'months') : counted(product.noticePeriod, 'day', 'days');
}
