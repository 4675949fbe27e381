// Description text → comparable words, dictionary matches and a readable counterparty.
// Banks print the 16-character ACH company name, so aliases may arrive cut short.
import type { CounterpartyEntry } from './data/types.ts';

/** Upper-case words, punctuation as spaces: `Ach Debit KAPITUS-SERVICI` → `ACH DEBIT KAPITUS SERVICI`. */
export function words(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** True when `phrase` occurs in `text` as whole words (both already passed through `words`). */
export function hasPhrase(text: string, phrase: string): boolean {
  return (' ' + text + ' ').includes(' ' + phrase + ' ');
}

const phraseWords = new Map<string, string>();

export function firstPhrase(text: string, phrases: readonly string[]): string | null {
  let best: string | null = null;
  for (const p of phrases) {
    let w = phraseWords.get(p);
    if (w === undefined) phraseWords.set(p, (w = words(p)));
    if (hasPhrase(text, w) && (!best || p.length > best.length)) best = p;
  }
  return best;
}

export interface DictionaryMatch {
  entry: CounterpartyEntry;
  alias: string;
  /** characters of the description the alias covered; the longest match wins */
  length: number;
  truncated: boolean;
}

const MIN_TRUNCATED_CHARS = 8;

/** Length of the match of `alias` in `text` (both `words` form), allowing a cut-short last word. 0 if none. */
export function aliasMatchLength(text: string, alias: string): { length: number; truncated: boolean } {
  if (hasPhrase(text, alias)) return { length: alias.length, truncated: false };
  const tokens = alias.split(' ');
  const textTokens = text.split(' ');
  for (let i = 0; i < textTokens.length; i++) {
    let k = 0;
    while (k < tokens.length && i + k < textTokens.length && textTokens[i + k] === tokens[k]) k++;
    if (k >= tokens.length || i + k >= textTokens.length) continue;
    const w = textTokens[i + k];
    // a cut-short word: 3+ letters, or any stub after two whole words (`PAYPAL WORKING C`)
    const partial =
      (w.length >= 3 || (k >= 2 && w.length >= 1)) && w.length < tokens[k].length && tokens[k].startsWith(w);
    const covered = tokens.slice(0, k).join(' ').length + (k > 0 ? 1 : 0) + w.length;
    if (partial && covered >= MIN_TRUNCATED_CHARS && (k > 0 || w.length >= MIN_TRUNCATED_CHARS))
      return { length: covered, truncated: true };
  }
  return { length: 0, truncated: false };
}

interface AliasIndex {
  byFirstToken: Map<string, Array<{ entry: CounterpartyEntry; alias: string }>>;
  /** aliases whose first word may itself arrive cut short (8+ letters) */
  longFirst: Array<{ entry: CounterpartyEntry; alias: string; first: string }>;
}
const indexes = new WeakMap<readonly CounterpartyEntry[][], AliasIndex>();

function indexOf(tables: readonly CounterpartyEntry[][]): AliasIndex {
  let idx = indexes.get(tables);
  if (idx) return idx;
  idx = { byFirstToken: new Map(), longFirst: [] };
  for (const table of tables)
    for (const entry of table)
      for (const raw of entry.aliases) {
        const alias = words(raw);
        const first = alias.split(' ')[0];
        idx.byFirstToken.set(first, [...(idx.byFirstToken.get(first) ?? []), { entry, alias }]);
        if (first.length > MIN_TRUNCATED_CHARS) idx.longFirst.push({ entry, alias, first });
      }
  indexes.set(tables, idx);
  return idx;
}

/** Best dictionary entry for a description (`words` form): a named entry beats a generic one, then the longest match. */
export function matchDictionary(text: string, tables: readonly CounterpartyEntry[][]): DictionaryMatch | null {
  const idx = indexOf(tables);
  const tokens = new Set(text.split(' '));
  const candidates: Array<{ entry: CounterpartyEntry; alias: string }> = [];
  for (const t of tokens) {
    candidates.push(...(idx.byFirstToken.get(t) ?? []));
    if (t.length >= MIN_TRUNCATED_CHARS)
      for (const c of idx.longFirst) if (c.first !== t && c.first.startsWith(t)) candidates.push(c);
  }
  let best: DictionaryMatch | null = null;
  for (const { entry, alias } of candidates) {
    const m = aliasMatchLength(text, alias);
    if (m.length === 0) continue;
    const better =
      !best ||
      (best.entry.generic && !entry.generic) ||
      (!!best.entry.generic === !!entry.generic && m.length > best.length);
    if (better) best = { entry, alias, length: m.length, truncated: m.truncated };
  }
  return best;
}

/** The company-name field of a structured ACH line (`ORIG CO NAME:KAPITUS ... ORIG ID:`), if printed. */
export function achCompanyName(description: string): string | null {
  const m =
    /ORIG CO NAME\s*:\s*(.+?)(?=\s+(?:ORIG ID|CO ID|DESC DATE|CO ENTRY|SEC|TRACE|EED|IND ID|IND NAME)\s*[:#]|$)/i.exec(
      description,
    );
  if (m) return m[1].trim();
  // Bank of America: `KAPITUS SERVICI DES:PAYMENT ID:... INDN:... CO ID:... CCD`
  const b = /^(.+?)\s+DES:/i.exec(description);
  return b ? b[1].trim() : null;
}

const ORIGINATOR_END =
  /\s+(?=(?:ID|REF|SND BK|SND BNK|ORIG BANK|ORIG BK|ORG BK|OBI|BNF|BBI|IMAD|OMAD|TRN|SEQ|ADDR|ACCT|AC)\b\s*[:#/-]?)|\s*\/\s*AC-|$/i;
/** US state codes: a card or wire field's trailing `<city> <ST>` is a place, not the party. */
const STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR'.split(
    ' ',
  ),
);
/** first words of two-word city names (`NEW YORK`, `SAN ANTONIO`) */
const CITY_PREFIX = new Set([
  'NEW',
  'SAN',
  'LOS',
  'LAS',
  'SAINT',
  'ST',
  'FORT',
  'FT',
  'EL',
  'PALM',
  'SALT',
  'BATON',
  'GRAND',
  'SANTA',
  'CORPUS',
  'KANSAS',
  'OKLAHOMA',
  'VIRGINIA',
  'JERSEY',
]);

/** Drops a trailing `<city> <ST>` (a mixed-case city after an upper-case name goes whole). */
export function withoutPlace(name: string): string {
  const t = name.trim().split(/\s+/);
  if (t.length < 3 || !STATES.has(t[t.length - 1])) return name.trim();
  t.pop();
  const upper = (w: string) => w === w.toUpperCase();
  // an upper-case name then a mixed-case city (`CITY OF SAVANNAH Dallas`): the mixed-case words go
  if (!upper(t[t.length - 1]) && t.some(upper)) {
    while (t.length > 1 && !upper(t[t.length - 1])) t.pop();
    return t.join(' ');
  }
  t.pop();
  if (t.length > 2 && CITY_PREFIX.has(t[t.length - 1].toUpperCase())) t.pop();
  return t.join(' ');
}

/** The sender a wire names in its originator field (`ORIG:`, `B/O:`, `ORIGINATOR:`, `BY ORDER OF:`), if printed. */
export function wireOriginator(description: string): string | null {
  const m = /(?:\bB\/O|\bORIGINATOR|\bORIG(?=\s*:)|\bBY ORDER OF|\bORG)\s*:\s*(.*)$/i.exec(description);
  if (!m) return null;
  const field = m[1].split(ORIGINATOR_END)[0].trim();
  const name = withoutPlace(field.replace(/\s*\/.*$/, ''));
  return name && /[A-Za-z]{2}/.test(name) ? name : null;
}

export const DATE_RE = /\b\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?\b|\b\d{4}-\d{2}-\d{2}\b/g;

/** Account suffixes (last 2–4 digits) the description mentions: `TO CHK ...1234`, `X5678`, `ACCT 0042`. */
export function mentionedSuffixes(description: string): string[] {
  const out = new Set<string>();
  // a bare `#` names an account only after an account word: `TRANSACTION#: 2747…`, `CONF#`, `REF #` are references
  const re =
    /(?:\.{2,}|X{2,}|\*{1,}|(?<![A-Z])#|ACCT|ACCOUNT|CHK|CHECKING|SAV|SAVINGS|DDA|ENDING(?: IN)?)\s*[:#]?\s*(\d{2,})/gi;
  for (const m of description.matchAll(re)) {
    const before = description.slice(0, m.index).trimEnd();
    if (
      m[0].startsWith('#') &&
      /\b(?:TRANSACTION|CONF|CONFIRMATION|REF|TRACE|CHECK|CK|ID|TRN|SEQ|NO)\s*$/i.test(before)
    )
      continue;
    out.add(m[1].slice(-4));
  }
  return [...out];
}

/** Grouping key for the model pass: direction plus the description with digit runs masked. */
export function groupKey(description: string, type: 'credit' | 'debit'): string {
  return `${type}|${words(description.replace(DATE_RE, ' ')).replace(/\d+/g, '#')}`;
}
