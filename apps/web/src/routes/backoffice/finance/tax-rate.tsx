import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Anchor, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { FINANCE_SETUP_MESSAGES, TAX_RATE_RULES } from '@kiai/shared';
import { Link, useSearchParams } from 'react-router';
import { ArchiveButton } from '../../../components/backoffice/archive-button.js';
import { EditableRecordForm } from '../../../components/backoffice/editable-record-form.js';
import { RecordDetailPage, useRecordOfUrl } from '../../../components/backoffice/record-detail-page.js';
import { recordHref } from '../../../components/backoffice/record-kind.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import { useArchiveRecord, useRecordWrite, useSaveRecord } from '../../../components/backoffice/use-record-writes.js';
import { TAX_RATES } from '../../../features/finance/finance-setup-kinds.js';
import {
  ArchiveFinanceTaxRateDocument,
  CreateFinanceTaxRateDocument,
  FinanceTaxRateDetailDocument,
  ReplaceFinanceTaxRateDocument,
  UpdateFinanceTaxRateDocument,
  type FinanceTaxRateDetailQuery,
} from '../../../features/finance/finance-setup.generated.js';
import { percentageText, RATE_TYPE_LABELS } from '../../../features/finance/tax-rate-format.js';
import type { FinanceTaxRateKind } from '../../../graphql-types.generated.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

type TaxRate = Extract<NonNullable<FinanceTaxRateDetailQuery['node']>, { __typename: 'FinanceTaxRateNode' }>;
const taxRateOf = ({ node }: FinanceTaxRateDetailQuery): TaxRate | null => (node?.__typename === 'FinanceTaxRateNode' ? node : null);

interface TaxRateValues {
  name: string;
  percentage: string;
  rateType: FinanceTaxRateKind;
  code: string;
}

const valuesOf = (rate: TaxRate | null): TaxRateValues =>
  rate ? { name: rate.name, percentage: percentageText(rate.percentage).slice(0, -1), rateType: rate.rateType, code: rate.code } : { name: '', percentage: '', rateType: 'IN', code: '' };

/**
 * The rate's form. A rate on invoices or orders keeps its percentage and type (the lines' tax is history): those
 * fields are locked with the reason, and 'Replace with a new rate' starts a new rate that takes its place.
 * `replaces`: the form is that new rate, and saving replaces the old one.
 */
function TaxRateForm({ rate, replaces, canEdit }: { rate: TaxRate | null; replaces: TaxRate | null; canEdit: boolean }) {
  const save = useSaveRecord(TAX_RATES, { create: CreateFinanceTaxRateDocument, update: UpdateFinanceTaxRateDocument });
  const replace = useRecordWrite(ReplaceFinanceTaxRateDocument);
  const form = useRecordForm({
    initialValues: valuesOf(rate ?? replaces),
    rules: TAX_RATE_RULES,
    onSubmit: async (values) => {
      if (replaces) await replace({ input: { id: replaces.id, ...values } }, `${replaces.name} replaced`, TAX_RATES.list);
      else await save(rate?.id ?? null, values);
    },
  });
  const locked = rate?.inUse === true;
  const lockedBy = locked ? FINANCE_SETUP_MESSAGES.rateInUse : undefined;
  return (
    <Stack gap="md">
      {replaces && (
        <Alert color="blue" variant="light" title={`Replaces ${replaces.name} (${percentageText(replaces.percentage)})`}>
          Saving archives {replaces.name}; products sold at it sell at this rate from now on. Lines already written keep their tax.
        </Alert>
      )}
      <EditableRecordForm form={form} canEdit={canEdit} cancelTo={TAX_RATES.list} legend="Tax rate">
        <TextInput label="Name" required {...form.inputProps('name')} />
        <TextInput label="Percentage" required inputMode="decimal" rightSection="%" disabled={locked} description={lockedBy} {...form.inputProps('percentage')} />
        <Radio.Group label="Prices" required {...form.inputProps('rateType')}>
          <Group gap="md" mt={4}>
            {(['IN', 'EX'] as const).map((type) => (
              <Radio key={type} value={type} label={RATE_TYPE_LABELS[type]} disabled={locked} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput label="Code" description="The code your accountant knows it by" {...form.inputProps('code')} />
      </EditableRecordForm>
      {locked && canEdit && rate.replacedBy === null && (
        <Group>
          <Button component={Link} to={`${TAX_RATES.list}/new?replaces=${encodeURIComponent(rate.id)}`} variant="default">
            Replace with a new rate
          </Button>
        </Group>
      )}
      {rate?.replacedBy && (
        <Text>
          <Anchor component={Link} to={recordHref(TAX_RATES, rate.replacedBy)}>
            See the rate that replaced it
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/** /backoffice/finance/tax-rates/{id|new}: one tax rate; new?replaces={id} is the rate that replaces a rate in use. */
export default function FinanceTaxRate() {
  const page = useRecordOfUrl(FinanceTaxRateDetailDocument, taxRateOf);
  const replacesId = useSearchParams()[0].get('replaces');
  const replaced = useGraphQLQuery(FinanceTaxRateDetailDocument, page.isNew && replacesId ? { id: replacesId } : null);
  const replaces = replaced.data ? taxRateOf(replaced.data) : null;
  const archive = useArchiveRecord(TAX_RATES, ArchiveFinanceTaxRateDocument);
  // The replacement's form starts from the old rate's values, so it waits for them.
  const waiting = page.isNew && replacesId !== null && !replaces;
  return (
    <RecordDetailPage
      kind={TAX_RATES}
      page={{ ...page, loading: page.loading || (waiting && replaced.isPending), error: page.error ?? replaced.error }}
      actions={(rate) => <ArchiveButton archived={rate.archived} onArchive={(archived) => archive(rate.id, archived)} />}
      tabs={(rate, canEdit) =>
        waiting ? [] : [{ value: 'details', label: 'Details', content: <TaxRateForm key={rate?.id ?? replacesId ?? 'new'} rate={rate} replaces={replaces} canEdit={canEdit} /> }]
      }
    />
  );
}
