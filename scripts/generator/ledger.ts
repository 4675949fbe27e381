// Generates a continuous multi-month ledger for one business: checking (and optionally savings),
// integer cents, fees when a stressed account goes negative. Statements are cut from it by period.
import type { Cents } from '../../src/money.ts';
import { addDays, datesBetween, isBusinessDay, parts, periods as makePeriods, weekday } from './calendar.ts';
import type { LedgerEvent } from './model.ts';
import {
  BUSINESSES,
  CARD_MERCHANTS,
  CITIES,
  FUNDERS,
  INSURERS,
  LANDLORDS,
  LENDERS,
  PAYROLL,
  PEOPLE,
  PROCESSORS,
  STATE_TAX,
  TAX,
  UTILITIES,
} from './names.ts';
import { Rng } from './rng.ts';

export type Size = 'small' | 'medium' | 'long' | 'xl';

export interface SeriesConfig {
  size: Size;
  firstYear: number;
  firstMonth: number;
  /** null: calendar months; 15: cycles 16th..15th (crossing a year end when the series spans December) */
  cycleDay: number | null;
  months: number;
  /** a savings account printed in the same statement */
  savings: boolean;
  /** low balances: overdrafts, NSF fees and returned items */
  stressed: boolean;
  /** interest paid on checking (some business accounts) */
  checkingInterest?: boolean;
  serviceFee?: Cents;
  creditUnion?: boolean;
}

export interface PostedRow extends LedgerEvent {
  balance: Cents;
}

export interface SeriesAccount {
  id: string;
  name: string;
  number: string;
  last4: string;
  opening: Cents; // before the first period
  rows: PostedRow[];
}

export interface Series {
  business: (typeof BUSINESSES)[number];
  routing: string;
  periods: Array<{ start: string; end: string }>;
  accounts: SeriesAccount[];
}

function routingNumber(rng: Rng): string {
  const d = (rng.pick(['0', '1', '2']) + rng.digits(7)).split('').map(Number);
  const s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5]);
  return d.join('') + String((10 - (s % 10)) % 10);
}

function roundTo(c: Cents, step: Cents): Cents {
  return Math.max(step, Math.round(c / step) * step);
}

export function generateSeries(cfg: SeriesConfig, seed: string): Series {
  const rng = new Rng(seed);
  const business = rng.pick(BUSINESSES);
  const periods = makePeriods(cfg.firstYear, cfg.firstMonth, cfg.months, cfg.cycleDay);
  const start = periods[0].start;
  const end = periods[periods.length - 1].end;
  const days = datesBetween(start, end);
  const periodEnds = new Set(periods.map((p) => p.end));
  const chkNumber = rng.digits(12).replace(/^0/, '7');
  const savNumber = rng.digits(10).replace(/^0/, '3');
  const chkLast4 = chkNumber.slice(-4);
  const savLast4 = savNumber.slice(-4);
  const ev = (e: Omit<LedgerEvent, 'ref'>): LedgerEvent => ({ ...e, ref: rng.digits(16) });

  // --- the business's recurring obligations -------------------------------------------------
  const big = cfg.size === 'long' || cfg.size === 'xl';
  const scale = cfg.size === 'xl' ? 5 : cfg.size === 'long' ? 3 : cfg.size === 'medium' ? 1.6 : 1;
  const funders = rng.shuffle([...FUNDERS]);
  const mcaCount = cfg.size === 'xl' ? 3 : cfg.size === 'long' ? 2 : cfg.size === 'medium' ? 1 : rng.int(0, 1);
  const mcas = Array.from({ length: mcaCount }, (_, i) => ({
    f: funders[i],
    daily: big || (cfg.size === 'medium' && rng.chance(0.6)),
    weekday: rng.int(1, 5),
    amount: roundTo(rng.cents(9_000, 60_000) * (big ? 1 : 4), big ? 1 : 500),
  }));
  // one funding deposit in the series (a new or renewed advance), on a business day in month 2
  const fundingDay = days.filter((d) => isBusinessDay(d) && d >= periods[Math.min(1, periods.length - 1)].start)[
    rng.int(2, 8)
  ];
  const fundingFunder = mcas[0]?.f ?? funders[5];
  const processorCount = cfg.size === 'xl' ? 3 : cfg.size === 'medium' ? rng.int(1, 2) : 1;
  const processors = rng.shuffle([...PROCESSORS]).slice(0, processorCount);
  const lender = rng.chance(0.7) ? rng.pick(LENDERS) : null;
  const loanAmount = rng.cents(30_000, 180_000);
  const payroll = rng.pick(PAYROLL);
  const payrollAnchor = weekday(start); // biweekly Fridays from the first Friday
  const firstFriday = addDays(start, (5 - payrollAnchor + 7) % 7);
  const landlord = rng.pick(LANDLORDS);
  const rentByCheck = rng.chance(0.4);
  const rent = roundTo(rng.cents(180_000, 650_000) * scale, 500);
  const utilities = rng.shuffle([...UTILITIES]).slice(0, 2 + (cfg.size === 'small' ? 0 : 1));
  const insurer = rng.pick(INSURERS);
  const stateTax = rng.pick(STATE_TAX);
  const tax = rng.pick(TAX);
  let nextCheck = rng.int(1001, 4800);

  // --- events other than card revenue --------------------------------------------------------
  const base: LedgerEvent[] = [];
  const busy = cfg.size === 'xl' ? 1.6 : cfg.size === 'long' ? 1 : cfg.size === 'medium' ? 0.6 : 0.3;
  for (const date of days) {
    const bd = isBusinessDay(date);
    const { d } = parts(date);
    const wd = weekday(date);
    if (bd) {
      for (const m of mcas) {
        if (m.daily || wd === m.weekday)
          base.push(
            ev({
              kind: 'mca_payment',
              date,
              amount: m.amount,
              type: 'debit',
              category: 'mca_payment',
              party: `${m.f.ach}|PAYMENT`,
            }),
          );
      }
      if (date === fundingDay)
        base.push(
          ev({
            kind: 'mca_funding',
            date,
            amount: roundTo(rng.cents(1_500_000, 6_000_000), 100_000) - rng.int(0, 1) * 149_900,
            type: 'credit',
            category: 'mca_funding',
            party: `${fundingFunder.ach}|FUNDING`,
          }),
        );
      if (
        lender &&
        d >= 5 &&
        d <= 7 &&
        !base.some((e) => e.kind === 'loan_payment' && e.date.slice(0, 7) === date.slice(0, 7))
      ) {
        base.push(
          ev({
            kind: 'loan_payment',
            date,
            amount: loanAmount,
            type: 'debit',
            category: 'loan',
            party: `${lender.ach}|${lender.entry}`,
          }),
        );
      }
      if (wd === 5 && Math.round((Date.parse(date) - Date.parse(firstFriday)) / 86400000) % 14 === 0) {
        const net = roundTo(rng.cents(250_000, 700_000) * scale, 1);
        base.push(
          ev({
            kind: 'payroll',
            date,
            amount: net,
            type: 'debit',
            category: 'payroll',
            party: `${payroll.net}|${payroll.entry}`,
          }),
        );
        if (cfg.size !== 'small')
          base.push(
            ev({
              kind: 'payroll_tax',
              date: date,
              amount: Math.floor(net * 0.31),
              type: 'debit',
              category: 'taxes',
              party: `${payroll.tax}|TAX`,
            }),
          );
      }
      if (d >= 15 && d <= 17 && !base.some((e) => e.kind === 'tax' && e.date.slice(0, 7) === date.slice(0, 7))) {
        base.push(
          ev({
            kind: 'tax',
            date,
            amount: rng.cents(40_000, 260_000),
            type: 'debit',
            category: 'taxes',
            party: `${tax.ach}|${tax.entry}`,
          }),
        );
      }
      if (d >= 20 && d <= 22 && !base.some((e) => e.kind === 'state_tax' && e.date.slice(0, 7) === date.slice(0, 7))) {
        base.push(
          ev({
            kind: 'state_tax',
            date,
            amount: rng.cents(15_000, 120_000),
            type: 'debit',
            category: 'taxes',
            party: `${stateTax}|SALES TAX`,
          }),
        );
      }
      if (
        d <= 3 &&
        !base.some((e) =>
          e.kind === 'rent' || (e.kind === 'check' && e.party === landlord)
            ? e.date.slice(0, 7) === date.slice(0, 7)
            : false,
        )
      ) {
        base.push(
          rentByCheck
            ? ev({
                kind: 'check',
                date,
                amount: rent,
                type: 'debit',
                category: 'other',
                party: landlord,
                check: String(nextCheck++),
              })
            : ev({ kind: 'rent', date, amount: rent, type: 'debit', category: 'other', party: landlord }),
        );
      }
      utilities.forEach((u, i) => {
        if (d === 8 + i * 6)
          base.push(
            ev({
              kind: 'utility',
              date,
              amount: rng.cents(9_000, 68_000),
              type: 'debit',
              category: 'other',
              party: `${u}|BILL PAY`,
            }),
          );
      });
      if (d === 25)
        base.push(
          ev({
            kind: 'insurance',
            date,
            amount: rng.cents(21_000, 98_000),
            type: 'debit',
            category: 'other',
            party: `${insurer}|INS PREM`,
          }),
        );
      if (rng.chance(0.35 * busy + 0.1)) {
        base.push(
          ev({
            kind: 'card',
            date,
            amount: rng.cents(1_299, 64_000),
            type: 'debit',
            category: 'other',
            party: `${rng.pick(CARD_MERCHANTS)}|${rng.pick(CITIES)}|${chkLast4 === '0000' ? '1111' : rng.digits(4)}`,
          }),
        );
      }
      if (rng.chance(0.18 * busy + 0.05)) {
        if (rng.chance(0.15)) nextCheck++; // a gap in the check sequence
        base.push(
          ev({
            kind: 'check',
            date,
            amount: rng.cents(4_500, 380_000),
            type: 'debit',
            category: 'other',
            party: 'CHECK',
            check: String(nextCheck++),
          }),
        );
      }
      if (rng.chance(0.06 + 0.05 * busy)) {
        const ref = rng.chance(0.5);
        base.push(
          ev({
            kind: 'mobile_deposit',
            date,
            amount: rng.cents(35_000, 640_000),
            type: 'credit',
            category: 'revenue',
            party: 'MOBILE',
            refAmount: ref ? rng.cents(50_000, 900_000) : undefined,
            refDate: ref ? addDays(date, -rng.int(1, 6)) : undefined,
          }),
        );
      }
      if (rng.chance(0.07 + 0.05 * busy)) {
        const ref = rng.chance(0.4);
        base.push(
          ev({
            kind: 'zelle_in',
            date,
            amount: rng.cents(5_000, 250_000),
            type: 'credit',
            category: 'revenue',
            party: rng.pick(PEOPLE),
            refAmount: ref ? rng.cents(10_000, 700_000) : undefined,
            refDate: ref ? addDays(date, -rng.int(1, 9)) : undefined,
          }),
        );
      }
      if (rng.chance(0.04 + 0.03 * busy))
        base.push(
          ev({
            kind: 'zelle_out',
            date,
            amount: rng.cents(5_000, 150_000),
            type: 'debit',
            category: 'other',
            party: rng.pick(PEOPLE),
          }),
        );
      if (rng.chance(0.02 + 0.02 * busy))
        base.push(
          ev({
            kind: 'wire_in',
            date,
            amount: rng.cents(200_000, 1_800_000),
            type: 'credit',
            category: 'revenue',
            party: `${rng.pick(['ACME DISTRIBUTORS INC', 'SUNBELT RENTALS', 'CITY OF SAVANNAH', 'HALVERSON GROUP LLC'])}`,
            refAmount: rng.chance(0.5) ? rng.cents(100_000, 900_000) : undefined,
            refDate: addDays(date, -rng.int(2, 12)),
          }),
        );
      if (rng.chance(0.03))
        base.push(
          ev({
            kind: 'branch_deposit',
            date,
            amount: rng.cents(20_000, 300_000),
            type: 'credit',
            category: 'revenue',
            party: 'DEPOSIT',
          }),
        );
      if (rng.chance(0.02 * busy))
        base.push(
          ev({
            kind: 'atm',
            date,
            amount: rng.int(2, 40) * 1000,
            type: 'debit',
            category: 'other',
            party: `${rng.pick(CITIES)} ATM ${rng.digits(4)}`,
          }),
        );
    }
    if (periodEnds.has(date) && cfg.serviceFee)
      base.push(
        ev({ kind: 'service_fee', date, amount: cfg.serviceFee, type: 'debit', category: 'other', party: 'FEE' }),
      );
  }

  // --- card revenue sized so the account hovers instead of drifting ---------------------------
  // a funding deposit is a one-off: it must not shrink the revenue the business needs to cover its costs
  const debitsTotal = base.filter((e) => e.type === 'debit').reduce((s, e) => s + e.amount, 0);
  const otherIncome = base
    .filter((e) => e.type === 'credit' && e.category !== 'mca_funding')
    .reduce((s, e) => s + e.amount, 0);
  const outflow = Math.max(debitsTotal - otherIncome, Math.floor(debitsTotal * 0.4));
  const revenueDays = days.filter(isBusinessDay);
  const slots: Array<{ date: string; p: (typeof PROCESSORS)[number] }> = [];
  for (const date of revenueDays) {
    const wd = weekday(date);
    processors.forEach((p, i) => {
      const daily = cfg.size !== 'small' && (i === 0 || cfg.size === 'xl');
      const small = cfg.size === 'small' && (wd === 2 || wd === 4);
      if (daily || small || (cfg.size !== 'small' && i > 0 && wd === 2)) slots.push({ date, p });
    });
  }
  const target = Math.max(outflow, 0) * (cfg.stressed ? 0.995 : 1.04) + (cfg.stressed ? 0 : 150_000 * cfg.months);
  const weights = slots.map(() => 0.5 + rng.next());
  const wsum = weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < slots.length; i++) {
    const { date, p } = slots[i];
    base.push(
      ev({
        kind: 'processor',
        date,
        amount: Math.max(1_000, Math.floor((target * weights[i]) / wsum)),
        type: 'credit',
        category: 'revenue',
        party: `${p.ach}|${p.entry(date.slice(2, 4) + date.slice(5, 7) + date.slice(8, 10))}`,
      }),
    );
  }

  // --- post day by day ------------------------------------------------------------------------
  const byDay = new Map<string, LedgerEvent[]>();
  for (const e of base) byDay.set(e.date, [...(byDay.get(e.date) ?? []), e]);
  const chkOpening = cfg.stressed ? rng.cents(250_000, 900_000) : rng.cents(900_000, 4_200_000);
  const savOpening = rng.cents(1_200_000, 6_500_000);
  const floor = cfg.stressed ? -Infinity : 900_000 * scale;
  const ceiling = (cfg.stressed ? 1_500_000 : 6_000_000) * scale;
  const chk: PostedRow[] = [];
  const sav: PostedRow[] = [];
  let bal = chkOpening;
  let sbal = savOpening;
  let feesThisPeriod = 0;
  for (const date of days) {
    // most banks post credits before debits within a day; some do not
    const creditsFirst = rng.chance(0.7);
    const shuffled = rng.shuffle(byDay.get(date) ?? []);
    const todays = creditsFirst
      ? [...shuffled.filter((e) => e.type === 'credit'), ...shuffled.filter((e) => e.type === 'debit')]
      : shuffled;
    let feesToday = 0;
    if (date.slice(8) === '01' || periodEnds.has(addDays(date, -1))) feesThisPeriod = 0;
    for (const e of todays) {
      bal += e.type === 'credit' ? e.amount : -e.amount;
      chk.push({ ...e, balance: bal });
      if (
        cfg.stressed &&
        e.type === 'debit' &&
        bal < 0 &&
        feesToday < 2 &&
        feesThisPeriod < 7 &&
        e.kind !== 'od_fee' &&
        e.kind !== 'nsf_fee'
      ) {
        feesToday++;
        feesThisPeriod++;
        if (e.kind === 'mca_payment' && rng.chance(0.5)) {
          bal += e.amount;
          chk.push({
            ...ev({
              kind: 'returned_item',
              date,
              amount: e.amount,
              type: 'credit',
              category: 'returned_item',
              party: e.party.split('|')[0],
              refAmount: e.amount,
              refDate: date,
            }),
            balance: bal,
          });
          bal -= 3_600;
          chk.push({
            ...ev({
              kind: 'nsf_fee',
              date,
              amount: 3_600,
              type: 'debit',
              category: 'nsf',
              party: 'NSF',
              refAmount: e.amount,
              refDate: date,
            }),
            balance: bal,
          });
        } else {
          bal -= 3_500;
          chk.push({
            ...ev({
              kind: 'od_fee',
              date,
              amount: 3_500,
              type: 'debit',
              category: 'overdraft',
              party: e.party.split('|')[0],
              refAmount: e.amount,
              refDate: date,
            }),
            balance: bal,
          });
        }
      }
    }
    if (!isBusinessDay(date) && !periodEnds.has(date)) continue;
    // sweep to or from savings, as an owner does by hand
    if (bal > ceiling) {
      const amt = roundTo(bal - ceiling / 2, 100_000);
      bal -= amt;
      const r = ev({
        kind: 'transfer_out',
        date,
        amount: amt,
        type: 'debit',
        category: 'transfer',
        party: 'SAV',
        otherLast4: savLast4,
      });
      chk.push({ ...r, balance: bal });
      sbal += amt;
      if (cfg.savings)
        sav.push({
          ...ev({
            kind: 'transfer_in',
            date,
            amount: amt,
            type: 'credit',
            category: 'transfer',
            party: 'CHK',
            otherLast4: chkLast4,
          }),
          balance: sbal,
        });
    } else if (bal < floor && sbal > 200_000) {
      const amt = Math.min(roundTo(floor - bal + 300_000, 50_000), sbal - 100_000);
      bal += amt;
      chk.push({
        ...ev({
          kind: 'transfer_in',
          date,
          amount: amt,
          type: 'credit',
          category: 'transfer',
          party: 'SAV',
          otherLast4: savLast4,
        }),
        balance: bal,
      });
      sbal -= amt;
      if (cfg.savings)
        sav.push({
          ...ev({
            kind: 'transfer_out',
            date,
            amount: amt,
            type: 'debit',
            category: 'transfer',
            party: 'CHK',
            otherLast4: chkLast4,
          }),
          balance: sbal,
        });
    }
    if (periodEnds.has(date)) {
      if (cfg.checkingInterest && bal > 0) {
        const i = Math.max(1, Math.floor((bal * 10) / 120_000));
        bal += i;
        chk.push({
          ...ev({ kind: 'interest', date, amount: i, type: 'credit', category: 'other', party: 'INTEREST' }),
          balance: bal,
        });
      }
      if (cfg.savings) {
        const i = Math.max(1, Math.floor((sbal * 35) / 120_000));
        sbal += i;
        sav.push({
          ...ev({ kind: 'interest', date, amount: i, type: 'credit', category: 'other', party: 'INTEREST' }),
          balance: sbal,
        });
      }
    }
  }

  const accounts: SeriesAccount[] = [
    {
      id: 'checking',
      name: cfg.creditUnion ? 'Business Share Draft' : 'Business Checking',
      number: chkNumber,
      last4: chkLast4,
      opening: chkOpening,
      rows: chk,
    },
  ];
  if (cfg.savings)
    accounts.push({
      id: 'savings',
      name: cfg.creditUnion ? 'Business Share Savings' : 'Business Savings',
      number: savNumber,
      last4: savLast4,
      opening: savOpening,
      rows: sav,
    });
  return { business, routing: routingNumber(rng), periods, accounts };
}
