// A realistic 3-month, 2-account packet built from events, for aggregate and underwriting tests.
// Balances are computed from the events, so every statement reconciles like a verified ledger.
import type { AnalyzeStatement } from '../../../src/pipeline/aggregate/analyze.ts';
import { addDays, isBusinessDay, weekday } from '../../../src/pipeline/calendar.ts';
import type { LedgerRow } from '../../../src/pipeline/types.ts';

export interface Event {
  date: string;
  description: string;
  amountCents: number;
  type: 'credit' | 'debit';
  tag?: string;
}

export function statementOf(
  documentId: string,
  accountKey: string,
  suffix: string,
  periodStart: string,
  periodEnd: string,
  openingCents: number,
  events: Event[],
  verified = true,
): AnalyzeStatement {
  const evs = events
    .filter((e) => e.date >= periodStart && e.date <= periodEnd)
    .sort((a, b) => a.date.localeCompare(b.date));
  let bal = openingCents;
  const rows: LedgerRow[] = evs.map((e, i) => {
    bal += e.type === 'credit' ? e.amountCents : -e.amountCents;
    return {
      index: i + 1,
      date: e.date,
      description: e.description,
      amountCents: e.amountCents,
      type: e.type,
      balanceCents: bal,
      page: 1,
      accountSectionId: null,
      accountNumberSuffix: suffix,
    };
  });
  return {
    documentId,
    verified,
    accountKey,
    accountSuffix: suffix,
    institution: 'Test Bank',
    periodStart,
    periodEnd,
    openingCents,
    closingCents: bal,
    rows,
  };
}

export function days(from: string, to: string, pred: (d: string) => boolean): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (pred(d)) out.push(d);
  return out;
}

/** Checking x1234 and savings x5678, Jan–Mar 2025 (holidays Jan 1, Jan 20, Feb 17). */
export function threeMonthPacket(): { statements: AnalyzeStatement[]; events: Event[]; savingsEvents: Event[] } {
  const from = '2025-01-01';
  const to = '2025-03-31';
  const ev: Event[] = [];
  const biz = days(from, to, isBusinessDay);
  biz.forEach((d, i) =>
    ev.push({
      date: d,
      description: `SQUARE INC DES:SQ${d.replace(/-/g, '').slice(2)} ID:T${i}X CCD`,
      amountCents: 150_000 + ((i * 3701) % 60_000),
      type: 'credit',
      tag: 'revenue',
    }),
  );
  ev.push({
    date: '2025-01-06',
    description: 'KAPITUS FUNDING 8841 CCD ID 99812',
    amountCents: 5_000_000,
    type: 'credit',
    tag: 'mca_funding',
  });
  for (const d of biz.filter((d) => d > '2025-01-06'))
    ev.push({
      date: d,
      description: 'ACH DEBIT KAPITUS SERVICI 8841 CCD ID 1234',
      amountCents: 45_000,
      type: 'debit',
      tag: 'mca',
    });
  for (const d of days(from, '2025-02-19', (d) => weekday(d) === 3))
    ev.push({ date: d, description: 'FORWARD FINANCIN DEBIT 554433', amountCents: 120_000, type: 'debit', tag: 'mca' });
  for (const d of days(from, to, (d) => weekday(d) === 1)) {
    const paid = isBusinessDay(d) ? d : addDays(d, 1); // holiday Monday rolls to Tuesday
    ev.push({
      date: paid,
      description: 'ONDECK CAPITAL PAYMENT 7781',
      amountCents: 80_000,
      type: 'debit',
      tag: 'loan',
    });
  }
  for (const d of days(from, to, (d) => weekday(d) === 5).filter((_, i) => i % 2 === 0))
    ev.push({ date: d, description: 'GUSTO NET PAY 0099 CCD', amountCents: 600_000, type: 'debit', tag: 'payroll' });
  for (const m of ['01', '02', '03']) {
    ev.push({
      date: `2025-${m}-14`,
      description: 'IRS USATAXPYMT 270456789',
      amountCents: 150_000,
      type: 'debit',
      tag: 'taxes',
    });
    ev.push({
      date: `2025-${m}-02`,
      description: 'BILL PAY ABC PROPERTIES RENT',
      amountCents: 400_000,
      type: 'debit',
      tag: 'other',
    });
    ev.push({
      date: `2025-${m}-10`,
      description: 'ONLINE TRANSFER TO SAV ...5678',
      amountCents: 200_000,
      type: 'debit',
      tag: 'transfer',
    });
  }
  ev.push({ date: '2025-02-20', description: 'NSF FEE', amountCents: 3_500, type: 'debit', tag: 'nsf' });
  const savingsEvents: Event[] = ['01', '02', '03'].flatMap((m) => [
    {
      date: `2025-${m}-10`,
      description: 'ONLINE TRANSFER FROM CHK ...1234',
      amountCents: 200_000,
      type: 'credit' as const,
      tag: 'transfer',
    },
    { date: `2025-${m}-28`, description: 'INTEREST PAID', amountCents: 412, type: 'credit' as const, tag: 'other' },
  ]);
  const statements = [
    statementOf('chk-jan', 'acct-1234', '1234', '2025-01-01', '2025-01-31', 2_000_000, ev),
    statementOf('chk-feb', 'acct-1234', '1234', '2025-02-01', '2025-02-28', 0, ev),
    statementOf('chk-mar', 'acct-1234', '1234', '2025-03-01', '2025-03-31', 0, ev),
    statementOf('sav-q1', 'acct-5678', '5678', '2025-01-01', '2025-03-31', 1_000_000, savingsEvents),
  ];
  // chain the checking statements: each opens at the previous close
  statements[1] = statementOf(
    'chk-feb',
    'acct-1234',
    '1234',
    '2025-02-01',
    '2025-02-28',
    statements[0].closingCents,
    ev,
  );
  statements[2] = statementOf(
    'chk-mar',
    'acct-1234',
    '1234',
    '2025-03-01',
    '2025-03-31',
    statements[1].closingCents,
    ev,
  );
  return { statements, events: ev, savingsEvents };
}
