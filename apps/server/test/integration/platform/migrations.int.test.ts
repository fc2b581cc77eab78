import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { loadMigrations, migrate, type Migration } from '../../../src/platform/db/migrate.js';
import type { Db } from '../../../src/platform/db/database.js';
import { testDbKind } from '../../support/test-database.js';
import { createEmptyDatabase, listTableColumns, tableChecksums, type EmptyDatabase } from './database-copies.js';
import { describeSchema, SCHEMA_SNAPSHOT_FILE } from './schema-snapshot.js';

// Test plan D2, on PGlite and on the PostgreSQL server (each vitest project runs its own kind).
const migrations = loadMigrations();

/** Rows an older release wrote, in the vocabulary of the first migration (which never changes). */
async function insertFirstReleaseData(db: Db): Promise<void> {
  const statements = [
    sql`INSERT INTO clubs (slug, name, time_zone) VALUES ('old-club', 'Old Club', 'Europe/Amsterdam'), ('other-club', 'Other Club', 'Europe/London')`,
    sql`INSERT INTO accounts (club_id, email, first_name, last_name, role, permissions, password_hash, date_of_birth, country)
        SELECT id, 'member@old.example', 'Olga', 'Oldtimer', 'MEMBER', '{}', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', '1990-04-01', 'NL'
        FROM clubs WHERE slug = 'old-club'`,
    sql`INSERT INTO accounts (club_id, email, role, permissions, instructor, employee)
        SELECT id, 'staff@old.example', 'STAFF', '{*}', true, true FROM clubs WHERE slug = 'other-club'`,
    sql`INSERT INTO accounts (club_id, email, role, permissions)
        SELECT id, 'desk@old.example', 'STAFF', '{attendance.manage,schedule.view}' FROM clubs WHERE slug = 'old-club'`,
    sql`INSERT INTO accounts (club_id, email, role, permissions)
        SELECT id, 'coach@old.example', 'STAFF', '{schedule.view}' FROM clubs WHERE slug = 'old-club'`,
    sql`INSERT INTO refresh_tokens (club_id, account_id, family_id, token_hash, family_started_at, expires_at)
        SELECT club_id, id, '00000000-0000-4000-8000-000000000001', 'hash-1', '2026-01-01T10:00:00Z', '2026-01-08T10:00:00Z'
        FROM accounts WHERE email = 'member@old.example'`,
    sql`INSERT INTO one_time_tokens (club_id, account_id, purpose, token_hash, expires_at)
        SELECT club_id, id, 'PASSWORD_RESET', 'reset-hash-1', '2026-01-01T11:00:00Z' FROM accounts WHERE email = 'member@old.example'`,
    sql`INSERT INTO login_attempts (club_id, email, ip, succeeded) SELECT id, 'member@old.example', '10.0.0.1', true FROM clubs`,
    sql`INSERT INTO mail_outbox (club_id, to_address, subject, text_body) SELECT id, 'member@old.example', 'Welcome', 'Hello' FROM clubs`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/** Columns a migration drops on purpose after moving their data (checked below); losing any other fails. */
const DROPPED_COLUMNS: Record<string, Record<string, string[]>> = {
  '0004_staff_roles': { accounts: ['permissions'] },
  '0024_finance_ledger_setup': { finance_invoice_groups: ['code'] },
};
/** Columns a migration fills on purpose where they were empty (checked below); changing any other fails. */
const FILLED_COLUMNS: Record<string, Record<string, string[]>> = { '0017_account_key_numbers_backfill': { accounts: ['key_number'] } };
/**
 * Rows a migration adds on purpose to tables that were there (checked below), by an SQL condition on the table
 * (alias t) that picks them; every other row stays as it was. A migration that adds rows needs its entry here.
 */
const ADDED_ROWS: Record<string, Record<string, string>> = {
  '0024_finance_ledger_setup': { finance_invoice_groups: "t.prefix = 'DESK'", finance_payment_methods: "t.code = 'CARD_DESK'" },
  // The system method "Credit note" that settles an invoice against its credit note.
  '0031_credit_notes_and_reminders': { finance_payment_methods: "t.code = 'CREDIT_NOTE'" },
  '0034_direct_debit_return_fees': { finance_invoice_group_defaults: "t.sale_kind = 'RETURN_FEE'" },
  '0038_direct_debit_category_batches': { finance_invoice_group_defaults: "t.sale_kind = 'CATEGORY_BATCH'" },
};

function withoutDropped(tables: Record<string, string[]>, migration: string): Record<string, string[]> {
  const dropped = { ...DROPPED_COLUMNS[migration], ...FILLED_COLUMNS[migration] };
  return Object.fromEntries(Object.entries(tables).map(([table, columns]) => [table, columns.filter((c) => !dropped[table]?.includes(c))]));
}

function changed(migration: Migration): Migration {
  return { ...migration, checksum: `changed-${migration.checksum}`, statements: [...migration.statements, 'SELECT 1'] };
}

describe(`migrations on ${testDbKind()}`, () => {
  // One empty database migrated once serves every check that leaves it as it was (a new database takes
  // seconds on PGlite); the data test builds its own.
  let migrated: EmptyDatabase;
  let appliedOnEmpty: string[];
  beforeAll(async () => {
    migrated = await createEmptyDatabase(testDbKind());
    appliedOnEmpty = await migrate(migrated.db);
  });
  afterAll(() => migrated.close());

  it('are numbered files applied in order, each recorded once', async () => {
    const numbers = migrations.map((m) => Number(/^(\d{4})_[a-z0-9_]+$/.exec(m.name)?.[1]));
    // Numbers are handed out to parallel work ahead of time, so one may be missing for a while; none repeats.
    expect(numbers.every((n, i) => Number.isInteger(n) && n > (numbers[i - 1] ?? 0)), 'migration files are named NNNN_snake_case.sql, numbered upwards from 1').toBe(true);
    expect(appliedOnEmpty).toEqual(migrations.map((m) => m.name));
    const recorded = await sql<{ name: string; checksum: string }>`SELECT name, checksum FROM kiai_migrations ORDER BY name`.execute(migrated.db);
    expect(recorded.rows).toEqual(migrations.map(({ name, checksum }) => ({ name, checksum })));
  });

  it('turn an empty database into exactly the committed schema snapshot', async () => {
    const snapshot = existsSync(SCHEMA_SNAPSHOT_FILE) ? readFileSync(SCHEMA_SNAPSHOT_FILE, 'utf8') : '(missing)';
    expect(
      await describeSchema(migrated.db),
      'The migrated schema differs from apps/server/test/schema-snapshot.sql. If a migration changed it on purpose, run `npm run schema:snapshot` and commit the file.',
    ).toBe(snapshot);
  });

  it('do nothing when run a second time', async () => {
    const { db } = migrated;
    const schema = await describeSchema(db);
    const data = await tableChecksums(db);
    expect(await migrate(db)).toEqual([]);
    expect(await describeSchema(db)).toBe(schema);
    expect(await tableChecksums(db)).toEqual(data);
  });

  it('refuse to run when an applied migration file was changed', async () => {
    const [first, ...rest] = migrations;
    await expect(migrate(migrated.db, [changed(first!), ...rest])).rejects.toThrow(
      `Migration ${first!.name} was changed after it was applied; add a new migration instead`,
    );
  });

  it('roll back a failing migration completely, so a fixed one can run later', async () => {
    const { db } = migrated;
    const schema = await describeSchema(db);
    const broken: Migration = {
      name: '9999_broken',
      checksum: 'broken',
      statements: ['CREATE TABLE half_done (id bigint PRIMARY KEY)', 'ALTER TABLE no_such_table ADD COLUMN x text'],
    };
    await expect(migrate(db, [...migrations, broken])).rejects.toThrow(/no_such_table/);
    expect(await describeSchema(db)).toBe(schema);
  });

  it("keep the first release's data through every later migration, applied one at a time", async () => {
    const database = await createEmptyDatabase(testDbKind());
    try {
      const { db } = database;
      await migrate(db, migrations.slice(0, 1));
      await insertFirstReleaseData(db);
      expect((await tableChecksums(db)).accounts!.rows).toBe(4);
      for (let applied = 1; applied < migrations.length; applied++) {
        // kiai_migrations itself grows; every other table keeps its rows in the columns it had.
        const next = migrations[applied]!;
        const { kiai_migrations: _runner, ...tables } = await listTableColumns(db);
        const columnsBefore = withoutDropped(tables, next.name);
        const added = ADDED_ROWS[next.name];
        const before = await tableChecksums(db, columnsBefore, added);
        await expect(migrate(db, migrations.slice(0, applied + 1)), `${next.name} on a database with data`).resolves.toEqual([next.name]);
        expect(await tableChecksums(db, columnsBefore, added), `data after ${next.name}`).toEqual(before);
      }
      // 0004 turned the free-form permission lists into the staff roles that hold at least those rights.
      const roles = await sql<{ email: string; staffRoles: string[] }>`SELECT email, staff_roles AS "staffRoles" FROM accounts ORDER BY email`.execute(db);
      expect(roles.rows).toEqual([
        { email: 'coach@old.example', staffRoles: ['INSTRUCTOR'] },
        { email: 'desk@old.example', staffRoles: ['FRONT_DESK', 'INSTRUCTOR'] },
        { email: 'member@old.example', staffRoles: [] },
        { email: 'staff@old.example', staffRoles: ['ADMIN'] },
      ]);
      // 0024 moved the shop group's code into the default group of every kind of sale, desk sales into a group of their own.
      const defaults = await sql<{ saleKind: string; name: string }>`
        SELECT d.sale_kind AS "saleKind", g.name FROM finance_invoice_group_defaults d
        JOIN finance_invoice_groups g ON g.club_id = d.club_id AND g.id = d.finance_invoice_group_id ORDER BY d.sale_kind`.execute(db);
      expect(defaults.rows.find((d) => d.saleKind === 'SHOP_SALES')?.name).toBe('Shop sales');
      expect(defaults.rows.find((d) => d.saleKind === 'DESK_SALES')?.name).toBe('Desk sales');
      const clubs = await sql<{ count: number }>`SELECT count(*)::int AS count FROM clubs`.execute(db);
      expect(defaults.rows.find((d) => d.saleKind === 'RETURN_FEE')?.name, '0034: return fees start in the desk sales group').toBe('Desk sales');
      expect(defaults.rows.find((d) => d.saleKind === 'CATEGORY_BATCH')?.name, '0038: category batches start in the desk sales group').toBe('Desk sales');
      expect(defaults.rows, 'every kind of sale of every club').toHaveLength(11 * clubs.rows[0]!.count);
      // 0017 gave every account a member card: ten random digits.
      const keyNumbers = await sql<{ keyNumber: string | null }>`SELECT key_number AS "keyNumber" FROM accounts`.execute(db);
      expect(keyNumbers.rows.map((r) => /^[1-9]\d{9}$/.test(r.keyNumber ?? ''))).toEqual([true, true, true, true]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
