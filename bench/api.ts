// API benchmark over real HTTP: the service runs as its own process (`packet-parser serve` on the
// embedded store in a temporary DATA_DIR, auth on); this process is the client. Prints GET /v1/jobs/{id}
// requests/s, the median submit→finished latency of a one-page job with `wait`, and that of an 18-page
// packet (three 6-page monthly statements of one business) after warm-up.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { simplePdf } from '../test/helpers/files.ts';
import { generateStatementPdf } from '../scripts/generator/index.ts';

const BIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '../bin/packet-parser.js');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitHealthy(base: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('service did not start');
}

interface Server {
  base: string;
  key: string;
  stop(): Promise<void>;
}

/** `packet-parser serve` (the compiled bin) on the embedded store in a fresh DATA_DIR, with one key. */
async function startServer(): Promise<Server> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pp-bench-'));
  // The read limit (1,200/min per caller) would turn a throughput run into a count of 429s: raise it
  // here so the figure is the cost of serving a job (auth, tenant scope, cache), not of refusing one.
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
    RATE_LIMIT_READS_PER_CALLER: '100000000',
  };
  const key = execFileSync(process.execPath, [BIN, 'keys', 'create', '--tenant', 'bench'], {
    env,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .toString()
    .trim();
  const port = await freePort();
  const server = spawn(process.execPath, [BIN, 'serve'], { env: { ...env, PORT: String(port) }, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(base);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, key, stop };
}

/** POST /v1/parse?wait= with these files: milliseconds until the finished job's answer, and the answer. */
async function submit(server: Server, files: Array<{ name: string; pdf: Uint8Array }>) {
  const fd = new FormData();
  for (const f of files) fd.append('files', new Blob([f.pdf], { type: 'application/pdf' }), f.name);
  const t0 = performance.now();
  const res = await fetch(`${server.base}/v1/parse?wait=30`, {
    method: 'POST',
    headers: { 'x-api-key': server.key },
    body: fd,
  });
  const body = (await res.json()) as { job_id: string; status: string; result?: { statements: unknown[] } };
  if (res.status !== 200) throw new Error(`submit answered ${res.status}`);
  return { ms: performance.now() - t0, body };
}

/** Warm up, then one job at a time, so each figure is the whole submit → finished path. */
async function latencies(server: Server, files: Array<{ name: string; pdf: Uint8Array }>, warm: number, runs: number) {
  for (let i = 0; i < warm; i++) await submit(server, files);
  const ms: number[] = [];
  let last = await submit(server, files);
  ms.push(last.ms);
  for (let i = 1; i < runs; i++) ms.push((last = await submit(server, files)).ms);
  ms.sort((a, b) => a - b);
  const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(ms.length * q))]! * 10) / 10;
  return { median: at(0.5), p90: at(0.9), last: last.body };
}

export async function benchApi(
  opts: { seconds?: number; connections?: number; latencyJobs?: number } = {},
): Promise<Record<string, number>> {
  const seconds = opts.seconds ?? 5;
  const connections = opts.connections ?? 16;
  const server = await startServer();
  const { base, key } = server;
  try {
    const one = await latencies(
      server,
      [{ name: 'bench.pdf', pdf: await simplePdf(['Benchmark page']) }],
      3,
      opts.latencyJobs ?? 30,
    );
    const jobId = one.last.job_id;

    const pool = new Pool(base, { connections, pipelining: 1 });
    const hammer = async (ms: number) => {
      const end = Date.now() + ms;
      let ok = 0;
      let bad = 0;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (Date.now() < end) {
            const res = await pool.request({ path: `/v1/jobs/${jobId}`, method: 'GET', headers: { 'x-api-key': key } });
            await res.body.arrayBuffer();
            if (res.statusCode === 200) ok++;
            else bad++;
          }
        }),
      );
      return { ok, bad };
    };
    // steady state: 3 s of warm-up (JIT, caches) are not counted
    await hammer(3000);
    const { ok: done, bad: errors } = await hammer(seconds * 1000);
    await pool.close();
    return {
      get_job_requests_per_s: Math.round(done / seconds),
      get_job_errors: errors,
      submit_to_finished_median_ms: one.median,
      submit_to_finished_p90_ms: one.p90,
    };
  } finally {
    await server.stop();
  }
}

/** Three 6-page monthly statements of one business (meridian-sections, months 0–2): 18 pages. */
export async function packet18(): Promise<Array<{ name: string; pdf: Uint8Array }>> {
  const files = await Promise.all([0, 1, 2].map((month) => generateStatementPdf('meridian-sections', 1, { month })));
  const pages = files.reduce((n, f) => n + f.truth.page_classes.length, 0);
  if (pages !== 18) throw new Error(`the packet has ${pages} pages, not 18`);
  return files.map((f) => ({ name: `${f.name}.pdf`, pdf: f.pdf }));
}

export async function benchApiPacket(opts: { runs?: number } = {}): Promise<Record<string, string>> {
  const files = await packet18();
  const server = await startServer();
  try {
    const startLoad = os.loadavg()[0]!.toFixed(1);
    const r = await latencies(server, files, 5, opts.runs ?? 15);
    const statements = r.last.result?.statements.length ?? 0;
    return {
      packet_18_pages: `3 files, ${statements} statements, ${r.last.status}: upload → finished median ${r.median} ms, p90 ${r.p90} ms (target ≤ 350 ms after warm-up; load average ${startLoad} at start, ${os.loadavg()[0]!.toFixed(1)} at end)`,
    };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchApi());
}
