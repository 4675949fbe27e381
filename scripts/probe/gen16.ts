// Rows for the sixteenth probe set: long, high-volume small-business months (restaurants, trucking, retail,
// contractors) with daily card-processor deposits, daily merchant-cash-advance debits from several funders, ACH,
// wires whose descriptions run over two to four lines (the lines after the first joined to `desc` with "\n"),
// Zelle, card purchases, checks, returned items and overdraft / NSF fees. Integer cents; sorted by date, a day's
// credits before its debits. Every figure a statement prints is computed from these rows (scripts/probe/model.ts).
import { type Kind, type Row, rng } from './model.ts';

const HOLIDAYS16 = new Set(['2024-01-01', '2024-01-15', '2024-02-19', '2024-05-27', '2024-06-19', '2024-07-04']);

export function days16(start: string, end: string): string[] {
  const out: string[] = [];
  const d = new Date(`${start}T12:00:00Z`);
  const e = new Date(`${end}T12:00:00Z`);
  while (d <= e) {
    const wd = d.getUTCDay();
    const iso = d.toISOString().slice(0, 10);
    if (wd !== 0 && wd !== 6 && !HOLIDAYS16.has(iso)) out.push(iso);
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

export interface Processor {
  desc: string; // template: {d} yymmdd of the day, {n} digits
  lo: number; // dollars
  hi: number;
  p?: number; // chance of a deposit on a business day (1 = every day)
  mondayTriple?: boolean; // a weekend's settlements land on Monday: larger
}
export interface Funder {
  desc: string;
  daily: number; // cents, the same every business day
  from?: number; // index of the first business day it debits
}
export interface Mix16 {
  processors: Processor[];
  funders?: Funder[];
  cards?: { last4: string; perDay: number; merchants: string[]; prefix?: string; lo?: number; hi?: number };
  achDebits?: { desc: string; lo: number; hi: number; every: number }[]; // every: about one in `every` business days
  checks?: { first: number; n: number; lo: number; hi: number; gaps?: number };
  wiresIn?: number;
  wiresOut?: number;
  zelleIn?: number;
  zelleOut?: number;
  returned?: number; // deposited items returned
  branchDeposits?: number;
  transfersOut?: { desc: string; n: number; lo: number; hi: number };
  fees?: [string, number][]; // month-end fees
}

const D = (r: () => number, n: number): string => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
const cash = (r: () => number, lo: number, hi: number): number => Math.round((lo + r() * (hi - lo)) * 100);
const yymmdd = (iso: string): string => iso.slice(2).replace(/-/g, '');
const fill = (r: () => number, t: string, day: string): string =>
  t
    .replace(/\{d\}/g, yymmdd(day))
    .replace(/\{md\}/g, `${day.slice(5, 7)}${day.slice(8, 10)}`)
    .replace(/\{n(\d+)?\}/g, (_, k) => D(r, Number(k ?? 8)));

const ORGS = [
  ['HARBOR FOODSERVICE DISTRIBUTORS LLC', 'JPMORGAN CHASE BANK NA'],
  ['LONE PINE LOGISTICS INC', 'WELLS FARGO BANK NA'],
  ['GREAT PLAINS FREIGHT BROKERAGE LLC', 'U.S. BANK NA'],
  ['MERIDIAN PROPERTY HOLDINGS LLC', 'CITIBANK NA'],
];
const BNFS = [
  ['SUMMIT EQUIPMENT LEASING CORP', 'KEYBANK NATIONAL ASSOCIATION'],
  ['COASTAL PRODUCE WHOLESALE INC', 'BANK OF AMERICA N.A.'],
  ['NORTHSTAR TRUCK PARTS LLC', 'FIFTH THIRD BANK NA'],
];

function wireLines(r: () => number, inbound: boolean, cents: number, day: string): string {
  const [party, bank] = inbound ? ORGS[Math.floor(r() * ORGS.length)] : BNFS[Math.floor(r() * BNFS.length)];
  const usd = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  const ref = `${yymmdd(day)}${D(r, 6)}`;
  const first = inbound
    ? `WIRE TYPE:WIRE IN DATE:${yymmdd(day)} TIME:${D(r, 4)} ET`
    : `WIRE TYPE:WIRE OUT DATE:${yymmdd(day)}`;
  const lines = [
    first,
    `TRN:${ref}FF${D(r, 4)} SEQ:${ref}/${D(r, 6)}`,
    inbound ? `ORG=${party} SND BK:${bank} ID:0${D(r, 8)}` : `BNF=${party} ID:${D(r, 10)} BNF BK:${bank}`,
    `OBI=INV ${day.slice(0, 4)}-${D(r, 4)} USD ${usd} IMAD:${day.replace(/-/g, '')}${'B1QGC0'}${D(r, 1)}C${D(r, 6)}`,
  ];
  return lines.slice(0, 2 + Math.floor(r() * 3)).join('\n');
}

export function rows16(seed: number, start: string, end: string, m: Mix16): Row[] {
  const r = rng(seed);
  const days = days16(start, end);
  const pickDay = (): string => days[Math.floor(r() * days.length)];
  const rows: Row[] = [];
  const add = (date: string, kind: Kind, desc: string, cents: number, extra: Partial<Row> = {}): void => {
    rows.push({ date, desc, kind, cents, ...extra });
  };
  days.forEach((day, i) => {
    const monday = new Date(`${day}T12:00:00Z`).getUTCDay() === 1;
    for (const p of m.processors)
      if (r() < (p.p ?? 1)) {
        const mult = monday && p.mondayTriple ? 2.4 : 1;
        add(day, 'ecredit', fill(r, p.desc, day), Math.round(cash(r, p.lo, p.hi) * mult));
      }
    for (const f of m.funders ?? []) if (i >= (f.from ?? 0)) add(day, 'mca', fill(r, f.desc, day), -f.daily);
    if (m.cards) {
      const n = Math.floor(m.cards.perDay * 2 * r() + 0.5);
      for (let k = 0; k < n; k++) {
        const mer = m.cards.merchants[Math.floor(r() * m.cards.merchants.length)];
        const md = `${day.slice(5, 7)}/${day.slice(8, 10)}`;
        add(
          day,
          'card',
          `${m.cards.prefix ?? 'CHECKCARD'} ${md} ${fill(r, mer, day)} CARD ${m.cards.last4}`,
          -cash(r, m.cards.lo ?? 8, m.cards.hi ?? 640),
          {
            card: m.cards.last4,
          },
        );
      }
    }
    for (const a of m.achDebits ?? [])
      if (r() < 1 / a.every) add(day, 'ach', fill(r, a.desc, day), -cash(r, a.lo, a.hi));
  });
  if (m.checks) {
    let no = m.checks.first;
    for (let k = 0; k < m.checks.n; k++) {
      if (k > 0 && r() < (m.checks.gaps ?? 0.12)) no += 1 + Math.floor(r() * 3);
      add(pickDay(), 'check', `CHECK ${no}`, -cash(r, m.checks.lo, m.checks.hi), { check: no });
      no++;
    }
  }
  for (let k = 0; k < (m.wiresIn ?? 0); k++) {
    const day = pickDay();
    const c = cash(r, 4000, 28000);
    add(day, 'wire_in', wireLines(r, true, c, day), c);
  }
  for (let k = 0; k < (m.wiresOut ?? 0); k++) {
    const day = pickDay();
    const c = cash(r, 3000, 19000);
    add(day, 'wire_out', wireLines(r, false, c, day), -c);
  }
  const NAMES = ['MARIA DELGADO', 'JAMES OKAFOR', 'LINH TRAN', 'ROBERT HAYES', 'ANA SOTO', 'DEREK MILLS'];
  for (let k = 0; k < (m.zelleIn ?? 0); k++)
    add(pickDay(), 'ecredit', `ZELLE PAYMENT FROM ${NAMES[k % 6]} CONF# ${D(r, 10)}`, cash(r, 60, 2400));
  for (let k = 0; k < (m.zelleOut ?? 0); k++)
    add(pickDay(), 'ach', `ZELLE PAYMENT TO ${NAMES[(k + 3) % 6]} CONF# ${D(r, 10)}`, -cash(r, 80, 1800));
  for (let k = 0; k < (m.branchDeposits ?? 0); k++)
    add(pickDay(), 'deposit', r() < 0.5 ? 'DEPOSIT' : `MOBILE DEPOSIT REF ${D(r, 9)}`, cash(r, 400, 9000));
  for (let k = 0; k < (m.returned ?? 0); k++)
    add(pickDay(), 'fee', `RETURNED DEPOSITED ITEM CHK ${D(r, 4)} ACCT ENDING ${D(r, 4)}`, -cash(r, 150, 2200));
  if (m.transfersOut)
    for (let k = 0; k < m.transfersOut.n; k++)
      add(pickDay(), 'xfer_out', fill(r, m.transfersOut.desc, ''), -cash(r, m.transfersOut.lo, m.transfersOut.hi));
  const last = days[days.length - 1];
  for (const [desc, c] of m.fees ?? []) add(last, 'fee', desc, -c);
  const order = (x: Row): number => (x.cents > 0 ? 0 : 1);
  return rows
    .map((x, i) => ({ x, i }))
    .sort((a, b) => a.x.date.localeCompare(b.x.date) || order(a.x) - order(b.x) || a.i - b.i)
    .map(({ x }) => x);
}

/** After the opening is set: an overdraft item fee after each of the first `n` debits that leave the balance below zero. */
export function odFees(rows: Row[], opening: number, n: number, fee: number, desc: string): Row[] {
  const out: Row[] = [];
  let bal = opening;
  let added = 0;
  for (let i = 0; i < rows.length; i++) {
    const x = rows[i];
    bal += x.cents;
    out.push(x);
    if (x.cents < 0 && bal < 0 && added < n && x.kind !== 'fee') {
      // the fee posts after the day's other rows
      let j = i + 1;
      while (j < rows.length && rows[j].date === x.date) (out.push(rows[j++]), (bal += rows[j - 1].cents));
      i = j - 1;
      out.push({ date: x.date, desc, cents: -fee, kind: 'fee' });
      bal -= fee;
      added++;
    }
  }
  return out;
}

/** The opening that puts the lowest running balance at exactly `floor`. */
export function openingFor(rows: Row[], floor: number): number {
  let bal = 0;
  let min = 0;
  for (const x of rows) {
    bal += x.cents;
    min = Math.min(min, bal);
  }
  return floor - min;
}
