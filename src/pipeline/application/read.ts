// A merchant/ISO application → the spec's Application. AcroForm values first (pdf-lib), then the printed
// labels and their values from the text layer's geometry (./geometry.ts), then the model for what is still missing (page text when there is
// a text layer, else the rendered pages). `field_sources` says where each value came from.
import type { PDFDocument } from 'pdf-lib';
import { ModelCallError, type ModelClient } from '../ports/model.ts';
import { emptyUsage } from '../ports/usage.ts';
import type { Application } from '../../schemas/result.ts';
import { reviewReason } from '../../schemas/review-reasons.ts';
import { dataUrl } from '../image/prompt.ts';
import type { PageText } from '../types.ts';
import {
  ApplicationAnswerSchema,
  FIELD_KEYS,
  normalizeLabel,
  OWNER_KEYS,
  ownerValue,
  type FieldKey,
  type OwnerKey,
} from './fields.ts';
import { CITY_STATE_ZIP, labelKey, printedValues } from './geometry.ts';
import { fitsShape, formPageText, ocrChoice, pickOcrValue } from './ocr-merge.ts';
import type { OcrPage } from '../ocr/types.ts';
import { FORM_FIELD_FONT } from '../pdf/form-values.ts';

/** Version of what an application read yields; the document-read cache keeps reads under it (bump on change). */
export const APPLICATION_READ_VERSION = 4;

export interface ApplicationInput {
  documentId: string;
  sourceFile: string;
  contentSha256: string;
  /** the whole source PDF */
  bytes: Uint8Array;
  /** pages of the source file this document occupies (1-based) */
  pages: number[];
  /** the text layer of those pages (empty runs when there is none) */
  pageTexts: PageText[];
  documentType?: string;
  renderPage?: (page: number) => Promise<Uint8Array>;
  /**
   * The pages without a text layer as each local OCR engine read them (its words with their boxes, one entry
   * per engine): read through the same page geometry as a text layer, the engines' values compared (./ocr-merge.ts).
   */
  ocrReads?: Array<{ engine: string; pages: OcrPage[] }>;
}

type Owner = Application['owners'][number];
/** `ocr`: read from a scan's words and both engines read it alike; `ocr_unconfirmed`: one engine's reading */
type Source = 'acroform' | 'text_layer' | 'ocr' | 'ocr_unconfirmed' | 'model';

interface Collected {
  fields: Record<string, string | boolean | null>;
  owners: Array<Partial<Record<OwnerKey, string | number | null>>>;
  sources: Record<string, Source>;
  /** fields whose label the form prints over an empty box: blank on the form, not missed by the reader */
  blank: Set<string>;
}

/** Values that never hold a space: a box too narrow wraps them, and the wrap is not part of the value. */
const NO_SPACES = new Set<string>(['ein', 'business_email', 'website', 'email', 'naics', 'zip']);
const unwrap = (key: string, v: string) => (NO_SPACES.has(key) ? v.replace(/\s+/g, '') : v);

function putField(c: Collected, key: FieldKey, raw: string | boolean, source: Source): boolean {
  if (c.fields[key] !== null && c.fields[key] !== undefined) return false;
  if (typeof raw === 'string') raw = unwrap(key, raw);
  let value: string | boolean | null;
  if (key === 'signed') value = typeof raw === 'boolean' ? raw : raw.trim() !== '';
  // a ticked or empty check box answering a question ("Existing advances: ☑ Yes" as an AcroForm check box)
  else value = typeof raw === 'boolean' ? (raw ? 'Yes' : 'No') : raw.trim();
  if (value === '' || value === null || (key === 'signed' && value === false)) {
    c.blank.add(key);
    return false;
  }
  c.fields[key] = value;
  c.sources[key] = source;
  return true;
}

function putOwner(c: Collected, owner: number, key: OwnerKey, raw: string | boolean, source: Source): boolean {
  if (typeof raw !== 'string') return false;
  raw = unwrap(key, raw);
  const o = (c.owners[owner] ??= {});
  if (o[key] !== undefined && o[key] !== null) return false;
  const v = ownerValue(key, raw);
  if (v === null) return false;
  o[key] = v;
  c.sources[`owners[${owner}].${key}`] = source;
  return true;
}

/** One labelled value: `section` is the owner section the label sits in; `City / State / Zip` is split in three. */
function put(
  c: Collected,
  label: string,
  raw: string | boolean,
  source: Source,
  section: number | null = null,
): boolean {
  const norm = normalizeLabel(label);
  if (CITY_STATE_ZIP.test(norm) && typeof raw === 'string') {
    const m = /^(.+?),?\s+([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(raw.trim());
    if (!m) return false;
    const prefix = norm.startsWith('owner') ? norm.slice(0, 8) : '';
    return [
      put(c, `${prefix}city`, m[1]!.replace(/,$/, ''), source, section),
      put(c, `${prefix}state`, m[2]!, source, section),
      put(c, `${prefix}zip`, m[3]!, source, section),
    ].some(Boolean);
  }
  const key = labelKey(label, section !== null);
  if (!key) return false;
  if ('field' in key) return putField(c, key.field, raw, source);
  return putOwner(c, key.owner ?? section ?? 0, key.key, raw, source);
}

export async function acroFormValues(bytes: Uint8Array): Promise<Array<{ name: string; value: string | boolean }>> {
  // pdf-lib (~40 ms to load) loads only when an application is read: most jobs hold statements only
  // the compiled build bundles pdf-lib (CommonJS): there its dynamic import gives the exports under `default`,
  // and without this fallback every AcroForm read as empty in the service and the `parse` command
  const lib = await import('pdf-lib');
  const { PDFCheckBox, PDFDocument, PDFDropdown, PDFRadioGroup, PDFTextField } = (
    'PDFDocument' in lib && lib.PDFDocument ? lib : (lib as unknown as { default: typeof lib }).default
  ) as typeof lib;
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return [];
  }
  const out: Array<{ name: string; value: string | boolean }> = [];
  for (const f of doc.getForm().getFields()) {
    const name = f.getName().split('.').pop() ?? f.getName();
    let value: string | boolean | undefined;
    if (f instanceof PDFTextField)
      value = f.getText() ?? ''; // an empty box is an answer: blank
    else if (f instanceof PDFCheckBox) value = f.isChecked();
    else if (f instanceof PDFDropdown) value = f.getSelected()[0];
    else if (f instanceof PDFRadioGroup) value = f.getSelected() ?? undefined;
    // `owner2_home_address`, `businessLegalName`, `Owner 2 Full Name` → words the label tables know
    const words = name.replace(/([a-z])([A-Z0-9])/g, '$1 $2').replace(/[_.-]+/g, ' ');
    if (value !== undefined) out.push({ name: words, value });
  }
  return out;
}

/** Printed lines of a page: runs sharing a baseline, left to right. */
export function pageLines(p: PageText): string[] {
  const rows: Array<{ y: number; runs: PageText['runs'] }> = [];
  for (const r of [...p.runs].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const row = rows.find((x) => Math.abs(x.y - r.y) < 2);
    if (row) row.runs.push(r);
    else rows.push({ y: r.y, runs: [r] });
  }
  return rows
    .map((r) =>
      r.runs
        .sort((a, b) => a.x - b.x)
        .map((x) => x.str)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** What the page geometry gives for these pages: each label's value below, right of or inside its box. */
function collectPrinted(c: Collected, pages: PageText[], source: Source): Collected {
  for (const v of printedValues(pages)) put(c, v.label, v.value, source, v.section);
  return c;
}

/**
 * A scan's values: each engine's words read by the same geometry, then per field the engines' values → one
 * (./ocr-merge.ts). A field none of them read stays as it was; one every engine found blank is blank.
 */
function collectOcr(c: Collected, reads: NonNullable<ApplicationInput['ocrReads']>): void {
  const per = reads
    .map((r) => collectPrinted(blankCollected(), r.pages.map(formPageText), 'ocr'))
    // the read that found more values of their field's shape first: where the engines differ and the shape
    // does not decide, its reading is kept (one engine can read a noisy page's specks as words)
    .map((x) => ({ x, shaped: shapedValues(x) }))
    .sort((a, b) => b.shaped - a.shaped)
    .map((r) => r.x);
  if (!per.length) return;
  const source = (confirmed: boolean): Source => (confirmed && per.length > 1 ? 'ocr' : 'ocr_unconfirmed');
  for (const key of [...FIELD_KEYS, 'signed'] as FieldKey[]) {
    if (c.fields[key] !== null) continue;
    const pick = pickOcrValue(
      key,
      per.map((x) => {
        const v = x.fields[key];
        return typeof v === 'string' ? ocrChoice(key, v) : v;
      }),
    );
    if (pick) {
      c.fields[key] = pick.value as string | boolean;
      c.sources[key] = source(pick.confirmed);
    } else if (per.every((x) => x.blank.has(key))) c.blank.add(key);
  }
  const owners = Math.max(...per.map((x) => x.owners.length));
  for (let i = 0; i < owners; i++)
    for (const key of OWNER_KEYS) {
      const had = c.owners[i]?.[key];
      if (had !== undefined && had !== null) continue;
      const pick = pickOcrValue(
        key,
        per.map((x) => x.owners[i]?.[key]),
      );
      if (!pick) continue;
      (c.owners[i] ??= {})[key] = pick.value as string | number;
      c.sources[`owners[${i}].${key}`] = source(pick.confirmed);
    }
}

/** How many of a read's values have their field's shape (an EIN, a ZIP, a date...). */
function shapedValues(c: Collected): number {
  const fields = Object.entries(c.fields).filter(([k, v]) => fitsShape(k as FieldKey, v)).length;
  return (
    fields +
    c.owners.reduce((n, o) => n + Object.entries(o ?? {}).filter(([k, v]) => fitsShape(k as OwnerKey, v)).length, 0)
  );
}

function blankCollected(): Collected {
  return {
    fields: Object.fromEntries([...FIELD_KEYS, 'signed'].map((k) => [k, null])),
    owners: [],
    sources: {},
    blank: new Set(),
  };
}

const INSTRUCTIONS = `You read a small-business funding application (merchant or ISO application). Return every field printed
or filled in, exactly as written, and null when it is blank or absent. Owners: one entry per owner or guarantor.
ssn_last4 is only the last four digits of the social security number. signed is true when the signature line is signed.`;

export async function readApplication(
  input: ApplicationInput,
  ctx: { client: ModelClient; tenantId: string; jobId?: string | null },
): Promise<Application> {
  const c = blankCollected();
  for (const f of await acroFormValues(input.bytes)) put(c, f.name, f.value, 'acroform');
  // the form fields' values were read by their names above: placed beside printed labels they would only guess again
  const printed = input.pageTexts.map((p) => ({ ...p, runs: p.runs.filter((r) => r.fontName !== FORM_FIELD_FONT) }));
  const text = printed.map((p) => pageLines(p)).flat();
  // what the page prints: each label's value below, right of or inside the box of the label (./geometry.ts)
  collectPrinted(c, printed, 'text_layer');
  collectOcr(c, input.ocrReads ?? []);
  const reasons: string[] = [];
  const unconfirmed = Object.keys(c.sources).filter((k) => c.sources[k] === 'ocr_unconfirmed');
  if (unconfirmed.length) reasons.push(reviewReason('application_ocr_unconfirmed', unconfirmed.join('+')));
  let usage = emptyUsage();
  let cacheHit = false;
  const missing = [...FIELD_KEYS, 'signed'].filter((k) => c.fields[k] === null);
  if (missing.length && ctx.client.configured) {
    const content: Array<
      { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string; detail: 'high' } }
    > = [];
    if (text.length)
      content.push({ type: 'text', text: `Application text (pages ${input.pages.join(', ')}):\n${text.join('\n')}` });
    else if (input.renderPage)
      for (const p of input.pages)
        content.push(
          { type: 'text', text: `Page ${p}:` },
          { type: 'image_url', image_url: { url: dataUrl(await input.renderPage(p)), detail: 'high' } },
        );
    if (content.length) {
      try {
        const out = await ctx.client.call({
          task: 'application',
          tenantId: ctx.tenantId,
          jobId: ctx.jobId ?? null,
          schemaName: 'application',
          schema: ApplicationAnswerSchema,
          messages: [
            { role: 'system', content: INSTRUCTIONS },
            { role: 'user', content },
          ],
          ...(text.length ? {} : { model: ctx.client.visionModel }),
        });
        usage = out.usage;
        cacheHit = out.cached;
        for (const [k, v] of Object.entries(out.value.fields))
          if (v !== null && c.fields[k] === null) {
            c.fields[k] = v;
            c.sources[k] = 'model';
          }
        out.value.owners.forEach((o, i) => {
          const have = (c.owners[i] ??= {});
          for (const k of OWNER_KEYS) {
            const v = o[k];
            if (v === null || (have[k] !== undefined && have[k] !== null)) continue;
            have[k] = k === 'ssn_last4' ? ownerValue('ssn_last4', String(v)) : v;
            c.sources[`owners[${i}].${k}`] = 'model';
          }
        });
      } catch (err) {
        if (!(err instanceof ModelCallError)) throw err;
        usage = err.usage;
        reasons.push(reviewReason('application_model_read_failed', err.reason));
      }
    }
  } else if (missing.some((k) => !c.blank.has(k))) {
    // a field the page prints blank (a suite box left empty) is read; one whose label was never found is not
    reasons.push(reviewReason('application_partially_read', 'no_model_provider'));
  }
  const owners: Owner[] = c.owners
    .filter(Boolean)
    .map((o) => Object.fromEntries(OWNER_KEYS.map((k) => [k, o[k] ?? null])) as Owner);
  if (!c.fields.legal_business_name) reasons.push(reviewReason('application_missing', 'legal_business_name'));
  if (!owners.some((o) => o.name)) reasons.push(reviewReason('application_missing', 'owner_name'));
  const fields = { ...c.fields, signed: c.fields.signed === true } as Record<FieldKey, unknown>;
  return {
    document_id: input.documentId,
    source_file: input.sourceFile,
    content_sha256: input.contentSha256,
    packet_pages: input.pages,
    document_type: input.documentType ?? 'merchant_application',
    status: reasons.length ? 'review_required' : 'accepted',
    review_reasons: reasons,
    fields,
    owners,
    field_sources: c.sources,
    cache_hit: cacheHit,
    usage,
  };
}
