import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { COUNTRY_OPTIONS } from '../../account/country-options.js';
import { GENDER_OPTIONS } from '../../account/gender-options.js';
import type { RecordFormState } from '../../../components/backoffice/record-form.js';
import type { AccountProfileValues } from '../account-values.js';

/** The profile's inputs, shared by the create form and the profile tab. */
export function AccountProfileFields({ form }: { form: RecordFormState<AccountProfileValues> }) {
  const input = form.inputProps;
  return (
    <Stack gap="sm">
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="First name" required {...input('firstName')} />
      <TextInput label="Last name" required {...input('lastName')} />
      <TextInput label="Email" type="email" required {...input('email')} />
      <TextInput label="Key number" description="The member card's number (a new account without one gets a generated number)" {...input('keyNumber')} />
      <TextInput label="Date of birth" type="date" {...input('dateOfBirth')} />
      <NativeSelect label="Gender" data={GENDER_OPTIONS} {...input('gender')} />
      <TextInput label="Mobile" {...input('mobile')} />
      <TextInput label="Phone" {...input('phone')} />
      <TextInput label="Address" {...input('address')} />
      <TextInput label="Postcode" {...input('postcode')} />
      <TextInput label="City" {...input('city')} />
      <NativeSelect label="Country" data={COUNTRY_OPTIONS} {...input('country')} />
      <TextInput label="Emergency contact" {...input('emergency')} />
    </SimpleGrid>
      <Group>
        <Checkbox label="Instructor" {...form.checkboxProps('instructor')} />
        <Checkbox label="Employee" {...form.checkboxProps('employee')} />
      </Group>
    </Stack>
  );
}
