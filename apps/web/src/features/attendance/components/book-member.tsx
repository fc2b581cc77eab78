import '@mantine/core/styles/List.css';
import { Button, Group, List, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { AccountsToBookDocument, AttendanceBookingOptionsDocument, type AttendanceBookingOptionsQuery } from '../attendance.generated.js';
import { useClasspassesForSale } from '../hooks/use-classpasses-for-sale.js';
import type { useAttendanceActions, Occurrence, PaidWith } from '../hooks/use-attendance-actions.js';

interface Member {
  id: string;
  firstName: string;
  lastName: string;
}

type Actions = ReturnType<typeof useAttendanceActions>;

/** Find a member by name, then book them with one of their passes or subscriptions, or sell a pass and book when they have none. */
export function BookMember({ occurrence, actions, maySell }: { occurrence: Occurrence; actions: Actions; maySell: boolean }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [member, setMember] = useState<Member | null>(null);
  const found = useGraphQLQuery(AccountsToBookDocument, debounced.length >= 2 && !member ? { search: debounced } : null);

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Book a member
        </Title>
        {member ? (
          <MemberBooking member={member} occurrence={occurrence} actions={actions} maySell={maySell} onDone={() => (setMember(null), setSearch(''))} />
        ) : (
          <>
            <TextInput label="Find a member by name" value={search} onChange={(event) => setSearch(event.currentTarget.value)} maw={360} />
            {found.data && found.data.accountsToBook.length === 0 && <Text size="sm">No member found with that name.</Text>}
            <Group gap="xs">
              {found.data?.accountsToBook.map((account) => (
                <Button key={account.id} variant="default" size="compact-md" onClick={() => setMember(account)}>
                  {account.firstName} {account.lastName}
                </Button>
              ))}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function MemberBooking({ member, occurrence, actions, maySell, onDone }: { member: Member; occurrence: Occurrence; actions: Actions; maySell: boolean; onDone: () => void }) {
  const options = useGraphQLQuery(AttendanceBookingOptionsDocument, { ...occurrence, account: member.id });
  const bookingOptions = options.data?.scheduleClassBookingOptions;
  const choices = bookingOptions ? choicesOf(bookingOptions) : [];
  const refused = bookingOptions?.subscriptions.filter((option) => !option.allowed) ?? [];
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <Stack gap="sm" align="flex-start">
      <Group gap="sm">
        <Text>
          Booking for <strong>{name}</strong>
        </Text>
        <Button variant="subtle" size="compact-md" onClick={onDone}>
          Choose someone else
        </Button>
      </Group>
      {options.isPending ? (
        <Text size="sm">Loading Data...</Text>
      ) : choices.length > 0 ? (
        <BookWith choices={choices} busy={actions.book.isPending} onBook={(paidWith) => actions.book.mutate({ account: member.id, paidWith }, { onSuccess: onDone })} />
      ) : (
        <>
          <Text size="sm">{name} has no valid class pass or subscription for this class.</Text>
          {maySell && (
            <SellAndBook busy={actions.sellAndBook.isPending} onSell={(organizationClasspass) => actions.sellAndBook.mutate({ account: member.id, organizationClasspass }, { onSuccess: onDone })} />
          )}
        </>
      )}
      {refused.length > 0 && (
        <List size="sm" aria-label="Subscriptions that cannot be used">
          {refused.map((option) => (
            <List.Item key={option.accountSubscription.id}>
              {option.accountSubscription.organizationSubscription.name}: {option.notAllowedReason}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

type BookingOptions = NonNullable<AttendanceBookingOptionsQuery['scheduleClassBookingOptions']>;

interface Choice extends PaidWith {
  label: string;
}

/** The passes and subscriptions that may book the class, passes first (the order the desk's check-in tries them). */
function choicesOf(options: BookingOptions): Choice[] {
  const passes = options.classpasses
    .filter((option) => option.allowed)
    .map(({ accountClasspass: pass }): Choice => ({ kind: 'CLASSPASS', id: pass.id, label: `${pass.organizationClasspass.name} (${pass.classesRemainingDisplay}, until ${pass.dateEnd})` }));
  const subscriptions = options.subscriptions
    .filter((option) => option.allowed)
    .map(({ accountSubscription: subscription, creditsOnDate }): Choice => {
      const { name, unlimited } = subscription.organizationSubscription;
      return { kind: 'SUBSCRIPTION', id: subscription.id, label: `${name} (subscription, ${unlimited ? 'Unlimited' : `${creditsOnDate} ${creditsOnDate === 1 ? 'credit' : 'credits'} on this date`})` };
    });
  return [...passes, ...subscriptions];
}

function BookWith({ choices, busy, onBook }: { choices: Choice[]; busy: boolean; onBook: (paidWith: PaidWith) => void }) {
  const [chosenId, setChosenId] = useState(choices[0]!.id);
  const chosen = choices.find((choice) => choice.id === chosenId) ?? choices[0]!;
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label="Pass or subscription"
        value={chosen.id}
        onChange={(event) => setChosenId(event.currentTarget.value)}
        data={choices.map((choice) => ({ value: choice.id, label: choice.label }))}
      />
      <Button loading={busy} onClick={() => onBook({ kind: chosen.kind, id: chosen.id })}>
        Book
      </Button>
    </Group>
  );
}

function SellAndBook({ busy, onSell }: { busy: boolean; onSell: (productId: string) => void }) {
  const { options } = useClasspassesForSale();
  const [productId, setProductId] = useState('');
  const chosen = productId || options[0]?.value || '';
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label="Class pass to sell"
        value={chosen}
        onChange={(event) => setProductId(event.currentTarget.value)}
        data={options}
      />
      <Button loading={busy} disabled={!chosen} onClick={() => onSell(chosen)}>
        Sell and book
      </Button>
    </Group>
  );
}
