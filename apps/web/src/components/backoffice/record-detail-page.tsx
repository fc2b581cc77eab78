import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { GraphQLDocument } from '../../lib/graphql-client.js';
import { useGraphQLQuery } from '../../lib/use-graphql-query.js';
import { DetailLayout, type DetailTab } from './detail-layout.js';
import type { RecordKind } from './record-kind.js';
import { useCanEditRecords } from './use-record-writes.js';

/** The record of the page's URL (`<list>/<id>`, or none for `<list>/new`). */
export interface RecordOfUrl<TRecord> {
  isNew: boolean;
  record: TRecord | null;
  loading: boolean;
  error: Error | null;
}

/** Reads the URL's record with its query; `select` picks it from the answer (null: not found, or another type's id). */
export function useRecordOfUrl<TResult, TRecord>(document: GraphQLDocument<TResult, { id: string }>, select: (data: TResult) => TRecord | null): RecordOfUrl<TRecord> {
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const { data, isPending, error } = useGraphQLQuery(document, isNew ? null : { id });
  return { isNew, record: data ? select(data) : null, loading: !isNew && isPending, error };
}

/**
 * A kind's record page: back to the list, the record's name (or 'New …'), the record's actions for staff who may
 * change it (archive, delete), and its tabs, for a new record as for a loaded one (`record` null when new).
 */
export function RecordDetailPage<TRecord extends { name: string }>({ kind, page, actions, tabs }: {
  kind: RecordKind;
  page: RecordOfUrl<TRecord>;
  actions?: (record: TRecord) => ReactNode;
  tabs: (record: TRecord | null, canEdit: boolean) => DetailTab[];
}) {
  const canEdit = useCanEditRecords(kind);
  const { isNew, record } = page;
  return (
    <DetailLayout
      title={isNew ? `New ${kind.singular.toLowerCase()}` : (record?.name ?? kind.singular)}
      back={{ to: kind.list, label: kind.plural }}
      label={kind.singular.toLowerCase()}
      loading={page.loading}
      error={page.error}
      actions={canEdit && record && actions?.(record)}
      tabs={isNew || record ? tabs(record, canEdit) : []}
    />
  );
}
