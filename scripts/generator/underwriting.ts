// Jobs for the underwriting eval: statements as ledger rows (no PDF: the reader is measured elsewhere)
// with the truth an underwriter reads them for: each row's category and counterparty, and every
// financing stream (funder, account, cadence, amount, first and last payment, whether it stopped).
//   layoutJobs:  every layout's series as printed (3 statements, and its first statement alone)
//   hiddenJobs:  series whose funders print unnamed or truncated ACH names (a name no list holds),
//                daily or weekly, some paid off mid-series, some funded mid-series by an unnamed credit;
//                fees, returns, wires, utilities, payroll fees and card rows worded in several banks' ways.
// Deterministic: the same seed gives the same jobs.
import { describe, type DescStyle } from './descriptions.ts';
import { addDays, isBusinessDay, weekday } from './calendar.ts';
import { LAYOUTS } from './layouts/index.ts';
import { generateSeries, type PostedRow, type Series, type SeriesConfig } from './ledger.ts';
import type { CategoryHint, LedgerEvent } from './model.ts';
import { FUNDERS, PAYROLL, PROCESSORS } from './names.ts';
import { Rng } from './rng.ts';
import { seriesFor } from './statement.ts';

export interface UwRow {
  date: string;
  description: string;
  amountCents: number;
  type: 'credit' | 'debit';
  accountSuffix: string;
  category: CategoryHint;
  /** a second reading the printed row cannot be told from (see alsoOf) */
  alsoCategory?: CategoryHint | 'unknown';
  /** the name a person would give the other party (canonical for a known funder, processor, agency) */
  counterparty: string;
  /** which financing stream the row pays, when it does */
  stream?: string;
}

export interface UwStatement {
  documentId: string;
  accountKey: string;
  accountSuffix: string;
  periodStart: string;
  periodEnd: string;
  openingCents: number;
  closingCents: number;
  rows: UwRow[];
}

export interface UwStream {
  id: string;
  accountKey: string;
  funder: string;
  /** printed under a name the dictionaries hold (whole or cut) */
  named: boolean;
  cadence: 'daily' | 'weekly';
  amountCents: number;
  first: string;
  last: string;
  stopped: boolean;
  totalCents: number;
  occurrences: number;
}

export interface UwJob {
  name: string;
  kind: 'layout_series' | 'layout_single' | 'hidden_funders';
  statements: UwStatement[];
  streams: UwStream[];
}

const title = (s: string) => s.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());

// --- who the other party is, as a person reading the statement names it -------------------------

const FUNDER_NAME: Record<string, string> = { Libertas: 'Libertas Funding' };
const LENDER_NAME: Record<string, string> = {
  'SBA EIDL LOAN': 'SBA',
  'US SMALL BUSINESS': 'SBA',
  'AMEX BUS LOAN': 'American Express Business Loan',
  BLUEVINE: 'BlueVine',
};
const PROCESSOR_NAME: Record<string, string> = { Heartland: 'Heartland Payment Systems' };
const UTILITY_NAME: Record<string, string> = {
  'AT&T PAYMENT': 'AT&T',
  'COMCAST BUSINESS': 'Comcast',
  'CONSOLIDATED EDISON': 'Con Edison',
  'VERIZON WIRELESS': 'Verizon',
};
const INSURER_NAME: Record<string, string> = { 'HISCOX INC': 'Hiscox', 'STATE FARM RO 27': 'State Farm' };
const STATE_TAX_NAME: Record<string, string> = {
  'GA DEPT OF REVENUE': 'Georgia DOR',
  'TX COMPTROLLER': 'Texas Comptroller',
  'NYS DTF SALES TAX': 'New York DTF',
  'FL DEPT REVENUE': 'Florida DOR',
  'CO DEPT OF REVENUE': 'Colorado DOR',
  'OHIO TREASURER': 'Ohio Treasurer',
};
/** funders in the generator's list that sell term loans too: the pipeline reads them as `loan` until a person says */
const SELLS_BOTH = new Set(['ONDECK CAPITAL', 'FUNDBOX INC', 'HEADWAY CAPITAL']);
const PAYROLL_NAME: Record<string, string> = { 'ADP WAGE PAY': 'ADP', GUSTO: 'Gusto', 'PAYCHEX INC.': 'Paychex' };

/** Funders as printed with a name no list holds, or cut where the dictionaries do not expect. */
const HIDDEN: Array<{ ach: string; name: string; named: boolean }> = [
  { ach: 'NORTHPOINT CAP GRP', name: 'Northpoint Cap Grp', named: false },
  { ach: 'BLUE OAK VENTURES', name: 'Blue Oak Ventures', named: false },
  { ach: 'QRS HOLDINGS LLC', name: 'Qrs Holdings', named: false },
  { ach: 'ML FACTORS', name: 'Ml Factors', named: false },
  { ach: 'ZENITH RECEIVABL', name: 'Zenith Receivabl', named: false },
  { ach: 'HCG ADVANCE SVC', name: 'Hcg Advance Svc', named: false },
  { ach: 'GRAND STREET PRT', name: 'Grand Street Prt', named: false },
  { ach: 'CFG MERCH SOL', name: 'CFG Merchant Solutions', named: true },
  { ach: 'EBF HOLDINGS', name: 'Everest Business Funding', named: true },
  { ach: 'KAPITUS SERVICIN', name: 'Kapitus', named: true },
];
const HIDDEN_NAME: Record<string, string> = Object.fromEntries(HIDDEN.map((h) => [h.ach, h.name]));

/** A payroll provider's fee as printed (`<provider>|<entry>`), and the provider. */
const PAYROLL_FEES: Array<[string, string]> = [
  ['ADP PAYROLL FEES|ADP FEES', 'ADP'],
  ['PAYCHEX INC.|PAYROLL FEE', 'Paychex'],
  ['GUSTO|FEE', 'Gusto'],
  ['INTUIT PAYROLL S|SVC FEE', 'Intuit Payroll'],
];
const PAYROLL_FEE_NAME: Record<string, string> = Object.fromEntries(PAYROLL_FEES.map(([p, n]) => [p.split('|')[0], n]));

/** A card merchant as printed → the merchant (store numbers and references are not the party). */
function merchantName(printed: string): string {
  const m = printed.replace(/\s*[#*].*$/, '').replace(/\s+\d.*$/, '');
  const fixed: Record<string, string> = {
    'COSTCO WHSE': 'Costco',
    'AMAZON MKTPL': 'Amazon',
    'SAMS CLUB': "Sam's Club",
  };
  return fixed[m] ?? title(m);
}

export function truthCounterparty(ev: LedgerEvent, otherLast4?: string): string {
  const co = ev.party.split('|')[0];
  switch (ev.kind) {
    case 'processor': {
      const p = PROCESSORS.find((x) => x.ach === co)!;
      return PROCESSOR_NAME[p.name] ?? p.name;
    }
    case 'mca_funding':
    case 'mca_payment':
    case 'returned_item': {
      const f = FUNDERS.find((x) => x.ach === co);
      return f ? (FUNDER_NAME[f.name] ?? f.name) : (HIDDEN_NAME[co] ?? title(co));
    }
    case 'loan_payment':
      return LENDER_NAME[co] ?? title(co);
    case 'payroll':
    case 'payroll_tax': {
      if (ev.category === 'other') return PAYROLL_FEE_NAME[co] ?? title(co);
      const p = PAYROLL.find((x) => x.net === co || x.tax === co)!;
      return PAYROLL_NAME[p.net];
    }
    case 'tax':
      return co;
    case 'state_tax':
      return STATE_TAX_NAME[co] ?? title(co);
    case 'utility':
      return UTILITY_NAME[co] ?? title(co);
    case 'insurance':
      return INSURER_NAME[co] ?? title(co);
    case 'rent':
      return title(co);
    case 'check':
      return 'Check';
    case 'card':
      return merchantName(co);
    case 'atm':
      return 'ATM';
    case 'mobile_deposit':
    case 'branch_deposit':
      return 'Deposit';
    case 'zelle_in':
    case 'zelle_out':
      return title(co);
    case 'wire_in':
      return title(co.replace(/\s+(INC|LLC)$/, ''));
    case 'transfer_in':
    case 'transfer_out':
      return `Own account x${otherLast4 ?? ev.otherLast4}`;
    case 'service_fee':
    case 'nsf_fee':
    case 'od_fee':
      return 'Bank fee';
    case 'interest':
      return 'Interest';
    default:
      return 'Returned item';
  }
}

// --- banks' other wordings of the same classes ---------------------------------------------------

/** Utilities as their billers print them (`#` a digit), and the utility a person names. */
const UTILITY_WORDINGS: Array<[string, string]> = [
  ['PGANDE WEB ONLINE ########', 'PG&E'],
  ['PG&E DES:WEB ONLINE ID:########', 'PG&E'],
  ['NATIONAL GRID NY UTILITYPAY ######', 'National Grid'],
  ['NATL GRID MA PAYMENT ######', 'National Grid'],
  ['CON ED OF NY INTELL CK ######', 'Con Edison'],
  ['SO CAL EDISON CO BILL PAYMT ##########', 'Southern California Edison'],
  ['DOMINION ENERGY ####### WEB', 'Dominion Energy'],
  ['XCEL ENERGY-NSP XCELENERGY #########', 'Xcel Energy'],
  ['FPL DIRECT DEBIT ELEC PYMT ########', 'FPL'],
  ['PSEG ONLINE PMT ######', 'PSEG'],
  ['ENTERGY ARKANSAS ENTERGY ######', 'Entergy'],
];

interface Reworded {
  parts: string[];
  counterparty?: string;
}

/** The funder whose debit the bank returned last: its NSF fee often names it. */
let lastReturned = '';

function reword(r: PostedRow, rng: Rng, holder: string): Reworded | null {
  const co = r.party.split('|')[0];
  if (r.kind === 'returned_item') lastReturned = co;
  const mmdd = `${r.date.slice(5, 7)}/${r.date.slice(8, 10)}`;
  const amt = ((r.refAmount ?? r.amount) / 100).toFixed(2);
  const fill = (t: string) => t.replace(/#+/g, (h) => rng.digits(h.length));
  switch (r.kind) {
    case 'nsf_fee':
      return {
        parts: [
          rng.pick([
            `NSF Returned Item Fee ${lastReturned}`,
            `Insufficient Funds Fee For A $${amt} Item - Details: ${lastReturned} ${rng.digits(8)}`,
            `NSF CHARGE ITEM RETURNED ${mmdd} $${amt}`,
            `NSF Return Item Fee for a Transaction Received on ${mmdd} $${amt} ${title(lastReturned)}`,
            `Returned Item Fee - Insufficient Funds ${mmdd}`,
            `NON-SUFFICIENT FUNDS FEE #${rng.digits(4)}`,
            `NSF Return Item Fee for a Transaction Received on ${mmdd} $${amt}`,
            `Unpaid Item Charge Insufficient Funds $${amt}`,
          ]),
        ],
      };
    case 'od_fee':
      return {
        parts: [
          rng.pick([
            `Overdraft Item Fee For A $${amt} Item`,
            `OD ITEM FEE PAID ${mmdd}`,
            `Paid Overdraft Item Fee #${rng.digits(4)}`,
            `OVERDRAFT CHARGE ITEM PAID $${amt}`,
          ]),
        ],
      };
    case 'returned_item':
      // the funder's debit bounced and came back: money back, never funding
      return {
        parts: [
          rng.pick([
            `Return Of Orig CO Name:${co} Entry Descr:PAYMENT R01 Insufficient Funds`,
            `ACH RETURN ${co} R01 NSF`,
            `Returned ACH Debit ${title(co)} Reason: Insufficient Funds`,
            `RETURN ITEM ${co} ${rng.digits(6)} R01`,
          ]),
        ],
      };
    case 'utility': {
      if (!rng.chance(0.5)) return null;
      const [text, payee] = rng.pick(UTILITY_WORDINGS);
      return { parts: [fill(text)], counterparty: payee };
    }
    case 'wire_in':
      return {
        parts: [
          rng.pick([
            `Fedwire Credit Via: ${rng.pick(['Wells Fargo Bank, N.A.', 'Bank Of America, N.A.', 'Truist Bank'])}/${rng.digits(9)} B/O: ${co} ${rng.pick(['Atlanta GA', 'Dallas TX'])} Ref: Chase Nyc/Ctr/Bnf=${holder}/Ac-${rng.digits(8)} Imad: ${rng.digits(8)}Mmqfmp${rng.digits(6)}`,
            `WIRE TYPE:WIRE IN DATE: ${r.date.slice(2).replace(/-/g, '')} TIME:${rng.digits(4)} ET TRN:${rng.digits(14)} SEQ:${rng.digits(8)}/${rng.digits(6)} ORIG:${co} ID:${rng.digits(9)} SND BK:${rng.pick(['TRUIST BANK', 'PNC BANK, NA'])} ID:${rng.digits(9)}`,
            `INCOMING WIRE TRANSFER ORIGINATOR: ${co} ORIG BANK: ${rng.pick(['US BANK NA', 'REGIONS BANK'])} REF ${rng.digits(10)}`,
          ]),
        ],
      };
    case 'card': {
      if (!rng.chance(0.6)) return null;
      const [merchant, city] = r.party.split('|');
      return {
        parts: [
          rng.pick([
            `DEBIT POS, AUT ${mmdd.replace('/', '')}${rng.digits(2)} DDA PURCHASE ${merchant} ${city}`,
            `POS DEBIT ${mmdd} ${rng.digits(6)} ${merchant} ${city}`,
            `DBT CRD ${rng.digits(4)} ${mmdd} ${rng.digits(8)} ${merchant} ${city} C#${rng.digits(4)}`,
            `PURCHASE ${mmdd} ${merchant} ${city} AUTH# ${rng.digits(6)}`,
            `VISA DDA PUR AP ${rng.digits(6)} ${merchant} ${city}`,
          ]),
        ],
      };
    }
    case 'returned_deposit' as LedgerEvent['kind']:
      return {
        parts: [
          rng.pick([
            `Deposited Item Returned Nsf ${rng.digits(6)}`,
            `RETURNED DEPOSIT ITEM CK#${rng.digits(4)} NSF`,
            `Chargeback Deposited Item Ref ${rng.digits(8)}`,
            `DEPOSIT ITEM RETURNED - UNPAID ${mmdd}`,
          ]),
        ],
      };
    case 'processor':
      // the bank's own settlement wording with the processor's name in it
      if (!rng.chance(0.3)) return null;
      return {
        parts: [
          rng.pick([
            `BANKCARD-${rng.digits(4)} MTOT DEP ${co} ${rng.digits(10)}`,
            `MERCHANT BANKCARD SETTLEMENT ${co} ${rng.digits(8)}`,
            `Bank Card Settlement ${title(co)} ${rng.digits(6)}`,
          ]),
        ],
      };
    default:
      return null;
  }
}

// --- hidden funders added to a series ------------------------------------------------------------

const ENTRIES = ['PAYMENT', 'DEBIT', 'ACH PMT', 'COLLECTION', 'REMIT', 'DAILY PMT', 'WEEKLY', 'PURCHASE'];

interface HiddenStream {
  ach: string;
  named: boolean;
  daily: boolean;
  amountCents: number;
  startDay: number;
  endDay: number;
  weekday: number;
  funded: boolean;
}

function hiddenStreams(rng: Rng, days: number): HiddenStream[] {
  return rng
    .shuffle([...HIDDEN])
    .slice(0, rng.int(1, 2))
    .map((h) => {
      const daily = rng.chance(0.55);
      const startDay = rng.chance(0.6) ? 0 : rng.int(10, Math.floor(days / 2));
      const stops = rng.chance(0.3);
      return {
        ach: h.ach,
        named: h.named,
        daily,
        amountCents: daily ? rng.int(90, 900) * 100 + rng.pick([0, 0, 50, 99]) : rng.int(600, 4500) * 100,
        startDay,
        endDay: stops ? rng.int(Math.min(startDay + 40, days - 12), days - 12) : days - 1,
        weekday: rng.int(1, 5),
        funded: startDay > 0,
      };
    });
}

/** Adds the hidden streams and a payroll provider's monthly fee to a series, re-posting its balances. */
function withHiddenStreams(series: Series, rng: Rng): { series: Series; streams: HiddenStream[] } {
  const chk = series.accounts[0];
  const start = series.periods[0].start;
  const end = series.periods[series.periods.length - 1].end;
  const days: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) days.push(d);
  const streams = hiddenStreams(rng, days.length);
  const extra: LedgerEvent[] = [];
  const ev = (e: Omit<LedgerEvent, 'ref'>): LedgerEvent => ({ ...e, ref: rng.digits(16) });
  for (const s of streams) {
    const entry = rng.pick(ENTRIES);
    let first = true;
    for (let i = s.startDay; i <= s.endDay; i++) {
      const d = days[i];
      if (!isBusinessDay(d) || (!s.daily && weekday(d) !== s.weekday)) continue;
      if (first && s.funded) {
        const back = addDays(d, -rng.int(1, 3));
        extra.push(
          ev({
            kind: 'mca_funding',
            date: back < start ? d : back,
            amount: s.amountCents * (s.daily ? 60 : 12),
            type: 'credit',
            category: 'mca_funding',
            party: `${s.ach}|FUNDING`,
          }),
        );
      }
      first = false;
      extra.push(
        ev({
          kind: 'mca_payment',
          date: d,
          amount: s.amountCents,
          type: 'debit',
          category: 'mca_payment',
          party: `${s.ach}|${entry}`,
        }),
      );
    }
  }
  // a customer's deposited check that bounced: the bank takes it back (a returned item, not a fee)
  for (const p of series.periods)
    if (rng.chance(0.5))
      extra.push(
        ev({
          kind: 'returned_deposit' as LedgerEvent['kind'],
          date: [10, 11, 12].map((n) => addDays(p.start, n)).find(isBusinessDay) ?? p.start,
          amount: rng.cents(15_000, 240_000),
          type: 'debit',
          category: 'returned_item',
          party: 'RETURNED',
        }),
      );
  // the payroll provider's own fee, once a period: an expense, not wages
  const provider = rng.pick(PAYROLL_FEES);
  for (const p of series.periods) {
    const d = [2, 3, 4].map((n) => addDays(p.start, n)).find(isBusinessDay) ?? p.start;
    extra.push(
      ev({
        kind: 'payroll',
        date: d,
        amount: rng.int(45, 180) * 100 + 25,
        type: 'debit',
        category: 'other',
        party: provider[0],
      }),
    );
  }
  const cushion = 2_000_000; // the extra debits come out of a cushion, so the account keeps its shape
  const merged = [...chk.rows.map((r): LedgerEvent => ({ ...r })), ...extra].sort(
    (a, b) => a.date.localeCompare(b.date) || (a.type === b.type ? 0 : a.type === 'credit' ? -1 : 1),
  );
  let bal = chk.opening + cushion;
  const rows: PostedRow[] = merged.map((e) => {
    bal += e.type === 'credit' ? e.amount : -e.amount;
    return { ...e, balance: bal };
  });
  const accounts = [{ ...chk, opening: chk.opening + cushion, rows }, ...series.accounts.slice(1)];
  return { series: { ...series, accounts }, streams };
}

/**
 * Where the printed row cannot tell two readings apart, either is right: a lender that sells both
 * advances and loans; a P2P credit from a person (revenue, or unknown: both count as true revenue); a
 * payroll provider's tax debit printed without its tax word.
 */
function alsoOf(r: PostedRow, printed: string): { alsoCategory?: CategoryHint | 'unknown' } {
  if (r.kind === 'mca_payment' && SELLS_BOTH.has(r.party.split('|')[0])) return { alsoCategory: 'loan' };
  if (r.kind === 'mca_funding' && SELLS_BOTH.has(r.party.split('|')[0])) return { alsoCategory: 'loan' };
  if (r.kind === 'zelle_in' && !/invoice/i.test(printed)) return { alsoCategory: 'unknown' };
  if (r.kind === 'payroll_tax' && !/\b(TAX|TPS)\b/i.test(printed)) return { alsoCategory: 'payroll' };
  return {};
}

// --- series → statements -------------------------------------------------------------------------

function statementsOf(
  series: Series,
  style: DescStyle,
  name: string,
  institution: string,
  reworder: ((r: PostedRow) => Reworded | null) | null,
): UwStatement[] {
  const chk = series.accounts[0];
  const accountKey = `${institution}-${chk.last4}`;
  return series.periods.map((p, i) => {
    let opening = 0;
    let closing = 0;
    const rows: UwRow[] = [];
    for (const acc of series.accounts) {
      const before = acc.rows.filter((r) => r.date < p.start);
      const open = before.length ? before[before.length - 1].balance : acc.opening;
      const inPeriod = acc.rows.filter((r) => r.date >= p.start && r.date <= p.end);
      opening += open;
      closing += inPeriod.length ? inPeriod[inPeriod.length - 1].balance : open;
      for (const r of inPeriod) {
        const alt = reworder?.(r) ?? null;
        rows.push({
          date: r.date,
          description: (alt?.parts ?? describe(r, style, series.business.name)).join(' '),
          amountCents: r.amount,
          type: r.type,
          accountSuffix: acc.last4,
          category: r.category,
          ...alsoOf(r, (alt?.parts ?? describe(r, style, series.business.name)).join(' ')),
          counterparty: alt?.counterparty ?? truthCounterparty(r),
          ...(r.kind === 'mca_payment' ? { stream: `${accountKey}|${r.party.split('|')[0]}|${r.amount}` } : {}),
        });
      }
    }
    return {
      documentId: `${name}-${i + 1}`,
      accountKey,
      accountSuffix: chk.last4,
      periodStart: p.start,
      periodEnd: p.end,
      openingCents: opening,
      closingCents: closing,
      rows,
    };
  });
}

/** The financing streams the rows hold, with the truth a position should report. */
function streamsOf(statements: UwStatement[], hidden: HiddenStream[]): UwStream[] {
  const rows = statements.flatMap((s) => s.rows.map((r) => ({ ...r, accountKey: s.accountKey })));
  const lastDay = statements[statements.length - 1].periodEnd;
  const ids = [...new Set(rows.filter((r) => r.stream).map((r) => r.stream!))];
  return ids.map((id) => {
    const mine = rows.filter((r) => r.stream === id).sort((a, b) => a.date.localeCompare(b.date));
    const h = hidden.find((x) => x.ach === id.split('|')[1]);
    const last = mine[mine.length - 1].date;
    return {
      id,
      accountKey: mine[0].accountKey,
      funder: mine[0].counterparty,
      named: h ? h.named : true,
      cadence: new Set(mine.map((r) => weekday(r.date))).size > 1 ? 'daily' : 'weekly',
      amountCents: mine[0].amountCents,
      first: mine[0].date,
      last,
      // paid off: no payment in the last two weeks of the packet
      stopped: addDays(last, 14) < lastDay,
      totalCents: mine.reduce((a, r) => a + r.amountCents, 0),
      occurrences: mine.length,
    };
  });
}

export function layoutJobs(seed = 1): UwJob[] {
  const out: UwJob[] = [];
  for (const layout of LAYOUTS) {
    const series = seriesFor(layout, seed);
    const statements = statementsOf(series, layout.view.descStyle, layout.name, layout.name, null);
    out.push({ name: layout.name, kind: 'layout_series', statements, streams: streamsOf(statements, []) });
    const single = statements.slice(0, 1);
    out.push({
      name: `${layout.name}-single`,
      kind: 'layout_single',
      statements: single,
      streams: streamsOf(single, []),
    });
  }
  return out;
}

const STYLES: DescStyle[] = ['chase', 'bofa', 'wells', 'plain', 'cu', 'capone'];

export function hiddenJobs(seed = 1, count = 16): UwJob[] {
  const out: UwJob[] = [];
  for (let i = 0; i < count; i++) {
    const rng = new Rng(`hidden:${seed}:${i}`);
    const cfg: SeriesConfig = {
      size: rng.pick(['small', 'medium', 'medium', 'long'] as const),
      firstYear: 2025,
      firstMonth: rng.int(1, 9),
      cycleDay: rng.pick([null, null, 8, 15, 19]),
      months: 3,
      savings: rng.chance(0.4),
      stressed: rng.chance(0.5),
    };
    const { series, streams } = withHiddenStreams(generateSeries(cfg, `hidden:${seed}:${i}`), rng);
    const name = `hidden-${i + 1}`;
    const holder = series.business.name;
    const statements = statementsOf(series, STYLES[i % STYLES.length], name, `bank${i + 1}`, (r) =>
      reword(r, rng, holder),
    );
    out.push({ name, kind: 'hidden_funders', statements, streams: streamsOf(statements, streams) });
  }
  return out;
}
