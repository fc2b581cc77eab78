import { NativeSelect, Select, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { FinanceRelationAccountSearchDocument, FinanceRelationBusinessSearchDocument, FinanceRelationByIdDocument, type FinanceRelationByIdQuery } from '../relation-picker.generated.js';

/** Whom an invoice or a quote is for: an account of the club or one of its business relations. */
export type RelationKind = 'account' | 'business';

interface RelationChoice {
  value: string;
  label: string;
}

interface RelationSearchProps {
  kind: RelationKind;
  /** the chosen account's or business relation's id, '' for none */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
}

// The email tells apart two of one name, and is what staff often know a business by.
const choiceOf = (id: string, name: string, email: string | null | undefined): RelationChoice => ({ value: id, label: email ? `${name} (${email})` : name });

function choiceOfNode(kind: RelationKind, node: FinanceRelationByIdQuery['node'] | undefined): RelationChoice | null {
  if (kind === 'account' && node?.__typename === 'AccountNode') return choiceOf(node.id, node.fullName, node.accountEmail);
  if (kind === 'business' && node?.__typename === 'RelationsBusinessNode') return choiceOf(node.id, node.name, node.email);
  return null;
}

/** The chosen relation's choice: the one picked here, or the one its id names (a draft's, a filter's from the URL). */
function useCurrentChoice(kind: RelationKind, value: string, picked: RelationChoice | null): RelationChoice | null {
  const known = picked?.value === value ? picked : null;
  const named = useGraphQLQuery(FinanceRelationByIdDocument, value && !known ? { id: value } : null).data?.node;
  return known ?? choiceOfNode(kind, named);
}

/** The server's first ten accounts or business relations matching `search` (a part of the name or the email). */
function useFoundChoices(kind: RelationKind, search: string): RelationChoice[] {
  const accounts = useGraphQLQuery(FinanceRelationAccountSearchDocument, kind === 'account' ? { search } : null).data;
  const businesses = useGraphQLQuery(FinanceRelationBusinessSearchDocument, kind === 'business' ? { search } : null).data;
  if (kind === 'account') return accounts?.accounts.edges.map(({ node }) => choiceOf(node.id, node.fullName, node.email)) ?? [];
  return businesses?.relationsBusinesses.edges.map(({ node }) => choiceOf(node.id, node.name, node.email)) ?? [];
}

/**
 * The searchable select of one kind of relation, searched on the server as staff type (name and email shown), the
 * chosen one kept among the matches. The invoice and quote editors and the invoice list's business filter use it.
 */
export function RelationSearch({ kind, value, onChange, error, required = true }: RelationSearchProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<RelationChoice | null>(null);
  const current = useCurrentChoice(kind, value, picked);
  const [typed] = useDebouncedValue(search.trim(), 250);
  // Once one is chosen the select shows its label in the box: that is no search.
  const found = useFoundChoices(kind, current && search === current.label ? '' : typed);
  const data = current ? [current, ...found.filter((choice) => choice.value !== current.value)] : found;
  const what = kind === 'account' ? 'account' : 'business relation';
  return (
    <Select
      label={kind === 'account' ? 'Account' : 'Business relation'}
      placeholder="Type a name or email"
      required={required}
      searchable
      clearable
      data={data}
      // The server has searched already; the list shows its matches as they are.
      filter={({ options }) => options}
      value={value || null}
      onSearchChange={setSearch}
      onChange={(next, option) => {
        setPicked(next === null ? null : { value: option.value, label: option.label });
        onChange(next ?? '');
      }}
      nothingFoundMessage={typed ? `No ${what} found` : 'Type a name or email'}
      error={error}
    />
  );
}

interface RelationFieldProps extends RelationSearchProps {
  /** what the document is: 'Invoice for', 'Quote for' */
  label: string;
  onKindChange: (kind: RelationKind) => void;
}

/** Whom an invoice or quote is for: the kind of relation, then the one of that kind. */
export function RelationField({ label, onKindChange, ...search }: RelationFieldProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <NativeSelect
        label={label}
        data={[
          { value: 'account', label: 'An account' },
          { value: 'business', label: 'A business relation' },
        ]}
        value={search.kind}
        onChange={(event) => onKindChange(event.currentTarget.value === 'business' ? 'business' : 'account')}
      />
      <RelationSearch key={search.kind} {...search} />
    </SimpleGrid>
  );
}
