/** Response shapes of the class pass operations, as generated from `classpasses.graphql`. */
import type { AccountClasspassesQuery, ShopClasspassFieldsFragment } from './classpasses.generated.js';

/** A class pass product as the shop lists it (`description` is HTML written by staff; `classes` null when unlimited). */
export type ShopClasspass = ShopClasspassFieldsFragment;

/** A pass the member owns, as My class passes lists it. */
export type AccountClasspass = AccountClasspassesQuery['accountClasspasses']['edges'][number]['node'];
