import { Select, SimpleGrid } from '@mantine/core';

type SelectProps = { name: string; value: string | null; onChange: (value: unknown) => void; error?: string | undefined };

interface LedgerOptions {
  financeTaxRates: { id: number; name: string }[];
  organizationGlAccountOptions: { id: string; code: string; name: string }[];
  organizationCostCentreOptions: { id: string; code: string; name: string }[];
}

const codeLabel = (c: { id: string; code: string; name: string }) => ({ value: c.id, label: `${c.code} ${c.name}` });

/** Where a product's sales are booked: its tax rate, GL account and cost centre (each optional). */
export function LedgerSelects({ options, taxRate, glAccount, costCentre }: { options: LedgerOptions | undefined; taxRate: SelectProps; glAccount: SelectProps; costCentre: SelectProps }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select label="Tax rate" clearable data={options?.financeTaxRates.map((r) => ({ value: String(r.id), label: r.name })) ?? []} {...taxRate} />
      <Select label="GL account" clearable data={options?.organizationGlAccountOptions.map(codeLabel) ?? []} {...glAccount} />
      <Select label="Cost centre" clearable data={options?.organizationCostCentreOptions.map(codeLabel) ?? []} {...costCentre} />
    </SimpleGrid>
  );
}

/** The ledger of a product form's values as the API takes it: a tax rate's number, the ids, null for none. */
export function ledgerInputOf(values: { taxRate: string | null; glAccount: string | null; costCentre: string | null }) {
  return { financeTaxRate: values.taxRate === null ? null : Number(values.taxRate), financeGlAccount: values.glAccount, financeCostCentre: values.costCentre };
}

/** A saved product's ledger as the form's values. */
export function ledgerValuesOf(product: { financeTaxRateId?: number | null; financeGlAccountId?: string | null; financeCostCentreId?: string | null } | null) {
  return {
    taxRate: product?.financeTaxRateId === null || product?.financeTaxRateId === undefined ? null : String(product.financeTaxRateId),
    glAccount: product?.financeGlAccountId ?? null,
    costCentre: product?.financeCostCentreId ?? null,
  };
}
