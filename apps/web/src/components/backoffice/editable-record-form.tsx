import '@mantine/core/styles/Fieldset.css';
import { Fieldset, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { RecordForm, type RecordFormState } from './record-form.js';

/**
 * A record's form: the shared RecordForm for staff who may change it; for those who may only look, the same
 * fields read-only and no buttons.
 */
export function EditableRecordForm<Values extends object>({ form, canEdit, cancelTo, legend, children }: {
  form: RecordFormState<Values>;
  canEdit: boolean;
  cancelTo: string;
  legend: string;
  children: ReactNode;
}) {
  if (!canEdit) {
    return (
      <Fieldset legend={legend} disabled maw={720}>
        <Stack gap="sm">{children}</Stack>
      </Fieldset>
    );
  }
  return (
    <RecordForm form={form} cancelTo={cancelTo}>
      {children}
    </RecordForm>
  );
}
