import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../test/support/sepa-schema.js';
import { buildPain008, PAIN_VERSIONS, type Pain008Input, type Pain008Item } from './pain008.js';

const item = (n: number, over: Partial<Pain008Item> = {}): Pain008Item => ({
  endToEndId: `INV2027-${String(n).padStart(4, '0')}`,
  amount: '49.99',
  mandateReference: `KIAI-M-${n}`,
  mandateSignatureDate: '2026-01-15',
  debtorName: `Member ${n}`,
  debtorIban: 'DE89370400440532013000',
  debtorBic: '',
  sequenceType: 'RCUR',
  remittanceInformation: `Invoice INV2027-${n}`,
  ...over,
});

const input = (over: Partial<Pain008Input> = {}): Pain008Input => ({
  version: 'pain.008.001.08',
  messageId: 'KIAI-B7-20270330',
  created: { date: '2027-03-24', time: '23:59:30' },
  collectionDate: '2027-03-30',
  creditor: { name: 'Northside Dojo', iban: 'NL91 ABNA 0417 1643 00', bic: 'ABNANL2A', creditorId: 'DE98ZZZ09999999999' },
  items: [item(1)],
  ...over,
});

// An amount per item whose float sum drifts: 0.10 + 0.20 … in cents that do not add up exactly in binary.
const awkwardAmount = (n: number) => new Decimal(n % 97).plus('0.1').plus(new Decimal(n % 7).dividedBy(100)).toFixed(2);

describe('buildPain008 (L9)', () => {
  it.each(PAIN_VERSIONS)('writes a %s file of 1,000 items that validates, with the exact control sum', async (version) => {
    const items = Array.from({ length: 1000 }, (_, i) => item(i + 1, { amount: awkwardAmount(i), sequenceType: i % 10 === 0 ? 'FRST' : 'RCUR' }));
    const xml = buildPain008(input({ version, items }));
    expect(await schemaErrors(xml, version)).toEqual([]);
    const exact = items.reduce((sum, i) => sum.plus(i.amount), new Decimal(0)).toFixed(2);
    expect(xml).toContain(`<GrpHdr><MsgId>KIAI-B7-20270330</MsgId><CreDtTm>2027-03-24T23:59:30</CreDtTm><NbOfTxs>1000</NbOfTxs><CtrlSum>${exact}</CtrlSum>`);
    expect(xml.match(/<PmtInf>/g)).toHaveLength(2);
    expect(xml).toContain('<SeqTp>FRST</SeqTp>');
    expect(xml).toContain('<ReqdColltnDt>2027-03-30</ReqdColltnDt>');
    expect(xml).toContain(`xmlns="urn:iso:std:iso:20022:tech:xsd:${version}"`);
  });

  it('keeps "Müller", cuts an 80-character name to 70 and writes the IBAN electronically', async () => {
    const long = 'Anneliese ' + 'x'.repeat(70);
    const xml = buildPain008(input({ items: [item(1, { debtorName: 'Jürgen Müller' }), item(2, { debtorName: long })] }));
    expect(await schemaErrors(xml, 'pain.008.001.08')).toEqual([]);
    expect(xml).toContain('<Dbtr><Nm>Jürgen Müller</Nm></Dbtr>');
    expect(xml).toContain(`<Dbtr><Nm>${long.slice(0, 70)}</Nm></Dbtr>`);
    expect(xml).toContain('<IBAN>NL91ABNA0417164300</IBAN>');
  });

  it.each([
    ['a "ü"', 'MÜLLER-1', /may only use/],
    ['a leading "/"', '/M-1', /may not start with "\/"/],
    ['"//"', 'M//1', /may not contain "\/\/"/],
    ['36 characters', 'M'.repeat(36), /at most 35/],
  ])('refuses a mandate reference with %s before making a file', (_, mandateReference, message) => {
    expect(() => buildPain008(input({ items: [item(1, { mandateReference })] }))).toThrow(message);
  });

  it('refuses amounts outside 0.01–999,999,999.99 or with more than two decimals', () => {
    for (const amount of ['0.00', '-5.00', '1000000000.00', '1.005']) {
      expect(() => buildPain008(input({ items: [item(1, { amount })] }))).toThrow(/amount must be between/);
    }
  });

  it("refuses a wrong IBAN, the club's wrong creditor id, duplicate end-to-end ids and an empty file", () => {
    expect(() => buildPain008(input({ items: [item(1, { debtorIban: 'DE88370400440532013000' })] }))).toThrow(/Item INV2027-0001: The IBAN is not valid/);
    expect(() => buildPain008(input({ creditor: { ...input().creditor, creditorId: 'DE97ZZZ09999999999' } }))).toThrow(/check digits/);
    expect(() => buildPain008(input({ items: [item(1), item(1)] }))).toThrow(/same end-to-end id/);
    expect(() => buildPain008(input({ items: [] }))).toThrow(/at least one item/);
  });
});
