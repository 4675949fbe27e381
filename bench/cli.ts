// `npm run bench -- cli`: cold command-line timings (a fresh process each run, median of 3) against bare
// references on the same files: `--help` vs `node -e ''`; one 4-page statement end to end vs a script
// that only extracts its text with pdfjs; a 24-statement batch in pages/s vs the same bare script over
// the 24 files. Runs the compiled bin (dist/, rebuilt first when stale).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { generateStatementPdf, LAYOUTS } from '../test/fixtures/generator/index.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(root, 'bin/packet-parser.js');
const BARE = path.join(root, 'bench/bare-extract.mjs');

/** Median wall seconds of `runs` fresh processes (exit code ignored: a batch with a review is fine). */
function cold(args: string[], runs = 3): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    try {
      execFileSync(process.execPath, args, { stdio: 'ignore', cwd: root, env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '' } });
    } catch (err) {
      if ((err as { status?: number }).status !== 1) throw err;
    }
    times.push((performance.now() - t0) / 1000);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

const pageCount = async (bytes: Uint8Array) => (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
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

    const bareNode = cold(['-e', '']);
    const help = cold([BIN, '--help']);
    const bareOne = cold([BARE, four]);
    const one = cold([BIN, 'parse', '--json', four]);
    const bareBatch = cold([BARE, ...batch], 1);
    const all = cold([BIN, 'parse', ...batch], 1);
    return {
      machine: `${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(1)} at start`,
      help: `${s(help)} (node -e '': ${s(bareNode)}; ${(help / bareNode).toFixed(1)}x; target ≤ 0.3 s, ≤ 2x)`,
      one_statement_4_pages: `${s(one)} (bare pdfjs text extraction: ${s(bareOne)}; ${(one / bareOne).toFixed(1)}x; target ≤ 1.0 s, ≤ 2x)`,
      batch_24_statements: `${pages} pages in ${s(all)} = ${(pages / all).toFixed(1)} pages/s (bare pdfjs extraction, one process: ${(pages / bareBatch).toFixed(1)} pages/s; target ≥ 40 pages/s)`,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Resident MB of each child process of this one (the PDF readers), from /proc. */
function childRssMb(): number[] {
  const out: number[] = [];
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'latin1');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== process.pid) continue;
      out.push((Number(fs.readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ')[1]) * 4096) / 1048576);
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** One 500-page statement through the reader pool, whole in one reader vs split in page ranges across two. */
export async function benchLargeFile(): Promise<Record<string, string>> {
  const { bigStatement } = await import('./layout.ts');
  const { createPdfPool } = await import('../src/pipeline/pdf/pool.ts');
  const pdf = await bigStatement(500);
  const figures: Record<string, string> = {};
  for (const [name, splitPages] of [['whole', 100_000], ['split_100', 100]] as const) {
    const pool = createPdfPool({ threads: 2, splitPages, timeoutMs: 600_000 });
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, ...childRssMb())), 50);
    try {
      const t0 = performance.now();
      const r = await pool.extract(pdf);
      figures[`pages_500_${name}`] = `${r.pageCount} pages in ${s((performance.now() - t0) / 1000)}, largest reader peak RSS ${Math.round(peak)} MB`;
    } finally {
      clearInterval(timer);
      await pool.destroy();
    }
  }
  return figures;
}
