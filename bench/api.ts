// API benchmark over real HTTP: the service runs as its own process (`packet-parser serve` on the
// embedded store, auth on); this process is the client. Prints GET /v1/jobs/{id} requests/s and the
// median submit→finished latency of a one-page job with `wait`.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { simplePdf } from '../test/helpers/files.ts';

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

export async function benchApi(opts: { seconds?: number; connections?: number; latencyJobs?: number } = {}): Promise<Record<string, number>> {
  const seconds = opts.seconds ?? 5;
  const connections = opts.connections ?? 16;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pp-bench-'));
  // The read limit (1,200/min per caller) would turn a throughput run into a count of 429s: raise it
  // here so the figure is the cost of serving a job (auth, tenant scope, cache), not of refusing one.
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '', RATE_LIMIT_READS_PER_CALLER: '100000000' };
  const key = execFileSync(process.execPath, [BIN, 'keys', 'create', '--tenant', 'bench'], { env, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  const port = await freePort();
  const server = spawn(process.execPath, [BIN, 'serve'], { env: { ...env, PORT: String(port) }, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(base);
    const pdf = await simplePdf(['Benchmark page']);
    const submit = async () => {
      const fd = new FormData();
      fd.append('files', new Blob([pdf], { type: 'application/pdf' }), 'bench.pdf');
      const t0 = performance.now();
      const res = await fetch(`${base}/v1/parse?wait=30`, { method: 'POST', headers: { 'x-api-key': key }, body: fd });
      const body = (await res.json()) as { job_id: string; status: string };
      return { ms: performance.now() - t0, body, code: res.status };
    };
    // Warm up, then latency: one job at a time so each figure is the whole submit → finished path.
    for (let i = 0; i < 3; i++) await submit();
    const latencies: number[] = [];
    let jobId = '';
    for (let i = 0; i < (opts.latencyJobs ?? 30); i++) {
      const r = await submit();
      if (r.code !== 200) throw new Error(`submit answered ${r.code}`);
      latencies.push(r.ms);
      jobId = r.body.job_id;
    }
    latencies.sort((a, b) => a - b);

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
      submit_to_finished_median_ms: Math.round(latencies[Math.floor(latencies.length / 2)]! * 10) / 10,
      submit_to_finished_p90_ms: Math.round(latencies[Math.floor(latencies.length * 0.9)]! * 10) / 10,
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchApi());
}
