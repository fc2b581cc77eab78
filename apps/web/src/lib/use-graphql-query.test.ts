import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ShopSubscriptionsDocument } from '../features/shop-subscriptions/shop-subscriptions.generated.js';
import { graphQLQueryOptions, prefetchGraphQLQuery } from './use-graphql-query.js';
import { queryClient } from './query-client.js';

const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
vi.stubGlobal('window', { localStorage: storage, addEventListener: () => {} });
const sent = vi.hoisted(() => ({ count: 0 }));
vi.mock('./graphql-client.js', () => ({ graphqlRequest: async () => ({ shopSubscriptions: [], answer: ++sent.count }) }));

/** A page's query mounting, as useGraphQLQuery's observer does: resolves its answer once it has one. */
function mount() {
  const observer = new QueryObserver(queryClient, graphQLQueryOptions(ShopSubscriptionsDocument, {}));
  return new Promise<{ data: unknown; unmount: () => void }>((resolve) => {
    const settled = (result: { data: unknown; isFetching: boolean }) => {
      if (result.data && !result.isFetching) resolve({ data: result.data, unmount });
    };
    const unmount = observer.subscribe(settled);
    settled(observer.getCurrentResult());
  });
}

describe('prefetchGraphQLQuery', () => {
  it("gives a page's first render the answer it fetched, without asking again; a later visit asks again", async () => {
    await prefetchGraphQLQuery(ShopSubscriptionsDocument, {});
    expect(sent.count).toBe(1);
    const first = await mount();
    expect(first.data).toEqual({ shopSubscriptions: [], answer: 1 });
    expect(sent.count).toBe(1);
    first.unmount();
    const later = await mount();
    expect(later.data).toEqual({ shopSubscriptions: [], answer: 2 });
    expect(sent.count).toBe(2);
  });
});
