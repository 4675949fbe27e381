// The thirteenth probe set's statements: the big US banks a lender sees most (Wells Fargo, Chase, Bank of America,
// PNC, Mercury, Regions, Frost, Fifth Third, Truist, then U.S. Bank, Citi, TD, Capital One, Huntington), each in a
// product and a year's layout the earlier sets did not write, laid out as lines of positioned cells (lines6.ts,
// lines10.ts, lines11.ts, lines13.ts) and printed by Chromium or drawn by pdf-lib. Written from general knowledge of
// how those banks print their statements, blind to the reader and to the earlier sets' statements of the same
// banks. Every figure the truth holds comes from the model.
import { type Account, type Row, businessRows, closing, rng, savingsRows, sum, totals } from './model.ts';
import { type Spec2 } from './page2.ts';
import { spec3 } from './drawn3.ts';
import { c, put } from './lines6.ts';
import { type AmtF, type Col10, type DateF, type K10, longDate, md, mdShort, mdy, monD, usd } from './lines10.ts';
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
    const n = Math.floor(r() * 3);
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
          col('credit', 400, 'Deposits/Additions', true),
          col('debit', 486, 'Withdrawals/Subtractions', true),
          col('balance', 572, 'Ending daily balance', true),
        ],
        f,
        { wrap: 64 },
      );
      put(p, [
        [c(80, 'Ending balance on 10/11', { bold: true }), c(572, US(closing(a)), { right: true, bold: true })],
        [
          c(80, 'Totals', { bold: true }),
          c(400, US$(t.credits), { right: true, bold: true }),
          c(486, US$(t.debits), { right: true, bold: true }),
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
  const rows = restyle(base, chaseDesc('Vela Outdoor Supply LLC'));
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
        'SERVICE CHARGE SUMMARY: Maintenance Fee waived this period - you kept a minimum daily balance of $35,000.00 or more, or $35,000.00 in qualifying linked deposits. Incoming wires, official checks and 250 transactions are included each month.',
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
  chk.rows = restyle(chk.rows, (r) =>
    r.kind === 'card'
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
        'Congratulations Chase Premier Plus Checking customer! Your $25.00 Monthly Service Fee was waived this period because you had an average beginning day balance of $15,000.00 or more. Starting 07/16/2023, earn a $300.00 bonus when you open a new Chase Premier Savings account and deposit $15,000.00 by 08/31/2023.',
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
