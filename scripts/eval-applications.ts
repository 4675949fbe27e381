// The applications section of `npm run eval`: every form in test/fixtures/applications/ (made by
// scripts/make-application-forms.ts: browser, office-suite and AcroForm printings, labels above or left of
// their values) read with no model provider, compared field by field with its truth. Held-out forms (never
// looked at while the reader was developed) are reported apart. With `scanned`, the scanned and photographed
// copies of some of them too (read through the local OCR engines, as an upload is).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractPdf } from '../src/pipeline/pdf/extract.ts';
import { readApplication } from '../src/pipeline/application/read.ts';
import { nullModelClient } from '../src/pipeline/ports/model.ts';
import { FIELD_KEYS, OWNER_KEYS } from '../src/pipeline/application/fields.ts';
import { createLocalRunner } from '../src/cli/local-run.ts';
import { loadConfig } from '../src/config.ts';
import { createPdfPool } from '../src/readers/pool.ts';
import type { Application } from '../src/schemas/result.ts';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures/applications');
const SCANNED = path.join(DIR, 'scanned');

interface Truth {
  form: string;
  held: boolean;
  fields: Record<string, string | boolean | null>;
  owners: Array<Record<string, string | number | null>>;
}

/** Two values are the same answer when they print the same words (case, spacing and a trailing period aside). */
export function sameAnswer(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) =>
    v === null || v === undefined || v === ''
      ? null
      : typeof v === 'string'
        ? v.toLowerCase().replace(/\s+/g, ' ').replace(/[.,]$/, '').trim()
        : v;
  return norm(a) === norm(b);
}

export interface FormScore {
  form: string;
  held: boolean;
  fields: number;
  fieldsTotal: number;
  owners: number;
  ownersTotal: number;
  wrong: string[];
  /** the Application's status: `accepted` when every field the form prints was read */
  status: string;
  /** scans: wall seconds of the upload's read, and the values only one engine's reading gave */
  seconds?: number;
  unconfirmed?: number;
}

export async function scoreForm(name: string): Promise<FormScore> {
  const truth = JSON.parse(fs.readFileSync(path.join(DIR, `${name}.truth.json`), 'utf8')) as Truth;
  const bytes = new Uint8Array(fs.readFileSync(path.join(DIR, `${name}.pdf`)));
  const read = await extractPdf(bytes);
  const app = await readApplication(
    {
      documentId: name,
      sourceFile: `${name}.pdf`,
      contentSha256: '',
      bytes,
      pages: read.pages.map((p) => p.page),
      pageTexts: read.pages,
    },
    { client: nullModelClient, tenantId: 'eval' },
  );
  return score(name, truth, app);
}

/** An application as read against its truth, field by field. */
function score(name: string, truth: Truth, app: Application | undefined): FormScore {
  const wrong: string[] = [];
  let fields = 0;
  const keys = [...FIELD_KEYS, 'signed'];
  for (const k of keys) {
    const got = (app?.fields as Record<string, unknown> | undefined)?.[k];
    if (sameAnswer(got, truth.fields[k])) fields++;
    else wrong.push(`${k}: ${JSON.stringify(got)} ≠ ${JSON.stringify(truth.fields[k])}`);
  }
  let owners = 0;
  truth.owners.forEach((o, i) => {
    for (const k of OWNER_KEYS) {
      const got = (app?.owners[i] as Record<string, unknown> | undefined)?.[k];
      if (sameAnswer(got, o[k])) owners++;
      else wrong.push(`owners[${i}].${k}: ${JSON.stringify(got)} ≠ ${JSON.stringify(o[k])}`);
    }
  });
  if (app && app.owners.length > truth.owners.length)
    wrong.push(`${app.owners.length - truth.owners.length} owner(s) too many`);
  if (!app) wrong.unshift('not read as an application');
  return {
    form: name,
    held: truth.held,
    fields,
    fieldsTotal: keys.length,
    owners,
    ownersTotal: truth.owners.length * OWNER_KEYS.length,
    wrong,
    status: app?.status ?? 'not read',
  };
}

/**
 * The scanned applications (test/fixtures/applications/scanned/, scripts/make-scanned-applications.ts), each
 * uploaded as the `parse` command reads a file: intake, the split with the local OCR engines' words, the
 * application reader; no model provider.
 */
async function scoreScans(only?: string): Promise<FormScore[]> {
  const names = fs
    .readdirSync(SCANNED)
    .filter((f) => f.endsWith('.truth.json'))
    .map((f) => f.replace(/\.truth\.json$/, ''))
    .filter((n) => !only || n === only)
    .sort();
  if (!names.length) return [];
  const config = loadConfig({});
  const pool = createPdfPool({ ...config.pdf, ocrTimeoutMs: config.ocr.timeoutMs });
  const runner = await createLocalRunner(config, pool);
  const out: FormScore[] = [];
  try {
    runner.expect(1);
    for (const n of names) {
      const truth = JSON.parse(fs.readFileSync(path.join(SCANNED, `${n}.truth.json`), 'utf8')) as Truth & {
        file: string;
      };
      const t0 = performance.now();
      const { result } = await runner.run(truth.file, new Uint8Array(fs.readFileSync(path.join(SCANNED, truth.file))));
      const s = score(n, truth, result.applications[0]);
      s.seconds = (performance.now() - t0) / 1000;
      s.unconfirmed = Object.values(result.applications[0]?.field_sources ?? {}).filter(
        (v) => v === 'ocr_unconfirmed',
      ).length;
      out.push(s);
    }
  } finally {
    await runner.close();
  }
  return out;
}

export async function applicationsEval(opts: {
  verbose: boolean;
  only?: string;
  /** also the scanned applications (OCR: minutes of CPU) */
  scanned?: boolean;
}): Promise<string[]> {
  const names = fs
    .readdirSync(DIR)
    .filter((f) => f.endsWith('.truth.json'))
    .map((f) => f.replace(/\.truth\.json$/, ''))
    .filter((n) => !opts.only || n === opts.only)
    .sort();
  const scores: FormScore[] = [];
  for (const n of names) scores.push(await scoreForm(n));
  report(scores, 'applications', opts.verbose);
  if (opts.scanned) report(await scoreScans(opts.only), 'applications scanned', opts.verbose);
  else console.log('applications scanned: not run here (OCR): `npm run eval -- --applications` reads them');
  return [];
}

function report(scores: FormScore[], title: string, verbose: boolean): void {
  for (const held of [false, true]) {
    const set = scores.filter((s) => s.held === held);
    if (!set.length) continue;
    for (const s of set) {
      const scan =
        s.seconds === undefined ? '' : `  ${s.status}, ${s.unconfirmed} unconfirmed, ${s.seconds.toFixed(0)} s`;
      console.log(
        `  ${s.form.padEnd(30)} fields ${s.fields}/${s.fieldsTotal}  owners ${s.owners}/${s.ownersTotal}${scan}`,
      );
      if (verbose) for (const w of s.wrong) console.log(`      ${w}`);
    }
    const sum = (k: 'fields' | 'fieldsTotal' | 'owners' | 'ownersTotal') => set.reduce((a, s) => a + s[k], 0);
    const pct = (a: number, b: number) => ((100 * a) / b).toFixed(1);
    console.log(
      `${title} ${held ? 'held-out' : 'develop'}: fields ${sum('fields')}/${sum('fieldsTotal')} (${pct(sum('fields'), sum('fieldsTotal'))}%), owners ${sum('owners')}/${sum('ownersTotal')} (${pct(sum('owners'), sum('ownersTotal'))}%), ${set.length} forms, no provider`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await applicationsEval({
    verbose: process.argv.includes('--verbose'),
    only: process.argv.find((a) => a.startsWith('--form='))?.slice(7),
    scanned: !process.argv.includes('--no-scans'),
  });
}
