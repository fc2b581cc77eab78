// The portal's bundle carries only the CSS of the components it uses (main.tsx); this page adds its own.
import '@mantine/core/styles/List.css';
import type { Permission } from '@kiai/shared';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/page-title.js';
import { NewMembers } from '../../features/backoffice/components/new-members.js';
import { OrdersAwaitingPayment } from '../../features/backoffice/components/orders-awaiting-payment.js';
import { TodayClasses } from '../../features/backoffice/components/today-classes.js';
import { KioskScanRefusals } from '../../features/checkin/kiosk-refusals.js';
import { RefundsDue } from '../../features/finance/components/refunds-due.js';
import { hasStaffPermission } from '../../features/session/staff-access.js';
import { useCurrentUser } from '../../features/session/use-current-user.js';

/** The parts of the home, each for the staff whose role may see it. */
const PARTS: { title: string; permission: Permission; content: () => ReactNode; wide?: boolean }[] = [
  { title: "Today's classes", permission: 'schedule.view', content: () => <TodayClasses />, wide: true },
  { title: 'New members this week', permission: 'accounts.view', content: () => <NewMembers /> },
  { title: 'Orders awaiting payment', permission: 'finance.orders.view', content: () => <OrdersAwaitingPayment /> },
  { title: 'Paid, not delivered, not refunded', permission: 'finance.orders.view', content: () => <RefundsDue /> },
  { title: 'Card scans refused at the kiosk', permission: 'schedule.attendance.view', content: () => <KioskScanRefusals /> },
];

/** /backoffice: today at a glance, as far as the staff member's role shows it. */
export default function BackofficeHomePage() {
  const { user } = useCurrentUser();
  const parts = PARTS.filter((part) => user && hasStaffPermission(user, part.permission));
  return (
    <Stack gap="md">
      <PageTitle>Back office</PageTitle>
      <Text>Today at a glance. The areas on the left hold the rest; the ones not built yet say what they will cover.</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {parts.map((part) => (
          <Paper key={part.title} withBorder p="md" style={part.wide ? { gridColumn: '1 / -1' } : undefined}>
            <Stack gap="sm">
              <Title order={2} size="h3">
                {part.title}
              </Title>
              {part.content()}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
