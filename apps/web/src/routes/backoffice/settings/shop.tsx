import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { PROFILE_FIELD_LABELS, PROFILE_FIELDS, SHOP_SETTINGS_RULES, type ShopSettingsValues } from '@kiai/shared';
import { Checkbox, SimpleGrid } from '@mantine/core';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { SettingsScreen, type ClubSettings } from '../../../features/settings/components/settings-screen.js';
import { UpdateClubShopSettingsDocument } from '../../../features/settings/settings.generated.js';
import { useSaveSettings } from '../../../features/settings/use-save-settings.js';

function ShopForm({ settings }: { settings: ClubSettings }) {
  const save = useSaveSettings(UpdateClubShopSettingsDocument);
  const form = useRecordForm<ShopSettingsValues>({
    initialValues: { requiredProfileFields: settings.requiredProfileFields },
    rules: SHOP_SETTINGS_RULES,
    onSubmit: save,
  });
  return (
    <RecordForm form={form}>
      <Checkbox.Group
        label="Profile fields a customer fills in before buying"
        description="A profile counts as complete enough to buy once all the chosen fields are filled"
        {...form.inputProps('requiredProfileFields')}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
          {PROFILE_FIELDS.map((field) => (
            <Checkbox key={field} value={field} label={PROFILE_FIELD_LABELS[field]} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </RecordForm>
  );
}

/** /backoffice/settings/shop: which profile fields make a profile complete enough to buy. */
export default function ShopSettingsPage() {
  return (
    <SettingsScreen title="Shop settings" intro="What the shop asks of a customer before they can buy.">
      {(settings) => <ShopForm settings={settings} />}
    </SettingsScreen>
  );
}
