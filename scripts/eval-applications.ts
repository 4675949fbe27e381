// The applications section of `npm run eval`: every form in test/fixtures/applications/ (made by
// scripts/make-application-forms.ts: browser, office-suite and AcroForm printings, labels above or left of
// their values) read with no model provider, compared field by field with its truth. Held-out forms (never
// looked at while the reader was developed) are reported apart.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractPdf } from '../src/pipeline/pdf/extract.ts';
import { readApplication } from '../src/pipeline/application/read.ts';
import { nullModelClient } from '../src/pipeline/ports/model.ts';
import { FIELD_KEYS, OWNER_KEYS } from '../src/pipeline/application/fields.ts';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures/applications');

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
  const wrong: string[] = [];
  let fields = 0;
  const keys = [...FIELD_KEYS, 'signed'];
  for (const k of keys) {
    const got = (app.fields as Record<string, unknown>)[k];
    if (sameAnswer(got, truth.fields[k])) fields++;
    else wrong.push(`${k}: ${JSON.stringify(got)} ≠ ${JSON.stringify(truth.fields[k])}`);
  }
  let owners = 0;
  truth.owners.forEach((o, i) => {
    for (const k of OWNER_KEYS) {
      const got = (app.owners[i] as Record<string, unknown> | undefined)?.[k];
      if (sameAnswer(got, o[k])) owners++;
      else wrong.push(`owners[${i}].${k}: ${JSON.stringify(got)} ≠ ${JSON.stringify(o[k])}`);
    }
  });
  if (app.owners.length > truth.owners.length)
    wrong.push(`${app.owners.length - truth.owners.length} owner(s) too many`);
  return {
    form: name,
    held: truth.held,
    fields,
    fieldsTotal: keys.length,
    owners,
    ownersTotal: truth.owners.length * OWNER_KEYS.length,
    wrong,
    status: app.status,
  };
}

export async function applicationsEval(opts: { verbose: boolean; only?: string }): Promise<string[]> {
  const names = fs
    .readdirSync(DIR)
    .filter((f) => f.endsWith('.truth.json'))
    .map((f) => f.replace(/\.truth\.json$/, ''))
    .filter((n) => !opts.only || n === opts.only)
    .sort();
  const scores: FormScore[] = [];
  for (const n of names) scores.push(await scoreForm(n));
  const failures: string[] = [];
  for (const held of [false, true]) {
    const set = scores.filter((s) => s.held === held);
    if (!set.length) continue;
    for (const s of set) {
      console.log(`  ${s.form.padEnd(22)} fields ${s.fields}/${s.fieldsTotal}  owners ${s.owners}/${s.ownersTotal}`);
      if (opts.verbose) for (const w of s.wrong) console.log(`      ${w}`);
    }
    const sum = (k: 'fields' | 'fieldsTotal' | 'owners' | 'ownersTotal') => set.reduce((a, s) => a + s[k], 0);
    const pct = (a: number, b: number) => ((100 * a) / b).toFixed(1);
    console.log(
      `applications ${held ? 'held-out' : 'develop'}: fields ${sum('fields')}/${sum('fieldsTotal')} (${pct(sum('fields'), sum('fieldsTotal'))}%), owners ${sum('owners')}/${sum('ownersTotal')} (${pct(sum('owners'), sum('ownersTotal'))}%), ${set.length} forms, no provider`,
    );
  }
  return failures;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await applicationsEval({
    verbose: process.argv.includes('--verbose'),
    only: process.argv.find((a) => a.startsWith('--form='))?.slice(7),
  });
}
