// Statement header fields (institution, holder, account, routing number): the institution by its evidence
// (institution-evidence.ts), the holder from the mailing block, the account number and routing number by their labels.
import { cells, type Line } from './lines.ts';
import { nameWords } from './labels.ts';
import type { SourceRef } from '../statement-read.ts';
import type { AccountMark } from './walk-state.ts';
import {
  accountNamesOf,
  BY_WORDING,
  cleanName,
  compact,
  institutionByEvidence,
  masthead,
  mastheadName,
  namesBank,
  oneLineAddress,
  PRODUCT_WORDS,
  refOf,
  respelled,
  saysBank,
  ZIP,
  type Refs,
} from './institution-evidence.ts';

export interface HeaderFields {
  institution: string | null;
  holder: string | null;
  routingNumber: string | null;
  accountLast4: string | null;
  refs: Record<string, SourceRef>;
}

const DBA = /^(dba|d\/b\/a|d\.b\.a\.?|doing business as|t\/a|trading as)\b/i;
/** An attention line under a business's name (`ATTN ACCOUNTS PAYABLE`, `c/o ...`) names no holder. */
const ATTENTION = /^(attn\b|attention\b|c\/o\b|care of\b)/i;
/** Words of a mailing block line that names no holder (a bank's return address, its `Member FDIC.` line). */
const NOT_NAME =
  /\b(statement|page|account|period|balance|summary|customer|service|bank|p\.?o\.? box|www\.|\.com|phone|call|member fdic|fdic|equal housing)\b/i;

/** A Mexican address's neighbourhood line between the street and the city (`COL CENTRO`, `Fracc. Las Americas`). */
const COLONIA = /^(?:col|colonia|fracc|fraccionamiento)\.?\s+\S/i;

/** The holder: a labelled name, else the name line of the mailing address block (name, street, city ST zip). */
function holderOf(
  first: Line[],
  mast: Line | null,
  named: boolean,
  refs: Refs,
  accountNames: Set<string>,
  institution: string | null = null,
): string | null {
  // the institution's own words (`Redwood Credit Union`): a wordmark of them (`REDWOOD`) over an address is its block
  const bankWords = new Set(institution && saysBank(institution) ? institution.toLowerCase().split(/\s+/) : []);
  const bankWordmark = (text: string): boolean =>
    bankWords.size > 0 &&
    text
      .trim()
      .toLowerCase()
      .split(/\s+/)
      .every((w) => bankWords.has(w));
  const labelled = first.find((l) => /^(account holder|prepared for|customer name|account name)\s*:/i.test(l.text));
  if (labelled) {
    const h = labelled.text.replace(/^[^:]*:\s*/, '').trim();
    if (h) return h;
  }
  // A return address printed on one line (`Chase Card Services P.O. Box 15123 Wilmington DE 19850-5123`) is the
  // sender's: the customer's block, printed name / street / city, is taken before it, whatever their order.
  const zips = first.flatMap((l, i) => {
    const zip = cells(l.words).find((c) => ZIP.test(c.text));
    return zip ? [{ i, zip }] : [];
  });
  const ordered = [
    ...zips.filter((z) => !oneLineAddress(z.zip.text)),
    ...zips.filter((z) => oneLineAddress(z.zip.text)),
  ];
  for (const { i, zip } of ordered) {
    // The name is the cell above the street line, at the same left edge as the city/state/zip cell.
    for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
      const cand = cells(first[k].words).find((c) => Math.abs(c.x - zip.x) < 6);
      // A "DBA ..." line names the trade name under the holder's legal name, not the holder.
      if (
        !cand ||
        /\d/.test(cand.text) ||
        COLONIA.test(cand.text) ||
        NOT_NAME.test(cand.text) ||
        DBA.test(cand.text) ||
        ATTENTION.test(cand.text) ||
        (first[k] === mast && named)
      )
        continue;
      // The bank's own address block (its name on the line above: "JPMorgan Chase Bank N.A." over a
      // market name and a P O Box) names no holder.
      const over = k > 0 ? cells(first[k - 1].words).find((c) => Math.abs(c.x - zip.x) < 6) : undefined;
      // So does the block under a product's name printed as the masthead or an account's name (`Verizon Visa Card`
      // over the issuer's P.O. Box), and under the bank's wordmark (`REDWOOD` over its P.O. Box).
      if (
        namesBank(cand.text) ||
        bankWordmark(cand.text) ||
        ((first[k] === mast || accountNames.has(nameWords(cand.text))) && PRODUCT_WORDS.test(cand.text)) ||
        (over && namesBank(over.text) && first[k].y - first[k - 1].y < 2.5 * first[k].size)
      )
        break;
      refs.account_holder_name = refOf(first[k], cand.text);
      return cand.text.trim();
    }
  }
  return null;
}

function routingOf(lines: Line[], refs: Refs): string | null {
  for (const l of lines) {
    const m = /\b(?:routing|aba|rtn)\b[^0-9]{0,20}(\d{9})\b/i.exec(l.text);
    if (m) {
      refs.routing_number = refOf(l, m[1]);
      return m[1];
    }
  }
  return null;
}

/** A number masked whole before its last four (`...2297`, `XXXX2297`, `****-2297`), standing as a word of its own. */
const MASKED_AFTER_PRODUCT = /(?:^|\s)[x*•.]{2,}[-\s]?(\d{4})\b(?![/.,-]?\d)/i;

/** The account number's last four: the walk's account mark, else a labelled number (beside or under its label). */
function accountLast4Of(
  lines: Line[],
  accounts: AccountMark[],
  refs: Refs,
  rows: Array<{ line: Line }>,
): string | null {
  const inRow = new Set(rows.map((r) => r.line));
  if (accounts[0]) {
    refs.account_number_last4 = refOf(accounts[0].line, accounts[0].last4);
    return accounts[0].last4;
  }
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    // A card's number may lead with one digit and a dash (`Account Ending 1-61005`). German `Kontonummer` / `Konto-Nr.`,
    // Spanish `No. de Cuenta` name it too.
    const m =
      /\b(?:account|acct|kontonummer|konto(?:-?nr)?|cuenta(?! clabe))\b[^0-9]{0,24}?(?:[x*•#.]*)((?:\d[-–])?\d{2,17}(?: ?[-–]? ?(?:[x*•]{2,} ?[-–]? ?)*\d{2,17})*)\b(?![/.,]\d)/i.exec(
        l.text,
      );
    const digits = m ? m[1].replace(/\D/g, '') : '';
    if (m && digits.length >= 4) {
      refs.account_number_last4 = refOf(l, m[1]);
      return digits.slice(-4);
    }
    // The label over its value ("ACCOUNT NUMBER" with the number printed under it).
    let label = /\b(?:account|acct)\.? (?:number|no\.?|#)\s*:?$/i.test(l.text.trim())
      ? cells(l.words).find((c) => /account|acct/i.test(c.text))
      : undefined;
    // A row of titles over a row of values ("Account Name | Sortcode | Account Number | Sheet Number"):
    // the value under the words "Account Number".
    const k = l.words.findIndex(
      (w, j) => /^(account|acct|card)\.?$/i.test(w.text) && /^(number|no\.?|#):?$/i.test(l.words[j + 1]?.text ?? ''),
    );
    if (!label && k >= 0) label = { ...l.words[k], right: l.words[k + 1].right };
    if (!label) continue;
    for (const below of lines.slice(i + 1, i + 3)) {
      if (below.page !== l.page || below.y - l.y > 3 * l.size) break;
      const c = cells(below.words).find(
        (c) => c.x < label.right + 2 && c.right > label.x - 2 && /^[x*•#.\d -]*\d{4}$/i.test(c.text.trim()),
      );
      if (c) {
        refs.account_number_last4 = refOf(below, c.text);
        return c.text.replace(/\D/g, '').slice(-4);
      }
    }
  }
  // A card's number printed with no account word (`Card Ending in 5562`, `ENDING IN 0417`) on the first page, not in a row.
  for (const l of lines.filter((x) => x.page === lines[0].page)) {
    const m = /\bending in\s*[x*•.-]*\s*(\d{4})\b(?![/.,]\d)/i.exec(l.text);
    if (m && !/^\d{1,2}[/-]\d{1,2}\b/.test(l.text)) {
      refs.account_number_last4 = refOf(l, m[1]);
      return m[1];
    }
  }
  // ...nor any word but the product's name before its mask (`Harbor Mastercard ...2297` at the page's top): a
  // number masked whole, after the product, outside the rows (a card number masked inside a row's description,
  // `POS 416021XXXXXX4471`, leads with its own digits).
  for (const l of lines.filter((x) => x.page === lines[0].page && !inRow.has(x))) {
    const m = MASKED_AFTER_PRODUCT.exec(l.text);
    if (m && PRODUCT_WORDS.test(l.text.slice(0, m.index)) && !/^\d{1,2}[/-]\d{1,2}\b/.test(l.text)) {
      refs.account_number_last4 = refOf(l, m[1]);
      return m[1];
    }
  }
  return null;
}

/** Lines printed inside a transaction row (its wrapped description): a payee's web address there is not the bank's. */
function outsideRows(lines: Line[], rows: Array<{ line: Line }>): Line[] {
  return lines.filter((l) => !insideRow(l, rows));
}

/**
 * Lines outside every page's transaction table (from its first row's top to a line below its last row): a payee's
 * site printed on a description's continuation line (`CAPITAL ONE ONLINE PMT` / `capitalone.com`) is no bank's.
 */
function outsideTables(lines: Line[], rows: Array<{ line: Line }>): Line[] {
  const span = new Map<number, [number, number]>();
  for (const { line: r } of rows) {
    const [top, bottom] = span.get(r.page) ?? [Infinity, -Infinity];
    span.set(r.page, [Math.min(top, (r.firstY ?? r.y) - 0.5), Math.max(bottom, r.y + 2 * r.size)]);
  }
  return lines.filter((l) => {
    const s = span.get(l.page);
    return !s || l.y < s[0] || l.y > s[1];
  });
}

/** A line printed inside a transaction row (its wrapped description). */
export const insideRow = (l: Line, rows: Array<{ line: Line }>): boolean =>
  rows.some(({ line: r }) => r.page === l.page && l.y >= (r.firstY ?? r.y) - 0.5 && l.y <= r.y + 0.5);

export function headerFields(lines: Line[], accounts: AccountMark[], rows: Array<{ line: Line }> = []): HeaderFields {
  const refs: Refs = {};
  const first = lines.filter((l) => l.page === lines[0]?.page);
  const { best, named, name } = masthead(first, accounts);
  const mast = best?.l ?? null;
  // a masthead only the directory knows (`REGIONS`, a wordmark) is named as the directory names it (`Regions Bank`)
  const wordmark = !!best && named && !saysBank(best.c.text);
  const known = wordmark && best ? BY_WORDING.get(compact(cleanName(name))) : null;
  let institution = best ? known || mastheadName(cleanName(name)) || null : null;
  if (best) refs.institution_name = refOf(best.l, best.c.text);
  if (!named || wordmark) {
    // the bank's own words in the small print (its legal name, its Member FDIC or NCUA line) name it better than a
    // wordmark, which names a brand; a wordmark stands only where the page prints nothing else
    const byEvidence = institutionByEvidence(outsideRows(lines, rows), first, best, refs, outsideTables(lines, rows));
    if (!named && !byEvidence.masthead) institution = byEvidence.name;
    else if (wordmark && byEvidence.name) institution = byEvidence.name;
    else if (wordmark && best) refs.institution_name = refOf(best.l, best.c.text);
  }
  const holder = holderOf(first, mast, named, refs, accountNamesOf(accounts), institution);
  // Without a bank's name in the text (its logo is an image), the biggest letters may be the holder's
  // name in the mailing block: that is no institution.
  if (
    !named &&
    holder &&
    institution &&
    cleanName(holder) === institution &&
    refs.institution_name?.page === refs.account_holder_name?.page &&
    refs.institution_name?.line === refs.account_holder_name?.line
  ) {
    institution = null;
    delete refs.institution_name;
  }
  if (institution) institution = respelled(institution, lines);
  const routingNumber = routingOf(lines, refs);
  const accountLast4 = accountLast4Of(lines, accounts, refs, rows);
  return { institution, holder, routingNumber, accountLast4, refs };
}
