// The multi-instance soak (not a test): `serve` and `worker` processes of the compiled bin on one fresh
// PostgreSQL database (soak_<timestamp>, dropped at the end) with blobs on the local S3 stand-in, packets
// submitted through every API process while a worker is killed with SIGKILL and restarted. Checks at the end:
// every job ended exactly once, every job event reached the local receiver once, no blob missing, no
// duplicate row; prints throughput, latency, the counts and the metrics scraped from the processes.
//
//   npm run soak -- --packets 300                 one-process baseline, then 2 serve + 2 worker; the ratio
//   npm run soak -- --packets 20 --mode four      the four-process run alone (with the kill)
//   npm run soak -- --packets 20 --mode one       the one-process run alone
// Options: --admin-url (a PostgreSQL URL allowed to CREATE DATABASE; default SOAK_ADMIN_URL or
// postgres://postgres@127.0.0.1:5432/postgres), --in-flight N (uploads at once, default 16), --keep (keep the
// database), --no-kill (the four-process run without the SIGKILL: a clean throughput comparison),
// --timeout-minutes N (give up waiting for the jobs after N minutes and report; default 30).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'kysely';
import { generateStatementPdf, LAYOUTS } from './generator/index.ts';
import { openStore, type Store } from '../src/store/db.ts';
import { findOrCreateTenant } from '../src/identity/tenants.ts';
import { generateKeyMaterial } from '../src/identity/keys.ts';
import { DEFAULT_KEY_SCOPES } from '../src/identity/permissions.ts';
import { insertKey } from '../src/store/identity.ts';
import { insertEndpoint } from '../src/store/webhooks.ts';
import { newId } from '../src/ids.ts';
import { S3BlobStore, parseBlobUrl } from '../src/store/s3-blobs.ts';
import { startLocalS3, type LocalS3 } from '../test/helpers/s3.ts';
import { startReceiver, TEST_CA_FILE, type Receiver } from '../test/events/receiver.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'bin/packet-parser.js');
const FINAL = ['completed', 'review_required', 'failed'];

const { values: args } = parseArgs({
  options: {
    packets: { type: 'string', default: '300' },
    mode: { type: 'string', default: 'both' },
    'admin-url': {
      type: 'string',
      default: process.env.SOAK_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'in-flight': { type: 'string', default: '16' },
    keep: { type: 'boolean', default: false },
    kill: { type: 'boolean', default: true },
    'timeout-minutes': { type: 'string', default: '30' },
  },
  allowNegative: true,
});
const PACKETS = Number(args.packets);
const IN_FLIGHT = Number(args['in-flight']);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

interface Proc {
  name: string;
  role: 'serve' | 'worker';
  env: Record<string, string>;
  child: ChildProcess;
  apiPort: number | null;
  metricsPort: number;
  /** The last /metrics text of each incarnation (a killed process keeps what was last scraped of it). */
  scrapes: string[];
}

function launch(p: Omit<Proc, 'child' | 'scrapes'> & { scrapes?: string[] }): Proc {
  const child = spawn(process.execPath, [BIN, p.role], {
    env: { ...process.env, ...p.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const scrapes = p.scrapes ?? [];
  scrapes.push('');
  return { ...p, child, scrapes };
}

async function waitUp(port: number, pathName: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${pathName}`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`nothing answered on port ${port}`);
}

/** Sums the samples of one metric whose labels include every `want` pair. */
function metricSum(text: string, name: string, want: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const m = /^([a-z_]+)(\{[^}]*\})? ([0-9.e+-]+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const labels = m[2] ?? '';
    if (Object.entries(want).every(([k, v]) => labels.includes(`${k}="${v}"`))) sum += Number(m[3]);
  }
  return sum;
}

/** The machine's CPU counters (all cores, all users) from /proc/stat: busy and total jiffies. */
function readCpu(): { busy: number; total: number } {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = (f[3] ?? 0) + (f[4] ?? 0);
    const total = f.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

const cpuBusy = (a: { busy: number; total: number }, b: { busy: number; total: number }) =>
  b.total > a.total ? (b.busy - a.busy) / (b.total - a.total) : NaN;

interface RunResult {
  mode: string;
  pagesPerSecond: number;
  ok: boolean;
}

async function run(
  mode: 'one' | 'four',
  pdfs: Array<{ name: string; pdf: Uint8Array; pages: number }>,
): Promise<RunResult> {
  const dbName = `soak_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${mode}`;
  const admin = new pg.Client({ connectionString: args['admin-url'] });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(args['admin-url']!);
  dbUrl.pathname = `/${dbName}`;
  const databaseUrl = dbUrl.toString();
  let s3: LocalS3 | null = null;
  let rx: Receiver | null = null;
  let store: Store | null = null;
  const procs: Proc[] = [];
  try {
    s3 = await startLocalS3();
    rx = await startReceiver();
    store = await openStore({ databaseUrl, dataDir: os.tmpdir() }); // migrates before any process starts
    const tenant = await findOrCreateTenant(store.db, 'soak');
    const m = generateKeyMaterial();
    await insertKey(store.db, {
      id: newId('key'),
      tenantId: tenant.id,
      name: 'soak',
      prefix: m.prefix,
      secretHash: m.secretHash,
      scopes: DEFAULT_KEY_SCOPES,
      createdBy: 'soak',
      createdAt: new Date(),
      expiresAt: null,
      rotatedFrom: null,
    });
    await insertEndpoint(store.db, {
      id: newId('whk'),
      tenantId: tenant.id,
      url: rx.url('/soak'),
      topics: [],
      secret: 'whsec_soak',
      now: new Date(),
    });

    const common: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      ...s3.env(`soak-${mode}`),
      LOG_LEVEL: 'warn',
      OCR_ENGINES: 'none',
      LLM_BASE_URL: '',
      LLM_API_KEY: '',
      JOB_LEASE_SECONDS: '5',
      JOB_POLL_INTERVAL_MS: '100',
      MAX_ACTIVE_JOBS: '1000000',
      RATE_LIMIT_WRITES_PER_CALLER: '0',
      RATE_LIMIT_WRITES_PER_TENANT: '0',
      RATE_LIMIT_READS_PER_CALLER: '0',
      SHED_MAX_QUEUE_DEPTH: '0', // the soak measures the work, not the refusals
      WEBHOOKS_ALLOW_LOOPBACK_FOR_TESTS: 'true',
      WEBHOOKS_TEST_ONLY_CA_FILE: TEST_CA_FILE,
      WEBHOOK_POLL_INTERVAL_MS: '200',
    };
    const roles: Array<['serve' | 'worker', string]> =
      mode === 'one'
        ? [['serve', 'serve-1']]
        : [
            ['serve', 'serve-1'],
            ['serve', 'serve-2'],
            ['worker', 'worker-1'],
            ['worker', 'worker-2'],
          ];
    for (const [role, name] of roles) {
      const apiPort = role === 'serve' ? await freePort() : null;
      const metricsPort = await freePort();
      const env = {
        ...common,
        METRICS_PORT: String(metricsPort),
        ...(apiPort ? { PORT: String(apiPort), SERVE_WORKER: mode === 'one' ? 'true' : 'false' } : {}),
      };
      procs.push(launch({ name, role, env, apiPort, metricsPort }));
    }
    await Promise.all(procs.map((p) => waitUp(p.metricsPort, '/metrics')));
    await Promise.all(procs.filter((p) => p.apiPort).map((p) => waitUp(p.apiPort!, '/healthz')));
    const apis = procs.filter((p) => p.apiPort);

    let scraping = true;
    const scrapeOne = async (p: Proc) => {
      const slot = p.scrapes.length - 1; // this incarnation's
      try {
        const res = await fetch(`http://127.0.0.1:${p.metricsPort}/metrics`);
        if (res.ok) p.scrapes[slot] = await res.text();
      } catch {
        // killed, or restarting: its last scrape stands
      }
    };
    const scrapeAll = async () => {
      for (const p of procs) await scrapeOne(p);
    };
    const scraper = (async () => {
      while (scraping) {
        await scrapeAll();
        await sleep(500);
      }
    })();

    // uploads: through every API process in turn, IN_FLIGHT at once
    const uploadedAt = new Map<string, number>();
    let next = 0;
    let refused = 0;
    let shed = 0;
    const t0 = Date.now();
    const cpuAtStart = readCpu();
    const uploader = async () => {
      while (next < PACKETS) {
        const i = next++;
        const api = apis[i % apis.length]!;
        const f = pdfs[i % pdfs.length]!;
        const form = new FormData();
        form.append('files', new Blob([f.pdf], { type: 'application/pdf' }), `${f.name}.pdf`);
        const started = Date.now();
        let res: Response;
        for (;;) {
          // a shed upload (503 + Retry-After) is sent again after the wait, as a client should; the same
          // Idempotency-Key makes a retry of an upload that did get in the same job
          res = await fetch(`http://127.0.0.1:${api.apiPort}/v1/parse`, {
            method: 'POST',
            headers: { 'x-api-key': m.key, 'idempotency-key': `soak-${i}` },
            body: form,
          });
          if (res.status !== 503) break;
          shed++;
          await res.arrayBuffer();
          await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
        }
        if (res.status !== 202) {
          refused++;
          console.error(`upload ${i} → ${res.status} ${await res.text()}`);
          continue;
        }
        uploadedAt.set(((await res.json()) as { job_id: string }).job_id, started);
      }
    };
    const uploads = Promise.all(Array.from({ length: IN_FLIGHT }, uploader));

    // the kill: once a third of the packets have finished, worker-1 dies mid-run and comes back a moment later
    const countFinished = async () =>
      Number(
        (
          await sql<{
            n: string;
          }>`select count(*) as n from jobs where status in ('completed','review_required','failed')`.execute(store!.db)
        ).rows[0]!.n,
      );
    let killed = false;
    if (mode === 'four' && args.kill) {
      while ((await countFinished()) < Math.max(1, Math.floor(PACKETS / 3))) await sleep(200);
      const victim = procs.find((p) => p.name === 'worker-1')!;
      const running = Number(
        (await sql<{ n: string }>`select count(*) as n from jobs where status = 'running'`.execute(store.db)).rows[0]!
          .n,
      );
      // scraped right before the kill, so the metrics lose only what it did in the last milliseconds
      await scrapeOne(victim);
      victim.child.kill('SIGKILL');
      await new Promise((r) => victim.child.once('exit', r));
      killed = true;
      console.log(`killed worker-1 with SIGKILL (${running} jobs running across workers); restarting it in 1 s`);
      await sleep(1000);
      procs[procs.indexOf(victim)] = launch({ ...victim });
    }
    await uploads;
    const submitted = uploadedAt.size;
    // a lost job must fail the checks, not hang the soak
    const deadline = Date.now() + Number(args['timeout-minutes']) * 60_000;
    while ((await countFinished()) < submitted && Date.now() < deadline) await sleep(250);
    const tEnd = Date.now();
    // every job event delivered (or given up on) before the checks
    for (let i = 0; i < 600; i++) {
      const pending = Number(
        (
          await sql<{ n: string }>`select count(*) as n from webhook_deliveries where status = 'pending'`.execute(
            store.db,
          )
        ).rows[0]!.n,
      );
      if (pending === 0) break;
      await sleep(250);
    }
    await sleep(1500); // one more scrape round after the last delivery
    scraping = false;
    await scraper;
    await scrapeAll();

    // ---- the checks ----
    const jobs = (
      await sql<{ id: string; status: string; completed_at: Date; idempotency_key: string; intake: any; result: any }>`
        select id, status, completed_at, idempotency_key, intake, result from jobs`.execute(store.db)
    ).rows;
    const events = (
      await sql<{
        id: string;
        resource_id: string;
      }>`select id, resource_id from events where resource_type = 'job'`.execute(store.db)
    ).rows;
    const deliveries = (
      await sql<{ event_id: string; status: string }>`select event_id, status from webhook_deliveries`.execute(store.db)
    ).rows;
    const perJobEvents = new Map<string, number>();
    for (const e of events) perJobEvents.set(e.resource_id, (perJobEvents.get(e.resource_id) ?? 0) + 1);
    const received = rx.received.filter((r) => r.path === '/soak').map((r) => String(r.headers['x-parser-event-id']));
    const receivedOnce = new Map<string, number>();
    for (const id of received) receivedOnce.set(id, (receivedOnce.get(id) ?? 0) + 1);
    const blobs = new S3BlobStore({ ...parseBlobUrl(s3.config(`soak-${mode}`).blobUrl!), ...s3.config().s3 });
    let missingBlobs = 0;
    for (const j of jobs) for (const f of j.intake.files ?? []) if (!(await blobs.has(f.sha256))) missingBlobs++;
    blobs.close();

    const counts = {
      uploads_shed_and_retried: shed,
      uploads_refused: refused,
      jobs: jobs.length,
      not_final: jobs.filter((j) => !FINAL.includes(j.status)).length,
      by_status: Object.fromEntries(FINAL.map((s) => [s, jobs.filter((j) => j.status === s).length])),
      jobs_without_exactly_one_event: jobs.filter((j) => perJobEvents.get(j.id) !== 1).length,
      duplicate_jobs: jobs.length - new Set(jobs.map((j) => j.idempotency_key)).size,
      events_with_other_than_one_delivery: events.filter(
        (e) => deliveries.filter((d) => d.event_id === e.id).length !== 1,
      ).length,
      deliveries_not_delivered: deliveries.filter((d) => d.status !== 'delivered').length,
      events_never_received: events.filter((e) => !receivedOnce.has(e.id)).length,
      events_received_twice_or_more: [...receivedOnce.values()].filter((n) => n > 1).length,
      missing_blobs: missingBlobs,
    };
    const pages = jobs.reduce(
      (n, j) => n + (j.result?.statements ?? []).reduce((k: number, s: any) => k + (s.packet_pages?.length ?? 0), 0),
      0,
    );
    const latencies = jobs
      .filter((j) => uploadedAt.has(j.id))
      .map((j) => new Date(j.completed_at).getTime() - uploadedAt.get(j.id)!)
      .sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
    const seconds = (tEnd - t0) / 1000;

    // the metrics as scraped (a killed incarnation counts with its last scrape before the kill)
    const scraped = (name: string, want: Record<string, string> = {}) =>
      procs.reduce((n, p) => n + p.scrapes.reduce((k, text) => k + metricSum(text, name, want), 0), 0);
    const metrics = {
      jobs_finished: scraped('packet_jobs_finished_total'),
      pages_read: scraped('packet_pages_read_total'),
      webhook_delivered: scraped('packet_webhook_deliveries_total', { outcome: 'delivered' }),
      uploads_accepted: scraped('packet_http_requests_total', { route: '/v1/parse', status: '202' }),
      reader_restarts: scraped('packet_reader_restarts_total'),
    };
    const ok =
      counts.jobs === submitted &&
      counts.uploads_refused === 0 &&
      counts.not_final === 0 &&
      counts.jobs_without_exactly_one_event === 0 &&
      counts.duplicate_jobs === 0 &&
      counts.events_with_other_than_one_delivery === 0 &&
      counts.deliveries_not_delivered === 0 &&
      counts.events_never_received === 0 &&
      counts.events_received_twice_or_more === 0 &&
      counts.missing_blobs === 0;

    const pps = pages / seconds;
    console.log(
      `\n== soak ${mode === 'one' ? '1 process (serve with its worker)' : '2 serve + 2 worker'}: ${PACKETS} packets, ${pages} pages, database ${dbName}${killed ? ', worker-1 killed -9 and restarted' : ''}`,
    );
    console.log(
      `throughput: ${((submitted / seconds) * 60).toFixed(1)} jobs/min, ${pps.toFixed(2)} pages/s (${seconds.toFixed(1)} s first upload → last finish)`,
    );
    console.log(`upload→finished: p50 ${(pct(50) / 1000).toFixed(2)} s, p99 ${(pct(99) / 1000).toFixed(2)} s`);
    console.log(`counts: ${JSON.stringify(counts)}`);
    console.log(
      `metrics scraped vs seen: jobs finished ${metrics.jobs_finished} vs ${jobs.length}; pages read ${metrics.pages_read} vs ${pages}; ` +
        `webhooks delivered ${metrics.webhook_delivered} vs ${received.length} received; uploads accepted ${metrics.uploads_accepted} vs ${submitted}; ` +
        `reader restarts ${metrics.reader_restarts}` +
        (killed
          ? ' (a killed worker counts up to its last scrape: what it did after that is in the database, not in any scrape)'
          : ''),
    );
    // where the CPU went: a service process's own thread (from its scrape; start-up included, its readers not)
    // and the whole machine's busy share over the run, which says whether more processes could have helped
    const cpu = procs
      .map(
        (p) =>
          `${p.name} ${p.scrapes.reduce((k, text) => k + metricSum(text, 'packet_process_cpu_seconds_total'), 0).toFixed(1)} s`,
      )
      .join(', ');
    const busy = cpuBusy(cpuAtStart, readCpu());
    console.log(
      `cpu: service processes' own ${cpu}; machine ${(busy * 100).toFixed(0)}% busy over the run (${os.cpus().length} cores, all users)`,
    );
    console.log(
      `checks: ${ok ? 'PASS' : 'FAIL'} (every job ended once, one event each, each delivered once, no blob missing, no duplicate row)`,
    );
    return { mode, pagesPerSecond: pps, ok };
  } finally {
    await Promise.all(
      procs.map(
        (p) =>
          new Promise<void>((resolve) => {
            if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
            p.child.once('exit', () => resolve());
            p.child.kill('SIGTERM');
          }),
      ),
    );
    await store?.close();
    await rx?.close();
    await s3?.close();
    if (!args.keep) await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  if (!Number.isInteger(PACKETS) || PACKETS < 1) throw new Error('--packets must be a positive integer');
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('build failed');
  // distinct statements (layouts × seeds) cycled over the packets; each packet is its own job (its own
  // Idempotency-Key); text reads are never cached across jobs, so a repeated statement costs a full read
  const distinct = Math.min(PACKETS, 60);
  const pdfs = [];
  for (let i = 0; i < distinct; i++) {
    const f = await generateStatementPdf(LAYOUTS[i % LAYOUTS.length]!.name, 100 + i, { month: 0 });
    pdfs.push({ name: f.name, pdf: f.pdf, pages: f.truth.page_classes.length });
  }
  console.log(
    `${pdfs.length} distinct statements generated (${pdfs.reduce((n, p) => n + p.pages, 0)} pages), cycled over ${PACKETS} packets`,
  );
  const modes: Array<'one' | 'four'> = args.mode === 'both' ? ['one', 'four'] : [args.mode as 'one' | 'four'];
  if (!modes.every((x) => x === 'one' || x === 'four')) throw new Error('--mode must be one, four or both');
  const results = [];
  for (const mode of modes) results.push(await run(mode, pdfs));
  if (results.length === 2)
    console.log(
      `\npages/s, four processes vs one: ${(results[1]!.pagesPerSecond / results[0]!.pagesPerSecond).toFixed(2)}x (target ≥ 1.5x)`,
    );
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
