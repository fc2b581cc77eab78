import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_RELATION_MESSAGES, FORM_MESSAGES } from '@kiai/shared';
import { createTestApp, type TestApp } from '../../support/test-app.js';

interface Answer {
  data?: any;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

const CREATE = `mutation($input: CreateRelationsBusinessInput!) { createRelationsBusiness(input: $input) { relationsBusiness { id name vatId city email archived } } }`;
const UPDATE = `mutation($input: UpdateRelationsBusinessInput!) { updateRelationsBusiness(input: $input) { relationsBusiness { id name vatId note } } }`;
const ARCHIVE = `mutation($input: ArchiveRelationsBusinessInput!) { archiveRelationsBusiness(input: $input) { relationsBusiness { id archived } } }`;
const LIST = `query($search: String, $archived: Boolean, $first: Int) { relationsBusinesses(search: $search, archived: $archived, first: $first) { edges { node { name } } pageInfo { hasNextPage } } }`;
const NODE = `query($id: ID!) { node(id: $id) { ... on RelationsBusinessNode { name } } }`;

const names = (answer: Answer) => answer.data.relationsBusinesses.edges.map((e: { node: { name: string } }) => e.node.name);

describe('business relations', () => {
  let t: TestApp;
  let admin: string;
  let finance: string;
  let manager: string;
  let otherAdmin: string;
  let otherSlug: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.make.defaultClub();
    const token = async (account: Parameters<TestApp['make']['session']>[0]) => (await t.make.session(account)).token;
    admin = await token(await t.make.staff());
    finance = await token(await t.make.staff({ staffRoles: ['FINANCE'] }));
    manager = await token(await t.make.staff({ staffRoles: ['MANAGER'] }));
    const other = await t.make.club();
    otherSlug = other.slug;
    otherAdmin = await token(await t.make.staff({ club: other }));
  });
  afterAll(() => t.close());

  const gql = async (document: string, variables: Record<string, unknown>, token = admin, club?: string): Promise<Answer> =>
    (await t.gql(document, variables, { token, ...(club ? { club } : {}) })).body;

  it('adds a supplier with its address and VAT id, stored without separators, and finds it by name, city or VAT id', async () => {
    const answer = await gql(CREATE, { input: { name: 'Mat Supplies BV', addressLine1: 'Dojo 1', postcode: '1011 AB', city: 'Amsterdam', country: 'Netherlands', email: 'sales@mats.example', vatId: 'nl 1234.56.789.b01' } }, finance);
    expect(answer.data.createRelationsBusiness.relationsBusiness).toMatchObject({ name: 'Mat Supplies BV', vatId: 'NL123456789B01', city: 'Amsterdam', archived: false });
    await gql(CREATE, { input: { name: 'Glove House' } });
    expect(names(await gql(LIST, {}))).toEqual(['Glove House', 'Mat Supplies BV']);
    expect(names(await gql(LIST, { search: 'supplies' }))).toEqual(['Mat Supplies BV']);
    expect(names(await gql(LIST, { search: 'amster' }))).toEqual(['Mat Supplies BV']);
    expect(names(await gql(LIST, { search: 'NL 1234' }))).toEqual(['Mat Supplies BV']);
    // LIKE's wildcards are searched as text.
    expect(names(await gql(LIST, { search: '%' }))).toEqual([]);
    expect(names(await gql(LIST, { search: '_' }))).toEqual([]);
  });

  it('refuses bad input naming each field, and writes nothing', async () => {
    const before = names(await gql(LIST, { first: 100 }));
    const answer = await gql(CREATE, { input: { name: ' ', vatId: '123456789', email: 'not-an-email', postcode: 'x'.repeat(21) } });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { name: FORM_MESSAGES.required, vatId: BUSINESS_RELATION_MESSAGES.vatId, email: FORM_MESSAGES.email, postcode: BUSINESS_RELATION_MESSAGES.tooLong(20) },
    });
    expect(names(await gql(LIST, { first: 100 }))).toEqual(before);
  });

  it('changes and archives a relation; archived ones leave the list and come back on asking', async () => {
    const id = (await gql(CREATE, { input: { name: 'Old Printer' } })).data.createRelationsBusiness.relationsBusiness.id;
    const updated = await gql(UPDATE, { input: { id, name: 'Old Printer Ltd', vatId: 'GB123456789', note: 'Flyers' } });
    expect(updated.data.updateRelationsBusiness.relationsBusiness).toMatchObject({ name: 'Old Printer Ltd', vatId: 'GB123456789', note: 'Flyers' });
    expect((await gql(ARCHIVE, { input: { id } })).data.archiveRelationsBusiness.relationsBusiness.archived).toBe(true);
    expect(names(await gql(LIST, { search: 'printer' }))).toEqual([]);
    expect(names(await gql(LIST, { search: 'printer', archived: true }))).toEqual(['Old Printer Ltd']);
    expect((await gql(ARCHIVE, { input: { id, archived: false } })).data.archiveRelationsBusiness.relationsBusiness.archived).toBe(false);
  });

  it('lets a manager read but not change; another club neither sees nor changes this club’s relations', async () => {
    const id = (await gql(CREATE, { input: { name: 'Secret Supplier' } })).data.createRelationsBusiness.relationsBusiness.id;
    expect(names(await gql(LIST, { search: 'secret' }, manager))).toEqual(['Secret Supplier']);
    expect((await gql(UPDATE, { input: { id, name: 'Renamed' } }, manager)).errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    expect(names(await gql(LIST, { search: 'secret' }, otherAdmin, otherSlug))).toEqual([]);
    expect((await gql(NODE, { id }, otherAdmin, otherSlug)).data.node).toBeNull();
    expect((await gql(UPDATE, { input: { id, name: 'Stolen' } }, otherAdmin, otherSlug)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(ARCHIVE, { input: { id } }, otherAdmin, otherSlug)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(NODE, { id })).data.node.name).toBe('Secret Supplier');
  });

  it('pages long lists', async () => {
    for (let i = 0; i < 3; i++) await gql(CREATE, { input: { name: `Zeta ${i}` } });
    const page = await gql(LIST, { search: 'zeta', first: 2 });
    expect(names(page)).toEqual(['Zeta 0', 'Zeta 1']);
    expect(page.data.relationsBusinesses.pageInfo.hasNextPage).toBe(true);
  });
});
