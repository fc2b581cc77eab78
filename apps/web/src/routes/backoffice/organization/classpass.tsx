import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Group, MultiSelect, Select, Switch, TextInput, Textarea } from '@mantine/core';
import { classpassRules } from '@kiai/shared';
import { useState } from 'react';
import { ArchiveButton } from '../../../components/backoffice/archive-button.js';
import { EditableRecordForm } from '../../../components/backoffice/editable-record-form.js';
import { RecordDetailPage, useRecordOfUrl } from '../../../components/backoffice/record-detail-page.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import { useArchiveRecord, useSaveRecord } from '../../../components/backoffice/use-record-writes.js';
import {
  ArchiveOrganizationClasspassDocument,
  CreateOrganizationClasspassDocument,
  OrganizationClasspassDetailDocument,
  OrganizationClasspassOptionsDocument,
  UpdateOrganizationClasspassDocument,
  type OrganizationClasspassDetailQuery,
} from '../../../features/organization/organization.generated.js';
import { CLASSPASSES } from '../../../features/organization/organization-kinds.js';
import { VALIDITY_UNITS } from '../../../features/organization/validity-units.js';
import type { OrganizationClasspassValidityUnit } from '../../../graphql-types.generated.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

interface ClasspassValues {
  name: string;
  description: string;
  price: string;
  taxRate: string | null;
  validity: string;
  validityUnit: OrganizationClasspassValidityUnit;
  unlimited: boolean;
  classes: string;
  trialPass: boolean;
  displayShop: boolean;
  displayPublic: boolean;
  groups: string[];
}

type Product = NonNullable<OrganizationClasspassDetailQuery['organizationClasspass']>;

function valuesOf(p: Product | null): ClasspassValues {
  if (!p) {
    return { name: '', description: '', price: '', taxRate: null, validity: '', validityUnit: 'MONTHS', unlimited: false, classes: '', trialPass: false, displayShop: true, displayPublic: true, groups: [] };
  }
  return {
    name: p.name,
    description: p.description,
    price: p.price,
    taxRate: p.financeTaxRateId === null || p.financeTaxRateId === undefined ? null : String(p.financeTaxRateId),
    validity: String(p.validity),
    validityUnit: p.validityUnit as OrganizationClasspassValidityUnit,
    unlimited: p.unlimited,
    classes: p.classes === null || p.classes === undefined ? '' : String(p.classes),
    trialPass: p.trialPass,
    displayShop: p.displayShop,
    displayPublic: p.displayPublic,
    groups: p.organizationClasspassGroups.map((g) => g.id),
  };
}

function ClasspassForm({ id, initial, canEdit }: { id: string | null; initial: ClasspassValues; canEdit: boolean }) {
  const save = useSaveRecord(CLASSPASSES, { create: CreateOrganizationClasspassDocument, update: UpdateOrganizationClasspassDocument });
  const { data } = useGraphQLQuery(OrganizationClasspassOptionsDocument, {});
  // Counted passes need their number of classes, and the longest validity depends on its unit: the rules follow
  // the Unlimited switch and the unit.
  const [unlimited, setUnlimited] = useState(initial.unlimited);
  const [validityUnit, setValidityUnit] = useState(initial.validityUnit);
  const form = useRecordForm({
    initialValues: initial,
    rules: classpassRules(unlimited, validityUnit),
    onSubmit: async ({ taxRate, validity, classes, groups, ...values }) => {
      const input = {
        ...values,
        financeTaxRate: taxRate === null ? null : Number(taxRate),
        validity: Number(validity),
        classes: values.unlimited ? null : Number(classes),
        organizationClasspassGroups: groups,
      };
      await save(id, input);
    },
  });
  return (
    <EditableRecordForm form={form} canEdit={canEdit} cancelTo={CLASSPASSES.list} legend="Class pass">
      <TextInput label="Name" required {...form.inputProps('name')} />
      <Textarea label="Description" description="Shown on the shop card" autosize minRows={2} {...form.inputProps('description')} />
      <Group grow align="flex-start">
        <TextInput label="Price" required inputMode="decimal" {...form.inputProps('price')} />
        <Select label="Tax rate" clearable data={data?.financeTaxRates.map((r) => ({ value: String(r.id), label: r.name })) ?? []} {...form.inputProps('taxRate')} />
      </Group>
      <Group grow align="flex-start">
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
      <Switch
        label="Unlimited classes"
        {...form.checkboxProps('unlimited')}
        onChange={(event) => {
          form.setValue('unlimited', event.currentTarget.checked);
          setUnlimited(event.currentTarget.checked);
        }}
      />
      {!form.values.unlimited && <TextInput label="Classes" required inputMode="numeric" {...form.inputProps('classes')} />}
      <MultiSelect
        label="Class pass groups"
        description="The groups say which classes the pass may be used for"
        data={data?.organizationClasspassGroups.edges.map((e) => ({ value: e.node.id, label: e.node.name })) ?? []}
        {...form.inputProps('groups')}
      />
      <Switch label="Trial pass" {...form.checkboxProps('trialPass')} />
      <Switch label="Sell in the shop" {...form.checkboxProps('displayShop')} />
      <Switch label="Show on the public price list" {...form.checkboxProps('displayPublic')} />
    </EditableRecordForm>
  );
}

/** /backoffice/organization/classpasses/{id|new}: a class pass product: validity, classes, price, flags, groups. */
export default function OrganizationClasspass() {
  const page = useRecordOfUrl(OrganizationClasspassDetailDocument, (data) => data.organizationClasspass);
  const archive = useArchiveRecord(CLASSPASSES, ArchiveOrganizationClasspassDocument);
  return (
    <RecordDetailPage
      kind={CLASSPASSES}
      page={page}
      actions={(product) => <ArchiveButton archived={product.archived} onArchive={(archived) => archive(product.id, archived)} />}
      tabs={(product, canEdit) => [{ value: 'details', label: 'Details', content: <ClasspassForm id={product?.id ?? null} initial={valuesOf(product)} canEdit={canEdit} /> }]}
    />
  );
}
