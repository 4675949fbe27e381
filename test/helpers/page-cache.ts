// Generated fixtures and extracted page text, cached on disk between test files and runs
// (.tmp/test-cache/). Keys carry a hash of the generator's and the extractor's own source (and the
// pdfjs version), so a change to either makes new entries instead of serving stale pages. The pages are
// what extractPdf returned for those bytes, so the layout, split and gate tests read exactly what the
// service reads; only pdfjs's cost is paid once. Delete the folder to start over.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractPdf, type PdfReadResult } from '../../src/pipeline/pdf/extract.ts';
import {
  generateCorpus,
  generateScannedPacket,
  generateStatementPdf,
  scanCopy,
  type CorpusOptions,
  type Fixture,
  type ScanDefect,
  type ScannedOptions,
  type StatementOptions,
} from '../../scripts/generator/index.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIR = path.join(ROOT, '.tmp', 'test-cache');

function treeHash(...entries: string[]): string {
  const h = createHash('sha256');
  const visit = (rel: string) => {
    const abs = path.join(ROOT, rel);
    if (!fs.existsSync(abs)) return;
    if (fs.statSync(abs).isDirectory()) for (const name of fs.readdirSync(abs).sort()) visit(path.join(rel, name));
    else h.update(rel).update(fs.readFileSync(abs));
  };
  for (const e of entries) visit(e);
  return h.digest('hex').slice(0, 16);
}

let versions: { extractor: string; generator: string } | null = null;
const version = () =>
  (versions ??= {
    extractor: treeHash('src/pipeline/pdf', 'node_modules/pdfjs-dist/package.json'),
    generator: treeHash('scripts/generator', 'node_modules/pdf-lib/package.json'),
  });

const sha = (x: string | Uint8Array) => createHash('sha256').update(x).digest('hex').slice(0, 32);

/** A short content key for bytes, to name drawn inputs made from other fixtures. */
export const bytesKey = (bytes: Uint8Array): string => sha(bytes);

async function cached<T>(
  key: string,
  make: () => Promise<T>,
  encode: (v: T) => unknown = (v) => v,
  decode: (j: any) => T = (j) => j,
): Promise<T> {
  const file = path.join(DIR, `${key}.json`);
  try {
    return decode(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    // not cached yet (or a half-written file from a crashed run): make it
  }
  const value = await make();
  fs.mkdirSync(DIR, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(encode(value)));
  fs.renameSync(tmp, file); // atomic: a parallel test file reads the old state or the whole entry
  return value;
}

/** extractPdf of these bytes, from the cache when the same bytes were read by the same extractor before. */
export const extractCached = (bytes: Uint8Array): Promise<PdfReadResult> =>
  cached(`pages-${version().extractor}-${sha(bytes)}`, () => extractPdf(bytes));

/**
 * Pages of a PDF drawn from a description (pdf-lib stamps a creation date, so the bytes differ each time):
 * keyed by the description and the code that draws it.
 */
export function extractDrawnCached(
  description: unknown,
  drawer: string,
  draw: () => Promise<Uint8Array>,
): Promise<PdfReadResult> {
  const key = `drawn-${version().extractor}-${treeHash(drawer, 'scripts/generator/fonts')}-${sha(JSON.stringify(description))}`;
  return cached(key, async () => extractPdf(await draw()));
}

const encodeFixture = (f: Fixture) => ({ name: f.name, truth: f.truth, pdf: Buffer.from(f.pdf).toString('base64') });
const decodeFixture = (j: { name: string; truth: Fixture['truth']; pdf: string }): Fixture => ({
  name: j.name,
  truth: j.truth,
  pdf: new Uint8Array(Buffer.from(j.pdf, 'base64')),
});

/** generateStatementPdf, generated once per generator version. */
export const statementFixture = (layout: string, seed = 1, opts: StatementOptions = {}): Promise<Fixture> =>
  cached(
    `statement-${version().generator}-${sha(JSON.stringify([layout, seed, opts]))}`,
    () => generateStatementPdf(layout, seed, opts),
    encodeFixture,
    decodeFixture,
  );

/** generateCorpus, generated once per generator version. */
export const corpusFixtures = (opts: CorpusOptions = {}): Promise<Fixture[]> =>
  cached(
    `corpus-${version().generator}-${sha(JSON.stringify(opts))}`,
    () => generateCorpus(opts),
    (fs) => fs.map(encodeFixture),
    (js) => js.map(decodeFixture),
  );

// Scans are drawn with the generator and rendered by src/pipeline/pdf (render.ts, pdfjs, canvas): their keys
// carry both versions. A scan costs seconds of CPU (render, degrade, PNG encode and decode), and several
// test files read the same one.
const scanVersion = () => `${version().generator}-${version().extractor}`;

/** scanCopy of generateStatementPdf(layout, seed, opts), made once per generator and renderer version. */
export const scannedStatementFixture = (
  layout: string,
  seed: number,
  defect: ScanDefect,
  opts: StatementOptions = {},
): Promise<Fixture> =>
  cached(
    `scan-${scanVersion()}-${sha(JSON.stringify([layout, seed, defect, opts]))}`,
    async () => scanCopy(await generateStatementPdf(layout, seed, opts), defect),
    encodeFixture,
    decodeFixture,
  );

/** generateScannedPacket(opts), made once per generator and renderer version. */
export const scannedPacketFixture = (opts: ScannedOptions = {}): Promise<Fixture> =>
  cached(
    `scanned-packet-${scanVersion()}-${sha(JSON.stringify(opts))}`,
    () => generateScannedPacket(opts),
    encodeFixture,
    decodeFixture,
  );
