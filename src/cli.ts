// packet-parser serve | worker | parse | keys | migrate
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from './config.ts';
import pkg from '../package.json' with { type: 'json' };
import type { Permission } from './identity/permissions.ts';
import type { Service } from './service.ts';
import type { Store } from './store/db.ts';

// Every command loads what it needs when it runs: `--help` and `parse` never load the HTTP app or the store.
const store = () => import('./store/db.ts');
const permissions = () => import('./identity/permissions.ts');

/** Each command: its synopsis and what it does (`<command> --help`, and the overview). */
const COMMANDS: Record<string, [synopsis: string, does: string]> = {
  serve: ['serve', 'API and job worker in one process (SERVE_WORKER=false: API only)'],
  worker: ['worker', 'job workers only (any number of them on one PostgreSQL)'],
  parse: [
    'parse [--json] [--csv FILE] [--out DIR] FILE|DIR|GLOB...',
    'read statements in-process, no database: a table of what verified (stdout),\n' +
      'or the Result as JSON (one file) / JSON Lines (several); exit 1 if any failed',
  ],
  keys: [
    'keys create --tenant NAME [--scopes a,b] [--name NAME] [--expires-in-days N]',
    'print a new API key once (the tenant is created if needed)',
  ],
  tenants: [
    'tenants list | create NAME | suspend NAME | activate NAME',
    'manage tenants (a suspended tenant cannot submit; changes are audited)',
  ],
  modules: ['modules list NAME | set NAME MODULE on|off', "show or switch a tenant's modules"],
  migrate: ['migrate', 'apply database migrations and exit'],
};
const CONFIG_NOTE = 'Configuration is read from the environment: see docs/configuration.md.';
const indent = (text: string, by: string) => text.replace(/\n/g, `\n${by}`);

const USAGE = `packet-parser <command>

${Object.values(COMMANDS)
  .map(
    ([synopsis, does]) =>
      `  ${synopsis.padEnd(22)}${synopsis.length >= 22 ? `\n${' '.repeat(24)}` : ''}${indent(does, ' '.repeat(24))}`,
  )
  .join('\n')}

  --help, -h            this overview; <command> --help: that command's usage
  --version, -v         the version

${CONFIG_NOTE}`;

export const commandUsage = (command: string): string => {
  const [synopsis, does] = COMMANDS[command]!;
  return `usage: packet-parser ${synopsis}\n\n  ${indent(does, '  ')}\n\n${CONFIG_NOTE}`;
};

const HELP = new Set(['--help', '-h', 'help']);
const VERSION = new Set(['--version', '-v', 'version']);

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
  const { startService } = await import('./service.ts');
  const service = await startService(config, { http: true, worker: config.serveWorker });
  let firstKeyPrinted = false;
  if (!config.databaseUrl) {
    const { createFirstTenant } = await import('./identity/first-start.ts');
    const first = await createFirstTenant(service.store.db, service.now());
    if (first) {
      console.error(
        `first start: created tenant "${first.tenant}" and an owner key (${first.keyId}, every permission); it is shown once, keep it:`,
      );
      console.log(first.key);
      firstKeyPrinted = true;
    }
  }
  await service.app!.listen({ host: config.host, port: config.port });
  const { startBanner, startFields } = await import('./cli/banner.ts');
  const address = service.app!.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const facts = { url: `http://${config.host}:${port}`, store: service.store.kind, firstKeyPrinted };
  // a person at a terminal reads the banner; a log collector gets the same facts as one JSON entry
  if (process.stderr.isTTY) console.error(startBanner(config, facts));
  else service.log.info(startFields(config, facts), 'listening');
  onSignals(service);
}

async function worker(config: Config): Promise<void> {
  const { startService } = await import('./service.ts');
  const service = await startService(config, { http: false, worker: true });
  service.log.info({ worker: service.worker!.id, store: service.store.kind }, 'worker started');
  onSignals(service);
}

async function keys(config: Config, args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        tenant: { type: 'string' },
        scopes: { type: 'string' },
        name: { type: 'string' },
        'expires-in-days': { type: 'string' },
      },
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${commandUsage('keys')}`);
    return 2;
  }
  const { positionals, values } = parsed;
  if (positionals[0] !== 'create' || !values.tenant) {
    console.error(commandUsage('keys'));
    return 2;
  }
  const { DEFAULT_KEY_SCOPES, isPermission } = await permissions();
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
  const { createOperatorKey } = await import('./identity/api-keys.ts');
  const { openStore } = await store();
  const opened = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const now = new Date();
    const expiresAt = days ? new Date(now.getTime() + days * 86_400_000) : null;
    const made = await createOperatorKey(opened.db, values.tenant, {
      name: values.name ?? 'cli',
      scopes: scopes as Permission[],
      expiresAt,
      now,
    });
    console.error(
      `created key ${made.id} for tenant ${values.tenant} (${made.tenantId}) with scopes ${scopes.join(' ')}; it is shown once:`,
    );
    console.log(made.key);
  } finally {
    await opened.close();
  }
  return 0;
}

async function withStore(config: Config, fn: (db: Store['db']) => Promise<number>): Promise<number> {
  const { openStore } = await store();
  const opened = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await fn(opened.db);
  } finally {
    await opened.close();
  }
}

export async function main(argv: string[]): Promise<number | null> {
  const [command, ...rest] = argv;
  if (command === undefined || HELP.has(command)) {
    console.log(USAGE);
    return 0;
  }
  if (VERSION.has(command)) {
    console.log(`packet-parser ${pkg.version}`);
    return 0;
  }
  if (!(command in COMMANDS)) {
    console.error(`packet-parser: unknown command ${JSON.stringify(command)}\n\n${USAGE}`);
    return 2;
  }
  // `<command> --help` answers before anything starts, opens or migrates
  const options = rest.includes('--') ? rest.slice(0, rest.indexOf('--')) : rest;
  if (options.some((a) => a === '--help' || a === '-h')) {
    console.log(commandUsage(command));
    return 0;
  }
  const config = loadConfig();
  switch (command) {
    case 'serve':
      await serve(config);
      return null;
    case 'worker':
      await worker(config);
      return null;
    case 'migrate': {
      const { openStore, migrate } = await store();
      const opened = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
      const applied = await migrate(opened.db);
      await opened.close();
      console.log(applied.length ? `applied: ${applied.join(', ')}` : 'up to date');
      return 0;
    }
    case 'keys':
      return keys(config, rest);
    case 'tenants':
    case 'modules': {
      const { modulesCommand, tenantsCommand } = await import('./identity/admin-cli.ts');
      return withStore(config, (db) =>
        (command === 'tenants' ? tenantsCommand : modulesCommand)(db, rest, {
          out: (l) => console.log(l),
          err: (l) => console.error(l),
        }),
      );
    }
    case 'parse':
      return (await import('./cli/parse.ts')).parseCommand(config, rest);
    default:
      throw new Error(`command ${command} has no handler`);
  }
}
