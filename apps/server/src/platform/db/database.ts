import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, CamelCasePlugin, type LogEvent, type PostgresPool } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { preparingPool } from './prepared-statements.js';
import { bundledStarterCopy, copyStarterInto } from './starter-copy.js';

// DATE and TIME stay club-local wall-clock strings; ids (int8) fit a JS number.
pg.types.setTypeParser(1082, (v) => v);
pg.types.setTypeParser(1083, (v) => v);
pg.types.setTypeParser(20, (v) => Number(v));

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: its whole data directory as a tarball, which `pgliteFrom` starts another database from. */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). */
  pgliteDir?: string;
  /**
   * PGlite only: start from a copy of another database's data directory (`dumpDataDir`). The tests start each
   * file from one migrated copy: creating a PGlite cluster and migrating it costs seconds, loading a copy much less.
   */
  pgliteFrom?: Blob;
  /**
   * PGlite on disk only: a starter copy (a cluster dumped as a tar) to unpack into an empty data folder instead
   * of creating one (starter-copy.ts); default the build's copy beside the bundle, false to always create.
   */
  pgliteStarter?: string | false;
  poolSize?: number;
  /** PostgreSQL only: run parameterised queries as named prepared statements (default true). */
  preparedStatements?: boolean;
  /** Called with every statement run, transactions' BEGIN and COMMIT included (tests count them: test plan S1). */
  onStatement?: (sql: string) => void;
}

function kysely(pool: pg.Pool | PostgresPool, onStatement: DatabaseOptions['onStatement']): Db {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
    ...(onStatement ? { log: (event: LogEvent) => onStatement(event.query.sql) } : {}),
  });
}

/** Opens the database: the same Kysely code runs on PostgreSQL and on PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover) must not crash the process; the pool reconnects.
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
    const db = kysely(options.preparedStatements === false ? pool : preparingPool(pool), options.onStatement);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) {
    mkdirSync(path.dirname(dir), { recursive: true });
    const starter = options.pgliteStarter ?? bundledStarterCopy();
    if (starter && !options.pgliteFrom) copyStarterInto(starter, dir);
  }
  const pglite = await PGlite.create({ dataDir: dir, ...(options.pgliteFrom ? { loadDataDir: options.pgliteFrom } : {}) });
  // PGlite has one connection: a pool of one serialises transactions, as PGlite itself does.
  const pool = new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig);
  const db = kysely(pool, options.onStatement);
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
    dumpDataDir: async () => pglite.dumpDataDir('none'),
  };
}
