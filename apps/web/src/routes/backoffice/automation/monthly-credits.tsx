import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { PageTitle } from '../../../components/page-title.js';
import { useRunSubscriptionCredits } from '../../../features/automation/use-run-subscription-credits.js';
import { useClubToday } from '../../../lib/use-club-time.js';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function MonthlyCredits({ thisMonth }: { thisMonth: string }) {
  const [month, setMonth] = useState(thisMonth);
  const [started, setStarted] = useState<string | null>(null);
  const run = useRunSubscriptionCredits();
  const invalid = MONTH.test(month.trim()) ? null : 'Please input the month as YYYY-MM';
  const start = () => {
    const chosen = month.trim();
    run.mutate({ input: { month: chosen } }, { onSuccess: () => setStarted(chosen) });
  };
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle>Monthly credits</PageTitle>
      <Text maw={640}>
        Grants every subscription running in the month its classes for that month, once: a second run of the same month grants nothing more. The run
        starts on its own on the club&apos;s subscription run day; start it here to grant a month now.
      </Text>
      <TextInput label="Month" description="YYYY-MM" withAsterisk value={month} onChange={(e) => setMonth(e.currentTarget.value)} error={invalid} maw={240} />
      <Button onClick={start} disabled={invalid !== null} loading={run.isPending}>
        Run credits for month
      </Button>
      {started && (
        <Alert color="blue" variant="outline" title="Credits run started" role="status">
          The credits for {started} are being granted in the background; the run and its counts are kept with the club&apos;s automation tasks.
        </Alert>
      )}
    </Stack>
  );
}

/** /backoffice/automation/monthly-credits: staff start the month's subscription credits run with the month explicit. */
export default function MonthlyCreditsPage() {
  const today = useClubToday();
  return <RequirePermission permission="automation.jobs.manage">{today === null ? null : <MonthlyCredits thisMonth={today.slice(0, 7)} />}</RequirePermission>;
}
