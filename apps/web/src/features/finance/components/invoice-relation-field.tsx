import { NativeSelect, Select, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import type { RelationKind } from '../hooks/use-save-invoice-draft.js';
import { FinanceInvoiceAccountSearchDocument, FinanceInvoiceBusinessSearchDocument } from '../invoice-editor.generated.js';

export interface RelationChoice {
  value: string;
  label: string;
}

interface RelationFieldProps {
  kind: RelationKind;
  onKindChange: (kind: RelationKind) => void;
  /** the chosen account's or business relation's id, '' for none */
  value: string;
  /** its name as shown while nothing was searched yet */
  initial: RelationChoice | null;
  onChange: (value: string) => void;
  error: string | undefined;
}

type RelationSearchProps = Omit<RelationFieldProps, 'onKindChange'> & { label?: string; required?: boolean };

/** The search box of one kind: the server's first ten matches as one types (as the accounts list searches), the chosen one kept. */
export function RelationSearch({ kind, value, initial, onChange, error, label, required = true }: RelationSearchProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<RelationChoice | null>(initial);
  const accounts = useGraphQLQuery(FinanceInvoiceAccountSearchDocument, kind === 'account' ? { search } : null).data;
  const businesses = useGraphQLQuery(FinanceInvoiceBusinessSearchDocument, kind === 'business' ? { search } : null).data;
  const found: RelationChoice[] =
    kind === 'account'
      ? (accounts?.accounts.edges.map(({ node }) => ({ value: node.id, label: node.email ? `${node.fullName} (${node.email})` : node.fullName })) ?? [])
      : (businesses?.relationsBusinesses.edges.map(({ node }) => ({ value: node.id, label: node.name })) ?? []);
  const data = chosen && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <Select
      label={label ?? (kind === 'account' ? 'Account' : 'Business relation')}
      placeholder="Type to search"
      required={required}
      searchable
      clearable
      data={data}
      // The server has searched already; the list shows its matches as they are.
      filter={({ options }) => options}
      value={value || null}
      onSearchChange={setSearch}
      onChange={(next, option) => {
        setChosen(option ?? null);
        onChange(next ?? '');
      }}
      nothingFoundMessage={search ? 'Nobody found' : 'Type a name or email'}
      error={error}
    />
  );
}

/** Whom the invoice is for: an account of the club or one of its business relations. */
export function InvoiceRelationField(props: RelationFieldProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <NativeSelect
        label="Invoice for"
        data={[
          { value: 'account', label: 'An account' },
          { value: 'business', label: 'A business relation' },
        ]}
        value={props.kind}
        onChange={(event) => props.onKindChange(event.currentTarget.value === 'business' ? 'business' : 'account')}
      />
      <RelationSearch key={props.kind} {...props} />
    </SimpleGrid>
  );
}
