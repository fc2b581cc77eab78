import { PAIRING_FORM_RULES } from '@kiai/shared';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useRecordForm } from '../../components/backoffice/record-form.js';
import { PageTitle } from '../../components/page-title.js';
import { kioskRequest, kioskTokens } from './kiosk-client.js';
import { PairCheckinDeviceDocument } from './kiosk.generated.js';

const LABEL_STYLES = { label: { color: 'white', fontSize: 24 } };

/** The unpaired kiosk: staff type the code from the back office and a name for the tablet. */
export function PairingForm() {
  const form = useRecordForm({
    initialValues: { code: '', name: '' },
    rules: PAIRING_FORM_RULES,
    onSubmit: async (values) => {
      const { pairCheckinDevice } = await kioskRequest(PairCheckinDeviceDocument, values);
      kioskTokens.save(pairCheckinDevice);
    },
  });
  return (
    <Stack gap="xl">
      <PageTitle size="3rem">Pair this kiosk</PageTitle>
      <Text fz={24}>Staff: create a pairing code in the back office under Settings → Check-in kiosks and enter it here.</Text>
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="lg" maw={560}>
          <TextInput label="Pairing code" size="xl" autoComplete="off" autoCapitalize="characters" styles={LABEL_STYLES} {...form.inputProps('code')} />
          <TextInput label="Name of this kiosk" size="xl" placeholder="Front door" styles={LABEL_STYLES} {...form.inputProps('name')} />
          <Button type="submit" size="xl" color="white" c="black" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
            Pair
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
