import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Group, Select, Switch, TextInput, Textarea } from '@mantine/core';
import { membershipProductRules } from '@kiai/shared';
import { useState } from 'react';
import { ArchiveButton } from '../../../components/backoffice/archive-button.js';
import { EditableRecordForm } from '../../../components/backoffice/editable-record-form.js';
import { RecordDetailPage, useRecordOfUrl } from '../../../components/backoffice/record-detail-page.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import { useArchiveRecord, useSaveRecord } from '../../../components/backoffice/use-record-writes.js';
import { LedgerSelects, ledgerInputOf, ledgerValuesOf } from '../../../features/organization/ledger-selects.js';
import { MEMBERSHIPS } from '../../../features/organization/organization-kinds.js';
import {
  ArchiveOrganizationMembershipDocument,
  CreateOrganizationMembershipDocument,
  OrganizationMembershipDetailDocument,
  OrganizationMembershipOptionsDocument,
  UpdateOrganizationMembershipDocument,
  type OrganizationMembershipDetailQuery,
} from '../../../features/organization/subscription-products.generated.js';
import { VALIDITY_UNITS } from '../../../features/organization/validity-units.js';
import type { OrganizationClasspassValidityUnit } from '../../../graphql-types.generated.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

type Membership = Extract<NonNullable<OrganizationMembershipDetailQuery['node']>, { __typename: 'OrganizationMembershipNode' }>;

function valuesOf(m: Membership | null) {
  return {
    name: m?.name ?? '',
    description: m?.description ?? '',
    price: m?.price ?? '',
    validity: m ? String(m.validity) : '1',
    validityUnit: (m?.validityUnit ?? 'YEARS') as OrganizationClasspassValidityUnit,
    terms: m?.terms ?? '',
    renewal: m?.renewal ?? false,
    renewalDaysBefore: m ? String(m.renewalDaysBefore) : '14',
    ...ledgerValuesOf(m),
    displayShop: m?.displayShop ?? true,
    displayPublic: m?.displayPublic ?? true,
  };
}

function MembershipForm({ id, initial, canEdit }: { id: string | null; initial: ReturnType<typeof valuesOf>; canEdit: boolean }) {
  const save = useSaveRecord(MEMBERSHIPS, { create: CreateOrganizationMembershipDocument, update: UpdateOrganizationMembershipDocument });
  const { data } = useGraphQLQuery(OrganizationMembershipOptionsDocument, {});
  // The longest validity depends on its unit: the rules follow the unit.
  const [validityUnit, setValidityUnit] = useState(initial.validityUnit);
  const form = useRecordForm({
    initialValues: initial,
    rules: membershipProductRules(validityUnit),
    onSubmit: async ({ taxRate, glAccount, costCentre, validity, renewalDaysBefore, ...values }) =>
      save(id, { ...values, validity: Number(validity), renewalDaysBefore: Number(renewalDaysBefore), ...ledgerInputOf({ taxRate, glAccount, costCentre }) }),
  });
  return (
    <EditableRecordForm form={form} canEdit={canEdit} cancelTo={MEMBERSHIPS.list} legend="Membership">
      <TextInput label="Name" required {...form.inputProps('name')} />
      <Textarea label="Description" description="HTML shown in the shop; scripts and styles are removed" autosize minRows={2} {...form.inputProps('description')} />
      <Group grow align="flex-start">
        <TextInput label="Price" required inputMode="decimal" {...form.inputProps('price')} />
        <TextInput label="Validity" required inputMode="numeric" {...form.inputProps('validity')} />
        <Select
          label="Validity unit"
          required
          allowDeselect={false}
          data={VALIDITY_UNITS}
          {...form.inputProps('validityUnit')}
          onChange={(unit) => {
            form.setValue('validityUnit', unit as OrganizationClasspassValidityUnit);
            setValidityUnit(unit as OrganizationClasspassValidityUnit);
          }}
        />
      </Group>
      <Textarea label="Terms" description="HTML the member agrees to when buying" autosize minRows={2} {...form.inputProps('terms')} />
      <Switch label="Renews at the end" {...form.checkboxProps('renewal')} />
      {form.values.renewal && <TextInput label="Renew this many days before the end" required inputMode="numeric" {...form.inputProps('renewalDaysBefore')} />}
      <LedgerSelects options={data} taxRate={form.inputProps('taxRate')} glAccount={form.inputProps('glAccount')} costCentre={form.inputProps('costCentre')} />
      <Switch label="Sell in the shop" {...form.checkboxProps('displayShop')} />
      <Switch label="Show on the public price list" {...form.checkboxProps('displayPublic')} />
    </EditableRecordForm>
  );
}

/** /backoffice/organization/memberships/{id|new}: a membership product: price, validity, terms, renewal. */
export default function OrganizationMembership() {
  const page = useRecordOfUrl(OrganizationMembershipDetailDocument, ({ node }) => (node?.__typename === 'OrganizationMembershipNode' ? node : null));
  const archive = useArchiveRecord(MEMBERSHIPS, ArchiveOrganizationMembershipDocument);
  return (
    <RecordDetailPage
      kind={MEMBERSHIPS}
      page={page}
      actions={(m) => <ArchiveButton archived={m.archived} onArchive={(archived) => archive(m.id, archived)} />}
      tabs={(m, canEdit) => [{ value: 'details', label: 'Details', content: <MembershipForm id={m?.id ?? null} initial={valuesOf(m)} canEdit={canEdit} /> }]}
    />
  );
}
