// An application's printed labels and values from the page geometry (pure). A form prints each label beside,
// above or inside the box of its value: a label's value is the text right of it in its row band (a value
// wrapped onto two lines in a box beside it included), else the text just below it in its column, else, for
// a signature block's captions printed under the line, the text just above. Check boxes (☒ ☐, [X] [ ])
// give the ticked options. Owner sections ("Owner 2 / Guarantor", or "Owner 1" "Owner 2" side by side)
// decide which owner a generic label ("Name", "City", "SSN") belongs to.
import type { PageText } from '../types.ts';
import { FIELD_ALIASES, OWNER_ALIASES, normalizeLabel, ownerIndex, type FieldKey, type OwnerKey } from './fields.ts';

/** Business labels the field table lacks, in the words of brokers' and funders' forms. */
export const MORE_FIELD_ALIASES: Record<string, FieldKey> = {
  'company legal name': 'legal_business_name',
  'legal name of business': 'legal_business_name',
  'business legal name': 'legal_business_name',
  'corporate name': 'legal_business_name',
  'trade name': 'dba',
  'd b a': 'dba',
  'tax id #': 'ein',
  'federal tax id #': 'ein',
  'federal ein': 'ein',
  'employer identification number': 'ein',
  'date business started': 'business_start_date',
  'business start': 'business_start_date',
  'date of inception': 'business_start_date',
  'inception date': 'business_start_date',
  'years in business since': 'business_start_date',
  'state of formation': 'state_of_incorporation',
  'state incorporated': 'state_of_incorporation',
  'nature of business': 'industry',
  'business type industry': 'industry',
  'sic naics': 'naics',
  'naics #': 'naics',
  'business phone number': 'business_phone',
  'phone number': 'business_phone',
  'office phone': 'business_phone',
  'email address': 'business_email',
  email: 'business_email',
  'web site': 'website',
  'website url': 'website',
  url: 'website',
  'physical address': 'address_line_1',
  'business street address': 'address_line_1',
  'street address line 1': 'address_line_1',
  'suite unit': 'address_line_2',
  'suite #': 'address_line_2',
  'suite apt': 'address_line_2',
  unit: 'address_line_2',
  'address 2': 'address_line_2',
  'amount of funding requested': 'requested_amount',
  'funding requested': 'requested_amount',
  'desired amount': 'requested_amount',
  'requested advance amount': 'requested_amount',
  'use of proceeds': 'use_of_funds',
  'purpose of funding': 'use_of_funds',
  'intended use of funds': 'use_of_funds',
  'average monthly sales': 'monthly_revenue',
  'avg monthly revenue': 'monthly_revenue',
  'gross monthly sales': 'monthly_revenue',
  'monthly gross revenue': 'monthly_revenue',
  'monthly gross sales': 'monthly_revenue',
  'gross annual sales': 'gross_annual_revenue',
  'annual gross revenue': 'gross_annual_revenue',
  'annual gross sales': 'gross_annual_revenue',
  'existing advances loans': 'existing_advances_disclosed',
  'outstanding advances': 'existing_advances_disclosed',
  'any existing advances': 'existing_advances_disclosed',
  'current cash advances': 'existing_advances_disclosed',
  'existing cash advances': 'existing_advances_disclosed',
  'iso broker company': 'broker_company_name',
  'iso broker': 'broker_company_name',
  broker: 'broker_company_name',
  'broker name': 'broker_company_name',
  'iso company name': 'broker_company_name',
  'referral source': 'broker_company_name',
  'merchant signature': 'signed',
  'owner signature': 'signed',
  'owner 1 signature': 'signed',
  'authorized signature': 'signed',
  'signature of owner': 'signed',
  'applicant signature': 'signed',
  'signed by': 'signed',
  date: 'signed_date',
};

let glued: Map<string, string> | null = null;
/**
 * A label whose spaces an OCR engine dropped (`USEOFFUNDS`, `GROSSANNUAL REVENUE`) → the label words it
 * prints; any other text as it is. Only a known label's words, all of them, are given back.
 */
function spaced(norm: string): string {
  glued ??= new Map(
    [...Object.keys(FIELD_ALIASES), ...Object.keys(MORE_FIELD_ALIASES), ...Object.keys(OWNER_ALIASES)].map((k) => [
      k.replace(/ /g, ''),
      k,
    ]),
  );
  return glued.get(norm.replace(/ /g, '')) ?? norm;
}

export type LabelKey = { field: FieldKey } | { owner: number | null; key: OwnerKey };

/**
 * What a label names. `inOwner`: the label sits in an owner's section (its generic words are that owner's).
 * An explicit owner number ("Owner 2 Name", AcroForm `owner2_dob`) wins over the section.
 */
export function labelKey(label: string, inOwner: boolean): LabelKey | null {
  const norm = spaced(normalizeLabel(label));
  const numbered = ownerIndex(norm);
  if (numbered.label !== norm) {
    const rest = numbered.label.replace(/^(owner|principal|guarantor)\s*/, '');
    const key = OWNER_ALIASES[rest] ?? OWNER_ALIASES[numbered.label];
    if (key) return { owner: numbered.owner, key };
    if (rest === 'home phone') return { field: 'home_phone' };
  }
  if (norm === 'home phone') return { field: 'home_phone' };
  if (inOwner && OWNER_ALIASES[norm]) return { owner: null, key: OWNER_ALIASES[norm]! };
  const field = FIELD_ALIASES[norm] ?? MORE_FIELD_ALIASES[norm];
  if (field) return { field };
  // owner-only words outside an owner section ("Owner Name", "SSN", "Title" in a one-owner form)
  const own = OWNER_ALIASES[norm];
  if (
    own &&
    !['city', 'state', 'zip', 'zip code', 'postal code', 'email', 'email address', 'phone', 'address'].includes(norm)
  )
    return { owner: null, key: own };
  return null;
}

/** `City / State / Zip`: one label over three fields (read.ts splits its value). */
export const CITY_STATE_ZIP = /^(?:owner \d )?city state zip(?: code)?$/;

export const isLabel = (text: string) =>
  labelKey(text, true) !== null || labelKey(text, false) !== null || CITY_STATE_ZIP.test(normalizeLabel(text));

interface Phrase {
  text: string;
  x: number;
  x2: number;
  y: number; // baseline from the top
  h: number; // font size
  page: number;
}

/** Runs of a page → phrases: runs on one baseline closer than about a space (a tight table's cells are ~0.45 em apart). */
function phrasesOf(p: PageText): Phrase[] {
  const runs = p.runs.filter((r) => r.str.trim() !== '').sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: Array<typeof runs> = [];
  for (const r of runs) {
    const line = lines.find((l) => Math.abs(l[0]!.y - r.y) < Math.max(1, 0.25 * (r.height || 8)));
    if (line) line.push(r);
    else lines.push([r]);
  }
  const out: Phrase[] = [];
  for (const line of lines) {
    let cur: Phrase | null = null;
    for (const r of line.sort((a, b) => a.x - b.x)) {
      const h = r.height || 8;
      if (cur && r.x - cur.x2 < 0.35 * Math.max(h, cur.h) && !/:\s*$/.test(cur.text)) {
        cur.text += (r.x - cur.x2 > 0.1 * h && !/\s$/.test(cur.text) ? ' ' : '') + r.str;
        cur.x2 = Math.max(cur.x2, r.x + r.width);
        cur.h = Math.max(cur.h, h);
      } else {
        cur = { text: r.str, x: r.x, x2: r.x + r.width, y: r.y, h, page: p.page };
        out.push(cur);
      }
    }
  }
  for (const ph of out) ph.text = ph.text.replace(/\s+/g, ' ').trim();
  return out;
}

const CHECKED = /[☒☑✔✓✗✘■▣]|\[\s*[xX✓✔]\s*\]|\(\s*[xX]\s*\)/;
const MARK = /[☒☑✔✓✗✘■▣☐□▢]|\[\s*[xX✓✔]?\s*\]|\(\s*[xX]?\s*\)/g;

/** A value with check boxes → the ticked options' words ("☐ LLC ☒ Corporation" → "Corporation"); "" when none is ticked. */
export function tickedOptions(value: string): string | null {
  if (!value.match(MARK)) return null;
  const parts = value.split(/(?=[☒☑✔✓✗✘■▣☐□▢]|\[\s*[xX✓✔]?\s*\]|\(\s*[xX]?\s*\))/);
  return parts
    .filter((p) => CHECKED.test(p.slice(0, 3)))
    .map((p) => p.replace(MARK, '').trim())
    .filter(Boolean)
    .join(', ');
}

export interface PrintedValue {
  label: string;
  value: string;
  /** the owner section the label sits in (0-based), null outside every owner section */
  section: number | null;
}

const SIGNATURE_BLOCK = new Set<FieldKey>(['signed', 'signed_date']);
const OWNER_HEADING = /^(?:owner|principal|guarantor|officer)(s?)\b(?:\s*(?:#|no\.?)?\s*(\d))?/i;
const BUSINESS_HEADING =
  /^(?:business|company|merchant|funding|loan|signature|authori[sz]ation|certification|financial)\b/i;

/** Every label the pages print with the value the geometry gives it, in reading order. */
/** A label wrapped in its cell ("State of" over "Incorporation:") → one phrase at the middle of its lines. */
function joinWrappedLabels(phrases: Phrase[]): Phrase[] {
  const gone = new Set<Phrase>();
  const out: Phrase[] = [];
  for (const p of phrases) {
    if (gone.has(p) || isLabel(p.text) || isLabel(p.text.replace(/:\s*$/, '')) || OWNER_HEADING.test(p.text)) continue;
    const below = phrases.find(
      (q) =>
        q !== p && !gone.has(q) && q.page === p.page && Math.abs(q.x - p.x) < 2 && q.y > p.y && q.y - p.y < 1.6 * p.h,
    );
    // "Owner 1" over "FULL NAME" is a heading over a label, not one label
    if (!below || isLabel(below.text) || isLabel(below.text.replace(/:\s*$/, ''))) continue;
    const text = `${p.text} ${below.text}`;
    if (!isLabel(text.replace(/:\s*$/, ''))) continue;
    gone.add(p).add(below);
    out.push({ ...p, text, x2: Math.max(p.x2, below.x2), y: (p.y + below.y) / 2 });
  }
  return [...phrases.filter((p) => !gone.has(p)), ...out];
}

/**
 * Section headings (owner or business, among the phrases that are neither labels nor values) and, for a phrase,
 * the owner section it sits under (null: the business's, or none).
 */
function sectionsOf(unclaimed: Phrase[]): (at: Phrase) => number | null {
  // section headings: phrases that are neither labels nor values
  const headings = unclaimed
    .map((p) => {
      const m = OWNER_HEADING.exec(p.text);
      if (m && (m[2] || !m[1])) return { p, owner: m[2] ? Number(m[2]) - 1 : -1 };
      if (m) return null; // "Owners / Guarantors": an area, not one owner
      if (BUSINESS_HEADING.test(p.text) && !/\d/.test(p.text)) return { p, owner: null as number | null };
      return null;
    })
    .filter((h): h is { p: Phrase; owner: number | null } => h !== null);
  let next = 0;
  for (const h of headings.sort((a, b) => a.p.page - b.p.page || a.p.y - b.p.y || a.p.x - b.p.x)) {
    if (h.owner === -1) h.owner = next;
    if (h.owner !== null) next = h.owner + 1;
  }
  const spans = headings.map((h) => {
    const right = headings.filter((o) => o.p.page === h.p.page && Math.abs(o.p.y - h.p.y) < 2 && o.p.x > h.p.x);
    const narrow =
      right.length > 0 || headings.some((o) => o !== h && o.p.page === h.p.page && Math.abs(o.p.y - h.p.y) < 2);
    return {
      ...h,
      from: narrow ? h.p.x - 20 : 0,
      to: right.length ? Math.min(...right.map((o) => o.p.x)) - 1 : Infinity,
    };
  });
  return (at: Phrase): number | null => {
    let best: (typeof spans)[number] | null = null;
    for (const s of spans) {
      const before = s.p.page < at.page || (s.p.page === at.page && s.p.y < at.y - 1);
      if (!before || at.x < s.from || at.x >= s.to) continue;
      if (!best || s.p.page > best.p.page || (s.p.page === best.p.page && s.p.y > best.p.y)) best = s;
    }
    return best ? best.owner : null;
  };
}

export function printedValues(pages: PageText[]): PrintedValue[] {
  const all = joinWrappedLabels(pages.flatMap(phrasesOf));
  // a phrase "Label: value" is a label with its value inline
  const items = all.map((p) => {
    const m = /^([^:]{1,48}):\s*(.*)$/.exec(p.text);
    const label = m && isLabel(m[1]!) ? m[1]! : isLabel(p.text) ? p.text : null;
    return { p, label, inline: m && label === m[1] ? m[2]!.trim() : '' };
  });
  const labelled = new Set(items.filter((i) => i.label).map((i) => i.p));
  const used = new Set<Phrase>();
  const mid = (p: Phrase) => p.y - p.h * 0.35;
  const samePage = (a: Phrase, b: Phrase) => a.page === b.page;

  const rightOf = (l: Phrase): Phrase[] => {
    const band = all
      .filter((v) => samePage(v, l) && v.x >= l.x2 - 1 && Math.abs(mid(v) - mid(l)) < 0.9 * Math.max(l.h, v.h))
      .sort((a, b) => a.x - b.x);
    const stop = band.find((v) => labelled.has(v));
    const before = band.filter((v) => !labelled.has(v) && (!stop || v.x < stop.x));
    if (!before.length) return [];
    const col = before[0]!.x;
    // a value wrapped in its box: lines starting at the same x, one under the other, nearer this label's row
    // than any other label of its label column
    const rowLabels = all.filter((o) => labelled.has(o) && samePage(o, l) && Math.abs(o.x - l.x) < 3);
    const ours = (v: Phrase) =>
      rowLabels.every((o) => o === l || Math.abs(mid(v) - mid(l)) <= Math.abs(mid(v) - mid(o)));
    const stack = [before[0]!];
    const column = all
      .filter((v) => samePage(v, l) && !labelled.has(v) && Math.abs(v.x - col) < 3 && ours(v))
      .sort((a, b) => a.y - b.y);
    for (let grew = true; grew;) {
      grew = false;
      const top = stack[0]!;
      const bottom = stack[stack.length - 1]!;
      const up = column.find((v) => v.y < top.y && top.y - v.y < 1.5 * top.h && !stack.includes(v));
      const down = column.find((v) => v.y > bottom.y && v.y - bottom.y < 1.5 * bottom.h && !stack.includes(v));
      if (up) stack.unshift(up);
      if (down) stack.push(down);
      grew = Boolean(up || down);
    }
    const sameLine = before.filter((v) => Math.abs(v.x - col) >= 3 && Math.abs(v.y - stack[0]!.y) < 2);
    return [...stack, ...sameLine].sort((a, b) => a.y - b.y || a.x - b.x);
  };
  const columnEnd = (l: Phrase) =>
    Math.min(
      ...all.filter((v) => samePage(v, l) && v.x > l.x2 && Math.abs(v.y - l.y) < 2).map((v) => v.x),
      Number.POSITIVE_INFINITY,
    );
  const vertical = (l: Phrase, dir: 1 | -1, reach = 2.6): Phrase[] => {
    const end = columnEnd(l);
    const cands = all
      // the next column's value starts where its label does: a scan's words are a few points off either way
      .filter((v) => samePage(v, l) && v !== l && v.x >= l.x - 4 && v.x < end - 3)
      .filter((v) => {
        const d = (v.y - l.y) * dir;
        return d > 0.5 * l.h && d < reach * Math.max(l.h, v.h);
      })
      .sort((a, b) => (a.y - b.y) * dir);
    const near = cands[0];
    if (!near || labelled.has(near)) return [];
    // the rest of that line inside the column (check-box options printed apart)
    return cands.filter((v) => Math.abs(v.y - near.y) < 2 && !labelled.has(v)).sort((a, b) => a.x - b.x);
  };

  const found: Array<{ at: Phrase; label: string; value: string }> = [];
  for (const { p, label, inline } of items) {
    if (!label) continue;
    let parts: Phrase[] = [];
    let value = inline;
    if (!value) {
      parts = rightOf(p);
      if (!parts.length) parts = vertical(p, 1);
      const key = labelKey(label, false);
      // a signature block's captions sit under the line, the signature and its date above it
      if (!parts.length && key && 'field' in key && SIGNATURE_BLOCK.has(key.field)) parts = vertical(p, -1, 4);
      // a wrapped line that ends or starts inside a word ("05-" "1050651") joins without a space
      value = parts
        .map((v) => v.text)
        .reduce((a, t) => (!a ? t : /[-/@.]$/.test(a) || /^[-/@.]/.test(t) ? a + t : `${a} ${t}`), '');
    }
    for (const v of parts) used.add(v);
    const ticked = tickedOptions(value);
    found.push({ at: p, label, value: ticked ?? value });
  }

  const sectionOf = sectionsOf(all.filter((p) => !labelled.has(p) && !used.has(p)));
  return found.map((f) => ({ label: f.label, value: f.value, section: sectionOf(f.at) }));
}
