// Test stores: every test gets a fresh, migrated database. PGlite always; PostgreSQL too when
// TEST_DATABASE_URL is set (each store in its own schema, dropped afterwards).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import { testDatabaseUrl } from '../../src/config.ts';
import { randomToken } from '../../src/ids.ts';
import { migrate, openStore, type Store } from '../../src/store/db.ts';
import { PgliteDialect } from '../../src/store/pglite-dialect.ts';
import type { Database } from '../../src/store/schema.ts';

export type Backend = 'pglite' | 'postgres';

export function testBackends(): Backend[] {
  return testDatabaseUrl() ? ['pglite', 'postgres'] : ['pglite'];
}

let template: Promise<File | Blob> | null = null;

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Names the template by what makes it: the migrations, the code that applies them, and the PGlite build.
 * A change to any of them makes a new template instead of loading a stale one.
 */
function templateKey(): string {
  const h = createHash('sha256');
  const add = (rel: string) => h.update(rel).update(fs.readFileSync(path.join(ROOT, rel)));
  const migrations = 'src/store/migrations';
  for (const name of fs.readdirSync(path.join(ROOT, migrations)).sort()) add(path.join(migrations, name));
  add('src/store/db.ts');
  add('src/store/pglite-dialect.ts');
  add('test/helpers/store.ts'); // how the template is made (initdb's options below)
  add('node_modules/@electric-sql/pglite/package.json');
  return h.digest('hex').slice(0, 24);
}

/**
 * A migrated PGlite data directory, loaded by every test store. Creating a PGlite cluster (initdb in WASM)
 * costs seconds of CPU, once per test process before; the dump is now kept under os.tmpdir() by a content
 * key, so a run makes it once and every other test process loads it (a half-written or unreadable file is
 * made again).
 */
async function pgliteTemplate(): Promise<File | Blob> {
  template ??= (async () => {
    const file = path.join(os.tmpdir(), 'packet-parser-test-cache', `pglite-template-${templateKey()}.tar`);
    try {
      return new Blob([fs.readFileSync(file)], { type: 'application/x-tar' });
    } catch {
      // not made yet: make it below
    }
    const { PGlite } = await import('@electric-sql/pglite');
    // 1 MB WAL segments instead of 16: every store loads the template's whole data directory, and the one
    // mostly empty 16 MB segment was 40% of it (~0.15 s of CPU a store)
    const pgl = await PGlite.create({ initDbStartParams: ['--wal-segsize=1'] });
    const db = new Kysely<Database>({ dialect: new PgliteDialect(pgl) });
    await migrate(db);
    const dump = await pgl.dumpDataDir('none');
    await db.destroy();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, new Uint8Array(await dump.arrayBuffer()));
    fs.renameSync(tmp, file); // atomic: a parallel test process reads no file or the whole one
    return dump;
  })();
  return template;
}

export interface TestStore extends Store {
  backend: Backend;
  /** PostgreSQL only: the connection string (with schema) other processes can use. */
  url: string | null;
  schema: string | null;
}

export async function openTestStore(backend: Backend): Promise<TestStore> {
  if (backend === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    // 16 MB of shared buffers, not PGlite's 128 MB: PostgreSQL then starts with ~0.6 s less CPU a store
    // (~1.5 s → ~0.7 s), and a test database is a few hundred kB
    const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
    const pgl: PGlite = await PGlite.create({ loadDataDir: await pgliteTemplate(), startParams });
    const db = new Kysely<Database>({ dialect: new PgliteDialect(pgl) });
    await migrate(db); // no-op unless a migration is newer than the template
    return { db, kind: 'pglite', backend, url: null, schema: null, close: () => db.destroy() };
  }
  const base = testDatabaseUrl()!;
  const schema = `t_${randomToken(10)}`;
  const store = await openStore({ databaseUrl: base, dataDir: null, schema, poolSize: 6 });
  const url = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    ...store,
    backend,
    url,
    schema,
    async close() {
      await store.close();
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
