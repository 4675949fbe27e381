// `npm run bench -- cli`: cold command-line timings (a fresh process each run, median of 3) against bare
// references on the same files: `--help` vs `node -e ''`; one 4-page statement end to end vs a script
// that only extracts its text with pdfjs; a 24-statement batch in pages/s vs the same bare script over
// the 24 files; a 500-page statement's peak memory. Runs the compiled bin (dist/, rebuilt first when
// stale). The batch is also timed once without the readers' code cache, as the first run after a build.
// Each figure also gives the CPU seconds of the whole process tree (command and readers): on a shared
// machine wall time follows the load, CPU time much less.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { generateStatementPdf, LAYOUTS } from '../scripts/generator/index.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(root, 'bin/packet-parser.js');
const BARE = path.join(root, 'bench/bare-extract.mjs');

/** CPU seconds of this process's waited-for descendants so far (a child's own waited children included). */
function childrenCpu(): number {
  const stat = fs.readFileSync('/proc/self/stat', 'latin1');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[13]) + Number(f[14])) / 100; // cutime + cstime, in clock ticks (USER_HZ = 100)
}

interface Run {
  wall: number;
  cpu: number;
}

/** One fresh process (exit code 1 is fine: a batch with a failed file). */
function once(args: string[]): Run {
  const c0 = childrenCpu();
  const t0 = performance.now();
  try {
    execFileSync(process.execPath, args, {
      stdio: 'ignore',
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '' },
    });
  } catch (err) {
    if ((err as { status?: number }).status !== 1) throw err;
  }
  return { wall: (performance.now() - t0) / 1000, cpu: childrenCpu() - c0 };
}

/** The median run (by wall time) of `runs` fresh processes. */
function cold(args: string[], runs = 3): Run {
  const all = Array.from({ length: runs }, () => once(args)).sort((a, b) => a.wall - b.wall);
  return all[Math.floor(runs / 2)]!;
}

/** Peak resident MB (VmHWM) of a process and of its largest child, polled until it exits. */
async function peakRss(args: string[]): Promise<Run & { mainMb: number; readerMb: number }> {
  const c0 = childrenCpu();
  const t0 = performance.now();
  const p = spawn(process.execPath, args, {
    stdio: 'ignore',
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '' },
  });
  const hwm = (pid: number) => {
    try {
      return Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'latin1'))?.[1] ?? 0) / 1024;
    } catch {
      return 0; // gone meanwhile
    }
  };
  let mainMb = 0;
  let readerMb = 0;
  const timer = setInterval(() => {
    mainMb = Math.max(mainMb, hwm(p.pid!));
    for (const pid of childPids(p.pid!)) readerMb = Math.max(readerMb, hwm(pid));
  }, 20);
  const code = await new Promise<number | null>((res) => p.once('exit', res));
  clearInterval(timer);
  if (code !== 0 && code !== 1) throw new Error(`${args.join(' ')} exited ${code}`);
  return { wall: (performance.now() - t0) / 1000, cpu: childrenCpu() - c0, mainMb, readerMb };
}

const pageCount = async (bytes: Uint8Array) =>
  (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
const s = (x: number) => `${x.toFixed(2)} s`;

export async function benchCli(): Promise<Record<string, string>> {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-bench-cli-'));
  try {
    // 24 statements (8 layouts × 3 months), and among them the first with exactly 4 pages
    const batch: string[] = [];
    let four: string | null = null;
    let pages = 0;
    for (let i = 0; batch.length < 24; i++) {
      const fx = await generateStatementPdf(LAYOUTS[Math.floor(i / 3) % LAYOUTS.length]!.name, 1, { month: i % 3 });
      const file = path.join(dir, `${fx.name}.pdf`);
      fs.writeFileSync(file, fx.pdf);
      batch.push(file);
      const n = await pageCount(fx.pdf);
      pages += n;
      if (n === 4 && !four) four = file;
    }
    if (!four) throw new Error('no 4-page statement among the generated ones');

    const big = path.join(dir, 'statement-500-pages.pdf');
    const { bigStatement } = await import('./layout.ts');
    fs.writeFileSync(big, await bigStatement(500));
    const load = () => os.loadavg()[0]!.toFixed(1);

    const startLoad = load();
    // the first run after a build writes the readers' code cache (src/readers/code-cache.mjs): timed on
    // its own, the timings below start from the cache as every later run does
    fs.rmSync(path.join(root, 'dist/.code-cache'), { recursive: true, force: true });
    const first = once([BIN, 'parse', ...batch]);
    const bareNode = cold(['-e', '']);
    const help = cold([BIN, '--help']);
    const bareOne = cold([BARE, four]);
    const one = cold([BIN, 'parse', '--json', four]);
    const bareBatch = cold([BARE, ...batch]);
    const all = cold([BIN, 'parse', ...batch]);
    const large = await peakRss([BIN, 'parse', big]);
    const cpu = (r: Run) => `cpu ${s(r.cpu)}`;
    return {
      machine: `${os.availableParallelism()} cores, load average ${startLoad} at start, ${load()} at end`,
      help: `${s(help.wall)} (node -e '': ${s(bareNode.wall)}; ${(help.wall / bareNode.wall).toFixed(1)}x; target ≤ 0.3 s, ≤ 2x)`,
      one_statement_4_pages: `${s(one.wall)}, ${cpu(one)} (bare pdfjs text extraction: ${s(bareOne.wall)}, ${cpu(bareOne)}; ${(one.wall / bareOne.wall).toFixed(1)}x; target ≤ 1.0 s, ≤ 2x)`,
      batch_24_statements: `${pages} pages in ${s(all.wall)} = ${(pages / all.wall).toFixed(1)} pages/s, ${cpu(all)} (bare pdfjs extraction, one process: ${(pages / bareBatch.wall).toFixed(1)} pages/s, ${cpu(bareBatch)}; target ≥ 40 pages/s)`,
      batch_24_statements_first_run: `${(pages / first.wall).toFixed(1)} pages/s, ${s(first.wall)}, ${cpu(first)} (the first run after a build: no reader code cache yet, it writes it)`,
      statement_500_pages: `${s(large.wall)}, ${cpu(large)}, peak RSS: command ${Math.round(large.mainMb)} MB, largest reader ${Math.round(large.readerMb)} MB (target ≤ 400 MB)`,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The child processes of `parent`, from /proc. */
function childPids(parent: number): number[] {
  const out: number[] = [];
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'latin1');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) out.push(Number(pid));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** Resident MB of each child process of this one (the PDF readers), from /proc. */
function childRssMb(): number[] {
  return childPids(process.pid).flatMap((pid) => {
    try {
      return [(Number(fs.readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ')[1]) * 4096) / 1048576];
    } catch {
      return []; // gone meanwhile
    }
  });
}

/** One 500-page statement through the reader pool, whole in one reader vs split in page ranges across two. */
export async function benchLargeFile(): Promise<Record<string, string>> {
  const { bigStatement } = await import('./layout.ts');
  const { createPdfPool } = await import('../src/readers/pool.ts');
  const pdf = await bigStatement(500);
  const figures: Record<string, string> = {};
  for (const [name, splitPages] of [
    ['whole', 100_000],
    ['split_100', 100],
  ] as const) {
    const pool = createPdfPool({ threads: 2, splitPages, timeoutMs: 600_000 });
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, ...childRssMb())), 50);
    try {
      const t0 = performance.now();
      const r = await pool.extract(pdf);
      figures[`pages_500_${name}`] =
        `${r.pageCount} pages in ${s((performance.now() - t0) / 1000)}, largest reader peak RSS ${Math.round(peak)} MB`;
    } finally {
      clearInterval(timer);
      await pool.destroy();
    }
  }
  return figures;
}
