// The other party of a row from the descriptor's structure, when no dictionary names it:
//   1. a structured field: the ACH company name (`ORIG CO NAME:`, `CO Name:`, the text before `DES:`) or a
//      wire's originator (`ORIG:`, `B/O:`, `ORIGINATOR:`), never the relaying bank;
//   2. a P2P payment's person (`Zelle Payment To JOHN M SMITH`);
//   3. a card descriptor `<merchant> <city> <state>` once the bank's POS prefix and authorization codes
//      are gone (`DEBIT POS, AUT 080582 DDA PURCHASE`, `VISA DDA PUR AP 186938`, `DBT CRD 7145 03/07 …`),
//      the merchant before a card network's `*` (`ADOBE *CREATIVE CLD` → Adobe), store numbers dropped;
//   4. else the words before the first ID token, without boilerplate or a trailing ACH entry
//      description (`REMIT`, `DAILY PMT`, `WEEKLY`, `RENT`).
// `unifyCounterparties` then gives one name per payee across a packet.
import { BOILERPLATE_WORDS, P2P_PHRASES } from './data/wording.ts';
import { achCompanyName, DATE_RE, firstPhrase, wireOriginator, withoutPlace, words } from './normalize.ts';

const BOILER = new Set(BOILERPLATE_WORDS.flatMap((w) => words(w).split(' ')));

/** ACH entry descriptions and card-store words printed after the name: not part of it when they trail. */
const TRAILING_WORDS = new Set([
  'REMIT',
  'COLLECTION',
  'COLLECT',
  'DAILY',
  'WEEKLY',
  'MONTHLY',
  'RENT',
  'PMT',
  'PAYMENT',
  'DEBIT',
  'PURCHASE',
  'INS',
  'PREM',
  'BILL',
  'PAYMT',
  'WHSE',
  'SUPERCENTER',
  'MKTPL',
  'MKTP',
  'AUTOPAY',
]);

/** The bank's card-purchase prefix: everything up to and including it goes (`DEBIT POS, AUT 080582 DDA PURCHASE`). */
const POS_PREFIX =
  /^.*?\b(?:DDA PURCHASE|DDA PUR(?: AP)?\s+\d+|DBT CRD\s+\d+\s+\d{2}\/\d{2}\s+\d+|POS (?:DEBIT|PURCHASE|PUR)(?:\s+\d{2}\/\d{2})?(?:\s+\d{4,})?|CHECKCARD\s+\d{2}\/\d{2}|CARD PURCHASE(?:\s+\d{2}\/\d{2})?|PURCHASE AUTHORIZED ON\s+\d{2}\/\d{2}|DEBIT CARD PURCHASE\s*-?|PURCHASE\s+\d{2}\/\d{2})\s+/i;
/** authorization codes and card references printed inside a card row */
const CARD_NOISE = /\b(?:AUTH#?|AUT|C#|CARD|S\d{6,})\s*\S*\d\S*/gi;

/** A token that identifies a transaction rather than a party: trace and card numbers, masked digits, IDs. */
function isIdToken(t: string): boolean {
  if (/^\d+$/.test(t)) return true;
  if (/^X+\d*$/.test(t)) return true;
  const digits = (t.match(/\d/g) ?? []).length;
  return digits >= 4 || (digits >= 2 && digits / t.length > 0.5);
}

function titleCase(s: string): string {
  return s.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());
}

/** Kept words of a field: boilerplate and IDs out, up to the first ID token after a name began. */
function nameWords(field: string, max = 4): string[] {
  const tokens = words(field.replace(DATE_RE, ' ')).split(' ').filter(Boolean);
  const kept: string[] = [];
  for (const t of tokens) {
    if (isIdToken(t)) {
      if (kept.length > 0) break;
      continue;
    }
    if (BOILER.has(t) || (t.length < 2 && kept.length === 0)) continue;
    kept.push(t);
    if (kept.length === max) break;
  }
  while (kept.length > 1 && (TRAILING_WORDS.has(kept[kept.length - 1]) || kept[kept.length - 1].length < 2)) kept.pop();
  return kept;
}

const display = (ws: string[]) => (ws.length ? titleCase(ws.join(' ')) : '');

/** The merchant of a card row: prefix, codes, network detail, store number and place removed. */
function cardMerchant(description: string): string | null {
  if (!POS_PREFIX.test(description)) return null;
  let rest = description.replace(POS_PREFIX, '').replace(CARD_NOISE, ' ');
  rest = rest.replace(/\s*\*.*$/, ''); // `ADOBE *CREATIVE CLD` → ADOBE (what follows the star is detail)
  rest = rest.replace(/\s+#?\d[\d-]*\b.*$/, ''); // a store number and what follows it
  rest = withoutPlace(rest.replace(/\s+/g, ' ').trim());
  return display(nameWords(rest));
}

/** A P2P payment's person: `Zelle Payment To JOHN M SMITH 6257…`, `Zelle payment from X for "Invoice 9"`. */
function p2pPerson(description: string): string | null {
  const text = words(description);
  if (!firstPhrase(text, P2P_PHRASES)) return null;
  const m = /\b(?:TO|FROM)\s+(.+?)(?=\s+(?:FOR|CONF|REF|ON|MEMO)\b|[;"#]|\s+\d|$)/i.exec(description);
  return m ? display(nameWords(m[1], 5)) : null;
}

/** Readable counterparty when no dictionary entry matched. */
export function counterpartyFromDescriptor(description: string): string {
  const field = achCompanyName(description) ?? wireOriginator(description);
  if (field) return display(nameWords(field));
  return p2pPerson(description) ?? cardMerchant(description) ?? display(nameWords(description));
}

/** Comparable form of a name: words without legal forms. */
function nameKey(name: string): string {
  return words(name.replace(/['’.]/g, ''))
    .split(' ')
    .filter((w) => w && !['INC', 'LLC', 'CO', 'CORP', 'THE', 'LTD'].includes(w))
    .join(' ');
}

/**
 * One name per payee across a packet: names equal but for case, punctuation and legal form take the most
 * frequent spelling, and a name whose last word is a cut-short form of a longer name's (the 16-character
 * ACH field: `Zenith Receivabl`) takes the longer one. Rows are changed in place.
 */
export function unifyCounterparties(rows: Array<{ counterparty: string }>): void {
  const byKey = new Map<string, Map<string, number>>();
  for (const r of rows) {
    if (!r.counterparty) continue;
    const k = nameKey(r.counterparty);
    const spellings = byKey.get(k) ?? new Map<string, number>();
    spellings.set(r.counterparty, (spellings.get(r.counterparty) ?? 0) + 1);
    byKey.set(k, spellings);
  }
  const keys = [...byKey.keys()].filter((k) => k.length >= 6);
  const target = new Map<string, string>();
  for (const k of keys) {
    // the longest other key this one is a cut-short prefix of
    const longer = keys
      .filter((o) => o.length > k.length && o.startsWith(k) && /^[A-Z0-9]/.test(o.slice(k.length)) === true)
      .sort((a, b) => b.length - a.length)[0];
    const to = longer ?? k;
    const best = [...byKey.get(to)!.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
    target.set(k, best);
  }
  for (const r of rows) {
    const to = target.get(nameKey(r.counterparty));
    if (to) r.counterparty = to;
  }
}
