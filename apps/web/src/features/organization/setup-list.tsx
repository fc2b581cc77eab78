import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableProps } from '../../components/backoffice/data-table.js';
import { FilterSelect } from '../../components/backoffice/filter-select.js';
import { PageTitle } from '../../components/page-title.js';
import { ARCHIVED_OPTIONS } from './archived-filter.js';
import { useCanEditOrganization } from './use-organization-edit.js';

/** A set-up list: title, 'Add …' for staff who may change the set-up, the current/archived filter, the table. */
export function SetupList<Row>({ title, addLabel, newHref, archivable = true, ...table }: DataTableProps<Row> & {
  title: string;
  addLabel: string;
  newHref: string;
  /** false for records that are deleted rather than archived (holidays) */
  archivable?: boolean;
  empty: ReactNode;
}) {
  const canEdit = useCanEditOrganization();
  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <Group justify="space-between" align="flex-end">
        {archivable ? <FilterSelect list={table.list} name="show" label="Show" allLabel="Current" options={ARCHIVED_OPTIONS} /> : <span />}
        {canEdit && (
          <Button component={Link} to={newHref}>
            {addLabel}
          </Button>
        )}
      </Group>
      <DataTable {...table} />
    </Stack>
  );
}
