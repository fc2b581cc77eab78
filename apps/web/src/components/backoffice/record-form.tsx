import { Button, Group, Paper, Stack } from '@mantine/core';
import type { FieldErrors, FieldRules } from '@kiai/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toastDanger } from '../../lib/toast.js';
import { changedValue, clientErrors, submitFailure } from './form-state.js';

export interface RecordFormOptions<Values extends object> {
  initialValues: Values;
  /** The same rules the server checks (spec section 5); the form checks them before sending. */
  rules?: FieldRules<Values>;
  /** Saves the values; a thrown VALIDATION_FAILED answer puts its messages under the fields. */
  onSubmit: (values: Values) => Promise<void>;
}

/** The one back-office form: values, the rules on submit, the server's field messages, the sending state. */
export function useRecordForm<Values extends object>({ initialValues, rules, onSubmit }: RecordFormOptions<Values>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  function setValue<K extends keyof Values & string>(name: K, value: Values[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    // A changed field's message no longer applies.
    setErrors(({ [name]: _gone, ...rest }) => rest);
  }

  /** A message that no longer applies to what is typed now, for fields kept inside one value (a document's `lines.0.price`). */
  function clearError(name: string) {
    setErrors(({ [name]: _gone, ...rest }) => rest);
  }

  /** For text inputs, selects, textareas and Mantine's value inputs (Select, DateInput, NumberInput …). */
  function inputProps<K extends keyof Values & string>(name: K) {
    return {
      name,
      value: (values[name] ?? '') as Values[K] extends string ? string : Values[K],
      onChange: (change: unknown) => setValue(name, changedValue(change) as Values[K]),
      error: errors[name],
    };
  }

  /** For Checkbox and Switch. */
  function checkboxProps<K extends keyof Values & string>(name: K) {
    return { name, checked: Boolean(values[name]), onChange: (change: unknown) => setValue(name, changedValue(change) as Values[K]), error: errors[name] };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const invalid = clientErrors(values, rules);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return focusFirstInvalid(form);
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const failure = submitFailure(error);
      setErrors(failure.fields);
      if (failure.toast) toastDanger(failure.toast);
      else focusFirstInvalid(form);
    } finally {
      setSubmitting(false);
    }
  }

  return { values, setValues, setValue, clearError, inputProps, checkboxProps, errors, submitting, handleSubmit };
}

export type RecordFormState<Values extends object> = ReturnType<typeof useRecordForm<Values>>;

// Keyboard and screen-reader users land on the first field to fix once its message is rendered.
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

export interface RecordFormProps<Values extends object> {
  form: RecordFormState<Values>;
  submitLabel?: string;
  /** Where Cancel leads (usually the list or the record); no Cancel button without it. */
  cancelTo?: string;
  children: ReactNode;
}

/** The form frame every back-office create/edit screen uses: the inputs, then Cancel and the submit button. */
export function RecordForm<Values extends object>({ form, submitLabel = 'Save', cancelTo, children }: RecordFormProps<Values>) {
  return (
    <Paper withBorder p="lg" maw={720}>
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end">
            {cancelTo && (
              <Button component={Link} to={cancelTo} variant="default">
                Cancel
              </Button>
            )}
            <Button type="submit" loading={form.submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
