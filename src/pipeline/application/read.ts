// A merchant/ISO application → the spec's Application. AcroForm values first (pdf-lib), then printed
// "Label: value" lines of the text layer, then the model for what is still missing (page text when there is
// a text layer, else the rendered pages). `field_sources` says where each value came from.
import type { PDFDocument } from 'pdf-lib';
import { ModelCallError, type ModelClient } from '../model/client.ts';
import { emptyUsage } from '../model/usage.ts';
import type { Application } from '../../schemas/result.ts';
import { reviewReason } from '../../schemas/review-reasons.ts';
import { dataUrl } from '../image/prompt.ts';
import type { PageText } from '../types.ts';
import {
  ApplicationAnswerSchema,
  FIELD_ALIASES,
  FIELD_KEYS,
  normalizeLabel,
  OWNER_ALIASES,
  OWNER_KEYS,
  ownerIndex,
  ownerValue,
  type FieldKey,
  type OwnerKey,
} from './fields.ts';

/** Version of what an application read yields; the document-read cache keeps reads under it (bump on change). */
export const APPLICATION_READ_VERSION = 2;

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
}

type Owner = Application['owners'][number];
type Source = 'acroform' | 'text_layer' | 'model';

interface Collected {
  fields: Record<string, string | boolean | null>;
  owners: Array<Partial<Record<OwnerKey, string | number | null>>>;
  sources: Record<string, Source>;
}

function put(c: Collected, label: string, raw: string | boolean, source: Source): boolean {
  const norm = normalizeLabel(label);
  const { owner, label: ownerLabel } = ownerIndex(norm);
  const ownerKey =
    OWNER_ALIASES[ownerLabel] ?? (owner > 0 ? OWNER_ALIASES[`owner ${ownerLabel.replace(/^owner /, '')}`] : undefined);
  const fieldKey = owner === 0 ? FIELD_ALIASES[norm] : undefined;
  if (fieldKey) {
    if (c.fields[fieldKey] !== null && c.fields[fieldKey] !== undefined) return false;
    const value =
      fieldKey === 'signed'
        ? typeof raw === 'boolean'
          ? raw
          : raw.trim() !== ''
        : typeof raw === 'string'
          ? raw.trim()
          : null;
    if (value === '' || value === null) return false;
    c.fields[fieldKey] = value;
    c.sources[fieldKey] = source;
    return true;
  }
  if (ownerKey && typeof raw === 'string') {
    const o = (c.owners[owner] ??= {});
    if (o[ownerKey] !== undefined && o[ownerKey] !== null) return false;
    const v = ownerValue(ownerKey, raw);
    if (v === null) return false;
    o[ownerKey] = v;
    c.sources[`owners[${owner}].${ownerKey}`] = source;
    return true;
  }
  return false;
}

export async function acroFormValues(bytes: Uint8Array): Promise<Array<{ name: string; value: string | boolean }>> {
  // pdf-lib (~40 ms to load) loads only when an application is read: most jobs hold statements only
  const { PDFCheckBox, PDFDocument, PDFDropdown, PDFRadioGroup, PDFTextField } = await import('pdf-lib');
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
    if (f instanceof PDFTextField) value = f.getText() ?? undefined;
    else if (f instanceof PDFCheckBox) value = f.isChecked();
    else if (f instanceof PDFDropdown) value = f.getSelected()[0];
    else if (f instanceof PDFRadioGroup) value = f.getSelected() ?? undefined;
    if (value !== undefined && value !== '') out.push({ name: name.replace(/[_-]+/g, ' '), value });
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

/** A row's first run as a label and the runs after a clear gap as its value (a form's label column). */
export function labelledPairs(p: PageText): Array<[string, string]> {
  const rows: Array<{ y: number; runs: PageText['runs'] }> = [];
  for (const r of [...p.runs].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const row = rows.find((x) => Math.abs(x.y - r.y) < 2);
    if (row) row.runs.push(r);
    else rows.push({ y: r.y, runs: [r] });
  }
  const out: Array<[string, string]> = [];
  for (const row of rows) {
    const runs = row.runs.sort((a, b) => a.x - b.x);
    // the label ends where the widest gap between runs begins (at least two spaces' worth)
    let cut = -1;
    let widest = 0;
    for (let i = 1; i < runs.length; i++) {
      const gap = runs[i]!.x - (runs[i - 1]!.x + runs[i - 1]!.width);
      if (gap > widest) [widest, cut] = [gap, i];
    }
    if (cut < 1 || widest < 2 * (runs[0]!.height || 8) * 0.25) continue;
    const text = (rs: typeof runs) =>
      rs
        .map((r) => r.str)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
    const label = text(runs.slice(0, cut));
    const value = text(runs.slice(cut));
    if (label && value && !label.includes(':')) out.push([label, value]);
  }
  return out;
}

/** One labelled value; a combined `City / State / Zip` is split into its three fields. */
function putLabelled(c: Collected, label: string, value: string): void {
  if (normalizeLabel(label) === 'city state zip') {
    const m = /^(.+?),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(value.trim());
    if (m) {
      put(c, 'city', m[1]!, 'text_layer');
      put(c, 'state', m[2]!, 'text_layer');
      put(c, 'zip', m[3]!, 'text_layer');
    }
    return;
  }
  put(c, label, value, 'text_layer');
}

const LINE = /^([A-Za-z][A-Za-z0-9 ()#%/&.'-]{1,40}?)\s*[:#]\s*(.+)$/;

function blankCollected(): Collected {
  return { fields: Object.fromEntries([...FIELD_KEYS, 'signed'].map((k) => [k, null])), owners: [], sources: {} };
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
  const text = input.pageTexts.map((p) => pageLines(p)).flat();
  for (const line of text) {
    const m = LINE.exec(line);
    if (m) put(c, m[1]!, m[2]!, 'text_layer');
  }
  // forms that print a label and its boxed value on one baseline, no colon: `Legal Business Name   Acme LLC`
  for (const p of input.pageTexts) for (const [label, value] of labelledPairs(p)) putLabelled(c, label, value);
  const reasons: string[] = [];
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
  } else if (missing.length) {
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
