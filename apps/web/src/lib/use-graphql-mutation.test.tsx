import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClubSettingsDocument, MailOutboxDocument, SendTestMailDocument } from '../features/settings/settings.generated.js';
import { useGraphQLMutation, type GraphQLMutationOptions } from './use-graphql-mutation.js';

const sent = vi.hoisted(() => ({ answer: (): Promise<unknown> => Promise.resolve({}) }));
vi.mock('./graphql-client.js', () => ({ graphqlRequest: () => sent.answer() }));

/** The mutation of a first render, sent outside React as a page's handler would send it. */
function sendTestMail(client: QueryClient, options: GraphQLMutationOptions<unknown>) {
  let mutation: ReturnType<typeof useGraphQLMutation<unknown, { input: { to: string } }>> | undefined;
  function Probe() {
    mutation = useGraphQLMutation(SendTestMailDocument, options);
    return null;
  }
  renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  if (!mutation) throw new Error('the hook did not run');
  return mutation.mutateAsync({ input: { to: 'a@example.org' } });
}

const invalidated = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([filters]) => (filters as { queryKey?: unknown } | undefined)?.queryKey ?? 'all');

describe('useGraphQLMutation', () => {
  let client: QueryClient;
  let invalidate: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    client = new QueryClient();
    invalidate = vi.spyOn(client, 'invalidateQueries');
    sent.answer = () => Promise.resolve({});
  });

  it('reads the named queries again after a success, before its promise settles', async () => {
    await sendTestMail(client, { invalidates: [MailOutboxDocument] });
    expect(invalidated(invalidate)).toEqual([['MailOutbox']]);
  });

  it("reads every cached answer again for 'all'", async () => {
    await sendTestMail(client, { invalidates: 'all' });
    expect(invalidated(invalidate)).toEqual(['all']);
  });

  it('reads nothing again after a refusal, unless asked to after settling', async () => {
    sent.answer = () => Promise.reject(new Error('refused'));
    await expect(sendTestMail(client, { invalidates: [MailOutboxDocument] })).rejects.toThrow('refused');
    expect(invalidate).not.toHaveBeenCalled();
    const onError = vi.fn();
    await expect(sendTestMail(client, { invalidates: [MailOutboxDocument, ClubSettingsDocument], invalidateAfter: 'settled', onError })).rejects.toThrow('refused');
    expect(invalidated(invalidate)).toEqual([['MailOutbox'], ['ClubSettings']]);
    expect(onError).toHaveBeenCalledOnce();
  });
});
