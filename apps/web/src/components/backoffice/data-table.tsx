// The portal's bundle carries only the CSS of the components it uses (main.tsx); back-office lists add theirs.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Anchor, Button, Group, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ScrollTable } from '../scroll-table.js';
import type { ListParams } from './use-list-params.js';

export interface DataTableColumn<Row> {
  /** Also the sort field sent to the server when `sortable`. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
}

export interface PageCursors {
  startCursor: string | null;
  endCursor: string | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export interface DataTableProps<Row> {
  /** What the rows are, plural ('orders'): the table's caption and the error text. */
  label: string;
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  /** The detail page of a row; its first cell links there. */
  rowHref?: (row: Row) => string;
  loading: boolean;
  error: Error | null;
  /** Shown instead of rows when there are none (say what would make some appear). */
  empty: ReactNode;
  pageInfo: PageCursors | undefined;
  /** The list's URL state (`useListParams`): sort and paging write to it. */
  list: ListParams;
}

const LOADING_ROWS = 5;

function SortableHeader({ column, list }: { column: DataTableColumn<unknown>; list: ListParams }) {
  const sorted = list.sort?.field === column.key ? list.sort : null;
  return (
    <Table.Th aria-sort={sorted ? (sorted.descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton fw={700} fz="sm" onClick={() => list.toggleSort(column.key)}>
        {column.header} {sorted ? (sorted.descending ? '↓' : '↑') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The back office's one list: a dense table with a sticky header, sorting and cursor paging kept in the URL,
 * and its loading (skeleton rows), error ('Error loading … :(' with the reason) and empty states. Filters sit
 * above it and write to the same URL state (`list.setFilter`).
 */
export function DataTable<Row>({ label, columns, rows, rowKey, rowHref, loading, error, empty, pageInfo, list }: DataTableProps<Row>) {
  if (error) {
    return (
      <Alert color="red" variant="outline" title={`Error loading ${label} :(`}>
        {error.message}
      </Alert>
    );
  }
  if (!loading && rows?.length === 0 && !list.paged) return <>{empty}</>;

  const cell = (row: Row, column: DataTableColumn<Row>, index: number) => {
    const content = column.cell(row);
    return index === 0 && rowHref ? (
      <Anchor component={Link} to={rowHref(row)}>
        {content}
      </Anchor>
    ) : (
      content
    );
  };
  // Relay answers only promise the flag of the direction they were paged in: the other comes from the URL.
  const pagedForward = 'after' in list.window && !!list.window.after;
  const pagedBack = 'before' in list.window;
  const previous = pageInfo?.startCursor && (pageInfo.hasPreviousPage || pagedForward) ? pageInfo.startCursor : null;
  const next = pageInfo?.endCursor && (pageInfo.hasNextPage || pagedBack) ? pageInfo.endCursor : null;
  return (
    <>
      <ScrollTable label={label} minWidth={640}>
        <Table stickyHeader striped highlightOnHover verticalSpacing="xs" aria-busy={loading}>
          {/* Left, not centred on a table wider than a phone, where the centre is out of view and the caption read cut. */}
          <Table.Caption style={{ textAlign: 'left' }}>{label}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) =>
                column.sortable ? (
                  <SortableHeader key={column.key} column={column as DataTableColumn<unknown>} list={list} />
                ) : (
                  <Table.Th key={column.key}>{column.header}</Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading || !rows
              ? Array.from({ length: LOADING_ROWS }, (_, index) => (
                  <Table.Tr key={index}>
                    {columns.map((column) => (
                      <Table.Td key={column.key}>
                        <Skeleton height={12} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : rows.map((row) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((column, index) => (
                      <Table.Td key={column.key}>{cell(row, column, index)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {!loading && rows?.length === 0 && <Text>No more {label}.</Text>}
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" size="compact-md" disabled={!previous} onClick={() => previous && list.goToPage('previous', previous)}>
          Previous
        </Button>
        <Button variant="default" size="compact-md" disabled={!next} onClick={() => next && list.goToPage('next', next)}>
          Next
        </Button>
      </Group>
    </>
  );
}
