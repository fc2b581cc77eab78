import { Button, Stack, Text } from '@mantine/core';
import { kioskRequest } from './kiosk-client.js';
import { KioskCheckInOptionsDocument, type KioskCheckInOptionsQuery } from './kiosk.generated.js';
import type { PaidWith } from './offline/check-in-request.js';

export type KioskOption = KioskCheckInOptionsQuery['kioskCheckInOptions'][number];

/**
 * The passes and subscriptions a walk-in may choose between: two or more that may check in (passes first), else none,
 * and the check-in goes without a choice (the server takes the only one, or says why nothing may). Offline, or with
 * the server not answering, there is no choice either: the check-in waits on the tablet and the server picks.
 */
export async function choicesFor(account: string, scheduleItem: string): Promise<KioskOption[]> {
  try {
    const allowed = (await kioskRequest(KioskCheckInOptionsDocument, { account, scheduleItem })).kioskCheckInOptions.filter((o) => o.allowed);
    return allowed.length >= 2 ? allowed : [];
  } catch {
    return [];
  }
}

export function paidWithOf(option: KioskOption): PaidWith {
  return option.kind === 'CLASSPASS' ? { accountClasspass: option.id } : { accountSubscription: option.id };
}

function leftText(option: KioskOption): string {
  if (option.left === null) return 'Unlimited';
  const [one, many] = option.kind === 'CLASSPASS' ? ['class', 'classes'] : ['credit', 'credits'];
  return `${option.left} ${option.left === 1 ? one : many} left`;
}

/** "How do you check in, Ana?": one large button per pass or subscription, and a way back. */
export function CheckInChoice({ name, options, busy, onChoose, onCancel }: { name: string; options: KioskOption[]; busy: boolean; onChoose: (option: KioskOption) => void; onCancel: () => void }) {
  return (
    <Stack gap="sm" component="section" aria-label="Check in with">
      <Text fz={28} fw={700} c="white">
        How do you check in, {name}?
      </Text>
      {options.map((option) => (
        <Button key={option.id} size="xl" mih={72} fz={26} fullWidth justify="space-between" color="white" c="black" disabled={busy} onClick={() => onChoose(option)} rightSection={leftText(option)}>
          {option.kind === 'CLASSPASS' ? `Class pass: ${option.name}` : `Subscription: ${option.name}`}
        </Button>
      ))}
      <Button size="xl" variant="outline" color="white" c="white" disabled={busy} onClick={onCancel} style={{ alignSelf: 'flex-start' }}>
        Not me
      </Button>
    </Stack>
  );
}
