import { prefetchGraphQLQuery, useGraphQLQuery } from '../../lib/use-graphql-query.js';
import { ShopSubscriptionsDocument } from './shop-subscriptions.generated.js';

/** The subscriptions on sale in the shop. */
export const useShopSubscriptions = () => useGraphQLQuery(ShopSubscriptionsDocument, {});

/** Asks for the subscriptions on sale before their page has loaded (the router's preload). */
export const prefetchShopSubscriptions = () => prefetchGraphQLQuery(ShopSubscriptionsDocument, {});
