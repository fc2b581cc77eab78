import { BACKOFFICE_PAGES, pagePath } from '@kiai/shared';

/** The back office's page of one of an account's subscriptions. */
export function subscriptionPagePath(accountId: string, subscriptionId: string): string {
  return pagePath(BACKOFFICE_PAGES.accountSubscription, { id: accountId, subscriptionId });
}
