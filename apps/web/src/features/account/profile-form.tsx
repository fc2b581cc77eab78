import '@mantine/dates/styles.css';
import { NativeSelect, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useState, type FormEvent } from 'react';
import type { GenderCode } from '@kiai/shared';
import { toastDanger, toastSuccess } from '../../lib/toast.js';
import type { CurrentUser } from '../session/current-user.js';
import { COUNTRY_OPTIONS } from './country-options.js';
import { GENDER_OPTIONS } from './gender-options.js';
import { genderValue, updateAccountInput, type ProfileValues } from './update-account.js';
import { useUpdateProfile } from './use-update-profile.js';
import { FormSubmit } from '../../components/form-submit.js';

// DateInput parses what is typed with dayjs in the display format, which needs this plugin.
dayjs.extend(customParseFormat);

function initialValues(user: CurrentUser): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    dateOfBirth: user.dateOfBirth,
    gender: genderValue(user.gender),
    mobile: user.mobile ?? '',
    address: user.address ?? '',
    postcode: user.postcode ?? '',
    city: user.city ?? '',
    country: user.country ?? '',
  };
}

/** The 'My Profile' form (spec section 3, User profile): no client-side checks, email read-only. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const [values, setValues] = useState(() => initialValues(user));
  const update = useUpdateProfile();
  const text = (name: Exclude<keyof ProfileValues, 'dateOfBirth' | 'gender'>) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValues({ ...values, [name]: event.currentTarget.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await update.mutateAsync({ input: updateAccountInput(user.id, values) });
      toastSuccess('Changes saved!');
    } catch {
      toastDanger('en error occured');
    }
  }

  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" autoComplete="given-name" {...text('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" {...text('lastName')} />
            <DateInput
              label="Date of birth"
              valueFormat="DD-MM-YYYY"
              clearable
              value={values.dateOfBirth}
              onChange={(date) => setValues({ ...values, dateOfBirth: date ? dayjs(date).format('YYYY-MM-DD') : null })}
            />
            <NativeSelect
              label="Gender"
              data={GENDER_OPTIONS}
              value={values.gender}
              onChange={(event) => setValues({ ...values, gender: event.currentTarget.value as GenderCode | '' })}
            />
            <TextInput label="Email" value={user.email ?? ''} readOnly variant="filled" />
            <TextInput label="Mobile" type="tel" autoComplete="tel" {...text('mobile')} />
          </SimpleGrid>
          <TextInput label="Address" autoComplete="street-address" {...text('address')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Postcode" autoComplete="postal-code" {...text('postcode')} />
            <TextInput label="City" autoComplete="address-level2" {...text('city')} />
            <NativeSelect label="Country" data={COUNTRY_OPTIONS} {...text('country')} />
          </SimpleGrid>
          <FormSubmit label="Save" submitting={update.isPending} />
        </Stack>
      </form>
    </Paper>
  );
}
