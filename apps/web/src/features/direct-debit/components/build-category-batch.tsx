import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/List.css';
import { Alert, Button, Checkbox, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { toastDanger } from '../../../lib/toast.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { useGraphQLMutation } from '../../../lib/use-graphql-mutation.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { BuildDirectDebitCategoryBatchDocument, DirectDebitCategoryListDocument } from '../batch-categories.generated.js';
import { DirectDebitBatchDocument, DirectDebitBatchesDocument } from '../payment-batches.generated.js';

/**
 * Builds a category batch: the chosen categories' amounts of a month, per account, on the first collection date
 * the club's notice days allow; lists every account left out and why.
 */
export function BuildCategoryBatch({ proposedDate }: { proposedDate: string }) {
  const format = useClubFormats();
  const { data } = useGraphQLQuery(DirectDebitCategoryListDocument, { first: 100 });
  const build = useGraphQLMutation(BuildDirectDebitCategoryBatchDocument, { invalidates: [DirectDebitBatchesDocument, DirectDebitBatchDocument], onError: (e) => toastDanger(e.message) });
  const [chosen, setChosen] = useState<string[]>([]);
  const [month, setMonth] = useState(proposedDate.slice(0, 7));
  const categories = data?.directDebitCategories.edges.map((e) => e.node) ?? [];
  const result = build.data?.buildDirectDebitCategoryBatch;
  if (categories.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="category-batch-title">
      <Title order={2} size="h4" id="category-batch-title">
        Category batch
      </Title>
      <Checkbox.Group label="Categories" value={chosen} onChange={setChosen}>
        <Group gap="md" mt={4}>
          {categories.map((c) => (
            <Checkbox key={c.id} value={c.id} label={c.name} />
          ))}
        </Group>
      </Checkbox.Group>
      <TextInput label="Month" type="month" placeholder="YYYY-MM" w={200} value={month} onChange={(e) => setMonth(e.currentTarget.value)} />
      <Text size="sm">It collects the month's amounts on {format.date(proposedDate)}, the first bank day the notice days allow.</Text>
      <Button w="fit-content" disabled={chosen.length === 0 || month === ''} loading={build.isPending} onClick={() => build.mutate({ input: { categories: chosen, month } })}>
        Build the category batch
      </Button>
      {result && (
        <Alert color={result.batch ? 'teal.9' : 'gray'} variant="outline" title={result.batch ? `Category batch built: ${result.batch.itemCount} accounts, ${result.batch.totalDisplay}` : 'No account could be collected from'}>
          {result.leftOut.length === 0 ? (
            <Text size="sm">No account with amounts of the month was left out.</Text>
          ) : (
            <>
              <Text size="sm">Left out:</Text>
              <List size="sm">
                {result.leftOut.map((left) => (
                  <List.Item key={left.account}>
                    {left.accountName}: {left.reason}
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
}
