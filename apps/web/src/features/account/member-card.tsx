import '@mantine/core/styles/Skeleton.css';
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useGraphQLQuery } from '../../lib/use-graphql-query.js';
import { MemberCardDocument } from './member-card.generated.js';

const MemberCardQr = lazy(() => import('./member-card-qr.js'));
const QR_SIZE = 200;

/** The member's card on their profile: the key number as a QR code for the kiosk's camera, and as text. */
export function MemberCard() {
  const { data } = useGraphQLQuery(MemberCardDocument, {});
  const keyNumber = data?.currentAccount?.keyNumber;
  return (
    <Card withBorder component="section" aria-labelledby="member-card-title" maw={360}>
      <Stack gap="sm" align="center">
        <Title order={2} size="h3" id="member-card-title">
          Member card
        </Title>
        {data && !keyNumber && <Text>You have no member card yet. Please ask at the desk.</Text>}
        {!data && <Skeleton height={QR_SIZE} width={QR_SIZE} />}
        {keyNumber && (
          <>
            <Suspense fallback={<Skeleton height={QR_SIZE} width={QR_SIZE} />}>
              <MemberCardQr value={keyNumber} size={QR_SIZE} />
            </Suspense>
            <Text size="lg" ff="monospace" data-testid="member-card-number">
              {keyNumber}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              Show this code to the camera of the check-in screen at the door.
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
