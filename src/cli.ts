// packet-parser serve | worker | parse | keys | migrate
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig, type Config } from './config.ts';
import { DEFAULT_KEY_SCOPES, isPermission, type Permission } from './identity/permissions.ts';
import { createOperatorKey } from './identity/api-keys.ts';
import { startService, type Service } from './service.ts';
import { openStore, migrate, type Store } from './store/db.ts';
import { findOrCreateTenant } from './store/tenants.ts';
import { sniffContentType } from './pipeline/intake/sniff.ts';
import { submitJob } from './jobs/submit.ts';
import { modulesCommand, tenantsCommand } from './identity/admin-cli.ts';
import { getJob } from './store/jobs.ts';

const USAGE = `packet-parser <command>

  serve                 API and job worker in one process (SERVE_WORKER=false: API only)
  worker                job workers only (any number of them on one PostgreSQL)
  parse --json FILE...  run one job in-process on a throw-away embedded store; print the result
  keys create --tenant NAME [--scopes a,b] [--name NAME] [--expires-in-days N]
                        print a new API key once (the tenant is created if needed)
  tenants list | create NAME | suspend NAME | activate NAME
                        manage tenants (a suspended tenant cannot submit; changes are audited)
  modules list NAME | set NAME MODULE on|off
                        show or switch a tenant's modules
  migrate               apply database migrations and exit

Configuration is read from the environment: see docs/configuration.md.`;

function onSignals(service: Service): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    service.log.info({ signal }, 'stopping: no new jobs are claimed; running jobs finish or are handed back');
    await service.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

async function serve(config: Config): Promise<void> {
  const service = await startService(config, { http: true, worker: config.serveWorker });
  await service.app!.listen({ host: config.host, port: config.port });
  onSignals(service);
}

async function worker(config: Config): Promise<void> {
  const service = await startService(config, { http: false, worker: true });
  service.log.info({ worker: service.worker!.id, store: service.store.kind }, 'worker started');
  onSignals(service);
}

async function keys(config: Config, args: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { tenant: { type: 'string' }, scopes: { type: 'string' }, name: { type: 'string' }, 'expires-in-days': { type: 'string' } },
  });
  if (positionals[0] !== 'create' || !values.tenant) {
    console.error('usage: packet-parser keys create --tenant NAME [--scopes a,b] [--name NAME] [--expires-in-days N]');
    return 2;
  }
  const scopes = values.scopes ? values.scopes.split(/[,\s]+/).filter(Boolean) : DEFAULT_KEY_SCOPES;
  const bad = scopes.filter((s) => !isPermission(s));
  if (bad.length) {
    console.error(`unknown scope(s): ${bad.join(', ')}`);
    return 2;
  }
  const days = values['expires-in-days'] ? Number(values['expires-in-days']) : null;
  if (days !== null && !(days > 0)) {
    console.error('--expires-in-days must be a positive number');
    return 2;
  }
  const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const now = new Date();
    const expiresAt = days ? new Date(now.getTime() + days * 86_400_000) : null;
    const made = await createOperatorKey(store.db, values.tenant, { name: values.name ?? 'cli', scopes: scopes as Permission[], expiresAt, now });
    console.error(`created key ${made.id} for tenant ${values.tenant} (${made.tenantId}) with scopes ${scopes.join(' ')}; it is shown once:`);
    console.log(made.key);
  } finally {
    await store.close();
  }
  return 0;
}

/** One job in-process on a throw-away embedded store: prints the spec's Result object as JSON. */
async function parse(config: Config, args: string[]): Promise<number> {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { json: { type: 'boolean' } } });
  if (positionals.length === 0) {
    console.error('usage: packet-parser parse --json FILE...');
    return 2;
  }
  const files = [];
  for (const file of positionals) {
    const bytes = new Uint8Array(await fs.readFile(file));
    const type = sniffContentType(bytes);
    if (!type) {
      console.error(`${file}: not a PDF, PNG or JPEG`);
      return 2;
    }
    files.push({ filename: path.basename(file), contentType: type, bytes });
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packet-parser-'));
  const store = await openStore({ databaseUrl: null, dataDir: null });
  const service = await startService({ ...config, dataDir, logLevel: 'silent' }, { http: false, worker: true, store, log: pino({ level: 'silent' }) });
  try {
    const tenant = await findOrCreateTenant(store.db, 'cli');
    const caller = { type: 'api_key' as const, id: 'cli', tenantId: tenant.id, tenantName: tenant.name, tenantStatus: 'active', permissions: new Set(DEFAULT_KEY_SCOPES), modules: {} };
    const submitted = await submitJob({ db: store.db, blobs: service.blobs, maxActiveJobs: 1 }, { caller, source: 'upload', files, fields: {}, options: {}, idempotencyKey: null, receivedAt: new Date() });
    service.notifier.jobQueued();
    let row = await getJob(store.db, tenant.id, submitted.jobId);
    while (row && !['completed', 'review_required', 'failed'].includes(row.status)) {
      await service.notifier.waitFinished(submitted.jobId, 200);
      row = await getJob(store.db, tenant.id, submitted.jobId);
    }
    const out = values.json ? JSON.stringify(row?.result ?? null, null, 2) : `${row?.status}${row?.error ? `: ${row.error}` : ''}`;
    process.stdout.write(`${out}\n`);
    return row?.status === 'failed' ? 1 : 0;
  } finally {
    await service.close();
    await store.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function withStore(config: Config, fn: (db: Store['db']) => Promise<number>): Promise<number> {
  const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await fn(store.db);
  } finally {
    await store.close();
  }
}

export async function main(argv: string[]): Promise<number | null> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  switch (command) {
    case 'serve':
      await serve(config);
      return null;
    case 'worker':
      await worker(config);
      return null;
    case 'migrate': {
      const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
      const applied = await migrate(store.db);
      await store.close();
      console.log(applied.length ? `applied: ${applied.join(', ')}` : 'up to date');
      return 0;
    }
    case 'keys':
      return keys(config, rest);
    case 'tenants':
    case 'modules':
      return withStore(config, (db) => (command === 'tenants' ? tenantsCommand : modulesCommand)(db, rest, { out: (l) => console.log(l), err: (l) => console.error(l) }));
    case 'parse':
      return parse(config, rest);
    default:
      console.error(USAGE);
      return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
}
