import '@mantine/core/styles/Image.css';
import { Anchor, Avatar, Group, Image, Stack, Text } from '@mantine/core';
import { HtmlDescription } from '../../classpasses/components/html-description.js';
import type { ClassOnBookingPage } from '../types.js';

/** An OpenStreetMap search for the address: a map link without a key or an embedded map's weight. */
export function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/**
 * What a member wants to know before booking: the class type's picture and description, the class's own note,
 * the instructor with their photo, and where the location is, with a map link. Parts the club left empty are left out.
 */
export function ClassAbout({ scheduleClass }: { scheduleClass: ClassOnBookingPage }) {
  const { organizationClasstype: classtype, account, description, organizationLocationRoom } = scheduleClass;
  const location = organizationLocationRoom.organizationLocation;
  return (
    <Stack gap="sm">
      {classtype.urlImage !== '' && <Image src={classtype.urlImage} alt="" radius="md" h={180} w="100%" maw={480} fit="cover" />}
      {description !== '' && <Text>{description}</Text>}
      {classtype.description !== '' && <HtmlDescription html={classtype.description} />}
      {account && (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={account.urlImageThumbnailSmall || null} alt="" radius="xl">
            {account.fullName.charAt(0)}
          </Avatar>
          <Text size="sm">With {account.fullName}</Text>
        </Group>
      )}
      {location.address !== '' && (
        <Text size="sm">
          {location.name}: {location.address}{' '}
          <Anchor href={mapSearchUrl(location.address)} target="_blank" rel="noopener noreferrer">
            Show on a map
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
