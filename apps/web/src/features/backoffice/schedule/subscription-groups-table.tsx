import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Table.css';
import { Checkbox, Table, Text } from '@mantine/core';
import type { SubscriptionGroupAccess } from '@kiai/shared';
import { ScrollTable } from '../../../components/scroll-table.js';
import type { SubscriptionGroupRules } from './schedule-item-form-values.js';

const NONE: SubscriptionGroupAccess = { attend: false, shopBook: false, enroll: false };
const WAYS: { key: keyof SubscriptionGroupAccess; header: string; label: string }[] = [
  { key: 'attend', header: 'Attend', label: 'attend' },
  { key: 'shopBook', header: 'Book in webshop', label: 'book in webshop' },
  { key: 'enroll', header: 'Enroll', label: 'enroll' },
];

/** The class form's subscription groups: which may attend the class, book it in the shop and enroll in it. */
export function SubscriptionGroupsTable({ groups, rules, onChange, error }: {
  groups: readonly { id: string; name: string }[];
  rules: SubscriptionGroupRules;
  onChange: (rules: SubscriptionGroupRules) => void;
  error: string | undefined;
}) {
  if (groups.length === 0) return <Text c="dimmed">No subscription groups yet.</Text>;
  const rule = (groupId: string) => rules[groupId] ?? NONE;
  return (
    <>
      <ScrollTable label="Subscription groups" minWidth={420}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Subscription group</Table.Th>
              {WAYS.map((way) => (
                <Table.Th key={way.key}>{way.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group) => (
              <Table.Tr key={group.id}>
                <Table.Td>{group.name}</Table.Td>
                {WAYS.map((way) => (
                  <Table.Td key={way.key}>
                    <Checkbox
                      aria-label={`${group.name} (subscriptions): ${way.label}`}
                      checked={rule(group.id)[way.key]}
                      onChange={(e) => onChange({ ...rules, [group.id]: { ...rule(group.id), [way.key]: e.currentTarget.checked } })}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {error && (
        <Text c="var(--mantine-color-error)" size="sm" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}
