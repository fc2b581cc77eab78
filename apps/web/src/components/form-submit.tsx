import { Button, Group } from '@mantine/core';

/** The right-aligned submit button every portal form ends with; it spins while the form is sent. */
export function FormSubmit({ label, submitting }: { label: string; submitting: boolean }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={submitting}>
        {label}
      </Button>
    </Group>
  );
}
