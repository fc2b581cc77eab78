/** GraphQL documents of class passes: the shop's products and the member's own passes. */
import { MAX_PAGE_SIZE } from '@kiai/shared';

export const ORGANIZATION_CLASSPASSES_QUERY = `query OrganizationClasspasses {
  organizationClasspasses(first: ${MAX_PAGE_SIZE}, archived: false, displayShop: true) {
    edges { node { id name description priceDisplay validity validityUnitDisplay classes unlimited trialPass } }
  }
}`;

export const ACCOUNT_CLASSPASSES_QUERY = `query AccountClasspasses($account: ID!) {
  accountClasspasses(account: $account, first: ${MAX_PAGE_SIZE}) {
    edges { node { id dateStart dateEnd classesRemainingDisplay isExpired organizationClasspass { name } } }
  }
}`;
