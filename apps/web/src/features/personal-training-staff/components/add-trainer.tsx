import { Button, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toastDanger, toastSuccess } from '../../../lib/toast.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { AppointmentTrainerCandidatesDocument } from '../trainers.generated.js';
import { useAddTrainer } from '../use-trainer-writes.js';

/** "Add trainer": a staff account found by name becomes a trainer, and their calendar opens to give them hours. */
export function AddTrainer() {
  const navigate = useNavigate();
  const addTrainer = useAddTrainer();
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search, 250);
  const [account, setAccount] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { data } = useGraphQLQuery(AppointmentTrainerCandidatesDocument, { search: typed });
  const options = (data?.appointmentTrainerCandidates ?? []).map((c) => ({ value: c.account, label: c.fullName }));
  const add = async () => {
    if (!account) return;
    setSaving(true);
    try {
      const { addAppointmentTrainer } = await addTrainer.mutateAsync({ input: { account } });
      toastSuccess('Trainer added');
      navigate(`/backoffice/schedule/trainers/${encodeURIComponent(addAppointmentTrainer.appointmentTrainer.id)}`);
    } catch (error) {
      toastDanger(error instanceof Error ? error.message : 'The trainer could not be added.');
      setSaving(false);
    }
  };
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label="Staff account"
        placeholder="Search by name"
        description="Staff who are not trainers yet"
        searchable
        // The server searches; the list shows what it answered.
        filter={({ options: all }) => all}
        data={options}
        value={account}
        onChange={setAccount}
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage="No staff account found"
        w={280}
      />
      <Button disabled={!account || saving} loading={saving} onClick={() => void add()}>
        Add trainer
      </Button>
    </Group>
  );
}
