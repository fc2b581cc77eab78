import { Button, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { queryClient } from '../../lib/query-client.js';
import { KioskMemberSearchDocument } from './cards.generated.js';
import { CheckInOutcomeBanner, messageOf, queuedText, useCheckInOutcome } from './check-in-outcome.js';
import { kioskRequest } from './kiosk-client.js';
import { CheckInChoice, choicesFor, paidWithOf, type KioskOption } from './check-in-choice.js';
import { nameCheckIn, type PaidWith } from './offline/check-in-request.js';
import { submitCheckIn } from './offline/submit-check-in.js';

/** The server answers nothing for fewer letters: half the club's names must not show for one. */
const MIN_SEARCH = 2;
const MAX_SEARCH = 50;

export interface WalkInSearchProps {
  scheduleItem: string;
  /** Checks the member in (with their choice), or keeps the check-in on the tablet; rejects with the reason to show (e.g. no valid pass: please see the desk). */
  onCheckIn(accountId: string, displayName: string, paidWith?: PaidWith): Promise<'checkedIn' | 'queued'>;
}

/**
 * "Not on the list? Find your name": a member who did not book looks themselves up and taps their name to
 * check in with a valid pass or subscription (the server uses one class or credit of it, when the class has room);
 * holding two or more that may, they choose one first.
 */
export function WalkInSearch({ scheduleItem, onCheckIn }: WalkInSearchProps) {
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, showOutcome] = useCheckInOutcome();
  const [choice, setChoice] = useState<{ accountId: string; displayName: string; options: KioskOption[] } | null>(null);
  const { data, isFetching, error } = useQuery({
    queryKey: ['kiosk', 'KioskMemberSearch', { scheduleItem, search: term }],
    queryFn: () => kioskRequest(KioskMemberSearchDocument, { scheduleItem, search: term }),
    enabled: term.length >= MIN_SEARCH,
    retry: false,
  });
  const members = term.length >= MIN_SEARCH ? (data?.kioskMemberSearch ?? []) : [];

  async function checkIn(accountId: string, displayName: string, paidWith?: PaidWith) {
    setBusy(accountId);
    try {
      const status = await onCheckIn(accountId, displayName, paidWith);
      showOutcome({ ok: true, text: status === 'queued' ? queuedText(displayName) : `Welcome, ${displayName}: you are checked in.` });
      setSearch('');
    } catch (failure) {
      showOutcome({ ok: false, text: messageOf(failure) });
    } finally {
      setChoice(null);
      setBusy(null);
    }
  }

  async function tapName(accountId: string, displayName: string) {
    setBusy(accountId);
    const options = await choicesFor(accountId, scheduleItem);
    if (options.length > 0) {
      setChoice({ accountId, displayName, options });
      setBusy(null);
    } else await checkIn(accountId, displayName);
  }

  return (
    <Stack gap="md" component="section" aria-label="Walk-in check-in">
      <Title order={2} fz={32} c="white">
        Not on the list? Find your name
      </Title>
      <TextInput
        label="Your first or last name"
        size="xl"
        value={search}
        maxLength={MAX_SEARCH}
        onChange={(event) => setSearch(event.currentTarget.value)}
        autoComplete="off"
        rightSection={isFetching ? <Loader size="sm" /> : null}
        styles={{ label: { color: 'white', fontSize: 28 } }}
      />
      {error && <Text fz={24}>{messageOf(error)}</Text>}
      {choice && (
        <CheckInChoice
          name={choice.displayName}
          options={choice.options}
          busy={busy !== null}
          onChoose={(option) => void checkIn(choice.accountId, choice.displayName, paidWithOf(option))}
          onCancel={() => setChoice(null)}
        />
      )}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Members found">
        {members.map((m) => (
          <li key={m.accountId}>
            <Button size="xl" mih={64} fz={28} fullWidth justify="flex-start" color="white" c="black" loading={busy === m.accountId} onClick={() => void tapName(m.accountId, m.displayName)}>
              {m.displayName}
            </Button>
          </li>
        ))}
      </Stack>
      {term.length >= MIN_SEARCH && data && members.length === 0 && <Text fz={24}>No member found. Please see the desk.</Text>}
      <CheckInOutcomeBanner outcome={outcome} />
    </Stack>
  );
}

/**
 * The check-in of a walk-in: a tap on a name like any other, through the kiosk's one queue (a fresh client id, so
 * a retry counts once; kept on the tablet if the server cannot be reached), then the class list is fetched again
 * so the name shows as checked in.
 */
export function walkInCheckIn(scheduleItem: string) {
  return async (accountId: string, displayName: string, paidWith?: PaidWith): Promise<'checkedIn' | 'queued'> => {
    const outcome = await submitCheckIn(nameCheckIn(accountId, scheduleItem, displayName, new Date(), paidWith));
    if (outcome.status === 'refused') throw new Error(outcome.message);
    if (outcome.status === 'checkedIn') await queryClient.invalidateQueries({ queryKey: ['kiosk', 'KioskClassList'] });
    return outcome.status;
  };
}
