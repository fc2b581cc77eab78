import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { AccountsToBookDocument, AttendanceBookingOptionsDocument } from '../attendance.generated.js';
import { useClasspassesForSale } from '../hooks/use-classpasses-for-sale.js';
import type { useAttendanceActions, Occurrence } from '../hooks/use-attendance-actions.js';

interface Member {
  id: string;
  firstName: string;
  lastName: string;
}

type Actions = ReturnType<typeof useAttendanceActions>;

/** Find a member by name, then book them with one of their passes, or sell one and book when they have none. */
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
  const passes = options.data?.scheduleClassBookingOptions.classpasses.filter((option) => option.allowed).map((option) => option.accountClasspass) ?? [];
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
      ) : passes.length > 0 ? (
        <BookWithPass passes={passes} busy={actions.book.isPending} onBook={(accountClasspass) => actions.book.mutate({ account: member.id, accountClasspass }, { onSuccess: onDone })} />
      ) : (
        <>
          <Text size="sm">{name} has no valid class pass for this class.</Text>
          {maySell && (
            <SellAndBook busy={actions.sellAndBook.isPending} onSell={(organizationClasspass) => actions.sellAndBook.mutate({ account: member.id, organizationClasspass }, { onSuccess: onDone })} />
          )}
        </>
      )}
    </Stack>
  );
}

interface PassChoice {
  id: string;
  classesRemainingDisplay: string;
  dateEnd: string;
  organizationClasspass: { name: string };
}

function BookWithPass({ passes, busy, onBook }: { passes: PassChoice[]; busy: boolean; onBook: (passId: string) => void }) {
  const [passId, setPassId] = useState(passes[0]!.id);
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label="Class pass"
        value={passId}
        onChange={(event) => setPassId(event.currentTarget.value)}
        data={passes.map((pass) => ({ value: pass.id, label: `${pass.organizationClasspass.name} (${pass.classesRemainingDisplay}, until ${pass.dateEnd})` }))}
      />
      <Button loading={busy} onClick={() => onBook(passId)}>
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
