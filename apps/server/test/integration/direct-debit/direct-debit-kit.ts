import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import type { TestApp } from '../../support/test-app.js';

/** The club's direct debit settings, as Settings → Finance stores them (checked values). */
export async function directDebitSettings(t: TestApp, club: Club, overrides: { painVersion?: 'pain.008.001.08' | 'pain.008.001.02'; approvalByOther?: boolean; firstSequence?: boolean; noticeDays?: number; returnFee?: string } = {}) {
  await t.app.db
    .insertInto('directDebitSettings')
    .values({ clubId: club.id, creditorName: 'Test Club', creditorId: 'DE98ZZZ09999999999', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', noticeDays: 2, ...overrides })
    .onConflict((oc) => oc.column('clubId').doUpdateSet({ noticeDays: 2, ...overrides }))
    .execute();
}

/** A bank account with a mandate in force on the account. */
export async function mandateFor(t: TestApp, club: Club, account: Pick<Account, 'id' | 'firstName' | 'lastName'>, reference = `KIAI-M-${account.id}`) {
  const bank = await t.app.db
    .insertInto('directDebitBankAccounts')
    .values({ clubId: club.id, accountId: account.id, holder: `${account.firstName} ${account.lastName}`, iban: 'DE89370400440532013000' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return t.app.db
    .insertInto('directDebitMandates')
    .values({ clubId: club.id, accountId: account.id, bankAccountId: bank.id, reference, signatureDate: '2026-01-15' })
    .returning('id')
    .executeTakeFirstOrThrow();
}

let numbers = 0;

/** An issued (SENT) invoice of the account to be paid by direct debit, as the invoice editor leaves it. */
export async function directDebitInvoice(t: TestApp, club: Club, account: Pick<Account, 'id'>, values: { total: string; paid?: string; dateDue?: string; method?: 'DIRECT_DEBIT' | 'CASH' }) {
  const group = await t.app.db.selectFrom('financeInvoiceGroups').select('id').where('clubId', '=', club.id).orderBy('id').executeTakeFirstOrThrow();
  const method = await t.app.db.selectFrom('financePaymentMethods').select('id').where('clubId', '=', club.id).where('code', '=', values.method ?? 'DIRECT_DEBIT').executeTakeFirstOrThrow();
  numbers += 1;
  return t.app.db
    .insertInto('financeInvoices')
    .values({
      clubId: club.id,
      accountId: account.id,
      financeInvoiceGroupId: group.id,
      invoiceNumber: `DD2026-${String(numbers).padStart(5, '0')}`,
      status: 'SENT',
      dateCreated: '2026-02-20',
      dateDue: values.dateDue ?? '2026-03-01',
      subtotal: values.total,
      tax: '0.00',
      total: values.total,
      paid: values.paid ?? '0.00',
      financePaymentMethodId: method.id,
    })
    .returning(['id', 'invoiceNumber'])
    .executeTakeFirstOrThrow();
}
