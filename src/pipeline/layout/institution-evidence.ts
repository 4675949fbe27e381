// The institution a statement names, by its evidence: the masthead (the biggest letters near the top of the first
// page), the bank's own words in the small print (legal name, Member FDIC / NCUA line, web domain, copyright,
// `issued by`), the directory of institutions (institutions.ts) and a return address's sender.
import { cells, type Line } from './lines.ts';
import { nameWords } from './labels.ts';
import { INSTITUTIONS, NOT_BANK_SITES } from './institutions.ts';
import { INSTITUTION_WORD_ONLY, INSTITUTION_WORDS } from './vocabulary.ts';
import type { SourceRef } from '../statement-read.ts';
import type { AccountMark } from './walk-state.ts';

export const refOf = (line: Line, text: string): SourceRef => ({ page: line.page, line: line.no, text });

/** A US city, state and zip at the end of a line or cell (`Dallas, TX 75201-1234`). */
export const ZIP = /\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?$/;

const LEGAL_NAME = /\b(?:[A-Z][A-Za-z&'’]*\s){1,4}(?:Bank (?:plc|PLC|Limited|Ltd)|Building Society)\b/;
/**
 * A bank's legal name as its small print gives it: capitalised words (`and`, `of` between them) ending in Bank /
 * Banking Corporation / Group (also in lower case: `... banking group limited`) / Credit Union / Building Society, then its legal form (`N.A.`, `plc`, `Limited`) or
 * its registered business number (`Westpac Banking Corporation ABN 33 007 457 141`). Dotted initials are one of its
 * words (`U.S. Bank National Association`, not `Bank National Association`).
 */
const LEGAL_FORM =
  /\b(?:(?:[A-Z]\.(?:[A-Z]\.)+|[A-Z][A-Za-z&'’]+|and|of|&)\s){0,6}(?:Banks?|[Bb]anking (?:[Cc]orporation|[Gg]roup)|Credit Union|Building Society)(?:\s\([A-Z][a-z]+\))?,?\s(?:N\.\s?A\.|National Association|plc|PLC|Plc|p\.\s?l\.\s?c\.?|[Ll]imited|Ltd\.?|Berhad|ABN(?=\s\d))(?=$|[\s.,;(])/;
/**
 * A national bank's legal name whatever its words (`Capital One, N.A.`, `Citibank, N.A.`): the comma before `N.A.` is
 * part of it (a table's `Interest Rate N.A.` is "not applicable").
 */
const NATIONAL_NAME =
  /((?:(?:[A-Z]\.(?:[A-Z]\.)+|[A-Z][A-Za-z&'’-]*)\s){0,4}[A-Z][A-Za-z&'’-]*)(?:,\sN\.\s?A\.?|,?\sNational Association)(?=$|[\s.,;(])/;
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
export const compact = (s: string): string =>
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
export const BY_WORDING = new Map<string, string | null>();
for (const e of INSTITUTIONS)
  for (const w of [e.name, ...(e.wordings ?? [])]) {
    const had = BY_WORDING.get(compact(w));
    BY_WORDING.set(compact(w), had === undefined || had === e.name ? e.name : null);
  }

/**
 * A name that says it is a bank's: its words (`Bank`, `Credit Union`, `N.A.`), one word joining a name to `Bank`
 * (`FirstBank`), or a name or wording the directory knows (`Independent Financial`).
 */
export const namesBank = (text: string): boolean =>
  INSTITUTION_WORDS.test(text) || CAMEL_BANK.test(text) || !!BY_WORDING.get(compact(text));
const CAMEL_BANK = /\b[A-Z][a-z]+Bank\b/;
/** A name whose own words say bank (`U.S. Bank`, `FirstBank`), not only the directory's. */
export const saysBank = (text: string): boolean => INSTITUTION_WORDS.test(text) || CAMEL_BANK.test(text);

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

export type Refs = Record<string, SourceRef>;

/** The names the statement gives its accounts (`MEMBER SHARE SAVINGS`, `Verizon Visa Card`), by their words. */
export const accountNamesOf = (accounts: AccountMark[]): Set<string> =>
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

/**
 * A name as another cell of the statement spells it, when that cell prints the same letters in fewer words: a masthead
 * set glyph by glyph whose word gaps the line read wrong (`Texas Bank and Tr us t`) takes the page header's spelling
 * (`Texas Bank and Trust`). Characters are never changed, only where the words part.
 */
export function respelled(name: string, lines: Line[]): string {
  const glued = (t: string): string => t.replace(/\s+/g, '');
  const wordCount = (t: string): number => t.split(/\s+/).length;
  let best = name;
  for (const l of lines)
    for (const c of barCells(l.words)) {
      const text = cleanName(c.text);
      // a wordmark glued into one word (`GateCityBank`) is no spelling of a name in words
      if (glued(text) === glued(name) && wordCount(text) >= 2 && wordCount(text) < wordCount(best)) best = text;
    }
  return best;
}

/** The masthead: the biggest letters near the top of the first page, no digits, no account's name; a cell naming a bank first. */
export function masthead(
  first: Line[],
  accounts: AccountMark[] = [],
): { best: TopCell | null; named: boolean; name: string } {
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
export function institutionByEvidence(
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
export function mastheadName(text: string): string {
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

export const PRODUCT_WORDS =
  /\b(?:card|visa|mastercard|checking|savings|account|statement|rewards|signature|platinum|preferred|money market|cash)\b/i;

/** A street and its city printed in one cell (`P.O. Box 31293, Salt Lake City UT 84131-0293`): a return address. */
const STREET =
  /\bp\.?\s?o\.?\s?box\b|\b\d+\s+[A-Za-z]|\b(?:street|st|avenue|ave|road|rd|boulevard|blvd|plaza|drive|dr|way|lane|ln|suite|ste|floor|fl)\b\.?,/i;
const ONE_LINE_ADDRESS = new RegExp(`(?:${STREET.source}).*\\b[A-Z]{2},?\\s+\\d{5}(?:-\\d{4})?$`, 'i');
export const oneLineAddress = (text: string): boolean => ONE_LINE_ADDRESS.test(text);

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
