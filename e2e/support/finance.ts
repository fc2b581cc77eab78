import { graphql, type ApiClient } from './api.js';

/**
 * An issued invoice of one line for the account, to be paid by direct debit, written as staff write one (the
 * invoice editor's API: a draft, then issued), in an invoice group of the run's that is due at once, so the
 * next batch may collect it. Answers its id and number.
 */
export async function issueDirectDebitInvoice(
  api: ApiClient,
  adminToken: string,
  accountId: string,
  line: { productName: string; price: string },
): Promise<{ id: string; invoiceNumber: string }> {
  const { createFinanceInvoiceGroup } = await graphql<{ createFinanceInvoiceGroup: { financeInvoiceGroup: { id: string } } }>(
    api,
    'mutation($input: CreateFinanceInvoiceGroupInput!) { createFinanceInvoiceGroup(input: $input) { financeInvoiceGroup { id } } }',
    { input: { kind: 'INVOICE', name: 'Memberships by direct debit', prefix: 'DD', dueAfterDays: 0, terms: 'Collected by SEPA direct debit.' } },
    adminToken,
  );
  const { financePaymentMethods } = await graphql<{ financePaymentMethods: { edges: { node: { id: string; code: string | null } }[] } }>(
    api,
    '{ financePaymentMethods(first: 100) { edges { node { id code } } } }',
    {},
    adminToken,
  );
  const directDebit = financePaymentMethods.edges.find((edge) => edge.node.code === 'DIRECT_DEBIT');
  if (!directDebit) throw new Error('The club has no direct debit payment method');
  const { createFinanceInvoice } = await graphql<{ createFinanceInvoice: { financeInvoice: { id: string } } }>(
    api,
    'mutation($input: CreateFinanceInvoiceInput!) { createFinanceInvoice(input: $input) { financeInvoice { id } } }',
    {
      input: {
        account: accountId,
        group: createFinanceInvoiceGroup.financeInvoiceGroup.id,
        paymentMethod: directDebit.node.id,
        lines: [{ productName: line.productName, quantity: '1', price: line.price }],
      },
    },
    adminToken,
  );
  const { issueFinanceInvoice } = await graphql<{ issueFinanceInvoice: { financeInvoice: { id: string; invoiceNumber: string } } }>(
    api,
    'mutation($input: IssueFinanceInvoiceInput!) { issueFinanceInvoice(input: $input) { financeInvoice { id invoiceNumber } } }',
    { input: { id: createFinanceInvoice.financeInvoice.id } },
    adminToken,
  );
  return issueFinanceInvoice.financeInvoice;
}
