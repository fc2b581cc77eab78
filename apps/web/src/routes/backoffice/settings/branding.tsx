import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorSwatch.css';
import { BRAND_COLOR_PATTERN, BRANDING_SETTINGS_RULES, CLUB_LOGO_SIZE, brandPalette, contrastRatio, type BrandingSettingsValues } from '@kiai/shared';
import { Anchor, Button, ColorInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ImageUploadField } from '../../../components/backoffice/image-upload-field.js';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { SettingsScreen, type ClubSettings } from '../../../features/settings/components/settings-screen.js';
import { UpdateClubBrandingSettingsDocument } from '../../../features/settings/settings.generated.js';
import { useSaveSettings } from '../../../features/settings/use-save-settings.js';

/** How the portal's buttons and links will look with the colour: the palette keeps their text readable. */
function BrandPreview({ color }: { color: string }) {
  if (!BRAND_COLOR_PATTERN.test(color)) return null;
  const palette = brandPalette(color);
  return (
    <Paper withBorder p="md" maw={720}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Preview
        </Title>
        <Group>
          {/* Drawn with the derived colours directly: the page's own theme changes on the next page load. */}
          <Button styles={{ root: { background: palette.filled, color: palette.onFilled } }}>Book</Button>
          <Anchor href="#preview" onClick={(event) => event.preventDefault()} style={{ color: palette.text }}>
            A link in the portal
          </Anchor>
        </Group>
        <Text size="sm">
          Button text {contrastRatio(palette.onFilled, palette.filled).toFixed(1)}:1, links {contrastRatio(palette.text, '#ffffff').toFixed(1)}:1 (at least 4.5:1
          keeps text readable).
        </Text>
      </Stack>
    </Paper>
  );
}

function BrandingForm({ settings }: { settings: ClubSettings }) {
  const save = useSaveSettings(UpdateClubBrandingSettingsDocument);
  const form = useRecordForm<Required<BrandingSettingsValues>>({
    initialValues: { brandColor: settings.brandColor, logoUrl: settings.logoUrl },
    rules: BRANDING_SETTINGS_RULES,
    onSubmit: save,
  });
  return (
    <>
      <RecordForm form={form}>
        <ImageUploadField
          label="Logo"
          purpose="logo"
          description="Shown next to the club's name at the top of the member portal, the shop and the back office: PNG, JPEG or WebP, smaller than 5MB"
          url={form.values.logoUrl}
          onChange={(url) => form.setValue('logoUrl', url)}
          alt={`Logo of ${settings.name}`}
          error={form.errors.logoUrl}
          editable
          width={CLUB_LOGO_SIZE * 3}
          height={CLUB_LOGO_SIZE * 3}
          fit="contain"
        />
        <ColorInput
          label="Brand colour"
          description="Buttons and links in the member portal, the shop and the check-in kiosk; their text colour is chosen to stay readable"
          withAsterisk
          format="hex"
          withEyeDropper={false}
          maw={320}
          {...form.inputProps('brandColor')}
        />
      </RecordForm>
      <BrandPreview color={form.values.brandColor} />
    </>
  );
}

/** /backoffice/settings/branding: the logo and the brand colour the portal, shop and kiosk take their theme from. */
export default function BrandingSettingsPage() {
  return (
    <SettingsScreen
      title="Branding"
      intro="The club's logo and colour in the member portal, the shop and the check-in kiosk; pages show them from their next load."
    >
      {(settings) => <BrandingForm settings={settings} />}
    </SettingsScreen>
  );
}
