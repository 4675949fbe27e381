// Cuts one statement out of a Series and decides what it prints: rows, balances shown, totals.
import type { Cents } from '../../src/money.ts';
import type { TxType } from '../../src/pipeline/types.ts';
import { describe, type DescStyle } from './descriptions.ts';
import type { Series } from './ledger.ts';
import type { EventKind, SectionKey, StatementView, ViewAccount, ViewRow } from './model.ts';
import { Rng } from './rng.ts';

/** Which rows print a running balance. */
export type BalanceMode = 'every' | 'some' | 'day-end' | 'none';

export interface SectionDef {
  key: string;
  label: string;
  keys: SectionKey[];
  type: TxType;
}

export interface ViewOptions {
  layout: string;
  institution: string;
  descStyle: DescStyle;
  balanceMode: BalanceMode;
  /** a different balance policy for some accounts (e.g. savings with a balance column under a sectioned checking) */
  balanceModeByAccount?: Record<string, BalanceMode>;
  sections: SectionDef[];
  routing: boolean;
  /** a short statement: only each account's first rows of the period (its totals and closing follow them) */
  maxRows?: number;
}

const FEE_KINDS: EventKind[] = ['service_fee', 'nsf_fee', 'od_fee'];

export function sectionOf(kind: EventKind, type: TxType): SectionKey {
  if (type === 'credit') return 'deposits';
  if (kind === 'check') return 'checks';
  if (kind === 'card' || kind === 'atm') return 'card';
  if (FEE_KINDS.includes(kind)) return 'fees';
  return 'electronic';
}

export function buildView(series: Series, index: number, opts: ViewOptions): StatementView {
  const period = series.periods[index];
  const rng = new Rng(`${opts.layout}:${index}:balances`);
  let nextId = 1;
  const accounts: ViewAccount[] = series.accounts.map((acc) => {
    const before = acc.rows.filter((r) => r.date < period.start);
    const opening = before.length ? before[before.length - 1].balance : acc.opening;
    const inPeriod = acc.rows.filter((r) => r.date >= period.start && r.date <= period.end).slice(0, opts.maxRows);
    const mode = opts.balanceModeByAccount?.[acc.id] ?? opts.balanceMode;
    const rows: ViewRow[] = inPeriod.map((r, i) => {
      const lastOfDay = i === inPeriod.length - 1 || inPeriod[i + 1].date !== r.date;
      const show =
        mode === 'every' ||
        (mode === 'day-end' && lastOfDay) ||
        (mode === 'some' && (i === inPeriod.length - 1 || rng.chance(0.45)));
      return {
        id: nextId++,
        date: r.date,
        parts: describe(r, opts.descStyle, series.business.name),
        amount: r.amount,
        type: r.type,
        category: r.category,
        section: sectionOf(r.kind, r.type),
        check: r.check,
        balance: show ? r.balance : null,
      };
    });
    const closing = inPeriod.length ? inPeriod[inPeriod.length - 1].balance : opening;
    const daily: Array<{ date: string; balance: Cents }> = [];
    inPeriod.forEach((r, i) => {
      if (i === inPeriod.length - 1 || inPeriod[i + 1].date !== r.date)
        daily.push({ date: r.date, balance: r.balance });
    });
    const sum = (f: (r: ViewRow) => boolean) => rows.filter(f).reduce((s, r) => s + r.amount, 0);
    const yearStart = `${period.end.slice(0, 4)}-01-01`;
    const ytdRows = acc.rows.filter((r) => r.date >= yearStart && r.date <= period.end);
    const priorMonths = series.periods[0].start > yearStart ? Number(series.periods[0].start.slice(5, 7)) - 1 : 0;
    const fee = (r: { kind?: EventKind; category: string }) => r.kind !== undefined && FEE_KINDS.includes(r.kind);
    const feesOf = (list: typeof acc.rows) => list.filter(fee).reduce((s, r) => s + r.amount, 0);
    const interestOf = (list: typeof acc.rows) =>
      list.filter((r) => r.kind === 'interest').reduce((s, r) => s + r.amount, 0);
    return {
      id: acc.id,
      name: acc.name,
      number: acc.number,
      last4: acc.last4,
      opening,
      closing,
      credits: sum((r) => r.type === 'credit'),
      debits: sum((r) => r.type === 'debit'),
      creditCount: rows.filter((r) => r.type === 'credit').length,
      debitCount: rows.filter((r) => r.type === 'debit').length,
      rows,
      daily,
      sections: opts.sections.map((s) => {
        const list = rows.filter((r) => r.type === s.type && s.keys.includes(r.section));
        return {
          key: s.key,
          label: s.label,
          type: s.type,
          total: list.reduce((a, r) => a + r.amount, 0),
          count: list.length,
        };
      }),
      feesThisPeriod: feesOf(inPeriod),
      feesYtd: feesOf(ytdRows) + priorMonths * 1_500,
      interestThisPeriod: interestOf(inPeriod),
      interestYtd: interestOf(ytdRows) + priorMonths * (acc.id === 'savings' ? 1_237 : 0),
      odFeesPeriod: inPeriod.filter((r) => r.kind === 'od_fee').reduce((s, r) => s + r.amount, 0),
      nsfFeesPeriod: inPeriod.filter((r) => r.kind === 'nsf_fee').reduce((s, r) => s + r.amount, 0),
    };
  });
  return {
    layout: opts.layout,
    index,
    institution: opts.institution,
    holder: {
      name: series.business.name,
      street: series.business.street,
      city: series.business.city,
      state: series.business.state,
      zip: series.business.zip,
    },
    routing: opts.routing ? series.routing : null,
    periodStart: period.start,
    periodEnd: period.end,
    accounts,
  };
}
