// Opens the store: PGlite under DATA_DIR by default, PostgreSQL when a URL is given. One schema and one
// set of migrations for both. Only src/store/** writes SQL.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { PgliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
/** A query runs on the database or inside a transaction: every store module takes either. */
export type Executor = Db | Transaction<Database>;

export interface Store {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenStoreOptions {
  /** PostgreSQL connection string; null selects PGlite. */
  databaseUrl: string | null;
  /** PGlite data directory; null keeps the embedded database in memory (tests). */
  dataDir: string | null;
  /** PostgreSQL schema to use (tests isolate themselves in a fresh schema). */
  schema?: string;
  poolSize?: number;
  migrate?: boolean;
}

// Timestamps come back as Date and bigint counts as numbers on both drivers.
pg.types.setTypeParser(20, (v) => Number(v));

export async function openStore(opts: OpenStoreOptions): Promise<Store> {
  let store: Store;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    if (opts.schema) {
      const client = await pool.connect();
      try {
        await client.query(`create schema if not exists ${quoteIdent(opts.schema)}`);
      } finally {
        client.release();
      }
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    store = { db, kind: 'postgres', close: () => db.destroy() };
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    let pgl;
    let unlock = async () => {};
    if (opts.dataDir) {
      const dir = path.join(opts.dataDir, 'pglite');
      await fs.mkdir(dir, { recursive: true });
      unlock = await lockDataDir(dir);
      pgl = await PGlite.create(dir);
    } else {
      pgl = await PGlite.create();
    }
    const db = new Kysely<Database>({ dialect: new PgliteDialect(pgl) });
    store = {
      db,
      kind: 'pglite',
      close: async () => {
        await db.destroy();
        await unlock();
      },
    };
  }
  if (opts.migrate !== false) await migrate(store.db);
  return store;
}

/**
 * The embedded database belongs to one process: two PGlite instances on one directory corrupt it. A lock
 * file holds the owner's pid; a stale lock (its process is gone) is taken over.
 */
async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const lock = path.join(dir, '..', 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(lock, String(process.pid), { flag: 'wx' });
      return async () => {
        await fs.rm(lock, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(await fs.readFile(lock, 'utf8').catch(() => ''));
      let alive = false;
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid) {
        try {
          process.kill(pid, 0);
          alive = true;
        } catch (e) {
          alive = (e as NodeJS.ErrnoException).code === 'EPERM';
        }
      }
      if (alive) {
        throw new Error(
          `the embedded store in ${path.dirname(dir)} is in use by process ${pid} (a running packet-parser?): stop it first, or share a PostgreSQL through DATABASE_URL`,
        );
      }
      await fs.rm(lock, { force: true });
    }
  }
  throw new Error(`could not lock the embedded store in ${path.dirname(dir)}`);
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad schema name ${name}`);
  return `"${name}"`;
}

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies every migration file not yet recorded, in name order, each in its own transaction that first
 * takes an advisory lock and records itself, so two instances starting at once cannot both apply it.
 */
export async function migrate(db: Db): Promise<string[]> {
  await sql`create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())`.execute(
    db,
  );
  const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const text = await fs.readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    const done = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(7204610501)`.execute(trx);
      const row = await trx
        .selectFrom('schema_migrations')
        .select('version')
        .where('version', '=', version)
        .executeTakeFirst();
      if (row) return false;
      await trx.insertInto('schema_migrations').values({ version }).execute();
      await sql.raw(text).execute(trx);
      return true;
    });
    if (done) applied.push(version);
  }
  return applied;
}
