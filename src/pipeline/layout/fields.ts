// Statement header fields (institution, holder, account, routing number) and each account's printed
// summary values (opening, closing, total credits/debits and counts), from the walk's label/amount pairs.
import { minusMark } from '../../money.ts';
import { cells, type Line } from './lines.ts';
import { tokenize } from './tokens.ts';
import { nameWords } from './labels.ts';
import { INSTITUTIONS, NOT_BANK_SITES } from './institutions.ts';
import {
  cardPayment,
  datedBalance,
  INSTITUTION_WORD_ONLY,
  INSTITUTION_WORDS,
  OWED_PRODUCT,
  summaryLabel,
} from './vocabulary.ts';
import type { AccountRead, PrintedAmount, SectionTotal, SourceRef } from '../statement-read.ts';
import type { AccountMark, KeyValue, Walk } from './walk.ts';
import { owedSiding, sidedByEquation } from './terms.ts';

export const refOf = (line: Line, text: string): SourceRef => ({ page: line.page, line: line.no, text });

const signedCents = (kv: { amount: { cents: number; negative: boolean } }): number =>
  kv.amount.negative ? -kv.amount.cents : kv.amount.cents;

/**
 * A balance whose label says it is overdrawn (`Ending Balance (Overdrawn)`, `Overdrawn Balance`) is negative
 * even when its digits carry no mark: read positive, signs taken from the balances come out swapped.
 */
const balanceCents = (amount: { cents: number; negative: boolean }, label: string): number =>
  /\boverdrawn\b/i.test(label) ? -amount.cents : signedCents({ amount });

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
const ZIP = /\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?$/;
/** Words of a mailing block line that names no holder (a bank's return address, its `Member FDIC.` line). */
const NOT_NAME =
  /\b(statement|page|account|period|balance|summary|customer|service|bank|p\.?o\.? box|www\.|\.com|phone|call|member fdic|fdic|equal housing)\b/i;

/** A Mexican address's neighbourhood line between the street and the city (`COL CENTRO`, `Fracc. Las Americas`). */
const COLONIA = /^(?:col|colonia|fracc|fraccionamiento)\.?\s+\S/i;

const LEGAL_NAME = /\b(?:[A-Z][A-Za-z&'’]*\s){1,4}(?:Bank (?:plc|PLC|Limited|Ltd)|Building Society)\b/;
/**
 * A bank's legal name as its small print gives it: capitalised words (`and`, `of` between them) ending in Bank /
 * Banking Corporation / Group (also in lower case: `... banking group limited`) / Credit Union / Building Society, then its legal form (`N.A.`, `plc`, `Limited`) or
 * its registered business number (`Westpac Banking Corporation ABN 33 007 457 141`).
 */
const LEGAL_FORM =
  /\b(?:(?:[A-Z][A-Za-z&'’]+|and|of|&)\s){0,6}(?:Banks?|[Bb]anking (?:[Cc]orporation|[Gg]roup)|Credit Union|Building Society)(?:\s\([A-Z][a-z]+\))?,?\s(?:N\.\s?A\.|National Association|plc|PLC|Plc|p\.\s?l\.\s?c\.?|[Ll]imited|Ltd\.?|Berhad|ABN(?=\s\d))(?=$|[\s.,;(])/;
/**
 * A national bank's legal name whatever its words (`Capital One, N.A.`, `Citibank, N.A.`): the comma before `N.A.` is
 * part of it (a table's `Interest Rate N.A.` is "not applicable").
 */
const NATIONAL_NAME =
  /((?:[A-Z][A-Za-z&'’-]*\s){0,4}[A-Z][A-Za-z&'’-]*)(?:,\sN\.\s?A\.?|,?\sNational Association)(?=$|[\s.,;(])/;
/**
 * The name before `Member FDIC` on its line (`Wells Fargo Bank, N.A. Member FDIC.`): capitalised words, `&`, `and` or
 * `of` joining two of them (`Evolve Bank & Trust`, `Bank of Clarke County`: the name whole, not its last word).
 */
const MEMBER_FDIC =
  /([A-Z][A-Za-z&'’.]*(?:,?\s(?:(?:&|and|of)\s)?[A-Z][A-Za-z&'’.]*){0,5}),?\s(?:[|•·]\s)?Member FDIC\b/;
/**
 * The city and state printed between a bank's name and its `Member FDIC` (`Harbor Tide Trust Company, Springfield,
 * Illinois. Member FDIC.`, `Harbor Savings Bank, Springfield, MA Member FDIC`): its address, not its name, which ends
 * at its institution word. A legal form there (`, National Association`, `, N.A.`, `, Inc.`) is the name's and stays.
 */
const PLACE_BEFORE_FDIC =
  /(\b(?:Bank|Trust|Company|Corporation|Association|Union)),(?:\s(?!(?:National|Inc|LLC|Ltd|Limited|FSB|SSB|NA|Member)\b)(?:[A-Z][a-z]+(?:\s[A-Z][a-z]+){0,2}|[A-Z]{2}),?){1,2}\.?(?=\s+(?:[|•·]\s)?Member FDIC\b)/;
/** The name a `Member FDIC` line gives, its address cut. */
const fdicName = (text: string): string | undefined => MEMBER_FDIC.exec(text.replace(PLACE_BEFORE_FDIC, '$1'))?.[1];
/**
 * A broker-dealer's legal name on its SIPC line (`Brokerage services provided by Fidelity Brokerage Services LLC,
 * Member NYSE, SIPC.`, `Wealthfront Brokerage LLC, Member FINRA/SIPC.`, `… Securities, Inc., Member FINRA and SIPC`):
 * the firm holding a brokerage cash account, as `Member FDIC` names a bank.
 */
const MEMBER_SIPC =
  /([A-Z][A-Za-z&'’.]*(?:,?\s(?:(?:&|and|of)\s)?[A-Z][A-Za-z&'’.]*){0,5}),?\sMember\s(?:of\s)?(?:(?:NYSE|FINRA|NASD)(?:\s?[,/]\s?|\s(?:and|&)\s))*SIPC\b/;
/** Words of a branch, a service box or a heading: never an institution's name. */
const BRANCH_WORDS =
  /\b(center|centre|branch|office|customer|service|managing|your|accounts?|statement|balance|banking)\b/i;
/** A bank's web address (`www.santander.co.uk`, `BlueFoundryBank.com`); `.org`, `.gov` sites are regulators'. */
const WEB_DOMAIN =
  /\b(?:www\.([a-z][a-z0-9-]{2,})|([A-Za-z][A-Za-z0-9-]*bank[A-Za-z0-9-]*))\.(?:com|bank|net|us|co\.uk|com\.au|nl|com\.sg|in|com\.ng)\b/i;

/**
 * A bare domain the statement labels as its own web address (`Website: americanexpress.com`, `Visit us at ...`,
 * `online at ...`, `Go to ...`): the bank's too, when nothing stronger names it.
 */
const LABELLED_DOMAIN =
  /\b(?:web ?site|visit(?: us)?(?: online)?(?: at)?|online at|go to|log ?in (?:to|at))\s*:?\s+([a-z][a-z0-9-]{2,})\.(?:com|bank|net|us|co\.uk|com\.au)\b/i;
/** The copyright line (`© 2025 Harbor Bank. All rights reserved.`, `Copyright 2025 X Corporation`): its owner. */
const COPYRIGHT =
  /(?:©|\([Cc]\)|\b[Cc]opyright\b|\bCOPYRIGHT\b)\s*(?:(?:19|20)\d\d(?:\s*[-–]\s*(?:19|20)\d\d)?\s*,?\s*)?((?:(?:[A-Z][A-Za-z'’-]*|&)\s?){1,6})(?=[.,;]|\s+(?:[Aa]ll [Rr]ights|ALL RIGHTS|Member|Inc\b)|\s*$)/;
/** Sites a statement's notices send readers to that are no bank's (institutions.ts: credit reports, regulators). */
const NOT_A_BANK_SITE = new RegExp(`^(?:${NOT_BANK_SITES.join('|')})$`, 'i');
/** The issuer a card's small print names (`Verizon Visa Card is issued by Synchrony Bank.`): a bank's name after `issued by`. */
const ISSUED_BY = /\bissued by\s+((?:[A-Z][A-Za-z&'’-]*\s?){1,5}?)(?=[.,;]|\s+(?:pursuant|under|and|Member)\b|\s*$)/;
/**
 * The firm a cash account is offered by when it is no bank (`Cash Reserve is offered by Ledgerly LLC`, `... provided by
 * Ledgerly, Inc.`): its name with its legal form. A bank's own words (its legal name, `Member FDIC`, an issuer) and
 * the copyright line come first (`Online banking provided by Harbor Software, Inc.` names a vendor, not the owner).
 */
const OFFERED_BY =
  /\b(?:offered|provided|issued|held|administered) by\s+((?:[A-Z][A-Za-z&'’-]*\s){0,4}?[A-Z][A-Za-z&'’-]*,?\s(?:LLC|L\.L\.C\.|Inc\.?|Corp\.?|Corporation|Ltd\.?|Limited|L\.?P\.)(?=$|[\s.,;]))/;
/**
 * Where the small print lists the banks a fintech's money is swept to (`funds are swept to program banks ...`,
 * `Program banks include A Bank, N.A., B Bank and C Bank`): from those words on, the names are depositories', none the
 * statement's institution. The plural names a list; one partner bank (`Banking services provided by X Bank`) is kept.
 */
const DEPOSITORIES = /\b(?:program|partner|participating|network|sweep|destination|receiving)\s+banks\b/i;
/** A line cut before its list of depositories (words and text alike); the line itself where it prints none. */
function beforeDepositories(line: Line): Line {
  const at = DEPOSITORIES.exec(line.text)?.index;
  if (at === undefined) return line;
  let end = 0;
  const words = line.words.filter((w) => (end += w.text.length + 1) - 1 <= at);
  return { ...line, words, text: words.map((w) => w.text).join(' ') };
}

/** A credit union's name on its NCUA line (`Harbor Federal Credit Union is federally insured by NCUA`). */
const CREDIT_UNION = /([A-Z][A-Za-z&'’-]*\s(?:(?:[A-Z][A-Za-z&'’-]*|\d{1,2})\s){0,4}Credit Union)\b/;

/** Letters and digits only, lower case: `First-Citizens Bank & Trust` → `firstcitizensbanktrust`. */
const compact = (s: string): string =>
  s
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The directory (institutions.ts) by web domain. */
const BY_DOMAIN = new Map(
  INSTITUTIONS.flatMap((e) => e.domains.map((d): [string, string] => [d.toLowerCase(), e.name])),
);
/**
 * The directory's wordings that say bank (`First Citizens Bank`, not `Ally`), by their letters: what a mailbox's name
 * (`firstcitizensbank@domain.com`) may be. A wording two institutions share names neither.
 */
const BY_MAILBOX = new Map<string, string | null>();
for (const e of INSTITUTIONS)
  for (const w of [e.name, ...(e.wordings ?? [])].filter((x) => INSTITUTION_WORDS.test(x))) {
    const had = BY_MAILBOX.get(compact(w));
    BY_MAILBOX.set(compact(w), had === undefined || had === e.name ? e.name : null);
  }

/** The directory's names and wordings by their letters (`REGIONS` → Regions Bank); one two institutions share names neither. */
const BY_WORDING = new Map<string, string | null>();
for (const e of INSTITUTIONS)
  for (const w of [e.name, ...(e.wordings ?? [])]) {
    const had = BY_WORDING.get(compact(w));
    BY_WORDING.set(compact(w), had === undefined || had === e.name ? e.name : null);
  }

/**
 * A name that says it is a bank's: its words (`Bank`, `Credit Union`, `N.A.`), one word joining a name to `Bank`
 * (`FirstBank`), or a name or wording the directory knows (`Independent Financial`).
 */
const namesBank = (text: string): boolean =>
  INSTITUTION_WORDS.test(text) || CAMEL_BANK.test(text) || !!BY_WORDING.get(compact(text));
const CAMEL_BANK = /\b[A-Z][a-z]+Bank\b/;
/** A name whose own words say bank (`U.S. Bank`, `FirstBank`), not only the directory's. */
const saysBank = (text: string): boolean => INSTITUTION_WORDS.test(text) || CAMEL_BANK.test(text);

/** A name with a small number among its words (`Golden 1 Credit Union`, `1st Source Bank`): digits that are no account's. */
const NUMBERED_NAME = /^(?:(?:[A-Z][A-Za-z&'’.-]*|\d{1,2}(?:st|nd|rd|th)?)\s?){2,6}$/;

/**
 * Web addresses and e-mail addresses printed in a line (`www.53.com/businessbanking`, `53.COM/TM-TC`,
 * `service@bank.com`): each host, and the mailbox's name before `@`.
 */
const HOST = /(?:([a-z0-9._%+-]+)@)?\b((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})\b/gi;
/** A line led by a date (`12/03 …`, `19 Dec …`): a transaction row the walk did not take, whose payee's site is no bank's. */
const DATE_LED = /^\s*(?:\d{1,2}[/.-]\d{1,2}\b|\d{1,2}\s+[A-Z][a-z]{2}\b)/;

/** The institution a host names in the directory: the host, then each parent domain (`online.citi.com` → `citi.com`). */
function hostName(host: string): string | null {
  const labels = host
    .toLowerCase()
    .replace(/^www\./, '')
    .split('.');
  for (let i = 0; i + 2 <= labels.length; i++) {
    const name = BY_DOMAIN.get(labels.slice(i).join('.'));
    if (name) return name;
  }
  return null;
}

/** The first web or e-mail address (page order) the directory knows: its institution's usual name. */
function directoryDomain(lines: Line[]): { name: string; line: Line; known: true } | null {
  for (const line of lines) {
    if (DATE_LED.test(line.text)) continue;
    for (const m of line.text.matchAll(HOST)) {
      const name = hostName(m[2]) ?? (m[1] ? (BY_MAILBOX.get(compact(m[1])) ?? null) : null);
      if (name) return { name, line, known: true };
    }
  }
  return null;
}

/** `BlueFoundryBank` → `Blue Foundry Bank`; `santander` → `Santander`; `harbortestbank` → `Harbortest Bank`. */
const domainName = (label: string): string =>
  label
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^(?=[a-z]{3,}bank$)([a-z]+)(bank)$/i, '$1 $2')
    .replace(/\b[a-z]/g, (c) => c.toUpperCase());

/**
 * The domain's name as the statement spells it elsewhere (`americanexpress` → `American Express`, printed so in the
 * small print): two to five consecutive words whose letters are the domain's.
 */
function spelledName(lines: Line[], label: string): string | null {
  const want = label.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (const l of lines) {
    if (
      !l.text
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .includes(want)
    )
      continue;
    const ws = l.words.map((w) => w.text);
    for (let i = 0; i < ws.length; i++) {
      let joined = '';
      for (let k = i; k < Math.min(ws.length, i + 5); k++) {
        joined += ws[k].toLowerCase().replace(/[^a-z0-9]/g, '');
        if (joined === want) return ws.slice(i, k + 1).join(' ');
        if (!want.startsWith(joined)) break;
      }
    }
  }
  return null;
}

/** A printed name without decoration: logo glyphs, bullets, trademark signs and stray punctuation at the ends. */
export const cleanName = (s: string): string =>
  s
    // `Thread Bank, Member FDIC`: the insurer's line after a name is not the name
    .replace(/,?\s*\bmember\s+fdic\b.*$/i, '')
    .replace(/[^\p{L}\p{N}\s&.,'’()/-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,/-]+|[\s,/-]+$/g, '')
    .trim();

/** The first line (page order) where `find` names the institution. */
function evidence(lines: Line[], find: (text: string) => string | undefined): { name: string; line: Line } | null {
  for (const line of lines) {
    const name = find(line.text);
    if (name && /[A-Za-z]{2}/.test(name)) return { name, line };
  }
  return null;
}

/**
 * The name printed before `Member FDIC`, read within its cell where the cell holds it: the address or a label
 * printed apart on the same line (`112 W 34th St, New York NY   Bank   Thread Bank, Member FDIC`) is not the name's.
 */
function memberFdicName(lines: Line[]): { name: string; line: Line } | null {
  for (const line of lines) {
    if (!MEMBER_FDIC.test(line.text)) continue;
    const own = cells(line.words)
      .map((c) => fdicName(c.text))
      .find((n) => n && /[A-Za-z]{2}/.test(n));
    const name = own ?? fdicName(line.text);
    if (name && /[A-Za-z]{2}/.test(name)) return { name, line };
  }
  return null;
}

/** `Member FDIC` on a line of its own, the bank's name on the line right above it (`Harbor Bank` / `Member FDIC`). */
function nameOverMemberFdic(lines: Line[]): { name: string; line: Line } | null {
  for (let i = 1; i < lines.length; i++) {
    if (!/^member fdic\b/i.test(lines[i].text)) continue;
    const above = lines[i - 1];
    const name = above.text.trim();
    if (
      above.page === lines[i].page &&
      lines[i].y - above.y <= 2.5 * lines[i].size &&
      name.split(/\s+/).length <= 6 &&
      !/\d/.test(name) &&
      INSTITUTION_WORDS.test(name) &&
      !BRANCH_WORDS.test(name)
    )
      return { name, line: above };
  }
  return null;
}

type Refs = Record<string, SourceRef>;

/** The names the statement gives its accounts (`MEMBER SHARE SAVINGS`, `Verizon Visa Card`), by their words. */
const accountNamesOf = (accounts: AccountMark[]): Set<string> =>
  new Set(accounts.flatMap((a) => (a.name ? [nameWords(a.name)] : [])).filter(Boolean));
type TopCell = { l: Line; c: ReturnType<typeof cells>[number] };

/** A word that only parts a line's pieces (`Harbor Bank | Account XXXX4321`, `•`, `·`). */
const BAR = /^[|•·¦]$/;
/**
 * A line's cells, parted also at a bar set between close words: a page header printing the bank's name before the
 * account (`Redwood Credit Union | Account XXXXXX0934`) gives the name a cell of its own, free of the account's digits.
 */
function barCells(words: Line['words']): ReturnType<typeof cells> {
  const runs: Line['words'][] = [[]];
  for (const w of words) {
    if (BAR.test(w.text.trim())) runs.push([]);
    else runs[runs.length - 1].push(w);
  }
  return runs.filter((r) => r.length > 0).flatMap((r) => cells(r));
}

/** The masthead: the biggest letters near the top of the first page, no digits, no account's name; a cell naming a bank first. */
function masthead(first: Line[], accounts: AccountMark[] = []): { best: TopCell | null; named: boolean; name: string } {
  const topY = (first[0]?.y ?? 0) + 140;
  // the name of one of the statement's accounts (`MEMBER SHARE SAVINGS` on an overview's line) names no bank
  const accountNames = accountNamesOf(accounts);
  const top: TopCell[] = first
    .filter((l) => l.y <= topY)
    .flatMap((l) => barCells(l.words).map((c, _, all) => ({ l, c, alone: all.length === 1 })))
    .filter(
      ({ c, alone }) =>
        (!/\d/.test(c.text) || (NUMBERED_NAME.test(c.text.trim()) && namesBank(c.text))) &&
        /[A-Za-z]{3}/.test(c.text) &&
        // a label beside its value (`Bank   Thread Bank, Member FDIC`); a logo stacked a word a line keeps its words
        (alone || !INSTITUTION_WORD_ONLY.test(c.text)) &&
        // a page header naming the bank before the account (`Axos Bank | Account ending 7762`) keeps its name
        (!accountNames.has(nameWords(c.text)) || namesBank(c.text)) &&
        !/\b(statement|page|summary|account|period|through|(rekening)?afschrift|rekeningoverzicht)\b/i.test(c.text),
    );
  // A cell naming an institution ("... Bank", "Credit Union", "N.A.") wins over bigger letters (a service
  // box title); a logo printed one word per line ("USAA / FEDERAL / SAVINGS / BANK") is read as one name.
  const byLook = (a: TopCell, b: TopCell): number => b.c.size - a.c.size || a.l.y - b.l.y;
  // a cell saying bank in its words (`U.S. Bank`) before one only the directory knows (the `usbank` wordmark)
  const named = top
    .filter(({ c }) => namesBank(c.text))
    .sort((a, b) => +!saysBank(a.c.text) - +!saysBank(b.c.text) || byLook(a, b));
  const best = named[0] ?? [...top].sort(byLook)[0] ?? null;
  let name = best?.c.text ?? '';
  // a logo stacked a word a line; a name parted from the account by a bar is a page header's, whole on its line
  if (best && !/\s/.test(name.trim()) && !best.l.words.some((w) => BAR.test(w.text.trim()))) {
    const stacked = (l: Line): string | null => {
      const cs = cells(l.words);
      return cs.length === 1 &&
        !/\s|\d/.test(cs[0].text.trim()) &&
        Math.abs(cs[0].x - best.c.x) < 3 &&
        Math.abs(cs[0].size - best.c.size) < 1
        ? cs[0].text
        : null;
    };
    const at = first.indexOf(best.l);
    for (let k = at - 1; k >= 0 && best.l.y - first[k].y < 4 * (at - k) * best.c.size && stacked(first[k]); k--)
      name = `${stacked(first[k])} ${name}`;
    for (
      let k = at + 1;
      k < first.length && first[k].y - best.l.y < 4 * (k - at) * best.c.size && stacked(first[k]);
      k++
    )
      name = `${name} ${stacked(first[k])}`;
  }
  return { best, named: named.length > 0, name };
}

/**
 * No bank named at the top (a logo drawn as an image): the evidence, strongest first: the legal name in the
 * small print ("HSBC UK Bank plc", "Wells Fargo Bank, N.A.", "... Building Society"), the name on the
 * `Member FDIC` line, the bank's web address. The biggest letters there (a branch, a heading, the customer's
 * name in the mailing block) are never taken for it: without evidence the institution is not named.
 */
function institutionByEvidence(
  all: Line[],
  first: Line[],
  best: TopCell | null,
  refs: Refs,
  besideTables: Line[] = all,
): { name: string | null; masthead: boolean } {
  // a bank's name read here is the statement's own, never one of the depositories it lists
  const lines = all.map(beforeDepositories);
  const domain = (m: RegExpExecArray | null): string | undefined => {
    const label = m ? (m[1] ?? m[2]) : undefined;
    if (label && NOT_A_BANK_SITE.test(label)) return undefined;
    return label ? (spelledName(lines, label) ?? domainName(label)) : undefined;
  };
  const found =
    evidence(lines, (t) => LEGAL_NAME.exec(t)?.[0]) ??
    evidence(lines, (t) => LEGAL_FORM.exec(t)?.[0]) ??
    evidence(lines, (t) => NATIONAL_NAME.exec(t)?.[1]) ??
    memberFdicName(lines) ??
    nameOverMemberFdic(lines) ??
    evidence(lines, (t) => (/\bNCUA\b/.test(t) ? CREDIT_UNION.exec(t)?.[1] : undefined)) ??
    evidence(lines, (t) => MEMBER_SIPC.exec(t)?.[1]) ??
    evidence(lines, (t) => {
      const issuer = ISSUED_BY.exec(t)?.[1]?.trim();
      return issuer && namesBank(issuer) ? issuer : undefined;
    }) ??
    evidence(lines, (t) => COPYRIGHT.exec(t)?.[1]) ??
    evidence(all, (t) => OFFERED_BY.exec(t)?.[1]) ??
    directoryDomain(besideTables) ??
    evidence(lines, (t) => domain(WEB_DOMAIN.exec(t))) ??
    evidence(lines, (t) => domain(LABELLED_DOMAIN.exec(t))) ??
    returnAddressSender(first);
  if (found) {
    refs.institution_name = refOf(found.line, found.name);
    return { name: 'known' in found ? found.name : cleanName(found.name) || null, masthead: false };
  }
  // Else the brand printed biggest at the top, when it is no branch, service or heading wording and the
  // statement names it again elsewhere (`bankwest` over `Bankwest Online Banking`)
  if (!best) {
    delete refs.institution_name;
    return { name: null, masthead: false };
  }
  const brand =
    !BRANCH_WORDS.test(best.c.text) && best.l.y <= (first[0]?.y ?? 0) + 100
      ? /[A-Za-z]{4,}/.exec(best.c.text)?.[0]
      : undefined;
  // ...or prints it as a masthead, in letters well above the body's size
  const body = [...first.map((l) => l.size)].sort((a, b) => a - b)[Math.floor(first.length / 2)] ?? 0;
  const again =
    brand &&
    (best.c.size >= 1.6 * body || lines.some((l) => l !== best.l && new RegExp(`\\b${brand}\\b`, 'i').test(l.text)));
  if (!again) delete refs.institution_name;
  return { name: null, masthead: !!again };
}

/**
 * The bank a masthead cell names: the issuer after `issued by` (`Cards issued by Celtic Bank`), and a name the
 * directory knows followed by a product's words (`U.S. BANK CASH VISA SIGNATURE CARD`, `Schwab Bank Investor
 * Checking of ...`) cut to the name, as printed.
 */
function mastheadName(text: string): string {
  const issuer = /\b(?:issued|provided|offered) by\s+(.+)$/i.exec(text)?.[1] ?? text;
  const words = issuer.split(/\s+/);
  // the longest known prefix, cut only where a product's words follow it: a whole known name (`Navy Federal Credit
  // Union`) and a bank's own longer name (`Rabobank Hollandse IJssel`) stay as printed
  for (let k = words.length; k >= 1; k--) {
    if (!BY_WORDING.get(compact(words.slice(0, k).join(' ')))) continue;
    return k < words.length && PRODUCT_WORDS.test(words.slice(k).join(' '))
      ? cleanName(words.slice(0, k).join(' '))
      : issuer;
  }
  return issuer;
}

const PRODUCT_WORDS =
  /\b(?:card|visa|mastercard|checking|savings|account|statement|rewards|signature|platinum|preferred|money market|cash)\b/i;

/** A street and its city printed in one cell (`P.O. Box 31293, Salt Lake City UT 84131-0293`): a return address. */
const STREET =
  /\bp\.?\s?o\.?\s?box\b|\b\d+\s+[A-Za-z]|\b(?:street|st|avenue|ave|road|rd|boulevard|blvd|plaza|drive|dr|way|lane|ln|suite|ste|floor|fl)\b\.?,/i;
const ONE_LINE_ADDRESS = new RegExp(`(?:${STREET.source}).*\\b[A-Z]{2},?\\s+\\d{5}(?:-\\d{4})?$`, 'i');
const oneLineAddress = (text: string): boolean => ONE_LINE_ADDRESS.test(text);

/** A sender's service words after its name (`Chase Card Services`, `Customer Service Center`). */
const SERVICE_TAIL =
  /\s*\b(?:(?:card ?member|card|customer|client|member|banking)\s+)?(?:services?|center|centre|department|dept\.?|operations)\b.*$/i;

/**
 * The sender of a return address printed on one line: the name before its street in the cell (`Chase Card Services
 * P.O. Box 15123 ...`) or the name right above it (`REGIONS` over `P.O.Box 11007 Birmingham AL 35288`), its service
 * words cut. It names the institution when the directory knows the name or the name says bank; a lockbox's or a
 * servicer's name says neither.
 */
function returnAddressSender(first: Line[]): { name: string; line: Line; known?: true } | null {
  for (let i = 0; i < first.length; i++) {
    const cell = cells(first[i].words).find((c) => ZIP.test(c.text) && oneLineAddress(c.text));
    if (!cell) continue;
    const street = /\bp\.?\s?o\.?\s?box\b|\b\d+\s+[A-Za-z]|\bone\s+[A-Z]/i.exec(cell.text);
    let name = street ? cell.text.slice(0, street.index).trim() : '';
    let line = first[i];
    const above = first[i - 1];
    if (!/[A-Za-z]{2}/.test(name) && above && first[i].y - above.y < 2.5 * first[i].size) {
      const over = cells(above.words).find((c) => Math.abs(c.x - cell.x) < 6);
      if (over && !/\d/.test(over.text)) [name, line] = [over.text, above];
    }
    name = cleanName(name.replace(SERVICE_TAIL, ''));
    if (!/[A-Za-z]{2}/.test(name)) continue;
    const known = BY_WORDING.get(compact(name));
    if (known) return { name: known, line, known: true };
    if (INSTITUTION_WORDS.test(name) && !BRANCH_WORDS.test(name)) return { name, line };
  }
  return null;
}

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
  const routingNumber = routingOf(lines, refs);
  const accountLast4 = accountLast4Of(lines, accounts, refs, rows);
  return { institution, holder, routingNumber, accountLast4, refs };
}

const printed = (kv: KeyValue): PrintedAmount => ({ cents: signedCents(kv), ref: refOf(kv.line, kv.amount.text) });
/** A balance printed with its label (a box line, a balance line among the rows, a dated pair): value and place. */
const printedBalance = (kv: Pick<KeyValue, 'amount' | 'label' | 'line'>): PrintedAmount => ({
  cents: balanceCents(kv.amount, kv.label),
  ref: refOf(kv.line, kv.amount.text),
});

/** One printed total from summary-box lines: the "Total ..." line when there is one, else the sum of the lines. */
function total(kvs: KeyValue[]): { amount: PrintedAmount; count: number | null } | null {
  if (kvs.length === 0) return null;
  const t = kvs.find((k) => k.total);
  // Totals are magnitudes: "Withdrawals -4,000.00" and "Withdrawals 4,000.00" print the same total.
  const abs = (k: KeyValue): PrintedAmount => ({ cents: k.amount.cents, ref: refOf(k.line, k.amount.text) });
  if (t) return { amount: abs(t), count: t.count };
  if (kvs.length === 1) return { amount: abs(kvs[0]), count: kvs[0].count };
  const cents = kvs.reduce((n, k) => n + k.amount.cents, 0);
  const count = kvs.every((k) => k.count !== null) ? kvs.reduce((n, k) => n + (k.count ?? 0), 0) : null;
  return { amount: { cents, ref: { ...refOf(kvs[0].line, kvs.map((k) => k.amount.text).join(' + ')) } }, count };
}

/**
 * The summary box proper: the run of consecutive labelled lines around the opening (or closing) balance.
 * A separate box further down (fees this period / year to date) holds subsets, not the statement totals.
 */
function summaryBlock(kvs: KeyValue[]): KeyValue[] {
  const anchor = kvs.find((k) => k.key === 'opening') ?? kvs.find((k) => k.key === 'closing');
  if (!anchor) return kvs;
  const lines = [...new Set(kvs.map((k) => k.line))].sort((a, b) => a.page - b.page || a.no - b.no);
  const at = lines.indexOf(anchor.line);
  const near = (a: Line, b: Line): boolean =>
    a.page === b.page && Math.abs(b.no - a.no) <= 2 && Math.abs(b.y - a.y) < 3.5 * Math.max(a.size, b.size);
  let lo = at;
  let hi = at;
  while (lo > 0 && near(lines[lo - 1], lines[lo])) lo--;
  while (hi + 1 < lines.length && near(lines[hi], lines[hi + 1])) hi++;
  // A box printing both balances ends at them: what follows the closing balance (a fee analysis box right under
  // it) is another box.
  const other = kvs.find(
    (k) =>
      k.key === (anchor.key === 'opening' ? 'closing' : 'opening') &&
      lines.indexOf(k.line) >= lo &&
      lines.indexOf(k.line) <= hi,
  );
  if (other) {
    const [a, b] = [at, lines.indexOf(other.line)].sort((x, y) => x - y);
    lo = Math.max(lo, a);
    hi = Math.min(hi, b);
  }
  const keep = new Set(lines.slice(lo, hi + 1));
  return kvs.filter((k) => keep.has(k.line));
}

const printedBefore = (a: Line, b: Line): boolean => a.page < b.page || (a.page === b.page && a.no < b.no);

/** An account's summary box: its labelled values printed outside the tables, before its rows and after its heading. */
function boxOf(w: Walk, id: string): KeyValue[] {
  const mark = w.accounts.find((a) => a.id === id) ?? null;
  const mine = w.kvs.filter((k) => k.account === id);
  // The summary box is printed before the account's transactions; values printed after them (fee
  // summaries, interest boxes) only count when nothing was printed before.
  const firstRow = w.rows.find((r) => r.account === id)?.line;
  const before = (k: KeyValue): boolean => !firstRow || printedBefore(k.line, firstRow);
  // An account's own box follows its heading; a consolidated table above all headings only counts
  // when the account prints no box of its own.
  const after = (k: KeyValue): boolean => !mark || !printedBefore(k.line, mark.line);
  const outside = mine.filter((k) => !k.inTable);
  const early = outside.some(before) ? outside.filter(before) : outside;
  return summaryBlock(early.some(after) ? early.filter(after) : early);
}

/**
 * The summary box's terms as printed, per account: each line naming what moved the balance (`Payments`, `Other
 * Credits`, `Purchases`, `Interest Paid`), not its balances nor a line totalling a side; magnitudes in cents.
 */
export function boxTerms(w: Walk, ids: string[]): Map<string, number[]> {
  const moved = (k: KeyValue): boolean => (k.key === 'credits' || k.key === 'debits' || !!k.term) && !k.total;
  return new Map(
    ids.map((id) => [
      id,
      boxOf(w, id)
        .filter(moved)
        .map((k) => k.amount.cents),
    ]),
  );
}

/** The terms of a box printed as one equation, by the sign each prints: what raises the balance, what lowers it. */
export interface SignedEquation {
  raises: { amount: PrintedAmount; count: number | null };
  lowers: { amount: PrintedAmount; count: number | null };
  /** the side each term's words name (null: none), and whether its sign lowers the balance */
  words: Array<{ key: 'credits' | 'debits' | null; lowers: boolean }>;
}

/**
 * A summary printed as one equation, every term of it with its sign (`$6,122.40 - $4,956.55 - $140.76 + $17,367.14
 * ... = $18,524.68`): the signs say which terms raise the balance and which lower it, whatever the words call them
 * (`Payments` lowers what a card owes, and takes money out of a checking account). Both signs must be printed,
 * on every term: a box signing only its withdrawals says nothing of its words.
 */
export function signedEquations(w: Walk, ids: string[]): Map<string, SignedEquation> {
  const out = new Map<string, SignedEquation>();
  for (const id of ids) {
    const terms = boxOf(w, id).filter((k) => (k.key === 'credits' || k.key === 'debits') && !k.total);
    // the minus however the producer places it (`-$135.88`, `$135.88-`, `($135.88)`) beside the plus of the others
    const lowers = terms.filter((k) => minusMark(k.amount.mark));
    const raises = terms.filter((k) => k.amount.mark === 'plus');
    if (!lowers.length || !raises.length || lowers.length + raises.length !== terms.length) continue;
    const words = terms.map((k) => ({
      key: k.bySign ? null : (k.key as 'credits' | 'debits'),
      lowers: minusMark(k.amount.mark),
    }));
    out.set(id, { raises: total(raises)!, lowers: total(lowers)!, words });
  }
  return out;
}

/**
 * A card's box as a card reads it: a term naming only payments (`Payments -$2,415.25`, `Payments Received`) lowers
 * what is owed, a credit, where a deposit account's words read a payment out as a debit. Null when the box names none.
 */
export function cardBoxTotals(
  w: Walk,
  ids: string[],
): Map<string, { credits: ReturnType<typeof total>; debits: ReturnType<typeof total> }> {
  const out = new Map<string, { credits: ReturnType<typeof total>; debits: ReturnType<typeof total> }>();
  for (const id of ids) {
    const box = boxOf(w, id);
    const paid = (k: KeyValue): boolean => k.key === 'debits' && !k.total && cardPayment(k.label);
    if (!box.some(paid)) continue;
    out.set(id, {
      credits: total(box.filter((k) => k.key === 'credits' || paid(k))),
      debits: total(box.filter((k) => k.key === 'debits' && !paid(k))),
    });
  }
  return out;
}

/**
 * The accounts of a deposit statement whose box reads as what is owed (a vehicle loan beside the checking:
 * `Previous Balance $16,334.82 / Payments $487.00 / Interest Charged $83.58 / New Balance $15,931.40`): its box fails
 * a deposit account's equation and holds a card's, payments lowering the balance and charges raising it. Such an
 * account takes its totals as a card reads them, and its rows' signs run the card's way (AccountRead.owed).
 *
 * A box whose terms name no side but payments (`Payments`, `Interest and Advances`) holds either way: an interest line
 * raising a savings balance reads the same as one raising a loan's, the sides' names swapped. There the heading's words
 * decide: an account its heading names a loan (`Auto Loan ID 8850`, vocabulary.ts `OWED_PRODUCT`) is owed when its box
 * holds as owed, its unsided terms sided by that equation (terms.ts `owedSiding`).
 */
export function owedAccounts(w: Walk, accounts: AccountRead[]): AccountRead[] {
  const cards = cardBoxTotals(
    w,
    accounts.map((a) => a.sectionId),
  );
  return accounts.map((a) => {
    const card = cards.get(a.sectionId);
    if (!card || !a.opening || !a.closing) return a;
    const owed = OWED_PRODUCT.test(a.name ?? '')
      ? owedSiding(a.opening.cents, a.closing.cents, card.credits, card.debits, unsidedTerms(w, a.sectionId))
      : heldFails(a, card)
        ? card
        : null;
    if (!owed || (!owed.credits && !owed.debits)) return a;
    return {
      ...a,
      owed: true,
      totalCredits: owed.credits?.amount ?? null,
      totalDebits: owed.debits?.amount ?? null,
      creditCount: owed.credits?.count ?? null,
      debitCount: owed.debits?.count ?? null,
    };
  });
}

/** The box fails a deposit account's equation and holds what is owed's: payments lowering it, charges raising it. */
function heldFails(
  a: AccountRead,
  card: { credits: ReturnType<typeof total>; debits: ReturnType<typeof total> },
): boolean {
  if (!a.opening || !a.closing || (!card.credits && !card.debits)) return false;
  const moved = a.closing.cents - a.opening.cents;
  const asDeposit = (a.totalCredits?.cents ?? 0) - (a.totalDebits?.cents ?? 0);
  const asOwed = (card.debits?.amount.cents ?? 0) - (card.credits?.amount.cents ?? 0);
  return moved !== asDeposit && moved === asOwed;
}

/** A box's terms naming no side (`Interest and Advances`), as printed: each term's amount and count. */
function unsidedTerms(w: Walk, id: string): Array<{ amount: PrintedAmount; count: number | null }> {
  return boxOf(w, id)
    .filter((k) => k.term)
    .map((k) => ({ amount: { cents: k.amount.cents, ref: refOf(k.line, k.amount.text) }, count: k.count }));
}

/**
 * A balance printed over its label (a tile: `£141.96` with `Total balance` under it), the way app-style statements
 * print their figures: a line holding one amount alone, and right under it, standing under the amount, a label
 * naming that balance. Looked for only where the walk found no such label beside or over a value.
 */
function balanceOverLabel(lines: Line[], key: 'opening' | 'closing'): PrintedAmount | null {
  for (let i = 0; i + 1 < lines.length; i++) {
    const l = lines[i];
    const next = lines[i + 1];
    if (next.page !== l.page || next.y - l.y > 2.6 * next.size || next.y <= l.y || !/\d[.,]\d\d/.test(l.text)) continue;
    // an amount standing alone in its cell (the customer's name may share its baseline, far left)
    const apart = (a: Line['words'][number] | undefined, b: Line['words'][number] | undefined): boolean =>
      !a || !b || b.x - a.right >= l.size;
    for (const t of tokenize(l.words)) {
      if (t.kind !== 'amount' || !apart(l.words[t.w0 - 1], l.words[t.w0]) || !apart(l.words[t.w1 - 1], l.words[t.w1]))
        continue;
      const label = cells(next.words).find((c) => c.x < t.right + 2 && c.right > t.x - 2);
      if (label && summaryLabel(label.text)?.key === key)
        return { cents: balanceCents(t, label.text), ref: refOf(l, t.text) };
    }
  }
  return null;
}

type Labelled = { label: string; amount: KeyValue['amount']; line: Line };

/**
 * Two balances labelled only by their dates (`Balance on 1 January 2025` ... `Balance on 31 January 2025`, `Balance at`,
 * `Balance as of`), in a box or as balance lines: the one printed first opens, the other closes.
 */
function datedBalances(kvs: KeyValue[], balanceLines: Labelled[]): { opening: Labelled; closing: Labelled } | null {
  const dated = [
    ...kvs.filter((k) => k.key === 'ignore' && k.date && datedBalance(k.label.trim())),
    ...balanceLines.filter((b) => datedBalance(b.label.trim())),
  ];
  if (dated.length !== 2 || dated[0].line === dated[1].line) return null;
  const [a, b] = [...dated].sort((x, y) => x.line.page - y.line.page || x.line.no - y.line.no);
  return { opening: a, closing: b };
}

export function accountReads(
  w: Walk,
  ids: string[],
  groupSign: Map<string, 'credit' | 'debit' | null>,
  lines: Line[] = [],
): AccountRead[] {
  return ids.map((id) => {
    const mark = w.accounts.find((a) => a.id === id) ?? null;
    const mine = w.kvs.filter((k) => k.account === id);
    const box = boxOf(w, id);
    const bl = w.balanceLines.filter((b) => b.account === id);
    // Balance lines among the rows, named in the vocabulary's words (`Balance This Statement` closes as `Ending Balance`)
    const openLine = bl.find((b) => summaryLabel(b.label)?.key === 'opening');
    // With no box, the account opens with the first balance it prints: a `Balance Forward` dated on the first
    // row's line comes before the one that carries it onto the next page.
    const firstKv = mine.find((k) => k.key === 'opening');
    const lineFirst = openLine && firstKv && printedBefore(openLine.line, firstKv.line);
    const opening = box.find((k) => k.key === 'opening') ?? (lineFirst ? undefined : firstKv);
    const closing = box.find((k) => k.key === 'closing') ?? mine.find((k) => k.key === 'closing');
    // The last balance carried forward (to the next page, at last to the next statement) is the closing.
    const closeLine = [...bl]
      .reverse()
      .find((b) => summaryLabel(b.label)?.key === 'closing' || /carried forward/i.test(b.label));
    const printedTerms = box
      .filter((k) => k.term)
      .map((k) => ({ amount: { cents: k.amount.cents, ref: refOf(k.line, k.amount.text) }, count: k.count }));
    const { credits, debits } = sidedByEquation(
      opening ? balanceCents(opening.amount, opening.label) : null,
      closing ? balanceCents(closing.amount, closing.label) : null,
      total(box.filter((k) => k.key === 'credits')),
      total(box.filter((k) => k.key === 'debits')),
      printedTerms,
    );
    const sectionTotals: SectionTotal[] = [];
    for (const k of mine) {
      // a total naming no side is its rows' (read.ts `untyped`)
      if (!k.inTable || !k.group || !k.total || k.key === 'total') continue;
      const type = k.type ?? groupSign.get(k.group) ?? null;
      if (!type) continue;
      sectionTotals.push({
        group: k.group,
        ...(k.scope ? { scope: k.scope } : {}),
        label: k.label,
        type,
        cents: k.amount.cents,
        count: k.count,
        ref: refOf(k.line, k.amount.text),
      });
    }
    // Balances no label names beside or over them: two labelled only by their dates, else a tile's.
    const pair =
      opening && closing
        ? null
        : datedBalances(
            mine.filter((k) => !k.inTable),
            bl,
          );
    const unnamed = (key: 'opening' | 'closing'): PrintedAmount | null =>
      pair ? printedBalance(pair[key]) : ids.length === 1 ? balanceOverLabel(lines, key) : null;
    return {
      sectionId: id,
      name: mark?.name ?? null,
      numberSuffix: mark?.last4 || null,
      opening: opening ? printedBalance(opening) : openLine ? printedBalance(openLine) : unnamed('opening'),
      closing: closing ? printedBalance(closing) : closeLine ? printedBalance(closeLine) : unnamed('closing'),
      totalCredits: credits?.amount ?? null,
      totalDebits: debits?.amount ?? null,
      creditCount: credits?.count ?? null,
      debitCount: debits?.count ?? null,
      sectionTotals,
    };
  });
}
