import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect, Select, SimpleGrid, Switch, TextInput, Textarea, Title } from '@mantine/core';
import { subscriptionProductRules } from '@kiai/shared';
import { useState } from 'react';
import { ArchiveButton } from '../../../components/backoffice/archive-button.js';
import { EditableRecordForm } from '../../../components/backoffice/editable-record-form.js';
import { RecordDetailPage, useRecordOfUrl } from '../../../components/backoffice/record-detail-page.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import { useArchiveRecord, useSaveRecord } from '../../../components/backoffice/use-record-writes.js';
import { LedgerSelects, ledgerInputOf, ledgerValuesOf } from '../../../features/organization/ledger-selects.js';
import { SUBSCRIPTIONS } from '../../../features/organization/organization-kinds.js';
import { SubscriptionPrices } from '../../../features/organization/subscription-prices.js';
import {
  ArchiveOrganizationSubscriptionDocument,
  CreateOrganizationSubscriptionDocument,
  OrganizationSubscriptionDetailDocument,
  OrganizationSubscriptionOptionsDocument,
  UpdateOrganizationSubscriptionDocument,
  type OrganizationSubscriptionDetailQuery,
} from '../../../features/organization/subscription-products.generated.js';
import { NOTICE_UNITS, RENEWAL_MODES, SUBSCRIPTION_UNITS } from '../../../features/organization/subscription-units.js';
import type { OrganizationSubscriptionNoticeUnit, OrganizationSubscriptionRenewalMode, OrganizationSubscriptionUnit } from '../../../graphql-types.generated.js';
import { recordHref } from '../../../components/backoffice/record-kind.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

type Subscription = Extract<NonNullable<OrganizationSubscriptionDetailQuery['node']>, { __typename: 'OrganizationSubscriptionNode' }>;

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

function valuesOf(s: Subscription | null) {
  return {
    name: s?.name ?? '',
    description: s?.description ?? '',
    subscriptionUnit: (s?.subscriptionUnit ?? 'MONTH') as OrganizationSubscriptionUnit,
    unlimited: s?.unlimited ?? false,
    classes: text(s?.classes),
    dailyCap: text(s?.dailyCap),
    registrationFee: s?.registrationFee ?? '0',
    minimumDurationMonths: s ? String(s.minimumDurationMonths) : '0',
    noticePeriod: s ? String(s.noticePeriod) : '0',
    noticeUnit: (s?.noticeUnit ?? 'DAYS') as OrganizationSubscriptionNoticeUnit,
    renewalMode: (s?.renewalMode ?? 'MONTHLY') as OrganizationSubscriptionRenewalMode,
    reconcileLaterClasses: s ? String(s.reconcileLaterClasses) : '0',
    creditValidityDays: text(s?.creditValidityDays),
    requiredMembership: s?.requiredMembership?.id ?? null,
    ...ledgerValuesOf(s),
    displayShop: s?.displayShop ?? true,
    displayPublic: s?.displayPublic ?? true,
    groups: s?.organizationSubscriptionGroups.map((g) => g.id) ?? [],
  };
}

type Values = ReturnType<typeof valuesOf>;

function inputOf({ taxRate, glAccount, costCentre, groups, requiredMembership, classes, dailyCap, minimumDurationMonths, noticePeriod, reconcileLaterClasses, creditValidityDays, ...values }: Values) {
  return {
    ...values,
    classes: values.unlimited ? null : Number(classes),
    dailyCap: values.unlimited ? numberOrNull(dailyCap) : null,
    minimumDurationMonths: Number(minimumDurationMonths),
    noticePeriod: Number(noticePeriod),
    reconcileLaterClasses: Number(reconcileLaterClasses),
    creditValidityDays: numberOrNull(creditValidityDays),
    requiredMembership,
    ...ledgerInputOf({ taxRate, glAccount, costCentre }),
    organizationSubscriptionGroups: groups,
  };
}

function SubscriptionForm({ id, initial, canEdit }: { id: string | null; initial: Values; canEdit: boolean }) {
  // A new subscription goes on to its own page, where its prices are added.
  const save = useSaveRecord(SUBSCRIPTIONS, { create: CreateOrganizationSubscriptionDocument, update: UpdateOrganizationSubscriptionDocument }, (created) =>
    `${recordHref(SUBSCRIPTIONS, created.createOrganizationSubscription.organizationSubscription!.id)}?tab=prices`,
  );
  const { data } = useGraphQLQuery(OrganizationSubscriptionOptionsDocument, {});
  // Counted subscriptions need their classes, unlimited ones may cap a day: the rules follow the switch.
  const [unlimited, setUnlimited] = useState(initial.unlimited);
  const form = useRecordForm({ initialValues: initial, rules: subscriptionProductRules(unlimited), onSubmit: (values) => save(id, inputOf(values)) });
  const unit = form.values.subscriptionUnit === 'WEEK' ? 'week' : 'month';
  return (
    <EditableRecordForm form={form} canEdit={canEdit} cancelTo={SUBSCRIPTIONS.list} legend="Subscription">
      <TextInput label="Name" required {...form.inputProps('name')} />
      <Textarea label="Description" description="HTML shown in the shop; scripts and styles are removed" autosize minRows={2} {...form.inputProps('description')} />
      <Title order={3} size="h5">
        Classes
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Credits accrue per" description="Billing is always per calendar month" required allowDeselect={false} data={SUBSCRIPTION_UNITS} {...form.inputProps('subscriptionUnit')} />
        {form.values.unlimited ? (
          <TextInput label="Classes a day at most" description="Empty: no cap" inputMode="numeric" {...form.inputProps('dailyCap')} />
        ) : (
          <TextInput label={`Classes a ${unit}`} required inputMode="numeric" {...form.inputProps('classes')} />
        )}
      </SimpleGrid>
      <Switch
        label="Unlimited classes"
        {...form.checkboxProps('unlimited')}
        onChange={(event) => {
          form.setValue('unlimited', event.currentTarget.checked);
          setUnlimited(event.currentTarget.checked);
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Classes bookable ahead of next month's credits" required inputMode="numeric" {...form.inputProps('reconcileLaterClasses')} />
        <TextInput label="Credits valid for (days)" description="Empty: the club's setting" inputMode="numeric" {...form.inputProps('creditValidityDays')} />
      </SimpleGrid>
      <MultiSelect
        label="Subscription groups"
        description="The groups say which classes the subscription may be used for"
        data={data?.organizationSubscriptionGroups.edges.map((e) => ({ value: e.node.id, label: e.node.name })) ?? []}
        {...form.inputProps('groups')}
      />
      <Title order={3} size="h5">
        Contract
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Registration fee" required inputMode="decimal" {...form.inputProps('registrationFee')} />
        <TextInput label="Minimum duration (months)" required inputMode="numeric" {...form.inputProps('minimumDurationMonths')} />
        <TextInput label="Notice period" required inputMode="numeric" {...form.inputProps('noticePeriod')} />
        <Select label="Notice period unit" required allowDeselect={false} data={NOTICE_UNITS} {...form.inputProps('noticeUnit')} />
      </SimpleGrid>
      <Select label="After the minimum duration" required allowDeselect={false} data={RENEWAL_MODES} {...form.inputProps('renewalMode')} />
      <Select
        label="Required membership"
        clearable
        data={data?.organizationMemberships.edges.map((e) => ({ value: e.node.id, label: e.node.name })) ?? []}
        {...form.inputProps('requiredMembership')}
      />
      <LedgerSelects options={data} taxRate={form.inputProps('taxRate')} glAccount={form.inputProps('glAccount')} costCentre={form.inputProps('costCentre')} />
      <Switch label="Sell in the shop" {...form.checkboxProps('displayShop')} />
      <Switch label="Show on the public price list" {...form.checkboxProps('displayPublic')} />
    </EditableRecordForm>
  );
}

/** /backoffice/organization/subscriptions/{id|new}: a subscription product: its details, and its prices over time. */
export default function OrganizationSubscription() {
  const page = useRecordOfUrl(OrganizationSubscriptionDetailDocument, ({ node }) => (node?.__typename === 'OrganizationSubscriptionNode' ? node : null));
  const archive = useArchiveRecord(SUBSCRIPTIONS, ArchiveOrganizationSubscriptionDocument);
  return (
    <RecordDetailPage
      kind={SUBSCRIPTIONS}
      page={page}
      actions={(s) => <ArchiveButton archived={s.archived} onArchive={(archived) => archive(s.id, archived)} />}
      tabs={(s, canEdit) => [
        { value: 'details', label: 'Details', content: <SubscriptionForm id={s?.id ?? null} initial={valuesOf(s)} canEdit={canEdit} /> },
        ...(s ? [{ value: 'prices', label: 'Prices', content: <SubscriptionPrices subscriptionId={s.id} prices={s.organizationSubscriptionPrices} canEdit={canEdit} /> }] : []),
      ]}
    />
  );
}
