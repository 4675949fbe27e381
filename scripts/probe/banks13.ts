// The thirteenth probe set's statements: the big US banks a lender sees most (Wells Fargo, Chase, Bank of America,
// PNC, Mercury, Regions, Frost, Fifth Third, Truist, then U.S. Bank, Citi, TD, Capital One, Huntington), each in a
// product and a year's layout the earlier sets did not write, laid out as lines of positioned cells (lines6.ts,
// lines10.ts, lines11.ts, lines13.ts) and printed by Chromium or drawn by pdf-lib. Written from general knowledge of
// how those banks print their statements, blind to the reader and to the earlier sets' statements of the same
// banks. Every figure the truth holds comes from the model.
import { type Account, type Row, businessRows, closing, rng, sum, totals } from './model.ts';
import { type Spec2 } from './page2.ts';
import { spec3 } from './drawn3.ts';
import { c, put } from './lines6.ts';
import { type Col10, type DateF, type K10, longDate, md, mdShort, mdy, monD, usd } from './lines10.ts';
import { type Fmt11, type Table11, mcaDaily, ownTransfers, overdraftFees, table11 } from './lines11.ts';
import { postOrder, personalRows } from './rows2.ts';
import {
  type P,
  type Table13,
  across,
  checks13,
  cols13,
  daily13,
  digitsOf,
  make13,
  merchant,
  mmdd,
  fundedAt,
  offHoliday,
  monthlyFee,
  restyle,
  table13,
  itemsTotaling,
  text13,
  yymmdd,
} from './lines13.ts';

type Period = { start: string; end: string };
const JUL25: Period = { start: '2025-07-01', end: '2025-07-31' };

export const account = (
  number: string,
  label: string,
  type: Account['type'],
  opening: number,
  rows: Row[],
): Account => ({
  label,
  number,
  type,
  opening,
  rows,
});

const US = usd();
const US$ = usd({ dollar: true });
const between = (r: () => number, lo: number, hi: number): number => Math.round(lo + r() * (hi - lo));
const col = (key: K10, x: number, head: string, right = false): Col10 => ({ key, x, head, right });
const of = (a: Account, kinds: string[]): Row[] => a.rows.filter((r) => kinds.includes(r.kind));
const ins = (a: Account): Row[] => a.rows.filter((r) => r.cents > 0);
const outs = (a: Account): Row[] => a.rows.filter((r) => r.cents < 0);
const sec = (p: P, title: string, a: Account, rows: Row[], cols: Col10[], f: Fmt11, o: Table11 = {}): void =>
  table11(p, title, a, rows, cols, f, o);
/** "Mon D" with the year ("Jul 1, 2025"). */
const monDY: DateF = (iso) => `${monD(iso)}, ${iso.slice(0, 4)}`;
/** "July 01, 2025" (Chase's period). */
const longPad: DateF = (iso) => longDate(iso).replace(/ (\d),/, ' 0$1,');
/** The day before (the previous statement's closing date). */
const dayBefore = (iso: string): string =>
  new Date(Date.parse(`${iso}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const mdyy: DateF = (iso) => `${md(iso)}/${iso.slice(2, 4)}`;

// ================================================================ Wells Fargo

/** Wells Fargo's transaction history: date, check number, description, credits, debits, ending daily balance. */
const WF_COLS: Col10[] = [
  col('date', 40, 'Date'),
  col('check', 72, 'Number'),
  col('desc', 108, 'Description'),
  col('credit', 412, 'Deposits/Credits', true),
  col('debit', 490, 'Withdrawals/Debits', true),
  col('balance', 572, 'Ending daily balance', true),
];

const wfCard = (r: Row): string =>
  `Purchase authorized on ${md(r.date)} ${merchant(r)} S${digitsOf(r, 15)} Card ${r.card}`;
const wfDesc = (r: Row): string => {
  if (r.kind === 'card') return wfCard(r);
  if (r.kind === 'check') return 'Check';
  if (r.kind === 'deposit')
    return r.desc.startsWith('MOBILE')
      ? 'Mobile Deposit : Ref Number :' + digitsOf(r, 9)
      : 'Deposit Made In A Branch/Store';
  if (r.kind === 'xfer_out')
    return `Online Transfer to Wells Fargo Business Market Rate Savings xxxxxx4471 Ref #Ib0${digitsOf(r, 7)}`;
  if (r.kind === 'wire_in')
    return `WT Fed#${digitsOf(r, 5)} Jpmorgan Chase Ban /Org=Harbor Supply Co Srf# ${digitsOf(r, 16)}`;
  if (r.kind === 'wire_out')
    return `WT ${digitsOf(r, 6)}-${digitsOf(r, 6, 'b')} Bank of America, N /Bnf=Coastal Lumber LLC Srf# Gw${digitsOf(r, 14)}`;
  if (r.kind === 'fee' && r.desc === 'WIRE TRANSFER FEE') return 'Wire Trans Svc Charge - Sequence: ' + digitsOf(r, 6);
  if (r.kind === 'fee' && r.desc === 'MONTHLY SERVICE FEE') return 'Monthly Service Fee';
  if (r.kind === 'fee') return 'Client Analysis Srvc Chrg ' + yymmdd(r.date) + ' Svc Chge 0625 000004120003471';
  return r.desc;
};

/** Wells Fargo Navigate Business Checking, 2025: the statement date only at the top, the period as "on 7/1". */
export const wellsFargoNavigate = (): Spec2 => {
  const base = businessRows(13001, JUL25.start, JUL25.end, {
    n: 74,
    cards: ['8814', '2290'],
    checks: 9,
    firstCheck: 4102,
    wires: true,
    scale: 1400,
  });
  const rows = mcaDaily(
    base,
    '2025-07-14',
    JUL25.end,
    (d) => `Elevate Funding Ach Debit ${yymmdd(d)} CCD 847729${d.slice(8)}`,
    61800,
  );
  const styled = restyle(rows, wfDesc);
  const a = account('6712049385', 'Navigate Business Checking', 'checking', fundedAt(styled, 1_244_318), styled);
  a.rows = a.rows.map((r) => (r.desc === 'Monthly Service Fee' ? { ...r, cents: -2500 } : r));
  a.opening = fundedAt(a.rows, 1_244_318);
  const t = totals(a.rows);
  const s = spec3(
    'probe13-wellsfargo-navigate-business-checking.pdf',
    'Wells Fargo Navigate Business Checking (2025): the statement date only in the header, the period only as "Beginning balance on 7/1" and "Ending balance on 7/31", the transaction history with a check-number column and the ending daily balance on the last row of each day, a Totals line, checks listed again in a 3-up summary with gaps marked, daily Elevate Funding merchant-cash-advance debits from mid-month, wires in and out, card purchases with the authorization date and card number inside the description, the monthly service fee summary table, the legal name only in the small print',
    [
      'business',
      'big-bank',
      'statement-date-only',
      'period-beginning-ending-on',
      'running-balance-day-end',
      'check-number-column',
      'checks-3up',
      'check-gap-star',
      'totals-row',
      'mca-daily-debits',
      'wires',
      'merchant-deposits',
      'fee-summary-table',
      'member-fdic-line',
      'legal-name-na',
      'page-n-of-m',
      'chromium',
      'multi-page',
    ],
    'Wells Fargo',
    'Wells Fargo Bank, N.A.',
    ['Wells Fargo', 'Wells Fargo Bank', 'Wells Fargo Bank, N.A.'],
    JUL25,
    ['KESTREL MECHANICAL SERVICES LLC', '4410 E VAN BUREN ST STE 2', 'PHOENIX AZ 85008-1132'],
    [a],
  );
  s.periodPrinted = false;
  const f: Fmt11 = { date: mdShort, amt: US, balMode: 'day-end', width: 66 };
  return make13(
    s,
    {
      producer: 'chromium',
      head: (n, all) => ['Navigate Business Checking', `July 31, 2025  \u25a0  Page ${n} of ${all}`],
      foot: ['\u00a92025 Wells Fargo Bank, N.A. All rights reserved. Member FDIC. NMLSR ID 399801'],
    },
    (p) => {
      put(p, [
        [c(40, 'WELLS FARGO', { bold: true, size: 15 }), c(572, 'Questions?', { right: true, bold: true })],
        [c(40, 'PO Box 6995'), c(572, 'Available by phone 24 hours a day, 7 days a week:', { right: true })],
        [c(40, 'Portland, OR 97228-6995'), c(572, '1-800-CALL-WELLS (1-800-225-5935)', { right: true })],
        [],
        ...s.customer.map((x) => [c(56, x)]),
        [],
      ]);
      cols13(
        p,
        'Activity summary',
        [
          ['Beginning balance on 7/1', US$(a.opening)],
          ['Deposits/Credits', US(t.credits)],
          ['Withdrawals/Debits', `- ${US(t.debits)}`],
          ['Ending balance on 7/31', US$(closing(a))],
        ],
        [40, 300],
      );
      cols13(
        p,
        '',
        [
          ['Account number:', '6712049385'],
          ['KESTREL MECHANICAL SERVICES LLC', ''],
          ['Arizona account terms and conditions apply', ''],
          ['For Direct Deposit use Routing Number (RTN): 122105278', ''],
          ['For Wire Transfers use Routing Number (RTN): 121000248', ''],
        ],
        [330, 572],
      );
      text13(
        p,
        'Overdraft Protection: This account is not currently covered by Overdraft Protection. If you would like more information regarding Overdraft Protection and eligibility requirements please call the number listed on your statement or visit your Wells Fargo branch.',
      );
      table13(p, 'Transaction history', a, a.rows, WF_COLS, f, { wrap: 56 });
      put(p, [
        [c(108, 'Ending balance on 7/31', { bold: true }), c(572, US(closing(a)), { right: true, bold: true })],
        [
          c(108, 'Totals', { bold: true }),
          c(412, US$(t.credits), { right: true, bold: true }),
          c(490, US$(t.debits), { right: true, bold: true }),
        ],
        [],
      ]);
      text13(
        p,
        'The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds that may have been outstanding on your account when your transactions posted. If you had insufficient available funds when a transaction posted, fees may have been assessed.',
        120,
        6.6,
      );
      checks13(
        p,
        'Summary of checks written (checks listed are also displayed in the preceding Transaction history)',
        of(a, ['check']),
        {
          up: 3,
          date: mdShort,
          amt: US,
          heads: ['Number', 'Date', 'Amount'],
          gapMark: ' *',
          foot: ['* Gap in check sequence.'],
        },
      );
      const fee = of(a, ['fee']).find((r) => r.desc === 'Monthly Service Fee')!;
      cols13(
        p,
        'Monthly service fee summary',
        [
          ['Fee period 07/01/2025 - 07/31/2025', 'Standard monthly service fee $25.00', `You paid ${US$(-fee.cents)}`],
          ['How to avoid the monthly service fee', 'Minimum required', 'This fee period'],
          ['Have any ONE of the following account requirements', '', ''],
          ['  Average ledger balance', '$10,000.00', US$(Math.round((a.opening + closing(a)) / 2))],
          ['  Combined balances in linked accounts, which may include', '$25,000.00', US$(a.opening + 1_215_000)],
        ],
        [40, 380, 572],
        { right: 2 },
      );
    },
  );
};

/** Wells Fargo Initiate Business Checking, 2019: the older layout drawn, overdrawn days, NSF item fees. */
export const wellsFargoInitiate = (): Spec2 => {
  const P19: Period = { start: '2019-03-01', end: '2019-03-31' };
  const base = businessRows(13002, P19.start, P19.end, {
    n: 58,
    cards: ['5521'],
    checks: 7,
    firstCheck: 1318,
    scale: 600,
  });
  const od = overdraftFees(base, -61_544, {
    maxOd: 3,
    odDesc: 'OVERDRAFT FEE',
    nsfDesc: ['NSF RETURN ITEM FEE FOR A TRANSACTION RECEIVED ON 03/' + '14 $1,212.40'],
  });
  const rows = restyle(od.rows, (r) => {
    if (r.desc === 'OVERDRAFT FEE')
      return `Overdraft Fee for a Transaction Posted on ${md(r.date)} ${r.desc.length ? 'Ref ' + digitsOf(r, 6) : ''}`;
    if (r.desc.startsWith('NSF'))
      return 'Nsf Return Item Fee for a Transaction Received on 03/14 $1,212.40 Gusto Net 190314';
    return wfDesc(r).replace('Purchase authorized', 'Purchase Authorized');
  });
  const a = account('1988304762', 'Initiate Business Checking', 'checking', od.opening, rows);
  const t = totals(a.rows);
  const s = spec3(
    'probe13-wellsfargo-initiate-business-checking.pdf',
    'Wells Fargo Initiate Business Checking (2019): the older layout drawn by pdf-lib, the statement date only at the top, "Beginning balance on 3/1", an Activity summary with the average ledger balance, a balance below zero on some days printed with a minus, overdraft fees and an NSF returned item fee whose description names another date and amount, the ending daily balance on the last row of each day, checks 3-up with gaps',
    [
      'business',
      'big-bank',
      'older-layout',
      'statement-date-only',
      'period-beginning-ending-on',
      'running-balance-day-end',
      'check-number-column',
      'overdraft-negative-balance',
      'nsf-returned-item',
      'desc-has-date-and-amount',
      'checks-3up',
      'check-gap-star',
      'member-fdic-line',
      'legal-name-na',
      'pdf-lib',
      'multi-page',
    ],
    'Wells Fargo',
    'Wells Fargo Bank, N.A.',
    ['Wells Fargo', 'Wells Fargo Bank', 'Wells Fargo Bank, N.A.'],
    P19,
    ['HOLLIS & REYES CATERING', '2215 NW 23RD AVE', 'PORTLAND OR 97210-3308'],
    [a],
  );
  s.periodPrinted = false;
  const f: Fmt11 = { date: mdShort, amt: US, balMode: 'day-end', width: 62 };
  return make13(
    s,
    {
      producer: 'pdf-lib',
      head: (n, all) => ['Initiate Business Checking', `March 31, 2019    Page ${n} of ${all}`],
      foot: ['(825)  Sheet Seq = 0041672  Sheet 0000' + '1', 'Wells Fargo Bank, N.A. Member FDIC.'],
    },
    (p) => {
      put(p, [
        [c(40, 'WELLS FARGO', { bold: true, size: 14 }), c(572, 'Questions?', { right: true, bold: true })],
        [
          c(40, 'PO Box 6995 Portland, OR 97228-6995'),
          c(572, 'Call your Customer Service Officer or Client Services', { right: true }),
        ],
        [c(572, '1-800-CALL-WELLS (1-800-225-5935) 6 AM to 7 PM Pacific Time Monday - Friday', { right: true })],
        [],
        ...s.customer.map((x) => [c(56, x)]),
        [],
        [c(40, 'Your Business and Wells Fargo', { bold: true })],
        [c(40, 'Visit wellsfargo.com/biz to learn about the tools and resources we offer for small businesses.')],
        [],
      ]);
      cols13(
        p,
        'Activity summary',
        [
          ['Beginning balance on 3/1', US$(a.opening)],
          ['Deposits/Credits', US(t.credits)],
          ['Withdrawals/Debits', `- ${US(t.debits)}`],
          ['Ending balance on 3/31', US$(closing(a))],
          ['', ''],
          ['Average ledger balance this period', US$(Math.round((a.opening + closing(a)) / 2))],
        ],
        [40, 300],
      );
      put(p, [
        [c(330, 'Account number: 1988304762', { bold: true })],
        [c(330, 'HOLLIS & REYES CATERING')],
        [c(330, 'Oregon account terms and conditions apply')],
        [],
      ]);
      table13(p, 'Transaction history', a, a.rows, WF_COLS, f, { wrap: 56 });
      put(p, [
        [c(108, 'Ending balance on 3/31', { bold: true }), c(572, US(closing(a)), { right: true, bold: true })],
        [
          c(108, 'Totals', { bold: true }),
          c(412, US$(t.credits), { right: true, bold: true }),
          c(490, US$(t.debits), { right: true, bold: true }),
        ],
        [],
      ]);
      checks13(p, 'Summary of checks written', of(a, ['check']), {
        up: 3,
        date: mdShort,
        amt: US,
        gapMark: ' *',
        foot: ['* Gap in check sequence.'],
      });
      text13(
        p,
        'IMPORTANT ACCOUNT INFORMATION: Effective May 1, 2019, the Overdraft Fee for business accounts will remain $35.00 per item, with a limit of four Overdraft and/or Returned Item Fees per business day. Refer to the Business Account Fee and Information Schedule dated 04/01/2019.',
      );
    },
  );
};

/** Wells Fargo Way2Save Savings, 2024: dozens of $1 Save As You Go transfers, the interest summary. */
export const wellsFargoWay2Save = (): Spec2 => {
  const per: Period = { start: '2024-09-13', end: '2024-10-11' };
  const r = rng(13003);
  const ds: string[] = [];
  const rows: Row[] = [];
  const d0 = new Date(`${per.start}T12:00:00Z`);
  for (let d = new Date(d0); d.toISOString().slice(0, 10) <= per.end; d.setUTCDate(d.getUTCDate() + 1)) {
    const iso = d.toISOString().slice(0, 10);
    const wd = d.getUTCDay();
    if (wd === 0 || wd === 6) continue;
    ds.push(iso);
    const n = 1 + Math.floor(r() * 3);
    for (let k = 0; k < n; k++)
      rows.push({
        date: iso,
        desc: 'Save As You Go Transfer Credit from Everyday Checking xxxxxx5092',
        cents: 100,
        kind: 'xfer_in',
      });
  }
  rows.push({
    date: ds[4],
    desc: `Recurring Transfer From Everyday Checking Ref #Op0${digitsOf(rows[0], 7)} xxxxxx5092`,
    cents: 15_000,
    kind: 'xfer_in',
  });
  rows.push({
    date: ds[14],
    desc: `Recurring Transfer From Everyday Checking Ref #Op0${digitsOf(rows[1], 7)} xxxxxx5092`,
    cents: 15_000,
    kind: 'xfer_in',
  });
  rows.push({
    date: ds[9],
    desc: `Online Transfer to Everyday Checking xxxxxx5092 Ref #Ib0${digitsOf(rows[2], 7)}`,
    cents: -between(r, 20_000, 60_000),
    kind: 'xfer_out',
  });
  rows.push({
    date: ds[17],
    desc: 'Zelle From Moreno Daniela on 10/04 Ref # Bacjyl4x9v2k',
    cents: 8_500,
    kind: 'ecredit',
  });
  rows.push({ date: ds[ds.length - 1], desc: 'Interest Payment', cents: 37, kind: 'interest' });
  const a = account('7730441826', 'Way2Save Savings', 'savings', 641_208, postOrder(rows));
  const t = totals(a.rows);
  const s = spec3(
    'probe13-wellsfargo-way2save-savings.pdf',
    'Wells Fargo Way2Save Savings (2024, personal): a mid-month cycle (9/13 to 10/11), dozens of $1.00 Save As You Go transfers, two days of many rows with one ending daily balance, the statement period activity summary, an interest summary with APY and year-to-date interest, a Zelle credit whose description names a date',
    [
      'personal',
      'savings',
      'big-bank',
      'mid-month-cycle',
      'period-beginning-ending-on',
      'statement-date-only',
      'running-balance-day-end',
      'many-tiny-rows',
      'interest-summary',
      'member-fdic-line',
      'legal-name-na',
      'chromium',
      'multi-page',
    ],
    'Wells Fargo',
    'Wells Fargo Bank, N.A.',
    ['Wells Fargo', 'Wells Fargo Bank, N.A.'],
    per,
    ['DANIELA R MORENO', '118 W CULLERTON ST APT 3', 'CHICAGO IL 60608-2714'],
    [a],
  );
  s.periodPrinted = false;
  const f: Fmt11 = { date: mdShort, amt: US, balMode: 'day-end', width: 70 };
  const ytd = 37 + 288;
  return make13(
    s,
    {
      producer: 'chromium',
      head: (n, all) => ['Way2Save\u00ae Savings', `October 11, 2024  \u25a0  Page ${n} of ${all}`],
      foot: ['\u00a92024 Wells Fargo Bank, N.A. All rights reserved. Member FDIC.'],
      cap: 54,
    },
    (p) => {
      put(p, [
        [c(40, 'WELLS FARGO', { bold: true, size: 15 }), c(572, 'Questions?', { right: true, bold: true })],
        [c(572, 'Available by phone 24 hours a day, 7 days a week: 1-800-TO-WELLS (1-800-869-3557)', { right: true })],
        [],
        ...s.customer.map((x) => [c(56, x)]),
        [],
      ]);
      cols13(
        p,
        'Statement period activity summary',
        [
          ['Beginning balance on 9/13', US$(a.opening)],
          ['Deposits/Additions', US(t.credits)],
          ['Withdrawals/Subtractions', `- ${US(t.debits)}`],
          ['Ending balance on 10/11', US$(closing(a))],
        ],
        [40, 300],
      );
      cols13(
        p,
        'Interest summary',
        [
          ['Interest paid this statement', US$(37)],
          ['Average collected balance', US$(Math.round((a.opening + closing(a)) / 2))],
          ['Annual percentage yield earned', '0.01%'],
          ['Interest earned this statement period', US$(37)],
          ['Interest paid this year', US$(ytd)],
        ],
        [40, 300],
      );
      put(p, [
        [c(330, 'Account number: 7730441826', { bold: true })],
        [c(330, 'DANIELA R MORENO')],
        [c(330, 'Illinois account terms and conditions apply')],
        [],
      ]);
      table13(
        p,
        'Transaction history',
        a,
        a.rows,
        [
          col('date', 40, 'Date'),
          col('desc', 80, 'Description'),
          col('credit', 378, 'Deposits/Additions', true),
          col('debit', 476, 'Withdrawals/Subtractions', true),
          col('balance', 572, 'Ending daily balance', true),
        ],
        f,
        { wrap: 64 },
      );
      put(p, [
        [c(80, 'Ending balance on 10/11', { bold: true }), c(572, US(closing(a)), { right: true, bold: true })],
        [
          c(80, 'Totals', { bold: true }),
          c(378, US$(t.credits), { right: true, bold: true }),
          c(476, US$(t.debits), { right: true, bold: true }),
        ],
        [],
      ]);
      text13(
        p,
        'Save As You Go: each time you make a debit card purchase or an online bill payment from your linked checking account, we transfer $1.00 to this savings account on the next business day.',
      );
    },
  );
};

// ================================================================ Chase

const title = (s: string): string => s.toLowerCase().replace(/\b[a-z]/g, (x) => x.toUpperCase());
/** The originator's company name inside a model ACH description ("GUSTO NET 1234" -> "Gusto"). */
const coName = (r: Row): string =>
  title(
    r.desc
      .replace(/ \d[\d ]*$/, '')
      .split(' ')
      .slice(0, 2)
      .join(' '),
  );

/** Descriptions as Chase's core prints them: ACH entries with every originator field, wires with Imad and Trn. */
const chaseDesc =
  (name: string) =>
  (r: Row): string => {
    const d = yymmdd(r.date);
    const ach = (descr: string): string =>
      `Orig CO Name:${coName(r)} Orig ID:${digitsOf(r, 10, 'o')} Desc Date:${d} CO Entry Descr:${descr} Sec:CCD Trace#:${digitsOf(r, 15, 't')} Eed:${d} Ind ID:${digitsOf(r, 8, 'i')} Ind Name:${name} Trn: ${digitsOf(r, 10, 'n')}Tc`;
    switch (r.kind) {
      case 'ecredit':
        return r.desc.startsWith('ZELLE')
          ? `Zelle Payment From Maria Delgado ${digitsOf(r, 9, 'z')}Bacc`
          : ach(r.desc.startsWith('SQUARE') ? `${d}P2` : 'Payout');
      case 'ach':
      case 'mca':
        return ach(r.kind === 'mca' ? 'Daily Pmt' : 'Payment');
      case 'deposit':
        return r.desc.startsWith('MOBILE') ? 'Remote Online Deposit 1' : `Deposit ${digitsOf(r, 10)}`;
      case 'wire_in':
        return `Fedwire Credit Via: Bank of America, N.A./026009593 B/O: Harbor Supply Co Ref: Chase Nyc/Ctr/Bnf=${name} Imad: ${mmdd(r.date)}Mmqfmp2N${digitsOf(r, 6)} Trn: ${digitsOf(r, 10, 'w')}Ff`;
      case 'wire_out':
        return `Online Domestic Wire Transfer Via: Wells Fargo NA/121000248 A/C: Coastal Lumber LLC Imad: ${mmdd(r.date)}Mmqfmp2K${digitsOf(r, 6)} Trn: ${digitsOf(r, 10, 'w')}Es`;
      case 'xfer_out':
        return `Online Transfer To Sav ...${r.desc.match(/(\d{4}) REF/)?.[1] ?? '4471'} Transaction#: ${digitsOf(r, 11)}`;
      case 'card':
        return `Card Purchase ${md(r.date)} ${merchant(r)} Card ${r.card}`;
      case 'check':
        return '';
      case 'fee':
        return r.desc === 'WIRE TRANSFER FEE'
          ? 'Online Domestic Wire Fee'
          : r.desc === 'MONTHLY SERVICE FEE'
            ? 'Monthly Service Fee'
            : 'Service Charges For The Month of ' + longDate(r.date).split(' ')[0];
      default:
        return r.desc;
    }
  };

const CHASE_SEC: Col10[] = [
  col('date', 40, 'DATE'),
  col('desc', 84, 'DESCRIPTION'),
  col('amount', 572, 'AMOUNT', true),
];
const CHASE_F: Fmt11 = { date: md, amt: US, signed: (n) => US(Math.abs(n)), balMode: 'none' };

/** Chase's business checking: the checking summary with instances, then its sections and daily ending balances. */
function chaseChecking(p: P, a: Account, product: string, cards: [string, string][]): void {
  const dep = ins(a);
  const chk = of(a, ['check']);
  const card = of(a, ['card']);
  const elec = of(a, ['ach', 'mca', 'wire_out', 'xfer_out']);
  const fee = of(a, ['fee']);
  cols13(
    p,
    `${product.toUpperCase()}`,
    [
      ['Beginning Balance', '', US$(a.opening)],
      ['Deposits and Additions', String(dep.length), US(sum(dep))],
      ['Checks Paid', String(chk.length), `- ${US(sum(chk))}`],
      ['ATM & Debit Card Withdrawals', String(card.length), `- ${US(sum(card))}`],
      ['Electronic Withdrawals', String(elec.length), `- ${US(sum(elec))}`],
      ['Fees', String(fee.length), `- ${US(sum(fee))}`],
      ['Ending Balance', String(a.rows.length), US$(closing(a))],
    ],
    [40, 330, 460],
    { heads: ['CHECKING SUMMARY', 'INSTANCES', 'AMOUNT'], right: 2, bold: [0, 6] },
  );
  const o = (label: string): Table13 => ({ wrap: 96, total: `Total ${label}`, totalFmt: US$ });
  table13(p, 'DEPOSITS AND ADDITIONS', a, dep, CHASE_SEC, CHASE_F, o('Deposits and Additions'));
  checks13(p, 'CHECKS PAID', chk, {
    up: 1,
    date: md,
    amt: US,
    heads: ['CHECK NO.', 'DATE PAID', 'AMOUNT'],
    imageMark: ' ^',
    gapMark: ' *',
    total: (_n, t) => ['Total Checks Paid', US$(t)],
    foot: [
      'If you see a description in the Checks Paid section, it means that we received only electronic information about the check,',
      "not the original or an image of the check. As a result, we're not able to return the check to you or show you an image.",
      "* All of your recent checks may not be on this statement, either because they haven't cleared yet or they were listed on",
      'one of your previous statements.   ^ An image of this check may be available for you to view on Chase.com.',
    ],
  });
  table13(p, 'ATM & DEBIT CARD WITHDRAWALS', a, card, CHASE_SEC, CHASE_F, o('ATM & Debit Card Withdrawals'));
  cols13(
    p,
    'ATM & DEBIT CARD SUMMARY',
    cards.flatMap(([name, k]) => {
      const rs = card.filter((r) => r.card === k);
      return [
        [`${name} Card ${k}`, ''],
        ['  Total ATM Withdrawals & Debits', '$0.00'],
        ['  Total Card Purchases', US$(sum(rs))],
        ['  Total Card Deposits & Credits', '$0.00'],
      ];
    }),
    [40, 460],
  );
  table13(p, 'ELECTRONIC WITHDRAWALS', a, elec, CHASE_SEC, CHASE_F, o('Electronic Withdrawals'));
  table13(p, 'FEES', a, fee, CHASE_SEC, CHASE_F, o('Fees'));
  daily13(p, 'DAILY ENDING BALANCE', a, 3, md, US, ['DATE', 'AMOUNT']);
}

const chaseTop =
  (s: Spec2, per: Period, acct: string): ((p: P) => void) =>
  (p) =>
    put(p, [
      [
        c(40, 'CHASE', { bold: true, size: 15 }),
        c(572, `${longPad(per.start)} through ${longPad(per.end)}`, { right: true }),
      ],
      [c(40, 'JPMorgan Chase Bank, N.A.'), c(572, `Account Number:  ${acct}`, { right: true })],
      [c(40, 'P O Box 182051')],
      [c(40, 'Columbus, OH 43218 - 2051'), c(572, 'CUSTOMER SERVICE INFORMATION', { right: true, bold: true })],
      [c(572, 'Web site:  Chase.com', { right: true })],
      [c(572, 'Service Center:  1-800-242-7338', { right: true })],
      [c(572, 'Para Espanol:  1-888-622-4273', { right: true })],
      ...s.customer.map((x) => [c(56, x)]),
      [],
    ]);

const CHASE_CLASSES = [
  'business',
  'big-bank',
  'summary-instances-column',
  'sections-by-kind',
  'section-totals',
  'checks-1up',
  'check-image-mark',
  'check-gap-star',
  'card-summary-by-card',
  'ach-originator-fields-wrapped',
  'daily-ending-balance-table',
  'period-through',
  'legal-name-na',
];

/** Chase Performance Business Checking, 2025: two debit cards, ACH with every originator field, wires. */
export const chasePerformanceBusiness = (): Spec2 => {
  const base = businessRows(13011, JUL25.start, JUL25.end, {
    n: 96,
    cards: ['4821', '7730'],
    checks: 8,
    firstCheck: 2207,
    wires: true,
    scale: 2100,
  });
  const rows = restyle(monthlyFee(base, 3000), chaseDesc('Vela Outdoor Supply LLC'));
  const a = account('000000381927465', 'Performance Business Checking', 'checking', fundedAt(rows, 2_871_406), rows);
  const s = spec3(
    'probe13-chase-performance-business-checking.pdf',
    'Chase Performance Business Checking (2025): the CHECKING SUMMARY with an INSTANCES column, sections by kind (Deposits and Additions, Checks Paid one per line with ^ image marks and * gaps, ATM & Debit Card Withdrawals, an ATM & Debit Card Summary per card, Electronic Withdrawals with every originator field wrapped over two lines, Fees), each with its total, the Daily Ending Balance table 3-up, the period "July 01, 2025 through July 31, 2025", no balance beside any row',
    [...CHASE_CLASSES, 'wires', 'merchant-deposits', 'chromium', 'multi-page', 'page-n-of-m'],
    'Chase',
    'JPMorgan Chase Bank, N.A.',
    ['Chase', 'JPMorgan Chase', 'JPMorgan Chase Bank', 'JPMorgan Chase Bank, N.A.'],
    JUL25,
    ['VELA OUTDOOR SUPPLY LLC', '2890 S BROADWAY', 'DENVER CO 80210-6012'],
    [a],
  );
  return make13(
    s,
    {
      producer: 'chromium',
      head: (n, all) => [
        `July 01, 2025 through July 31, 2025   Account Number: 000000381927465`,
        `Page ${n} of ${all}`,
      ],
      foot: ['JPMorgan Chase Bank, N.A. Member FDIC'],
    },
    (p) => {
      chaseTop(s, JUL25, '000000381927465')(p);
      chaseChecking(p, a, 'Performance Business Checking', [
        ['RAFAEL VELA', '4821'],
        ['NORA VELA', '7730'],
      ]);
      text13(
        p,
        'SERVICE CHARGE SUMMARY: the $30.00 Monthly Service Fee is waived in any statement period with a minimum daily ending balance of $35,000.00, or $35,000.00 in combined average beginning day balances in qualifying linked business deposit accounts. Incoming wires and 250 transactions are included each month.',
      );
    },
  );
};

/** Chase Platinum Business Checking with linked Business Total Savings, 2022: a consolidated balance summary. */
export const chasePlatinumBusiness = (): Spec2 => {
  const per: Period = { start: '2022-10-01', end: '2022-10-31' };
  const base = businessRows(13012, per.start, per.end, {
    n: 70,
    cards: ['6604'],
    checks: 6,
    firstCheck: 8840,
    wires: true,
    scale: 3800,
  });
  const chk = account(
    '000000774402918',
    'Chase Platinum Business Checking',
    'checking',
    0,
    base.filter((r) => r.kind !== 'xfer_out'),
  );
  const sav = account('000003917755402', 'Chase Business Total Savings', 'savings', 18_540_227, []);
  ownTransfers(
    13012,
    chk,
    sav,
    4,
    1_000_000,
    2_500_000,
    (dir, other) => (dir === 'out' ? `XFER OUT ${other}` : `XFER IN ${other}`),
    per.start,
    per.end,
  );
  ownTransfers(
    13013,
    sav,
    chk,
    2,
    500_000,
    900_000,
    (dir, other) => (dir === 'out' ? `XFER OUT ${other}` : `XFER IN ${other}`),
    per.start,
    per.end,
  );
  sav.rows.push({ date: per.end, desc: 'Interest Payment', cents: 1_544, kind: 'interest' });
  chk.rows = offHoliday(chk.rows, '2022-10-10'); // Columbus Day
  sav.rows = offHoliday(sav.rows, '2022-10-10');
  const chase = (r: Row): string =>
    r.desc.startsWith('XFER OUT')
      ? `Online Transfer To Sav ...${r.desc.slice(-4)} Transaction#: ${digitsOf(r, 11)}`
      : r.desc.startsWith('XFER IN')
        ? `Online Transfer From Sav ...${r.desc.slice(-4)} Transaction#: ${digitsOf(r, 11)}`
        : chaseDesc('Granite Peak Dental Group PLLC')(r);
  chk.rows = restyle(chk.rows, chase);
  chk.opening = fundedAt(chk.rows, 3_402_117);
  sav.rows = restyle(sav.rows, (r) =>
    r.desc.startsWith('XFER OUT')
      ? `Online Transfer To Chk ...${r.desc.slice(-4)} Transaction#: ${digitsOf(r, 11)}`
      : r.desc.startsWith('XFER IN')
        ? `Online Transfer From Chk ...${r.desc.slice(-4)} Transaction#: ${digitsOf(r, 11)}`
        : r.desc,
  );
  const s = spec3(
    'probe13-chase-platinum-business-checking-savings.pdf',
    "Chase Platinum Business Checking with a linked Chase Business Total Savings (2022), drawn: a CONSOLIDATED BALANCE SUMMARY of both accounts (beginning and ending this period), the checking in Chase's sections with instances, then the savings with its own summary and a TRANSACTION DETAIL with Beginning and Ending Balance rows and a balance on every row, transfers between the two accounts on the same days, interest and APY earned",
    [
      ...CHASE_CLASSES,
      'consolidated-two-accounts',
      'own-transfers-between-accounts',
      'running-balance-every-row',
      'savings',
      'interest',
      'older-layout',
      'pdf-lib',
      'multi-page',
    ],
    'Chase',
    'JPMorgan Chase Bank, N.A.',
    ['Chase', 'JPMorgan Chase', 'JPMorgan Chase Bank, N.A.'],
    per,
    ['GRANITE PEAK DENTAL GROUP PLLC', '1120 W 5TH ST', 'AUSTIN TX 78703-5310'],
    [chk, sav],
  );
  return make13(
    s,
    {
      producer: 'pdf-lib',
      head: (n, all) => [
        'October 01, 2022 through October 31, 2022  Primary Account: 000000774402918',
        `Page ${n} of ${all}`,
      ],
      foot: ['JPMorgan Chase Bank, N.A. Member FDIC'],
      size: 7.2,
    },
    (p) => {
      chaseTop(s, per, '000000774402918')(p);
      cols13(
        p,
        'CONSOLIDATED BALANCE SUMMARY',
        [
          ...[chk, sav].map((x) => [x.label, x.number, US$(x.opening), US$(closing(x))]),
          ['Total', '', US$(chk.opening + sav.opening), US$(closing(chk) + closing(sav))],
        ],
        [40, 250, 470, 572],
        {
          heads: [
            'ASSETS  Checking & Savings',
            'ACCOUNT',
            'BEGINNING BALANCE THIS PERIOD',
            'ENDING BALANCE THIS PERIOD',
          ],
          right: 2,
          bold: [2],
        },
      );
      chaseChecking(p, chk, 'Chase Platinum Business Checking', [['DIANA OKAFOR', '6604']]);
      p.newPage();
      const t = totals(sav.rows);
      cols13(
        p,
        'SAVINGS SUMMARY  Chase Business Total Savings  Account Number: 000003917755402',
        [
          ['Beginning Balance', US$(sav.opening)],
          ['Deposits and Additions', US(t.credits)],
          ['Electronic Withdrawals', `- ${US(t.debits)}`],
          ['Ending Balance', US$(closing(sav))],
          ['Annual Percentage Yield Earned This Period', '0.10%'],
          ['Interest Paid This Period', US$(1_544)],
          ['Interest Paid Year-to-Date', US$(1_544 + 13_207)],
        ],
        [40, 460],
      );
      sec(
        p,
        'TRANSACTION DETAIL',
        sav,
        sav.rows,
        [
          col('date', 40, 'DATE'),
          col('desc', 84, 'DESCRIPTION'),
          col('amount', 480, 'AMOUNT', true),
          col('balance', 572, 'BALANCE', true),
        ],
        { date: md, amt: US, balMode: 'every', width: 80 },
        { opening: 'Beginning Balance', closing: 'Ending Balance' },
      );
    },
  );
};

/** Chase Premier Plus Checking with linked Chase Premier Savings, 2023 (personal): a balance on every row. */
export const chasePremierPlus = (): Spec2 => {
  const per: Period = { start: '2023-05-18', end: '2023-06-16' };
  const rows = personalRows(13014, per.start, per.end, { n: 62, card: '3318', checks: 2, firstCheck: 311 });
  const chk = account('000000615029384', 'Chase Premier Plus Checking', 'checking', 0, rows);
  const sav = account('000003302210775', 'Chase Premier Savings', 'savings', 2_418_806, []);
  ownTransfers(
    13014,
    chk,
    sav,
    3,
    20_000,
    80_000,
    (dir, o) =>
      dir === 'out'
        ? `Online Transfer To Sav ...${o} Transaction#: 1${o}7731`
        : `Online Transfer From Chk ...${o} Transaction#: 1${o}7731`,
    per.start,
    per.end,
  );
  sav.rows.push({ date: '2023-06-16', desc: 'Interest Payment', cents: 203, kind: 'interest' });
  chk.rows = offHoliday(chk.rows, '2023-05-29'); // Memorial Day
  sav.rows = offHoliday(sav.rows, '2023-05-29');
  chk.rows = restyle(chk.rows, (r) =>
    r.kind === 'card' && r.desc.startsWith('ATM')
      ? `Non-Chase ATM Withdraw ${md(r.date)} 1550 W Lane Ave Columbus OH Card 3318`
      : r.kind === 'card'
        ? `Card Purchase ${md(r.date)} ${r.desc.replace(/^POS PURCHASE /, '').replace(/ CARD \d{4}$/, '')} Card 3318`
        : r.kind === 'check'
          ? `Check # ${r.check}`
          : r.desc,
  );
  chk.opening = fundedAt(chk.rows, 61_877);
  const s = spec3(
    'probe13-chase-premier-plus-checking.pdf',
    'Chase Premier Plus Checking with linked Chase Premier Savings (2023, personal): a mid-month cycle (May 18 through June 16), a checking summary, a TRANSACTION DETAIL per account with Beginning and Ending Balance rows and a balance on every row, transfers between the two accounts, a marketing message naming its own dates and dollar amounts',
    [
      'personal',
      'big-bank',
      'mid-month-cycle',
      'period-through',
      'running-balance-every-row',
      'consolidated-two-accounts',
      'own-transfers-between-accounts',
      'marketing-with-dates-amounts',
      'legal-name-na',
      'chromium',
      'multi-page',
    ],
    'Chase',
    'JPMorgan Chase Bank, N.A.',
    ['Chase', 'JPMorgan Chase', 'JPMorgan Chase Bank, N.A.'],
    per,
    ['MARCUS T ELLINGTON', '2214 N FREMONT ST', 'CHICAGO IL 60614-4102'],
    [chk, sav],
  );
  const DETAIL = [
    col('date', 40, 'DATE'),
    col('desc', 84, 'DESCRIPTION'),
    col('amount', 480, 'AMOUNT', true),
    col('balance', 572, 'BALANCE', true),
  ];
  return make13(
    s,
    {
      producer: 'chromium',
      head: (n, all) => [
        'May 18, 2023 through June 16, 2023   Primary Account: 000000615029384',
        `Page ${n} of ${all}`,
      ],
      foot: ['JPMorgan Chase Bank, N.A. Member FDIC'],
    },
    (p) => {
      chaseTop(s, per, '000000615029384')(p);
      text13(
        p,
        'Congratulations Chase Premier Plus Checking customer! Your $25.00 Monthly Service Fee was waived this period because you have a qualifying linked Chase first mortgage enrolled in automatic payments. Starting 07/16/2023, earn a $300.00 bonus when you open a new Chase Premier Savings account and deposit $15,000.00 by 08/31/2023.',
      );
      for (const a of [chk, sav]) {
        const t = totals(a.rows);
        cols13(
          p,
          a === chk ? 'CHECKING SUMMARY  Chase Premier Plus Checking' : 'SAVINGS SUMMARY  Chase Premier Savings',
          [
            ['Beginning Balance', US$(a.opening)],
            ['Deposits and Additions', US(t.credits)],
            [
              a === chk ? 'ATM & Debit Card Withdrawals' : 'Electronic Withdrawals',
              `- ${US(a === chk ? sum(of(a, ['card'])) : t.debits)}`,
            ],
            ...(a === chk
              ? [
                  ['Electronic Withdrawals', `- ${US(t.debits - sum(of(a, ['card', 'check'])))}`],
                  ['Checks Paid', `- ${US(sum(of(a, ['check'])))}`],
                ]
              : []),
            ['Ending Balance', US$(closing(a))],
          ],
          [40, 460],
          { heads: ['', 'AMOUNT'] },
        );
        sec(
          p,
          'TRANSACTION DETAIL',
          a,
          a.rows,
          DETAIL,
          { date: md, amt: US, balMode: 'every', width: 84 },
          { opening: 'Beginning Balance', closing: 'Ending Balance' },
        );
      }
    },
  );
};

// ================================================================ Bank of America

const BOFA_SEC: Col10[] = [col('date', 40, 'Date'), col('desc', 92, 'Description'), col('amount', 572, 'Amount', true)];
const BOFA_F: Fmt11 = { date: mdyy, amt: usd({ neg: 'minus' }), balMode: 'none' };
const neg$ = (n: number): string => usd({ dollar: true })(-n);

/** Descriptions as Bank of America prints them: "DES:", "ID:", "INDN:", "CO ID:", CHECKCARD with the card. */
const bofaDesc =
  (indn: string, sav: string) =>
  (r: Row): string => {
    const d = yymmdd(r.date);
    const ach = (co: string, des: string): string =>
      `${co} DES:${des} ID:${digitsOf(r, 9, 'i')} INDN:${indn} CO ID:${digitsOf(r, 10, 'c')} CCD`;
    switch (r.kind) {
      case 'ecredit':
        return r.desc.startsWith('ZELLE')
          ? `Zelle payment from MARIA DELGADO Conf# ${digitsOf(r, 9, 'z')}`
          : ach(coName(r).toUpperCase(), r.desc.startsWith('SQUARE') ? `${d}P2` : 'TRANSFER');
      case 'ach':
      case 'mca':
        return ach(coName(r).toUpperCase(), r.kind === 'mca' ? 'DAILY PYMT' : 'PAYMENT');
      case 'deposit':
        return r.desc.startsWith('MOBILE')
          ? `BKOFAMERICA MOBILE ${md(r.date)} ${digitsOf(r, 10)} DEPOSIT *MOBILE`
          : `DEPOSIT ID NBR: ${digitsOf(r, 6)}`;
      case 'wire_in':
        return `WIRE TYPE:WIRE IN DATE:${d} TIME:1042 ET TRN:${r.date.replace(/-/g, '')}${digitsOf(r, 8)} SNDR REF:${digitsOf(r, 8, 's')} ORIG:HARBOR SUPPLY CO ID:${digitsOf(r, 9, 'q')} SND BK:JPMORGAN CHASE BANK, NA ID:0002`;
      case 'wire_out':
        return `WIRE TYPE:WIRE OUT DATE:${d} TIME:1518 ET TRN:${r.date.replace(/-/g, '')}${digitsOf(r, 8)} SERVICE REF:${digitsOf(r, 6)} BNF:COASTAL LUMBER LLC ID:${digitsOf(r, 10, 'b')} BNF BK:WELLS FARGO BANK, NA ID:121000248`;
      case 'xfer_out':
        return `Online Banking transfer to SAV ${sav} Confirmation# ${digitsOf(r, 10)}`;
      case 'card':
        return `CHECKCARD ${mmdd(r.date)} ${merchant(r)} ${digitsOf(r, 23)} CKCD 5734 XXXXXXXXXXXX${r.card} XXXX XXXX XXXX ${r.card}`;
      case 'check':
        return 'Check';
      case 'fee':
        return r.desc === 'WIRE TRANSFER FEE'
          ? 'Wire Transfer Fee'
          : r.desc === 'MONTHLY SERVICE FEE'
            ? 'Monthly Fee Business Adv Relationship'
            : 'Electronic Payment Fee';
      default:
        return r.desc;
    }
  };

/** The checking's sections: deposits, withdrawals with card groups and their subtotals, checks 2-up, fees, daily. */
function bofaSections(p: P, a: Account, card: 'business' | 'personal'): void {
  const dep = ins(a);
  const cards = of(a, ['card']);
  const other = of(a, ['ach', 'mca', 'wire_out', 'xfer_out']);
  const chk = of(a, ['check']);
  const fee = of(a, ['fee']);
  const tw = { wrap: 78, continued: ' - continued' };
  const dep$ = card === 'business' ? 'Total deposits and other credits' : 'Total deposits and other additions';
  table13(
    p,
    card === 'business' ? 'Deposits and other credits' : 'Deposits and other additions',
    a,
    dep,
    BOFA_SEC,
    BOFA_F,
    { ...tw, total: dep$, totalFmt: US$ },
  );
  if (card === 'business') {
    table13(p, 'Withdrawals and other debits', a, other, BOFA_SEC, BOFA_F, tw);
    for (const k of [...new Set(cards.map((r) => r.card!))].sort()) {
      const rs = cards.filter((r) => r.card === k);
      table13(p, `Card account # XXXX XXXX XXXX ${k}`, a, rs, BOFA_SEC, BOFA_F, {
        ...tw,
        total: `Subtotal for card account # XXXX XXXX XXXX ${k}`,
        totalFmt: neg$,
      });
    }
    put(p, [
      [
        c(92, 'Total withdrawals and other debits', { bold: true }),
        c(572, neg$(sum(other) + sum(cards)), { right: true, bold: true }),
      ],
      [],
    ]);
  } else {
    table13(p, 'ATM and debit card subtractions', a, cards, BOFA_SEC, BOFA_F, {
      ...tw,
      total: 'Total ATM and debit card subtractions',
      totalFmt: neg$,
    });
    table13(p, 'Other subtractions', a, other, BOFA_SEC, BOFA_F, {
      ...tw,
      total: 'Total other subtractions',
      totalFmt: neg$,
    });
  }
  checks13(p, 'Checks', chk, {
    up: 2,
    date: mdyy,
    amt: (n) => US(-n),
    heads: ['Check #', 'Date', 'Amount'],
    dateFirst: true,
    gapMark: '*',
    total: (n, t) => [`Total checks   Total # of checks ${n}`, neg$(t)],
    foot: ['* There is a gap in sequential check numbers'],
  });
  table13(
    p,
    'Service fees',
    a,
    fee,
    [col('date', 40, 'Date'), col('desc', 92, 'Transaction description'), col('amount', 572, 'Amount', true)],
    BOFA_F,
    { total: 'Total service fees', totalFmt: neg$ },
  );
  daily13(p, 'Daily ledger balances', a, 3, mdyy, US, ['Date', 'Balance ($)']);
}

function bofaSummary(p: P, a: Account, per: Period, business: boolean): void {
  const t = totals(a.rows);
  const cards = sum(of(a, ['card']));
  const other = sum(of(a, ['ach', 'mca', 'wire_out', 'xfer_out']));
  const left: [string, string][] = business
    ? [
        [`Beginning balance on ${longDate(per.start)}`, US$(a.opening)],
        ['Deposits and other credits', US(t.credits)],
        ['Withdrawals and other debits', US(-(cards + other))],
        ['Checks', US(-sum(of(a, ['check'])))],
        ['Service fees', US(-sum(of(a, ['fee'])))],
        [`Ending balance on ${longDate(per.end)}`, US$(closing(a))],
      ]
    : [
        [`Beginning balance on ${longDate(per.start)}`, US$(a.opening)],
        ['Deposits and other additions', US(t.credits)],
        ['ATM and debit card subtractions', US(-cards)],
        ['Other subtractions', US(-other)],
        ['Checks', US(-sum(of(a, ['check'])))],
        ['Service fees', US(-sum(of(a, ['fee'])))],
        [`Ending balance on ${longDate(per.end)}`, US$(closing(a))],
      ];
  const days = Math.round((Date.parse(per.end) - Date.parse(per.start)) / 86_400_000) + 1;
  const right: [string, string][] = [
    ['# of deposits/credits:', String(t.creditCount)],
    ['# of withdrawals/debits:', String(t.debitCount)],
    ['# of days in cycle:', String(days)],
    ['Average ledger balance:', US$(Math.round((a.opening + closing(a)) / 2))],
  ];
  cols13(
    p,
    'Account summary',
    left.map(([l, v], i) => [l, v, ...(right[i] ?? ['', ''])]),
    [40, 280, 340, 572],
    { right: 1 },
  );
}

const bofaTop =
  (s: Spec2, product: string, per: Period, acct: string): ((p: P) => void) =>
  (p) =>
    put(p, [
      [c(40, 'BANK OF AMERICA', { bold: true, size: 14 }), c(340, 'Customer service information', { bold: true })],
      [c(40, 'P.O. Box 15284'), c(340, s.accounts.length > 1 ? '1.888.BUSINESS (1.888.287.4637)' : '1.800.432.1000')],
      [c(40, 'Wilmington, DE 19850'), c(340, 'bankofamerica.com')],
      [c(340, 'Bank of America, N.A.')],
      ...s.customer.map((x, i) => [
        c(56, x),
        ...(i === 0 ? [c(340, 'P.O. Box 25118')] : i === 1 ? [c(340, 'Tampa, FL 33622-5118')] : []),
      ]),
      [],
      [c(40, `Your ${product}`, { bold: true, size: 10 })],
      [c(40, `for ${longDate(per.start)} to ${longDate(per.end)}`), c(572, `Account number: ${acct}`, { right: true })],
      [],
    ]);

/** Bank of America Business Advantage Relationship Banking, 2025: checking and savings in one statement. */
export const bofaRelationship = (): Spec2 => {
  const base = businessRows(13021, JUL25.start, JUL25.end, {
    n: 88,
    cards: ['4471', '0963'],
    checks: 10,
    firstCheck: 5012,
    wires: true,
    scale: 1700,
  });
  const rows = restyle(monthlyFee(base, 2995), bofaDesc('HOLLOWAY BREWING CO', '7755'));
  const chk = account(
    '325104782219',
    'Business Advantage Relationship Banking',
    'checking',
    fundedAt(rows, 1_988_214),
    rows,
  );
  const sav = account('325104787755', 'Business Advantage Savings', 'savings', 4_215_500, []);
  for (const r of of(chk, ['xfer_out']))
    sav.rows.push({
      date: r.date,
      desc: `Online Banking transfer from CHK 2219 Confirmation# ${digitsOf(r, 10)}`,
      cents: -r.cents,
      kind: 'xfer_in',
    });
  sav.rows.push({
    date: '2025-07-10',
    desc: `Online Banking transfer to CHK 2219 Confirmation# ${digitsOf(chk.rows[0], 10)}`,
    cents: -600_000,
    kind: 'xfer_out',
  });
  sav.rows.push({ date: '2025-07-31', desc: 'Interest Earned', cents: 1_288, kind: 'interest' });
  sav.rows = postOrder(sav.rows);
  const s = spec3(
    'probe13-bofa-business-advantage-relationship-checking-savings.pdf',
    'Bank of America Business Advantage Relationship Banking (2025) with a Business Advantage Savings in the same statement: "for July 1, 2025 to July 31, 2025", an account summary beside the counts of deposits and withdrawals and the average ledger balance, deposits and other credits with DES:/ID:/INDN:/CO ID: descriptions wrapped, withdrawals then card purchases grouped by card account with a subtotal each, checks 2-up with the date first and gaps, service fees, daily ledger balances 3-up, a notice page between the two accounts, a Preferred Rewards for Business message with its own dates and amounts',
    [
      'business',
      'big-bank',
      'period-for-to',
      'summary-with-counts-beside',
      'card-groups-with-subtotal',
      'checks-2up',
      'check-gap-star',
      'daily-ledger-balance-table',
      'consolidated-two-accounts',
      'own-transfers-between-accounts',
      'notice-page-between-activity',
      'marketing-with-dates-amounts',
      'wires',
      'merchant-deposits',
      'legal-name-na',
      'chromium',
      'multi-page',
      'page-n-of-m',
    ],
    'Bank of America',
    'Bank of America, N.A.',
    ['Bank of America', 'BofA', 'Bank of America, N.A.'],
    JUL25,
    ['HOLLOWAY BREWING CO', '712 S MAIN ST', 'GREENVILLE SC 29601-2608'],
    [chk, sav],
  );
  return make13(
    s,
    {
      producer: 'chromium',
      head: (n, all) => [
        'HOLLOWAY BREWING CO  !  Account # 3251 0478 2219  !  July 1, 2025 to July 31, 2025',
        `Page ${n} of ${all}`,
      ],
      foot: ['Bank of America, N.A. Member FDIC.  \u00a92025 Bank of America Corporation'],
    },
    (p) => {
      bofaTop(s, 'Business Advantage Relationship Banking', JUL25, '3251 0478 2219')(p);
      bofaSummary(p, chk, JUL25, true);
      text13(
        p,
        'Preferred Rewards for Business: your three-month combined average daily balance as of 06/30/2025 was over $50,000.00, so you enjoy Platinum tier benefits through 09/30/2025, including no fees on 4 incoming wires each statement cycle and a 25% bonus on your Business Advantage Savings interest rate.',
      );
      bofaSections(p, chk, 'business');
      const notices = [
        'IMPORTANT INFORMATION FOR BUSINESS CUSTOMERS',
        'Bank of America may report information about your account to credit bureaus. Late payments, missed payments, or other defaults on your account may be reflected in your credit report.',
        'Deposit agreement: when you use or keep your account with us, you agree to the terms of the Deposit Agreement and Disclosures, the Schedule of Fees and the Business Schedule of Fees, as amended. To obtain a copy, visit bankofamerica.com or ask a financial center associate.',
        'How to contact us: call 1.888.BUSINESS or write to Bank of America, P.O. Box 25118, Tampa, FL 33622-5118. Report any errors on your statement within 60 days of the statement date.',
      ];
      p.newPage();
      for (const t of notices) text13(p, t);
      p.newPage();
      bofaTop(s, 'Business Advantage Savings', JUL25, '3251 0478 7755')(p);
      bofaSummary(p, sav, JUL25, true);
      put(p, [
        [c(40, 'Annual Percentage Yield Earned this statement period: 0.04%.  Interest Paid Year To Date: $8.15')],
        [],
      ]);
      table13(p, 'Deposits and other credits', sav, ins(sav), BOFA_SEC, BOFA_F, {
        wrap: 78,
        total: 'Total deposits and other credits',
        totalFmt: US$,
      });
      table13(p, 'Withdrawals and other debits', sav, outs(sav), BOFA_SEC, BOFA_F, {
        wrap: 78,
        total: 'Total withdrawals and other debits',
        totalFmt: neg$,
      });
      daily13(p, 'Daily ledger balances', sav, 3, mdyy, US, ['Date', 'Balance ($)']);
    },
  );
};

/** Bank of America Advantage Plus Banking, 2024 (personal): a cycle from the 9th to the 8th, drawn. */
export const bofaAdvantagePlus = (): Spec2 => {
  const per: Period = { start: '2024-03-09', end: '2024-04-08' };
  const base = personalRows(13022, per.start, per.end, { n: 58, card: '2206', checks: 3, firstCheck: 188 });
  base.push({ date: '2024-04-08', desc: 'Monthly Maintenance Fee', cents: -1200, kind: 'fee' });
  const rows = restyle(base, (r) =>
    r.kind === 'card' && r.desc.startsWith('ATM')
      ? `BKOFAMERICA ATM ${md(r.date)} #00000${digitsOf(r, 4)} WITHDRWL LANE AVE COLUMBUS OH`
      : r.kind === 'card'
        ? `CHECKCARD ${mmdd(r.date)} ${r.desc.replace(/^POS PURCHASE /, '').replace(/ CARD \d{4}$/, '')} ${digitsOf(r, 23)}`
        : r.kind === 'check'
          ? 'Check'
          : r.kind === 'fee'
            ? r.desc
            : r.desc
                .replace(/ PPD ID: (\d+)/, ' DES:PAYMENT ID:$1 INDN:NGUYEN, LINH CO ID:$1 PPD')
                .replace(/^ZELLE FROM (.*) REF # (\d+)/, 'Zelle payment from $1 Conf# $2')
                .replace(/^ZELLE TO (.*) REF # (\d+)/, 'Zelle payment to $1 Conf# $2'),
  );
  const a = account(
    '004817263390',
    'Advantage Plus Banking',
    'checking',
    fundedAt(postOrder(rows), 31_255),
    postOrder(rows),
  );
  const s = spec3(
    'probe13-bofa-advantage-plus-banking.pdf',
    'Bank of America Advantage Plus Banking (2024, personal), drawn: a cycle from March 9 to April 8, an account summary naming both dates in words beside the counts, Deposits and other additions, ATM and debit card subtractions, Other subtractions with DES:/INDN: descriptions and Zelle payments, checks 2-up with the date first, a monthly maintenance fee, daily ledger balances',
    [
      'personal',
      'big-bank',
      'mid-month-cycle',
      'period-for-to',
      'summary-with-counts-beside',
      'sections-by-kind',
      'section-totals',
      'checks-2up',
      'daily-ledger-balance-table',
      'legal-name-na',
      'pdf-lib',
      'multi-page',
    ],
    'Bank of America',
    'Bank of America, N.A.',
    ['Bank of America', 'BofA', 'Bank of America, N.A.'],
    per,
    ['LINH NGUYEN', '4120 CAMINO DEL RIO N APT 214', 'SAN DIEGO CA 92108-1407'],
    [a],
  );
  return make13(
    s,
    {
      producer: 'pdf-lib',
      head: (n, all) => [
        `LINH NGUYEN  !  Account # 0048 1726 3390  !  March 9, 2024 to April 8, 2024`,
        `Page ${n} of ${all}`,
      ],
      foot: ['Bank of America, N.A. Member FDIC. Equal Housing Lender'],
    },
    (p) => {
      bofaTop(s, 'Adv Plus Banking', per, '0048 1726 3390')(p);
      bofaSummary(p, a, per, false);
      bofaSections(p, a, 'personal');
      text13(
        p,
        'Your Adv Plus Banking Monthly Maintenance Fee of $12.00 can be waived in any statement cycle with one qualifying direct deposit of $250 or more, or a minimum daily balance of $1,500 or more, or if you are a member of Preferred Rewards.',
      );
    },
  );
};

// ================================================================ PNC

/** PNC Treasury Enterprise Plan, 2025: the horizontal balance summary, amounts before the description. */
export const pncTreasuryEnterprise = (): Spec2 => {
  const base = businessRows(13031, JUL25.start, JUL25.end, {
    n: 92,
    cards: ['3305'],
    checks: 12,
    firstCheck: 10_441,
    wires: true,
    scale: 3100,
  });
  const rows = restyle(monthlyFee(base, 4500), (r) => {
    switch (r.kind) {
      case 'ecredit':
        return r.desc.startsWith('ZELLE')
          ? `Zelle From Maria Delgado ${digitsOf(r, 10)}`
          : `Corporate ACH ${r.desc.startsWith('SQUARE') ? 'Deposit' : 'Payout'} ${coName(r)} ${digitsOf(r, 10, 'p')}`;
      case 'deposit':
        return r.desc.startsWith('MOBILE') ? 'Mobile Deposit' : 'Deposit';
      case 'wire_in':
        return `Fed Wire In ${r.date.replace(/-/g, '')}${digitsOf(r, 8)} Harbor Supply Co`;
      case 'wire_out':
        return `Wire Transfer Out ${digitsOf(r, 10)} Coastal Lumber LLC`;
      case 'card':
        return `3305 Debit Card Purchase ${merchant(r)}`;
      case 'ach':
        return `Corporate ACH Pymt ${coName(r)} ${digitsOf(r, 10, 'p')}`;
      case 'xfer_out':
        return 'Online Transfer To 10-1152-0387';
      case 'fee':
        return r.desc === 'WIRE TRANSFER FEE'
          ? 'Wire Transfer Out Fee'
          : r.desc === 'MONTHLY SERVICE FEE'
            ? 'Corporate Account Analysis Charge'
            : 'Service Charge';
      default:
        return r.desc;
    }
  });
  const a = account('1011529846', 'Treasury Enterprise Plan', 'checking', fundedAt(rows, 5_114_872), rows);
  const t = totals(a.rows);
  const s = spec3(
    'probe13-pnc-treasury-enterprise-plan.pdf',
    'PNC Treasury Enterprise Plan (2025), business analysis checking: "For the period 07/01/2025 to 07/31/2025", a horizontal Balance Summary (four figures side by side under their labels), a transaction summary with item counts per kind, activity in subsections (Deposits, ACH Additions, Other Additions, Checks and Substitute Checks 2-up, Debit Card Purchases, ACH Deductions, Service Charges and Fees, Other Deductions), the amount printed before the description with a reference number after it, the Daily Balance Detail',
    [
      'business',
      'big-bank',
      'summary-horizontal',
      'summary-items-per-kind',
      'amount-before-description',
      'reference-column',
      'sections-by-kind',
      'checks-2up',
      'check-gap-star',
      'daily-ledger-balance-table',
      'wires',
      'merchant-deposits',
      'legal-name-national-association',
      'chromium',
      'multi-page',
      'page-n-of-m',
    ],
    'PNC Bank',
    'PNC Bank, National Association',
    ['PNC', 'PNC Bank', 'PNC Bank, N.A.', 'PNC Bank, National Association'],
    JUL25,
    ['ALLEGHENY TOOL & DIE INC', 'ATTN ACCOUNTS PAYABLE', '3100 LIBERTY AVE', 'PITTSBURGH PA 15201-1423'],
    [a],
  );
  const cols: Col10[] = [
    col('date', 40, 'Date posted'),
    col('amount', 150, 'Amount', true),
    col('desc', 166, 'Transaction description'),
    col('ref', 572, 'Reference number', true),
  ];
  const f: Fmt11 = { date: md, amt: US, signed: (n) => US(Math.abs(n)), balMode: 'none', width: 62 };
  const dep = of(a, ['deposit']);
  const achIn = of(a, ['ecredit']);
  const otherIn = of(a, ['wire_in', 'xfer_in', 'interest']);
  const chk = of(a, ['check']);
  const card = of(a, ['card']);
  const achOut = of(a, ['ach', 'mca']);
  const fee = of(a, ['fee']);
  const otherOut = of(a, ['wire_out', 'xfer_out']);
  return make13(
    s,
    {
      producer: 'chromium',
      head: (n, all) => [
        'Treasury Enterprise Plan Statement   For the period 07/01/2025 to 07/31/2025',
        `Primary account number: 10-1152-9846   Page ${n} of ${all}`,
      ],
      foot: ['Member FDIC   PNC Bank, National Association   Equal Housing Lender'],
    },
    (p) => {
      put(p, [
        [
          c(40, 'PNC', { bold: true, size: 16 }),
          c(572, 'Treasury Enterprise Plan Statement', { right: true, bold: true }),
        ],
        [c(572, 'PNC Bank', { right: true })],
        [c(572, 'For the period 07/01/2025 to 07/31/2025', { right: true })],
        [c(572, 'Primary account number: 10-1152-9846', { right: true })],
        [c(572, 'Number of enclosures: 0', { right: true })],
        ...s.customer.map((x) => [c(56, x)]),
        [
          c(
            40,
            'For 24-hour banking sign on to PNC Bank Online Banking on pnc.com.  For customer service call 1-877-BUS-BNKG.',
          ),
        ],
        [],
        [c(40, 'Treasury Enterprise Plan Summary', { bold: true })],
        [c(40, 'Account number: 10-1152-9846   ALLEGHENY TOOL & DIE INC')],
        [
          c(
            40,
            'Overdraft Protection has not been established for this account. Please contact us if you would like to set up this service.',
          ),
        ],
        [],
      ]);
      across(p, 'Balance Summary', [
        ['Beginning balance', US(a.opening)],
        ['Deposits and other additions', US(t.credits)],
        ['Checks and other deductions', US(t.debits)],
        ['Ending balance', US(closing(a))],
      ]);
      across(p, '', [
        ['Average ledger balance', US(Math.round((a.opening + closing(a)) / 2))],
        ['Average collected balance', US(Math.round((a.opening + closing(a)) / 2) - 114_020)],
      ]);
      cols13(
        p,
        '',
        [
          ['Deposits', String(dep.length), US(sum(dep)), 'Checks', String(chk.length), US(sum(chk))],
          [
            'ACH Additions',
            String(achIn.length),
            US(sum(achIn)),
            'Debit Card Purchases',
            String(card.length),
            US(sum(card)),
          ],
          [
            'Other Additions',
            String(otherIn.length),
            US(sum(otherIn)),
            'ACH Deductions',
            String(achOut.length),
            US(sum(achOut)),
          ],
          ['', '', '', 'Service Charges and Fees', String(fee.length), US(sum(fee))],
          ['', '', '', 'Other Deductions', String(otherOut.length), US(sum(otherOut))],
          ['Total', String(t.creditCount), US(t.credits), 'Total', String(t.debitCount), US(t.debits)],
        ],
        [40, 196, 286, 310, 500, 572],
        {
          rx: [1, 2, 4, 5],
          heads: ['Deposits and Other Additions', 'Items', 'Amount', 'Checks and Other Deductions', 'Items', 'Amount'],
          right: 2,
          bold: [5],
        },
      );
      const sub = (title: string, rows: Row[]): void => table13(p, title, a, rows, cols, f, {});
      put(p, [
        [c(40, 'Activity Detail', { bold: true, size: 9 })],
        [c(40, 'Deposits and Other Additions', { bold: true })],
      ]);
      sub('Deposits', dep);
      sub('ACH Additions', achIn);
      sub('Other Additions', otherIn);
      put(p, [[c(40, 'Checks and Other Deductions', { bold: true })]]);
      checks13(p, 'Checks and Substitute Checks', chk, {
        up: 2,
        date: md,
        amt: US,
        heads: ['Check number', 'Date paid', 'Amount'],
        gapMark: ' *',
        foot: ['* Gap in check sequence   There were ' + chk.length + ' checks listed totaling ' + US$(sum(chk)) + '.'],
      });
      sub('Debit Card Purchases', card);
      sub('ACH Deductions', achOut);
      sub('Service Charges and Fees', fee);
      sub('Other Deductions', otherOut);
      daily13(p, 'Daily Balance Detail', a, 3, md, US, ['Date', 'Ledger balance']);
    },
  );
};

// ================================================================ Mercury

const SAAS = [
  'AWS EMEA',
  'GOOGLE *CLOUD 5JQK2W',
  'SLACK T02H8Q1',
  'FIGMA',
  'NOTION LABS',
  'GITHUB, INC.',
  'LINEAR ORBIT',
  'OPENAI',
  'VERCEL INC.',
  'DELTA AIR 0062318442190',
  'WEWORK',
  'ZOOM.US 888-799-9666',
];

/** Mercury checking, 2021 (banking services by Evolve Bank & Trust): money in / money out, a balance on every row. */
export const mercury2021 = (): Spec2 => {
  const per: Period = { start: '2021-03-01', end: '2021-03-31' };
  const base = businessRows(13041, per.start, per.end, { n: 56, cards: ['4172'], wires: true, scale: 5200 });
  const rows = restyle(base, (r, i) => {
    switch (r.kind) {
      case 'card':
        return SAAS[Number(digitsOf(r, 2)) % SAAS.length];
      case 'ecredit':
        return r.desc.startsWith('STRIPE')
          ? 'STRIPE; TRANSFER'
          : r.desc.startsWith('ZELLE')
            ? 'Brightwave Analytics'
            : 'SHOPIFY; TRANSFER';
      case 'deposit':
        return 'Check deposit';
      case 'wire_in':
        return i % 2 ? 'Wire from Lattice Ventures Fund II LP' : 'Wire from Meridian Health Systems';
      case 'wire_out':
        return 'Wire to Kovac Design Studio d.o.o.';
      case 'xfer_out':
        return 'Transfer to Mercury Treasury';
      case 'ach':
        return r.desc.startsWith('GUSTO') || r.desc.startsWith('ADP')
          ? 'GUSTO; NET'
          : r.desc.startsWith('IRS')
            ? 'IRS; USATAXPYMT'
            : `${coName(r)}; PAYMENT`;
      case 'fee':
        return r.desc === 'WIRE TRANSFER FEE' ? 'International wire fee' : 'Mercury IO fee';
      default:
        return r.desc;
    }
  });
  const kept = rows.filter((r) => !(r.kind === 'fee' && r.desc === 'Mercury IO fee'));
  const a = account('9801044172', 'Mercury Checking', 'checking', fundedAt(kept, 18_204_430), kept);
  const t = totals(a.rows);
  const s = spec3(
    'probe13-mercury-checking-2021.pdf',
    'Mercury Checking (2021 layout, banking services by Evolve Bank & Trust): a startup\'s month (venture wire in, Stripe and Shopify payouts, SaaS card charges, Gusto payroll, an international wire out), the summary as Money in / Money out, dates like "Mar 02", amounts signed with a $ ("-$1,234.56"), a balance on every row, the bank named only in the footer',
    [
      'business',
      'fintech',
      'partner-bank-footer',
      'older-layout',
      'summary-money-in-out',
      'summary-horizontal',
      'signed-dollar-amounts',
      'running-balance-every-row',
      'dates-mon-dd',
      'wires',
      'chromium',
      'multi-page',
    ],
    'Mercury',
    'Evolve Bank & Trust',
    ['Mercury', 'Evolve Bank & Trust', 'Evolve Bank and Trust', 'Evolve'],
    per,
    ['Orbital Labs, Inc.', '548 Market St PMB 90412', 'San Francisco, CA 94104'],
    [a],
  );
  const dol = usd({ dollar: true, neg: 'minus' });
  return make13(
    s,
    {
      producer: 'chromium',
      head: (n, all) => ['Mercury Checking \u2022\u20224172  \u00b7  Mar 1 \u2013 Mar 31, 2021', `${n} / ${all}`],
      foot: [
        'Mercury is a financial technology company, not a bank. Banking services provided by Evolve Bank & Trust, Member FDIC.',
      ],
      size: 7.6,
    },
    (p) => {
      put(p, [
        [c(40, 'mercury', { bold: true, size: 16 }), c(572, 'Statement', { right: true, bold: true, size: 11 })],
        [c(572, 'March 2021', { right: true })],
        [],
        [c(40, 'Orbital Labs, Inc.', { bold: true }), c(330, 'Account', { bold: true })],
        [c(40, '548 Market St PMB 90412'), c(330, 'Mercury Checking \u2022\u20224172')],
        [c(40, 'San Francisco, CA 94104'), c(330, 'Account number 9801044172  \u00b7  Routing number 084106768')],
        [],
      ]);
      across(p, `Mar 1, 2021 \u2013 Mar 31, 2021`, [
        ['Beginning balance', dol(a.opening)],
        ['Money in', dol(t.credits)],
        ['Money out', dol(-t.debits)],
        ['Ending balance', dol(closing(a))],
      ]);
      sec(
        p,
        'Transactions',
        a,
        a.rows,
        [
          col('date', 40, 'Date'),
          col('desc', 92, 'Description'),
          col('amount', 470, 'Amount', true),
          col('balance', 572, 'Balance', true),
        ],
        { date: monD, amt: dol, balMode: 'every', width: 60 },
        {},
      );
      text13(
        p,
        'Questions about your account? Email help@mercury.com. Deposits are FDIC-insured up to $250,000 through Evolve Bank & Trust.',
        120,
        6.6,
      );
    },
  );
};

/** Mercury Savings, 2024 (banking services by Choice Financial Group): auto-transfers both ways, monthly interest. */
export const mercurySavings = (): Spec2 => {
  const per: Period = { start: '2024-08-01', end: '2024-08-31' };
  const r = rng(13042);
  const rows: Row[] = [];
  for (
    let d = new Date(`${per.start}T12:00:00Z`);
    d.toISOString().slice(0, 10) <= per.end;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    const iso = d.toISOString().slice(0, 10);
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
    for (let k = r() < 0.4 ? 2 : 1; k > 0; k--) {
      const inn = r() < 0.55;
      rows.push({
        date: iso,
        desc: inn
          ? 'Auto transfer from Mercury Checking \u2022\u20228830'
          : 'Auto transfer to Mercury Checking \u2022\u20228830',
        cents: (inn ? 1 : -1) * between(r, 120_000, 2_600_000),
        kind: inn ? 'xfer_in' : 'xfer_out',
      });
    }
  }
  rows.push({ date: '2024-08-31', desc: 'Interest payment', cents: 168_207, kind: 'interest' });
  const a = account('202219548830', 'Mercury Savings', 'savings', fundedAt(rows, 31_200_000), rows);
  const t = totals(a.rows);
  const s = spec3(
    'probe13-mercury-savings.pdf',
    'Mercury Savings (2024, banking services by Choice Financial Group), drawn: near-daily auto-transfers to and from the checking account in both directions, a month-end interest payment, Money in / Money out, dates "Aug 05", signed dollar amounts, a balance on every row',
    [
      'business',
      'fintech',
      'savings',
      'partner-bank-footer',
      'summary-money-in-out',
      'summary-horizontal',
      'signed-dollar-amounts',
      'running-balance-every-row',
      'dates-mon-dd',
      'interest',
      'pdf-lib',
      'multi-page',
    ],
    'Mercury',
    'Choice Financial Group',
    ['Mercury', 'Choice Financial Group', 'Choice Financial', 'Evolve Bank & Trust'],
    per,
    ['Tessellate Robotics, Inc.', '2261 Market St #5039', 'San Francisco, CA 94114'],
    [a],
  );
  const dol = usd({ dollar: true, neg: 'minus' });
  return make13(
    s,
    {
      producer: 'pdf-lib',
      head: (n, all) => ['Mercury Savings \u2022\u20228830  \u00b7  Aug 1 \u2013 Aug 31, 2024', `Page ${n} of ${all}`],
      foot: [
        'Mercury is a financial technology company, not a bank. Banking services provided by Choice Financial Group and',
        'Evolve Bank & Trust, Members FDIC.',
      ],
      cap: 40,
    },
    (p) => {
      put(p, [
        [c(40, 'mercury', { bold: true, size: 16 }), c(572, 'Account statement', { right: true, bold: true })],
        [c(40, 'Tessellate Robotics, Inc.'), c(572, 'Mercury Savings \u2022\u20228830', { right: true })],
        [c(40, '2261 Market St #5039'), c(572, 'Account number 202219548830', { right: true })],
        [c(40, 'San Francisco, CA 94114'), c(572, 'Annual Percentage Yield 5.15%', { right: true })],
        [],
      ]);
      across(p, 'Aug 1, 2024 \u2013 Aug 31, 2024', [
        ['Beginning balance', dol(a.opening)],
        ['Money in', dol(t.credits)],
        ['Money out', dol(-t.debits)],
        ['Ending balance', dol(closing(a))],
      ]);
      sec(
        p,
        'Transactions',
        a,
        a.rows,
        [
          col('date', 40, 'Date'),
          col('desc', 92, 'Description'),
          col('amount', 470, 'Amount', true),
          col('balance', 572, 'Balance', true),
        ],
        { date: (iso) => monD(iso).replace(/ (\d)$/, ' 0$1'), amt: dol, balMode: 'every', width: 60 },
        {},
      );
    },
  );
};

// ================================================================ Regions

/** A deposited check returned unpaid: the item charged back and the returned deposit fee, a few days after it. */
function returnedDeposit(rows: Row[], fee: number, desc: [string, string]): Row[] {
  const dep = rows.find((r) => r.kind === 'deposit' && r.date < rows[rows.length - 1].date.slice(0, 8) + '20')!;
  const day =
    rows.find(
      (r) =>
        r.date > dep.date && r.date > dep.date.slice(0, 8) + String(Number(dep.date.slice(8)) + 2).padStart(2, '0'),
    )?.date ?? dep.date;
  return postOrder([
    ...rows,
    { date: day, desc: desc[0], cents: -dep.cents, kind: 'ach' },
    { date: day, desc: desc[1], cents: -fee, kind: 'fee' },
  ]);
}

/** Regions Business Interest Checking, 2025: sections by kind, interest, a returned deposited item. */
export const regionsBusinessInterest = (): Spec2 => {
  const base = businessRows(13051, JUL25.start, JUL25.end, {
    n: 66,
    cards: ['9186'],
    checks: 11,
    firstCheck: 3318,
    scale: 1300,
  });
  const withRet = returnedDeposit(monthlyFee(base, 2200), 1200, [
    'Deposited Item Returned Insufficient Funds Check 1043',
    'Returned Deposited Item Fee',
  ]);
  withRet.push({ date: JUL25.end, desc: 'Interest', cents: 418, kind: 'interest' });
  const rows = restyle(postOrder(withRet), (r) => {
    if (r.kind === 'card') return `Card Purchase ${md(r.date)} ${merchant(r)} ${r.card}`;
    if (r.kind === 'ecredit')
      return r.desc.startsWith('ZELLE')
        ? `Zelle Transfer From Maria Delgado ${digitsOf(r, 8)}`
        : `${coName(r)} ${yymmdd(r.date)} ${digitsOf(r, 12)}`;
    if (r.kind === 'deposit') return 'Deposit';
    if (r.kind === 'xfer_out') return 'Online Banking Transfer to Savings ******2207';
    if (r.kind === 'fee' && r.desc === 'MONTHLY SERVICE FEE') return 'Service Charge';
    if (r.kind === 'fee' && r.desc !== 'Returned Deposited Item Fee') return 'Regions Business Online Wire Fee';
    if (r.kind === 'check') return 'Check';
    return r.desc;
  });
  const a = account('0213847729', 'Business Interest Checking', 'checking', fundedAt(rows, 812_377), rows);
  const dep = ins(a);
  const wd = outs(a).filter((r) => r.kind !== 'fee' && r.kind !== 'check');
  const fee = of(a, ['fee']);
  const chk = of(a, ['check']);
  const s = spec3(
    'probe13-regions-business-interest-checking.pdf',
    'Regions Business Interest Checking (2025), drawn: "July 1, 2025 through July 31, 2025", a SUMMARY with + and - after the figures beside the interest and average balance, sections DEPOSITS & CREDITS (with the interest), WITHDRAWALS, FEES, CHECKS 3-up with the date first and breaks in sequence marked, each with its total, a deposited check returned unpaid and its fee, the DAILY BALANCE SUMMARY',
    [
      'business',
      'big-bank',
      'period-through',
      'summary-plus-minus-marks',
      'sections-by-kind',
      'section-totals',
      'checks-3up',
      'check-gap-star',
      'returned-deposited-item',
      'nsf-returned-item',
      'interest',
      'daily-ledger-balance-table',
      'member-fdic-line',
      'pdf-lib',
      'multi-page',
      'page-n-of-m',
    ],
    'Regions',
    'Regions Bank',
    ['Regions', 'Regions Bank', 'Regions Financial'],
    JUL25,
    ['MAGNOLIA STATE LANDSCAPING LLC', '1480 LAKELAND DR', 'JACKSON MS 39216-4712'],
    [a],
  );
  const SEC: Col10[] = [col('date', 40, 'Date'), col('desc', 84, 'Description'), col('amount', 572, 'Amount', true)];
  const f: Fmt11 = { date: md, amt: US, signed: (n) => US(Math.abs(n)), balMode: 'none', width: 80 };
  return make13(
    s,
    {
      producer: 'pdf-lib',
      head: (n, all) => ['MAGNOLIA STATE LANDSCAPING LLC   ACCOUNT # 0213847729', `021   Page ${n} of ${all}`],
      foot: ['Regions Bank   Member FDIC   Equal Housing Lender'],
    },
    (p) => {
      put(p, [
        [
          c(40, 'REGIONS', { bold: true, size: 15 }),
          c(400, 'ACCOUNT #', { bold: true }),
          c(572, '0213847729', { right: true }),
        ],
        [c(40, 'Regions Bank'), c(400, 'Cycle'), c(572, '21', { right: true })],
        [c(40, 'Jackson Main'), c(400, 'Enclosures'), c(572, '0', { right: true })],
        [c(40, '210 E Capitol St')],
        [c(40, 'Jackson, MS 39201')],
        [],
        ...s.customer.map((x) => [c(56, x)]),
        [],
        [
          c(40, 'BUSINESS INTEREST CHECKING', { bold: true }),
          c(572, 'July 1, 2025 through July 31, 2025', { right: true }),
        ],
        [],
      ]);
      cols13(
        p,
        'SUMMARY',
        [
          ['Beginning Balance', US$(a.opening), '', 'Average Balance', US$(Math.round((a.opening + closing(a)) / 2))],
          ['Deposits & Credits', US$(sum(dep)), '+', 'Annual Percentage Yield Earned', '0.02%'],
          ['Withdrawals', US$(sum(wd)), '-', 'Interest Paid This Period', US$(418)],
          ['Fees', US$(sum(fee)), '-', 'Interest Paid Year to Date', US$(418 + 2_611)],
          ['Checks', US$(sum(chk)), '-', '', ''],
          ['Ending Balance', US$(closing(a)), '', '', ''],
        ],
        [40, 250, 256, 320, 572],
        { rx: [1, 4] },
      );
      table13(p, 'DEPOSITS & CREDITS', a, dep, SEC, f, { total: 'Total Deposits & Credits', totalFmt: US$ });
      table13(p, 'WITHDRAWALS', a, wd, SEC, f, { total: 'Total Withdrawals', totalFmt: US$ });
      table13(p, 'FEES', a, fee, SEC, f, { total: 'Total Fees', totalFmt: US$ });
      checks13(p, 'CHECKS', chk, {
        up: 3,
        date: md,
        amt: US,
        heads: ['Check No.', 'Date', 'Amount'],
        dateFirst: true,
        gapMark: ' *',
        total: (n, t) => [`Total Checks (${n})`, US$(t)],
        foot: ['* Break in check sequence'],
      });
      daily13(p, 'DAILY BALANCE SUMMARY', a, 3, md, US, ['Date', 'Balance']);
      text13(
        p,
        'Regions Business Interest Checking: a monthly service charge of $22.00 applies unless you maintain an average monthly balance of $10,000 or more. Effective September 1, 2025, the Returned Deposited Item fee changes from $12.00 to $15.00.',
      );
    },
  );
};

// ================================================================ Frost

/** Frost Business Analyzed Checking, 2025, line printed in Courier: counts after the labels, analysis charge, MCA. */
export const frostAnalyzed = (): Spec2 => {
  const base = businessRows(13061, JUL25.start, JUL25.end, {
    n: 70,
    cards: ['2754'],
    checks: 7,
    firstCheck: 6620,
    wires: true,
    scale: 2400,
  });
  const withMca = mcaDaily(
    base,
    '2025-07-08',
    JUL25.end,
    (d) => `ACH DEBIT LONGHORN MERCHANT FUNDING DAILY PMT ${yymmdd(d)}`,
    73_500,
  );
  const rows = restyle(withMca, (r) => {
    if (r.kind === 'card') return `POS PURCHASE ${merchant(r)} ${md(r.date)} ${r.card}`;
    if (r.kind === 'ecredit') return `ACH CREDIT ${r.desc}`;
    if (r.kind === 'ach') return `ACH DEBIT ${r.desc}`;
    if (r.kind === 'wire_in') return `INCOMING WIRE ${digitsOf(r, 8)} HARBOR SUPPLY CO`;
    if (r.kind === 'wire_out') return `OUTGOING WIRE ${digitsOf(r, 8)} COASTAL LUMBER LLC`;
    if (r.kind === 'xfer_out') return 'TRANSFER TO ACCOUNT XXXXXX4410';
    if (r.kind === 'deposit') return 'DEPOSIT';
    if (r.kind === 'check') return `CHECK ${r.check}`;
    if (r.kind === 'fee')
      return r.desc === 'MONTHLY SERVICE FEE' ? 'ANALYSIS SERVICE CHARGE 06-25' : 'OUTGOING WIRE FEE';
    return r.desc;
  });
  const a = account('5028471139', 'Business Analyzed Checking', 'checking', fundedAt(rows, 2_244_618), rows);
  const t = totals(a.rows);
  const s = spec3(
    'probe13-frost-business-analyzed-checking.pdf',
    'Frost Bank Business Analyzed Checking (2025), drawn in Courier like a line printer: the account summary with item counts after the labels, one ledger of debits and credits with the balance on the last row of each day, MM-DD dates, daily ACH debits from a merchant-funding company, an analysis service charge naming the month it covers, checks listed again 3-up, the period as "07-01-25 THRU 07-31-25"',
    [
      'business',
      'big-bank',
      'line-printer-courier',
      'summary-counts-after-label',
      'running-balance-day-end',
      'dates-mm-dd-dash',
      'mca-daily-debits',
      'analysis-charge',
      'checks-3up',
      'check-gap-star',
      'wires',
      'member-fdic-line',
      'pdf-lib',
      'multi-page',
    ],
    'Frost Bank',
    'Frost Bank',
    ['Frost', 'Frost Bank', 'Cullen/Frost Bankers'],
    JUL25,
    ['ALAMO CITY HVAC SERVICES INC', '8603 BROADWAY ST', 'SAN ANTONIO TX 78217-6301'],
    [a],
  );
  const dash: DateF = (iso) => iso.slice(5);
  const f: Fmt11 = { date: dash, amt: US, balMode: 'day-end', width: 46 };
  return make13(
    s,
    {
      producer: 'pdf-lib',
      font: 'Courier',
      size: 7.2,
      lineH: 10,
      cap: 64,
      head: (n, all) => ['FROST BANK   ACCOUNT 5028471139   07-01-25 THRU 07-31-25', `PAGE ${n} OF ${all}`],
      foot: ['FROST BANK  MEMBER FDIC  P.O. BOX 1600 SAN ANTONIO TX 78296  FROSTBANK.COM  (800) 513-7678'],
    },
    (p) => {
      put(p, [
        [c(40, 'FROST', { bold: true, size: 14 })],
        [c(40, 'P.O. BOX 1600'), c(360, 'STATEMENT PERIOD  07-01-25 THRU 07-31-25')],
        [c(40, 'SAN ANTONIO TX 78296'), c(360, 'ACCOUNT NUMBER    5028471139')],
        [c(360, 'BUSINESS ANALYZED CHECKING')],
        [],
        ...s.customer.map((x) => [c(56, x)]),
        [],
      ]);
      cols13(
        p,
        'ACCOUNT SUMMARY',
        [
          ['BALANCE LAST STATEMENT 06-30-25', US(a.opening)],
          [`CREDITS (${t.creditCount})`, US(t.credits)],
          [`DEBITS (${t.debitCount})`, US(t.debits)],
          ['BALANCE THIS STATEMENT 07-31-25', US(closing(a))],
        ],
        [40, 380],
      );
      table13(
        p,
        'ACCOUNT ACTIVITY',
        a,
        a.rows,
        [
          col('date', 40, 'DATE'),
          col('desc', 80, 'DESCRIPTION'),
          col('debit', 400, 'DEBITS', true),
          col('credit', 486, 'CREDITS', true),
          col('balance', 572, 'BALANCE', true),
        ],
        f,
        { wrap: 46, opening: 'BALANCE FORWARD', brought: 'BALANCE FORWARD', continued: ' CONTINUED' },
      );
      checks13(p, 'CHECKS IN NUMBER ORDER', of(a, ['check']), {
        up: 3,
        date: dash,
        amt: US,
        heads: ['CHECK', 'DATE', 'AMOUNT'],
        gapMark: '*',
        foot: ['* INDICATES A BREAK IN CHECK NUMBER SEQUENCE'],
      });
      text13(
        p,
        'YOUR ACCOUNT ANALYSIS STATEMENT FOR JUNE 2025 IS AVAILABLE IN FROST ONLINE BUSINESS BANKING. EARNINGS CREDIT RATE 0.35%. THANK YOU FOR BANKING WITH FROST SINCE 1868.',
      );
    },
  );
};

// ================================================================ Fifth Third

/** Fifth Third Business Elite Checking, 2025: counts before the labels, "N items totaling $X" headings. */
export const fifthThirdBusinessElite = (): Spec2 => {
  const base = businessRows(13071, JUL25.start, JUL25.end, {
    n: 84,
    cards: ['6120', '6138'],
    checks: 14,
    firstCheck: 20_114,
    wires: true,
    scale: 2600,
  });
  const rows = restyle(monthlyFee(base, 5000), (r) => {
    if (r.kind === 'card')
      return `5/3 DEBIT CARD PURCHASE AT ${merchant(r)}, ON ${mdy(r.date).slice(0, 5)} FROM CARD#: XXXXXXXXXXXX${r.card}`;
    if (r.kind === 'ecredit')
      return r.desc.startsWith('ZELLE')
        ? `ZELLE CREDIT MARIA DELGADO ${digitsOf(r, 10)}`
        : `${r.desc.replace(/ \d[\d ]*$/, '')} ${digitsOf(r, 10)} ${yymmdd(r.date)}`;
    if (r.kind === 'ach') return `${r.desc.replace(/ \d[\d ]*$/, '')} ${digitsOf(r, 10)}`;
    if (r.kind === 'deposit') return r.desc.startsWith('MOBILE') ? 'MOBILE DEPOSIT' : 'BRANCH DEPOSIT - THANK YOU';
    if (r.kind === 'wire_in') return `INCOMING WIRE TRANSFER ${digitsOf(r, 12)} HARBOR SUPPLY CO`;
    if (r.kind === 'wire_out') return `WIRE OUT ${digitsOf(r, 12)} COASTAL LUMBER LLC`;
    if (r.kind === 'xfer_out') return 'WEB INITIATED TRANSFER TO 5/3 BUSINESS SAVINGS X4418';
    if (r.kind === 'fee') return r.desc === 'MONTHLY SERVICE FEE' ? 'SERVICE CHARGE' : 'OUTGOING WIRE TRANSFER FEE';
    return r.desc;
  });
  const a = account('7394025183', 'Fifth Third Business Elite Checking', 'checking', fundedAt(rows, 4_306_112), rows);
  const chk = of(a, ['check']);
  const wd = outs(a).filter((r) => r.kind !== 'check');
  const dep = ins(a);
  const s = spec3(
    'probe13-fifththird-business-elite-checking.pdf',
    'Fifth Third Business Elite Checking (2025), drawn: "Statement Period Date: 7/1/2025 - 7/31/2025", an account summary with the item counts before the labels (14 Checks, 64 Withdrawals / Debits, 26 Deposits / Credits) and the dates before the balances, beside the average ledger and collected balances, Checks 3-up with "i" image marks and gaps, Withdrawals / Debits and Deposits / Credits each headed "N items totaling $X", long 5/3 DEBIT CARD PURCHASE descriptions wrapped, the Daily Balance Summary',
    [
      'business',
      'big-bank',
      'period-dash-range',
      'summary-counts-before-label-split',
      'amount-before-description',
      'count-total-in-heading',
      'checks-3up',
      'check-image-mark',
      'check-gap-star',
      'daily-ledger-balance-table',
      'wires',
      'merchant-deposits',
      'legal-name-national-association',
      'pdf-lib',
      'multi-page',
      'page-n-of-m',
    ],
    'Fifth Third Bank',
    'Fifth Third Bank, National Association',
    ['Fifth Third', 'Fifth Third Bank', '5/3 Bank', 'Fifth Third Bank, N.A.'],
    JUL25,
    ['BUCKEYE PRINT & SIGN CO', '7710 READING RD', 'CINCINNATI OH 45237-1820'],
    [a],
  );
  const SEC: Col10[] = [col('date', 40, 'Date'), col('amount', 150, 'Amount', true), col('desc', 170, 'Description')];
  const f: Fmt11 = { date: md, amt: US, signed: (n) => US(Math.abs(n)), balMode: 'none' };
  return make13(
    s,
    {
      producer: 'pdf-lib',
      head: (n, all) => ['Fifth Third Business Elite Checking   Account Number: 7394025183', `Page ${n} of ${all}`],
      foot: ['Fifth Third Bank, National Association. Member FDIC.  Equal Housing Lender'],
    },
    (p) => {
      put(p, [
        [
          c(40, 'Fifth Third Bank', { bold: true, size: 14 }),
          c(572, 'Statement Period Date: 7/1/2025 - 7/31/2025', { right: true }),
        ],
        [c(40, 'Fifth Third Center'), c(572, 'Account Type: Fifth Third Business Elite Checking', { right: true })],
        [c(40, 'Cincinnati, OH 45263'), c(572, 'Account Number: 7394025183', { right: true })],
        [c(572, 'Banking Center: Bond Hill', { right: true })],
        [c(572, 'Banking Center Phone: 513-579-5300', { right: true })],
        [c(572, 'Commercial Customer Service: 1-877-534-2264', { right: true })],
        ...s.customer.map((x) => [c(56, x)]),
        [],
      ]);
      cols13(
        p,
        'Account Summary - 7394025183',
        [
          ['07/01', 'Beginning Balance', US$(a.opening), 'Number of Days in Period', '31'],
          [String(chk.length), 'Checks', US(-sum(chk)), '', ''],
          [
            String(wd.length),
            'Withdrawals / Debits',
            US(-sum(wd)),
            'Avg Ledger Balance',
            US$(Math.round((a.opening + closing(a)) / 2)),
          ],
          [
            String(dep.length),
            'Deposits / Credits',
            US(sum(dep)),
            'Avg Collected Balance',
            US$(Math.round((a.opening + closing(a)) / 2) - 88_010),
          ],
          ['07/31', 'Ending Balance', US$(closing(a)), '', ''],
        ],
        [40, 74, 300, 340, 572],
        { rx: [2, 4] },
      );
      checks13(p, `Checks   ${itemsTotaling(chk, US$)}`, chk, {
        up: 3,
        date: md,
        amt: US,
        heads: ['Number', 'Date Paid', 'Amount'],
        imageMark: ' i',
        gapMark: '*',
        foot: ['* Indicates gap in check sequence    i = Electronic Image    s = Substitute Check'],
      });
      table13(p, 'Withdrawals / Debits', a, wd, SEC, f, {
        wrap: 72,
        right: itemsTotaling(wd, US$),
        continued: ' - continued',
      });
      table13(p, 'Deposits / Credits', a, dep, SEC, f, {
        wrap: 72,
        right: itemsTotaling(dep, US$),
        continued: ' - continued',
      });
      daily13(p, 'Daily Balance Summary', a, 3, md, US, ['Date', 'Ending Balance']);
    },
  );
};

// ================================================================ Truist

const TRUIST_SEC: Col10[] = [
  col('date', 40, 'DATE'),
  col('desc', 84, 'DESCRIPTION'),
  col('amount', 572, 'AMOUNT($)', true),
];

function truistBody(p: P, s: Spec2, a: Account, product: string, per: Period): void {
  const chk = of(a, ['check']);
  const wd = outs(a).filter((r) => r.kind !== 'check');
  const dep = ins(a);
  const f: Fmt11 = { date: md, amt: US, signed: (n) => US(Math.abs(n)), balMode: 'none' };
  put(p, [
    [c(40, 'TRUIST', { bold: true, size: 15 }), c(572, `Your account statement`, { right: true, bold: true })],
    [c(572, `For ${mdy(per.end)}`, { right: true })],
    [c(40, 'P.O. Box 1847'), c(572, 'Contact us', { right: true, bold: true })],
    [c(40, 'Wilson, NC 27894-1847'), c(572, 'Truist.com  (844) 4TRUIST or (844) 487-8478', { right: true })],
    ...s.customer.map((x) => [c(56, x)]),
    [],
  ]);
  cols13(
    p,
    `${product.toUpperCase()} ${a.number.slice(0, 3)}${a.number.slice(-4)}`,
    [
      [`Your previous balance as of ${mdy(dayBefore(per.start))}`, US$(a.opening)],
      ['Checks', `- ${US(sum(chk))}`],
      ['Other withdrawals, debits and service charges', `- ${US(sum(wd))}`],
      ['Deposits, credits and interest', `+ ${US(sum(dep))}`],
      [`Your new balance as of ${mdy(per.end)}`, `= ${US$(closing(a))}`],
    ],
    [40, 460],
    { heads: ['Account summary', ''] },
  );
  checks13(p, 'Checks', chk, {
    up: 3,
    date: md,
    amt: US,
    heads: ['CHECK #', 'DATE', 'AMOUNT($)'],
    dateFirst: true,
    gapMark: '*',
    total: (_n, t) => ['Total checks', `= ${US$(t)}`],
    foot: ['* indicates a skip in sequential check numbers above this item'],
  });
  table13(p, 'Other withdrawals, debits and service charges', a, wd, TRUIST_SEC, f, {
    wrap: 92,
    total: 'Total other withdrawals, debits and service charges',
    totalFmt: (n) => `= ${US$(n)}`,
  });
  table13(p, 'Deposits, credits and interest', a, dep, TRUIST_SEC, f, {
    wrap: 92,
    total: 'Total deposits, credits and interest',
    totalFmt: (n) => `= ${US$(n)}`,
  });
  daily13(p, 'Daily balance summary', a, 3, md, US, ['DATE', 'BALANCE($)']);
}

const truistDesc = (r: Row): string => {
  switch (r.kind) {
    case 'card':
      return `DEBIT CARD PURCHASE ${merchant(r)} ${md(r.date)}`;
    case 'ecredit':
      return r.desc.startsWith('ZELLE')
        ? `ZELLE TRANSFER FROM MARIA DELGADO ${digitsOf(r, 10)}`
        : `${coName(r).toUpperCase()} ${r.desc.startsWith('SQUARE') ? 'SETTLEMENT' : 'TRANSFER'} CUSTOMER ID ${digitsOf(r, 9)}`;
    case 'ach':
    case 'mca':
      return `${coName(r).toUpperCase()} ${r.kind === 'mca' ? 'ACH DEBIT' : 'PAYMENT'} CUSTOMER ID ${digitsOf(r, 9)}`;
    case 'deposit':
      return r.desc.startsWith('MOBILE') ? 'MOBILE DEPOSIT' : 'DEPOSIT';
    case 'xfer_out':
      return `TRANSFER TO SAVINGS ${digitsOf(r, 4)} ONLINE BANKING`;
    case 'wire_out':
      return `WIRE TRANSFER OUT REF ${digitsOf(r, 10)} COASTAL LUMBER LLC`;
    case 'wire_in':
      return `WIRE TRANSFER IN REF ${digitsOf(r, 10)} HARBOR SUPPLY CO`;
    case 'fee':
      return r.desc === 'MONTHLY SERVICE FEE'
        ? 'MAINTENANCE FEE'
        : r.desc === 'WIRE TRANSFER FEE'
          ? 'OUTGOING WIRE FEE'
          : 'OVERDRAFT ITEM FEE';
    default:
      return r.desc;
  }
};

/** Truist Simple Business Checking, 2025: "Your new balance as of", checks 3-up date first, MCA daily debits. */
export const truistSimpleBusiness = (): Spec2 => {
  const base = businessRows(13081, JUL25.start, JUL25.end, {
    n: 60,
    cards: ['0421'],
    checks: 9,
    firstCheck: 1140,
    scale: 900,
  });
  const withMca = mcaDaily(base, '2025-07-01', JUL25.end, (d) => `KNIGHT CAPITAL FUNDING ${yymmdd(d)}`, 24_900);
  const rows = restyle(monthlyFee(withMca, 1000), truistDesc);
  const a = account('1100018227435', 'Truist Simple Business Checking', 'checking', fundedAt(rows, 302_184), rows);
  const s = spec3(
    'probe13-truist-simple-business-checking.pdf',
    'Truist Simple Business Checking (2025): "Your account statement For 07/31/2025", an account summary from "Your previous balance as of 06/30/2025" to "Your new balance as of 07/31/2025" with - + = marks, checks 3-up with the date first and skips marked, "Other withdrawals, debits and service charges" with daily KNIGHT CAPITAL FUNDING merchant-cash-advance debits on every business day, "Deposits, credits and interest", each with its = total, the daily balance summary',
    [
      'business',
      'big-bank',
      'statement-date-only',
      'summary-plus-minus-marks',
      'previous-new-balance-as-of',
      'checks-3up',
      'check-gap-star',
      'mca-daily-debits',
      'section-totals',
      'daily-ledger-balance-table',
      'member-fdic-line',
      'chromium',
      'multi-page',
      'page-n-of-m',
    ],
    'Truist',
    'Truist Bank',
    ['Truist', 'Truist Bank', 'Truist Financial'],
    JUL25,
    ['PIEDMONT COFFEE ROASTERS LLC', '310 W MARTIN ST', 'RALEIGH NC 27601-1348'],
    [a],
  );
  s.periodPrinted = false; // only "For 07/31/2025" and the previous balance's date
  return make13(
    s,
    {
      producer: 'chromium',
      head: (n, all) => ['TRUIST SIMPLE BUSINESS CHECKING 1100018227435', `PAGE ${n} OF ${all}`],
      foot: [
        'Truist Bank, Member FDIC. \u00a92025 Truist Financial Corporation. Truist, the Truist logo and Truist Purple are service marks of Truist Financial Corporation.',
      ],
    },
    (p) => truistBody(p, s, a, 'Truist Simple Business Checking', JUL25),
  );
};

/** Truist One Checking, 2025 (personal), its second page missing from the file: must go to review. */
export const truistOneMissingPage = (): Spec2 => {
  const per: Period = { start: '2025-06-01', end: '2025-06-30' };
  const rows = restyle(
    personalRows(13082, per.start, per.end, { n: 96, card: '7714', checks: 4, firstCheck: 502 }),
    (r) =>
      r.kind === 'card' && r.desc.startsWith('ATM')
        ? `ATM WITHDRAWAL ${md(r.date)} 1550 W LANE AVE COLUMBUS OH`
        : r.kind === 'card'
          ? `DEBIT CARD PURCHASE ${r.desc.replace(/^POS PURCHASE /, '').replace(/ CARD \d{4}$/, '')}`
          : r.kind === 'check'
            ? 'CHECK'
            : r.desc,
  );
  const a = account('1440027718890', 'Truist One Checking', 'checking', fundedAt(rows, 48_816), rows);
  const s = spec3(
    'probe13-truist-one-checking-missing-page.pdf',
    'Truist One Checking (2025, personal): the same layout as the business statement, its second page (part of "Other withdrawals, debits and service charges") left out of the file while the other pages keep their "PAGE n OF 3"',
    [
      'personal',
      'big-bank',
      'statement-date-only',
      'previous-new-balance-as-of',
      'missing-page',
      'checks-3up',
      'daily-ledger-balance-table',
      'chromium',
      'multi-page',
      'page-n-of-m',
    ],
    'Truist',
    'Truist Bank',
    ['Truist', 'Truist Bank', 'Truist Financial'],
    per,
    ['KEISHA M BRANDON', '2209 CHESTNUT HILL RD', 'ATLANTA GA 30318-2237'],
    [a],
  );
  s.expect = 'review';
  s.periodPrinted = false;
  s.drop = 1;
  s.note =
    'the second of the statement\'s pages is missing from the file (the page headers still count it: PAGE 1 OF 3, then PAGE 3 OF 3): rows of "Other withdrawals, debits and service charges" are not in it, so the rows read cannot reach the section total or the new balance';
  return make13(
    s,
    {
      producer: 'chromium',
      head: (n, all) => ['TRUIST ONE CHECKING 1440027718890', `PAGE ${n} OF ${all}`],
      foot: ['Truist Bank, Member FDIC. \u00a92025 Truist Financial Corporation.'],
    },
    (p) => truistBody(p, s, a, 'Truist One Checking', per),
  );
};
export * from './more13.ts';
