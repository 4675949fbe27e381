// Test stores: every test gets a fresh, migrated database. PGlite always; PostgreSQL too when
// TEST_DATABASE_URL is set (each store in its own schema, dropped afterwards).
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

/** A migrated PGlite data directory, made once per test process and loaded by every test store. */
async function pgliteTemplate(): Promise<File | Blob> {
  template ??= (async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const pgl = await PGlite.create();
    const db = new Kysely<Database>({ dialect: new PgliteDialect(pgl) });
    await migrate(db);
    const dump = await pgl.dumpDataDir('none');
    await db.destroy();
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
    const pgl: PGlite = await PGlite.create({ loadDataDir: await pgliteTemplate() });
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
