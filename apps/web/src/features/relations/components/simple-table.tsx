import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SimpleColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A short read-only list inside an account's tab (its classes, orders, invoices): the tabs share the page's
 * URL, so they cannot each keep a DataTable's paging there; they show the latest 100.
 */
export function SimpleTable<Row>({ label, columns, rows, rowKey, empty }: { label: string; columns: SimpleColumn<Row>[]; rows: Row[]; rowKey: (row: Row) => string; empty: string }) {
  if (rows.length === 0) return <Text>{empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Loading and error states of a tab's query, in the back office's words. */
export function TabState({ label, isPending, error }: { label: string; isPending: boolean; error: Error | null }) {
  if (error) return <Text c="red.8">{`Error loading ${label} :( ${error.message}`}</Text>;
  return isPending ? <Text>Loading Data...</Text> : null;
}
