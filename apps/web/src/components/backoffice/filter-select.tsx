import { Select } from '@mantine/core';
import type { ListParams } from './use-list-params.js';

interface FilterSelectProps {
  list: ListParams;
  /** The query parameter (and the query's argument) it sets. */
  name: string;
  label: string;
  options: { value: string; label: string }[];
  /** The label of "no filter". */
  allLabel: string;
}

/** One filter of a back-office list, kept in the URL; choosing "all" clears it. */
export function FilterSelect({ list, name, label, options, allLabel }: FilterSelectProps) {
  return (
    <Select
      label={label}
      data={[{ value: '', label: allLabel }, ...options]}
      value={list.filter(name) ?? ''}
      onChange={(value) => list.setFilter(name, value || null)}
      allowDeselect={false}
      w={220}
    />
  );
}
