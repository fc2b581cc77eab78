import '@mantine/core/styles/Fieldset.css';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { checkFields, INVOICE_LINE_RULES, MAX_INVOICE_LINES, type FieldErrors } from '@kiai/shared';
import { GraphQLRequestError } from '../../../lib/api/errors.js';
import { usePortalConfig } from '../../../lib/portal-config.js';
import { previewLine, previewTotals, type PreviewRate } from '../document-line-amounts.js';

/**
 * The lines of a quote or an invoice as staff type them: product, description,
 * quantity, price, tax rate, GL account and cost centre, each line added or removed, with its amounts and the
 * document's totals worked out as the server will. Field messages come keyed as the server answers them
 * (`lines.0.quantity`), from its check or from `documentLineErrors` before sending.
 */
export interface DocumentLineValues {
  productName: string;
  description: string;
  quantity: string;
  price: string;
  /** ids; '' for none */
  taxRate: string;
  glAccount: string;
  costCentre: string;
}

export interface DocumentLineChoices {
  taxRates: readonly ({ id: string; name: string } & PreviewRate)[];
  glAccounts: readonly { id: string; code: string; name: string }[];
  costCentres: readonly { id: string; code: string; name: string }[];
}

export const EMPTY_DOCUMENT_LINE: DocumentLineValues = { productName: '', description: '', quantity: '1', price: '', taxRate: '', glAccount: '', costCentre: '' };

/** A saved line (a draft's, a quote's) as the editor holds it: no id is ''. */
export function documentLineValuesOf(
  line: Omit<DocumentLineValues, 'taxRate' | 'glAccount' | 'costCentre'> & { taxRate: string | null; glAccount: string | null; costCentre: string | null },
): DocumentLineValues {
  return {
    productName: line.productName,
    description: line.description,
    quantity: line.quantity,
    price: line.price,
    taxRate: line.taxRate ?? '',
    glAccount: line.glAccount ?? '',
    costCentre: line.costCentre ?? '',
  };
}

/**
 * The lines checked before sending by the rules the server checks them with: a refusal as the server's would be
 * (VALIDATION_FAILED, messages under `lines.<n>.<field>`), so the form shows it under each line's inputs.
 */
export function assertValidDocumentLines(lines: readonly DocumentLineValues[]): void {
  const errors: FieldErrors = {};
  lines.forEach((line, index) => {
    for (const [field, message] of Object.entries(checkFields(line, INVOICE_LINE_RULES))) errors[`lines.${index}.${field}`] = message;
  });
  if (Object.keys(errors).length > 0) throw new GraphQLRequestError('Check the lines.', 'VALIDATION_FAILED', 400, errors);
}

/** The lines as the API takes them: ids left empty are none. */
export function documentLineInputs(lines: readonly DocumentLineValues[]) {
  return lines.map((line) => ({
    productName: line.productName,
    description: line.description,
    quantity: line.quantity,
    price: line.price,
    taxRate: line.taxRate || null,
    glAccount: line.glAccount || null,
    costCentre: line.costCentre || null,
  }));
}

const codeOptions = (rows: readonly { id: string; code: string; name: string }[]) => rows.map((row) => ({ value: row.id, label: `${row.code} ${row.name}` }));

export function DocumentLinesEditor({ lines, onChange, errors, choices, disabled = false }: {
  lines: readonly DocumentLineValues[];
  /** `changed`: the key of the message that no longer applies (`lines.0.price`), or `lines` when one is added or removed */
  onChange: (lines: DocumentLineValues[], changed: string) => void;
  errors: FieldErrors;
  choices: DocumentLineChoices;
  disabled?: boolean;
}) {
  const currency = usePortalConfig()?.currencySymbol ?? '';
  const money = (amount: string) => `${currency} ${amount}`.trim();
  const rateOf = (id: string) => choices.taxRates.find((rate) => rate.id === id);
  const amounts = lines.map((line) => previewLine(line.price, line.quantity, rateOf(line.taxRate)));
  const totals = previewTotals(amounts);
  const change = (index: number, field: keyof DocumentLineValues, value: string) =>
    onChange(
      lines.map((line, i) => (i === index ? { ...line, [field]: value } : line)),
      `lines.${index}.${field}`,
    );
  const taxOptions = choices.taxRates.map((rate) => ({ value: rate.id, label: `${rate.name} (${Number(rate.percentage)}% ${rate.rateType === 'IN' ? 'incl.' : 'excl.'})` }));

  return (
    <Stack gap="sm">
      {lines.map((line, index) => {
        const props = (field: keyof DocumentLineValues) => ({
          value: line[field],
          error: errors[`lines.${index}.${field}`],
          disabled,
        });
        const amount = amounts[index];
        return (
          // Lines have no ids of their own until saved: their place is who they are.
          <Fieldset key={index} legend={`Line ${index + 1}`} disabled={disabled}>
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Product" required {...props('productName')} onChange={(e) => change(index, 'productName', e.currentTarget.value)} />
                <Textarea label="Description" autosize minRows={1} {...props('description')} onChange={(e) => change(index, 'description', e.currentTarget.value)} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <TextInput label="Quantity" inputMode="decimal" required {...props('quantity')} onChange={(e) => change(index, 'quantity', e.currentTarget.value)} />
                <TextInput label="Price" inputMode="decimal" required description="Per unit, as the tax rate says" {...props('price')} onChange={(e) => change(index, 'price', e.currentTarget.value)} />
                <Select label="Tax rate" clearable placeholder="No tax" data={taxOptions} {...props('taxRate')} onChange={(value) => change(index, 'taxRate', value ?? '')} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <Select label="GL account" clearable data={codeOptions(choices.glAccounts)} {...props('glAccount')} onChange={(value) => change(index, 'glAccount', value ?? '')} />
                <Select label="Cost centre" clearable data={codeOptions(choices.costCentres)} {...props('costCentre')} onChange={(value) => change(index, 'costCentre', value ?? '')} />
              </SimpleGrid>
              <Group justify="space-between">
                <Text size="sm">{amount ? `Line total ${money(amount.total)} (tax ${money(amount.tax)})` : 'Line total: enter a quantity and a price'}</Text>
                {!disabled && lines.length > 1 && (
                  <Button variant="subtle" color="red" onClick={() => onChange(lines.filter((_, i) => i !== index), 'lines')}>
                    Remove line {index + 1}
                  </Button>
                )}
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      {errors.lines && (
        <Text c="red.8" size="sm" role="alert">
          {errors.lines}
        </Text>
      )}
      {!disabled && lines.length < MAX_INVOICE_LINES && (
        <Group>
          <Button variant="default" onClick={() => onChange([...lines, EMPTY_DOCUMENT_LINE], 'lines')}>
            Add line
          </Button>
        </Group>
      )}
      <Text aria-live="polite">
        Subtotal {money(totals.subtotal)} · Tax {money(totals.tax)} · Total {money(totals.total)}
      </Text>
    </Stack>
  );
}
