// Row generators the second probe set adds: a personal checking month, overdraft fees, sweeps between a
// business's checking and savings. Deterministic from a seed; sorted as a bank posts (credits first each day).
import { type Account, type Kind, type Row, businessDays, pick, rng } from './model.ts';

const between = (r: () => number, lo: number, hi: number): number => Math.round(lo + r() * (hi - lo));

const PAYROLL = ['ACME HEALTH SYS PAYROLL PPD ID: 9111000444', 'STATE OF OHIO DIR DEP PPD ID: 3316000201'];
const BILLS = [
  'VERIZON WIRELESS PAYMENTS PPD ID: 2223344556',
  'XCEL ENERGY-NSP UTIL PAYMT PPD ID: 4410083331',
  'GEICO AUTO PAYMENT PPD ID: 9000112233',
  'SPECTRUM 855-707-7328 WEB ID: 1210055441',
  'MR. COOPER MORTGAGE PAYMENT WEB ID: 7710042211',
  'NETFLIX.COM LOS GATOS CA',
  'PLANET FITNESS CLUB FEES',
];
const SHOPS = [
  'KROGER #0441 COLUMBUS OH',
  'TARGET T-1882 DUBLIN OH',
  'SPEEDWAY 04471 HILLIARD OH',
  'CHIPOTLE 2210 COLUMBUS OH',
  'CVS/PHARMACY #06612 WORTHINGTON OH',
  'AMAZON.COM*RT4KL21A2 SEATTLE WA',
  'STARBUCKS STORE 11208 COLUMBUS OH',
  'MEIJER # 225 GROVE CITY OH',
  'WALGREENS #9281 DUBLIN OH',
];

export interface PersonalMix {
  n: number;
  card: string;
  checks?: number;
  firstCheck?: number;
  overdraftFees?: number; // "OVERDRAFT ITEM FEE" rows
}

/** A personal checking month: paychecks, card purchases, bills, Zelle, an ATM withdrawal, a few checks. */
export function personalRows(seed: number, start: string, end: string, m: PersonalMix): Row[] {
  const r = rng(seed);
  const days = businessDays(start, end);
  const rows: Row[] = [];
  const add = (kind: Kind, desc: string, cents: number, extra: Partial<Row> = {}, date = pick(r, days)): void => {
    rows.push({ date, desc, cents, kind, ...extra });
  };
  const pay = pick(r, PAYROLL);
  for (let i = 1; i < days.length; i += 10) add('ecredit', pay, between(r, 180000, 260000), {}, days[i]);
  let check = m.firstCheck ?? 1040;
  for (let i = 0; i < (m.checks ?? 0); i++) {
    add('check', `CHECK ${check}`, -between(r, 2500, 95000), { check });
    check += r() < 0.2 ? 2 : 1;
  }
  for (let i = 0; i < (m.overdraftFees ?? 0); i++) add('fee', 'OVERDRAFT ITEM FEE', -3500);
  while (rows.length < m.n) {
    const x = r();
    if (x < 0.55)
      add('card', `POS PURCHASE ${pick(r, SHOPS)} CARD ${m.card}`, -between(r, 350, 18000), { card: m.card });
    else if (x < 0.75) add('ach', pick(r, BILLS), -between(r, 1500, 42000));
    else if (x < 0.85)
      add(
        'ecredit',
        `ZELLE FROM ${pick(r, ['JORDAN ELLIS', 'PRIYA NAIR', 'SAM OKAFOR'])} REF # ${between(r, 1e7, 9e7)}`,
        between(r, 2000, 30000),
      );
    else if (x < 0.92)
      add(
        'ach',
        `ZELLE TO ${pick(r, ['LANDLORD PROPERTIES LLC', 'MIKE TRAN', 'ANA SOTO'])} REF # ${between(r, 1e7, 9e7)}`,
        -between(r, 2000, 60000),
      );
    else
      add('card', `ATM WITHDRAWAL 1550 W LANE AVE COLUMBUS OH CARD ${m.card}`, -between(r, 2, 12) * 2000, {
        card: m.card,
      });
  }
  return postOrder(rows);
}

export const postOrder = (rows: Row[]): Row[] =>
  rows
    .map((x, i) => ({ x, i }))
    .sort((a, b) => a.x.date.localeCompare(b.x.date) || (a.x.cents > 0 ? 0 : 1) - (b.x.cents > 0 ? 0 : 1) || a.i - b.i)
    .map(({ x }) => x);

/**
 * Sweeps between a business's checking and its savings: on the given days the checking sweeps its excess
 * over `target` to savings, or draws from savings when below it. Returns both accounts' rows, mirrored.
 */
export function sweep(
  checking: Account,
  savingsLast4: string,
  checkingLast4: string,
  every: number,
  target: number,
): Row[] {
  const savings: Row[] = [];
  const out: Row[] = [];
  let bal = checking.opening;
  const days = [...new Set(checking.rows.map((r) => r.date))];
  for (const [k, day] of days.entries()) {
    const today = checking.rows.filter((r) => r.date === day);
    out.push(...today);
    bal += today.reduce((s, r) => s + r.cents, 0);
    if (k % every !== every - 1 || bal === target) continue;
    const amt = target - bal; // > 0: from savings, < 0: to savings
    out.push({
      date: day,
      desc:
        amt > 0
          ? `SWEEP TRANSFER FROM SAVINGS XXXXXX${savingsLast4}`
          : `SWEEP TRANSFER TO SAVINGS XXXXXX${savingsLast4}`,
      cents: amt,
      kind: amt > 0 ? 'xfer_in' : 'xfer_out',
    });
    savings.push({
      date: day,
      desc:
        amt > 0
          ? `SWEEP TRANSFER TO CHECKING XXXXXX${checkingLast4}`
          : `SWEEP TRANSFER FROM CHECKING XXXXXX${checkingLast4}`,
      cents: -amt,
      kind: amt > 0 ? 'xfer_out' : 'xfer_in',
    });
    bal = target;
  }
  checking.rows = out;
  return savings;
}
