import type { OrganizationSubscriptionNoticeUnit, OrganizationSubscriptionRenewalMode, OrganizationSubscriptionUnit } from '../../graphql-types.generated.js';

export const SUBSCRIPTION_UNITS: { value: OrganizationSubscriptionUnit; label: string }[] = [
  { value: 'MONTH', label: 'Month' },
  { value: 'WEEK', label: 'Week' },
];

export const NOTICE_UNITS: { value: OrganizationSubscriptionNoticeUnit; label: string }[] = [
  { value: 'DAYS', label: 'Days' },
  { value: 'MONTHS', label: 'Months' },
];

export const RENEWAL_MODES: { value: OrganizationSubscriptionRenewalMode; label: string }[] = [
  { value: 'MONTHLY', label: 'Runs on after the minimum, cancellable monthly' },
  { value: 'TERM', label: 'Renews for another minimum term' },
];

/** 'Unlimited', or '2 a week', '8 a month'. */
export function classesPerUnit(s: { unlimited: boolean; classes?: number | null; subscriptionUnit: OrganizationSubscriptionUnit }): string {
  return s.unlimited ? 'Unlimited' : `${s.classes ?? 0} a ${s.subscriptionUnit === 'WEEK' ? 'week' : 'month'}`;
}
