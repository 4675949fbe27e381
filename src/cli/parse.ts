// `packet-parser parse [--json] [--csv FILE] [--out DIR] FILE|DIR|GLOB...`: a batch, no database. Two
// files per reader process are in flight, so a reader never waits for this process between files; a bad
// input (missing, not a PDF/PNG/JPEG, a file the reader refuses) is one failed line and the batch goes
// on. Exit 1 when any file failed, 2 on a usage error.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Config } from '../config.ts';
import { expandInputs } from './inputs.ts';
import { createPdfPool } from '../readers/pool.ts';
import type { LocalRunner } from './local-run.ts';
import { Progress } from './progress.ts';
import { batchCsv, batchTable, type BatchItem } from './report.ts';

const USAGE = 'usage: packet-parser parse [--json] [--csv FILE] [--out DIR] FILE|DIR|GLOB...';

async function readOne(runner: LocalRunner, file: string): Promise<BatchItem> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await fs.readFile(file));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'a directory'
          : `cannot be read (${code ?? (err as Error).message})`;
    return { file, ...(await runner.failed(why)) };
  }
  return { file, ...(await runner.run(path.basename(file), bytes)) };
}

/** `--out DIR`: one Result per input, named after the file (`a.pdf` → `a.json`, `a-2.json` on a clash). */
async function writeResults(dir: string, items: BatchItem[]): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const used = new Set<string>();
  for (const it of items) {
    const stem = path.basename(it.file).replace(/\.[^.]*$/, '') || 'result';
    let name = `${stem}.json`;
    for (let n = 2; used.has(name); n++) name = `${stem}-${n}.json`;
    used.add(name);
    await fs.writeFile(path.join(dir, name), `${JSON.stringify(it.result, null, 2)}\n`);
  }
}

/** Why a file cannot be written at `file` (its folder missing or read-only), or null. */
async function unwritable(file: string): Promise<string | null> {
  const folder = path.dirname(file);
  const stat = await fs.stat(folder).catch(() => null);
  if (!stat?.isDirectory()) return `no such folder ${folder}`;
  return fs.access(folder, fs.constants.W_OK).then(
    () => null,
    () => `folder ${folder} is not writable`,
  );
}

export async function parseCommand(config: Config, args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { json: { type: 'boolean' }, csv: { type: 'string' }, out: { type: 'string' } },
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  if (positionals.length === 0) {
    console.error(USAGE);
    return 2;
  }
  // where the output goes is checked before anything is read: a batch must not be read and then lost
  if (values.csv) {
    const problem = await unwritable(values.csv);
    if (problem) {
      console.error(`--csv: cannot write ${values.csv} (${problem})`);
      return 2;
    }
  }
  // readers first, before the rest of the command loads and while the arguments are walked: at least
  // one file per argument, more once known (a reader loads pdfjs for ~0.25 s)
  const pdf = createPdfPool({ ...config.pdf, ocrTimeoutMs: config.ocr.timeoutMs });
  pdf.warm?.(positionals.length);
  const { createLocalRunner } = await import('./local-run.ts');
  const runner = await createLocalRunner(config, pdf);
  const files = await expandInputs(positionals);
  if (files.length === 0) {
    await runner.close();
    console.error(`no files to read in ${positionals.join(', ')}`);
    return 2;
  }
  runner.expect(files.length);
  const progress = new Progress(process.stderr, files.length);
  const items: BatchItem[] = new Array(files.length);
  try {
    let next = 0;
    const lane = async () => {
      while (next < files.length) {
        const i = next++;
        items[i] = await readOne(runner, files[i]!);
        progress.done(items[i].result.files.reduce((n, f) => n + f.page_count, 0));
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(runner.readers * 2, files.length)) }, lane));
  } finally {
    progress.end();
    await runner.close();
  }

  if (values.out) await writeResults(values.out, items);
  if (values.csv) await fs.writeFile(values.csv, batchCsv(items));
  if (values.json) {
    // one file: the Result as the API returns it; several: JSON Lines, one Result per input in order
    const text =
      items.length === 1
        ? JSON.stringify(items[0]!.result, null, 2)
        : items.map((it) => JSON.stringify(it.result)).join('\n');
    process.stdout.write(`${text}\n`);
    process.stderr.write(`${batchTable(items)}\n`);
  } else {
    process.stdout.write(`${batchTable(items)}\n`);
  }
  return items.some((it) => it.result.status === 'failed') ? 1 : 0;
}
