// The seventeenth set's statements: the banks a small-business lender sees most, each laid out as that bank prints
// the product in the year given (section titles and order, summary wording and counts, check and daily balance
// tables, period wording, small print), printed by Chromium (HTML pages laid out by hand, kit17.ts) or drawn with
// pdf-lib (ink17.ts). Each statement's rows come from kit17.ts's `month` and are named in the bank's own words.
import type { Account, Row } from './model.ts';
import { closing, rng, totals } from './model.ts';
import { type Cell, FONTS, Sheet, ink } from './ink17.ts';
import type { Spec2 } from './page2.ts';
import {
  type Blk,
  D,
  M,
  days as bdays,
  order as byDate,
  type Meta,
  P,
  balOf,
  checkList,
  daily,
  dayEnds,
  esc,
  layout,
  month,
  nUp,
  named,
  style,
  table,
  total,
} from './kit17.ts';

const yymmdd = (d: string): string => d.slice(2).replace(/-/g, '');
const mmdd = (d: string): string => `${d.slice(5, 7)}/${d.slice(8)}`;
const title = (s: string): string => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
const td = (v: string, cls = ''): string => `<td${cls ? ` class="${cls}"` : ''}>${v}</td>`;
const rowCost = (s: string, w: number): number => Math.max(1, Math.ceil(s.length / w));

// =====================================================================================================
// Wells Fargo Business Choice Checking, a cycle 7/14 - 8/11/2023 printed beside the statement date only
// =====================================================================================================

export function wellsFargo(): Spec2 {
  const start = '2023-07-14';
  const end = '2023-08-11';
  const co = 'SUNRISE BAKERY LLC';
  const m = month(1701, start, end, {
    n: 44,
    processors: ['square'],
    settleLo: 42000,
    settleHi: 168000,
    mca: [{ who: 'PARKVIEW ADVAN', cents: 40927 }],
    cards: ['4471', '9032'],
    checks: 7,
    firstCheck: 2214,
    zelle: true,
    wires: true,
    scale: 1200,
    floor: -78643,
    odFee: 3500,
  });
  const name = (r: Row, x: Meta): string => {
    const d = yymmdd(r.date);
    switch (x.what) {
      case 'square':
        return `Square Inc ${d}P2 L204${x.ref} Sunrise Bakery LLC`;
      case 'mca':
        return `Parkview Advan ACH Pmt ${d} Pa${x.ref} Sunrise Bakery LLC`;
      case 'card':
        return `Purchase authorized on ${mmdd(r.date)} ${title(x.who)} S58${x.ref.slice(0, 13)} Card ${x.card}`;
      case 'deposit':
        return 'Deposit';
      case 'mobile':
        return `Mobile Deposit : Ref Number :${x.ref}${x.ref.slice(0, 2)}`;
      case 'zelle_in':
        return `Zelle From ${title(x.who)} on ${mmdd(r.date)} Ref # Bac${x.ref}`;
      case 'zelle_out':
        return `Zelle to ${title(x.who.split(' ').reverse().join(' '))} on ${mmdd(r.date)} Ref #Rp0${x.ref}`;
      case 'wire_in':
        return `WT Fed#0${x.ref.slice(0, 4)} Jpmorgan Chase Ban /Org=${title(x.who)} Srf# 00${x.ref}83 Trn#${d}0${x.ref.slice(0, 5)} Rfb#`;
      case 'wire_out':
        return `WT ${d}-0${x.ref.slice(0, 5)} Bank of America, N /Bnf=${title(x.who)} Srf# Gw000${x.ref} Trn#${d}0${x.ref.slice(1, 6)} Rfb#`;
      case 'xfer_out':
        return `Online Transfer to Sunrise Bakery LLC Business Market Rate Savings xxxxxx${x.who} Ref #Ib0${x.ref.slice(0, 7)} on ${mmdd(r.date)}`;
      case 'check':
        return 'Check';
      case 'ach':
        return `${title(x.who)} ${x.who.includes('IRS') ? 'Usataxpymt' : 'Bill Pay'} ${d} ${x.ref} Sunrise Bakery LLC`;
      case 'od':
        return `Overdraft Fee for a Transaction Posted on ${mmdd(x.od!.date)} $${M(x.od!.amount)} ${title(x.od!.who)}`;
      case 'wire_fee':
        return `Wire Trans Svc Charge - Sequence: ${d}0${x.ref}1 Srf# Gw000${d} Trn#${d}0${d.slice(2)} Rfb#`;
      case 'fee':
        return 'Monthly Service Fee';
      default:
        return r.desc;
    }
  };
  const rows = named(m, name);
  const a: Account = {
    label: 'Wells Fargo Business Choice Checking',
    number: '4863120559',
    type: 'checking',
    opening: m.opening,
    rows,
  };
  const t = totals(rows);
  const s: Spec2 = {
    file: 'probe17-wells-fargo-business-choice-checking.pdf',
    style:
      'Wells Fargo Business Choice Checking (2023): a cycle 7/14 - 8/11 printed only as "Beginning balance on 7/14" / "Ending balance on 8/11" beside the statement date August 11, 2023; Transaction history with a check number column, multi-line mixed-case descriptions, credits and debits in two columns and an ending daily balance on each day\'s last row (negative when overdrawn), daily PARKVIEW ADVAN merchant-cash-advance debits, Square settlements, overdraft fees whose descriptions carry the item\'s date and amount, Totals row, Summary of checks written 3-up with gaps, monthly service fee summary',
    classes: [
      'business',
      'big-bank',
      'merchant-deposits',
      'mca-daily-debits',
      'zelle',
      'wires',
      'checks',
      'overdraft-negative-balance',
      'od-fee-description-with-amount',
      'running-balance-day-end',
      'period-from-balance-labels',
      'statement-date-only',
      'multi-line-descriptions',
      'check-table-3up',
      'marketing-with-amounts',
      'member-fdic-line',
      'chromium',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'Wells Fargo',
    legal: 'Wells Fargo Bank, N.A.',
    aliases: ['Wells Fargo', 'Wells Fargo Bank', 'Wells Fargo Bank, N.A.', 'WELLS FARGO BANK NA'],
    start,
    end,
    periodPrinted: false,
    statementDate: end,
    customer: [co, '1842 E CESAR CHAVEZ ST', 'AUSTIN TX 78702-4417'],
    accounts: [a],
    head: (n, of) => `<span class="wfh">August 11, 2023 &#9632; Page ${n} of ${of}</span><span></span>`,
  };
  s.pages = () => {
    const ends = dayEnds(a);
    const bal = balOf(a);
    const head = `<thead><tr><th>Date</th><th>Check<br>Number</th><th>Description</th><th class="r">Deposits/<br>Credits</th><th class="r">Withdrawals/<br>Debits</th><th class="r">Ending daily<br>balance</th></tr></thead>`;
    const css = style(`
    .ph{border-bottom:none;font-size:7.6pt}.wft{font-size:15pt;font-weight:bold;margin:0 0 2pt}
    .wfq{border:0.8px solid #777;padding:5pt 7pt;font-size:7pt;line-height:1.35;width:250pt}
    .wfb h4{font-size:9.4pt;margin:8pt 0 3pt;border-bottom:1.6px solid #000;padding-bottom:1pt}
    table.wf{width:100%;border-collapse:collapse}table.wf th{font-weight:normal;text-align:left;vertical-align:bottom;border-bottom:0.8px solid #000;font-size:7.2pt;padding:1pt 3pt}
    table.wf td{vertical-align:top;padding:1.5pt 3pt;line-height:10pt}table.wf td.d{white-space:normal;width:54%}
    table.wf tr.b td{font-weight:bold;border-top:0.8px solid #000}table.sm td{padding:1pt 10pt 1pt 0}
    .r{text-align:right;white-space:nowrap}`);
    const histRows = rows.map((r) => {
      const d = r.desc;
      return {
        html: `<tr>${td(D(r.date, 'M/D'))}${td(r.check ? String(r.check) : '')}<td class="d">${esc(d)}</td>${td(r.cents > 0 ? M(P(r)) : '', 'r')}${td(r.cents < 0 ? M(-P(r)) : '', 'r')}${td(ends.has(r) ? M(bal.get(r)!) : '', 'r')}</tr>`,
        cost: (rowCost(d, 60) * 10 + 3.2) / 11,
      };
    });
    const checks = checkList(rows);
    const chkGrid = nUp(checks, 3).map((line) =>
      line.flatMap((c) =>
        c ? [`${c.row.check}${c.gap ? ' *' : ''}`, D(c.row.date, 'M/D'), M(-P(c.row))] : ['', '', ''],
      ),
    );
    const blocks: Blk[] = [
      {
        html: `${css}<div class="top"><div><div class="wft">Wells Fargo Business Choice Checking</div></div>
<div class="wfq"><b>Questions?</b><br>Available by phone 24 hours a day, 7 days a week:<br>Telecommunications Relay Services calls accepted<br><b>1-800-CALL-WELLS</b> (1-800-225-5935)<br><br><b>Online:</b> wellsfargo.com/biz<br><b>Write:</b> Wells Fargo Bank, N.A. (182)<br>P.O. Box 6995<br>Portland, OR 97228-6995</div></div>
<div class="mail">${s.customer.map(esc).join('<br>')}</div>
<div class="wfb"><h4>Your Business and Wells Fargo</h4><div class="small">Cash flow is the heartbeat of a bakery. Wells Fargo Business Online lets you schedule payments, track deposits from your card processor and set alerts for balances under $500.00. Visit wellsfargo.com/biz or call us to learn more. Offer of a $400.00 bonus for new Business Market Rate Savings accounts opened by September 29, 2023 with $25,000.00 in new money; terms apply.</div></div>
<div class="wfb"><h4>Account options</h4><div class="small">A check mark in the box indicates you have these convenient services with your account(s). Go to wellsfargo.com/biz or call the number above if you have questions or if you would like to add new services.<br>Business Online Banking &#9745; &nbsp; Online Statements &#9745; &nbsp; Business Bill Pay &#9745; &nbsp; Business Spending Report &#9745; &nbsp; Overdraft Protection &#9744;</div></div>`,
        cost: 27,
      },
      {
        html: `<div class="top wfb"><div style="width:52%"><h4>Activity summary</h4><table class="sm">
<tr><td>Beginning balance on 7/14</td><td class="r">$${M(a.opening)}</td></tr>
<tr><td>Deposits/Credits</td><td class="r">${M(t.credits)}</td></tr>
<tr><td>Withdrawals/Debits</td><td class="r">- ${M(t.debits)}</td></tr>
<tr><td><b>Ending balance on 8/11</b></td><td class="r"><b>${closing(a) < 0 ? '-' : ''}$${M(Math.abs(closing(a)))}</b></td></tr></table></div>
<div style="width:44%" class="small"><br><br>Account number: <b>${a.number}</b><br>${co}<br>Texas account terms and conditions apply<br>For Direct Deposit use<br>Routing Number (RTN): 111900659<br>For Wire Transfers use<br>Routing Number (RTN): 121000248</div></div>
<div class="wfb"><h4>Overdraft Protection</h4><div class="small">Your account is not currently covered by Overdraft Protection. If available, Overdraft Protection can help protect you from overdrafts and returned items by automatically transferring funds from a linked account. Call 1-800-CALL-WELLS or visit a branch.</div></div>`,
        cost: 16,
      },
      {
        open: (cont) =>
          `<div class="wfb"><h4>Transaction history${cont ? ' (continued)' : ''}</h4></div><table class="wf">${head}<tbody>`,
        openCost: 4.5,
        rows: [
          ...histRows,
          {
            html: `<tr class="b"><td colspan="3">Ending balance on 8/11</td><td></td><td></td><td class="r">${M(closing(a))}</td></tr>`,
          },
          {
            html: `<tr class="b"><td colspan="3">Totals</td><td class="r">$${M(t.credits)}</td><td class="r">$${M(t.debits)}</td><td></td></tr>`,
          },
        ],
        tail: {
          html: `<div class="small">The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds that may have been outstanding on your account when your transactions posted. If you had insufficient available funds when a transaction posted, fees may have been assessed.</div>`,
          cost: 3,
        },
      },
      {
        html: `<div class="wfb"><h4>Summary of checks written (checks listed are also displayed in the preceding Transaction history)</h4></div>${table('wf', ['Number', 'Date', 'Amount', 'Number', 'Date', 'Amount', 'Number', 'Date', 'Amount'], chkGrid, [2, 5, 8])}<div class="small">* Gap in check sequence.</div>`,
        cost: chkGrid.length + 6,
      },
      {
        html: `<div class="wfb"><h4>Monthly service fee summary</h4></div><div class="small">For a complete list of fees and detailed account information, see the Wells Fargo Fee and Information Schedule and Account Agreement applicable to your account or talk to a banker. Go to wellsfargo.com/feefaq for a link to these documents, and answers to common monthly service fee questions.</div>
${table(
  'wf',
  [
    'Fee period ending 08/11/2023',
    `Standard monthly service fee $${M(-rows.find((q) => q.desc === 'Monthly Service Fee')!.cents)}`,
    `You paid $${M(-rows.find((q) => q.desc === 'Monthly Service Fee')!.cents)}`,
  ],
  [
    ['How to avoid the monthly service fee', 'Minimum required', 'This fee period'],
    ['Have any ONE of the following account requirements', '', ''],
    ['&nbsp;&nbsp;Average ledger balance', '$7,500.00', '&#9744;'],
    ['&nbsp;&nbsp;Qualifying transactions', '10', '&#9744;'],
  ],
  [1, 2],
)}`,
        cost: 10,
      },
      {
        html: `<div class="wfb"><h4>IMPORTANT ACCOUNT INFORMATION</h4></div><div class="small">Effective September 15, 2023, the Wire Transfer Fee for domestic outgoing wires sent from Business Online will change from $30.00 to $35.00 per wire. Beginning October 1, 2023, the daily limit for Mobile Deposit will increase to $25,000.00 for eligible business accounts. If you have questions, please contact your banker or call 1-800-CALL-WELLS.<br><br>&copy; 2023 Wells Fargo Bank, N.A. All rights reserved. Member FDIC. NMLSR ID 399801</div>`,
        cost: 9,
      },
    ];
    return layout(blocks, 60);
  };
  return s;
}

/** An HTML section: a heading, column heads, its rows (a description may wrap), a total line kept with the last row. */
function sec(
  heading: (cont: boolean) => string,
  heads: string[],
  right: number[],
  rows: { cells: string[]; cost?: number }[],
  tot?: string,
  cls = 'sx',
): Blk {
  const c = (i: number): string => (right.includes(i) ? ' class="r"' : i === 1 ? ' class="d"' : '');
  return {
    open: (cont) =>
      `${heading(cont)}<table class="${cls}"><thead><tr>${heads.map((h, i) => `<th${c(i)}>${h}</th>`).join('')}</tr></thead><tbody>`,
    openCost: 3.2,
    rows: rows.map((r) => ({
      html: `<tr>${r.cells.map((x, i) => `<td${c(i)}>${x}</td>`).join('')}</tr>`,
      cost: r.cost,
    })),
    tail: tot ? { html: tot, cost: 1.6 } : undefined,
  };
}

// =====================================================================================================
// Chase Business Complete Checking, May 2024: summary with instances, sections with totals, card summary
// =====================================================================================================

export function chase(): Spec2 {
  const start = '2024-05-01';
  const end = '2024-05-31';
  const m = month(1702, start, end, {
    n: 46,
    processors: ['toast'],
    settleLo: 61000,
    settleHi: 254000,
    settleP: 0.85,
    mca: [{ who: 'SUNRISE CAPITAL', cents: 51750 }],
    cards: ['4471', '0658'],
    checks: 6,
    firstCheck: 1187,
    zelle: true,
    wires: true,
    scale: 1800,
  });
  const co = 'HARBOR GRILL LLC';
  const trace = (x: Meta): string => `0210000${x.ref}`.slice(0, 15);
  const name = (r: Row, x: Meta): string => {
    const d = yymmdd(r.date);
    switch (x.what) {
      case 'toast':
        return `Orig CO Name:Toast Inc Orig ID:1463526839 Desc Date:${d} CO Entry Descr:Dep Sec:CCD Trace#:${trace(x)} Eed:${d} Ind ID:Tst${x.ref.slice(0, 6)} Ind Name:Harbor Grill LLC Trn: ${x.ref.slice(1)}Tc`;
      case 'mca':
        return `Orig CO Name:Sunrise Capital Orig ID:9800441720 Desc Date:${d} CO Entry Descr:Ach Debit Sec:CCD Trace#:${trace(x)} Eed:${d} Ind ID:Sc-${x.ref} Ind Name:Harbor Grill LLC Trn: ${x.ref}${d.slice(4)}Tc`;
      case 'card':
        return `Card Purchase ${mmdd(r.date)} ${title(x.who)} Card ${x.card}`;
      case 'deposit':
        return 'Deposit ' + x.ref.slice(0, 10);
      case 'mobile':
        return 'Remote Online Deposit ' + x.ref.slice(0, 7);
      case 'zelle_in':
        return `Zelle Payment From ${title(x.who)} Bacd${x.ref}`;
      case 'zelle_out':
        return `Zelle Payment To ${title(x.who)} Jpm99A${x.ref.slice(0, 6)}`;
      case 'wire_in':
        return `Fedwire Credit Via: Jpmorgan Chase Bank/021000021 B/O: ${title(x.who)} Houston TX 77002 Ref: Chase Nyc/Ctr/Bnf=Harbor Grill LLC Imad: ${d.slice(2)}${'B1Qgc06C'}00${x.ref.slice(0, 4)} Trn: ${x.ref}Ff`;
      case 'wire_out':
        return `Online Domestic Wire Transfer Via: Wells Fargo Nyc/121000248 A/C: ${title(x.who)} Ref: Invoice ${x.ref} Imad: 20${d}Mmqfmp2K0${x.ref.slice(0, 5)} Trn: 3${x.ref}Es`;
      case 'xfer_out':
        return `Online Transfer To Sav ...${x.who} Transaction#: 2${x.ref}${x.ref.slice(0, 1)}`;
      case 'check':
        return 'Check';
      case 'ach':
        return `Orig CO Name:${title(x.who)} Orig ID:${x.ref} Desc Date:${d} CO Entry Descr:Payment Sec:CCD Trace#:${trace(x)} Eed:${d} Ind ID:${x.ref.slice(3)} Ind Name:Harbor Grill LLC`;
      case 'wire_fee':
        return 'Online Domestic Wire Fee';
      case 'fee':
        return 'Monthly Service Fee';
      default:
        return r.desc;
    }
  };
  const rows = named(m, name);
  const a: Account = {
    label: 'Chase Business Complete Checking',
    number: '000000826417093',
    type: 'checking',
    opening: m.opening,
    rows,
  };
  const t = totals(rows);
  const credits = rows.filter((r) => r.cents > 0);
  const checks = rows.filter((r) => r.kind === 'check');
  const cardRows = rows.filter((r) => r.kind === 'card');
  const elec = rows.filter((r) => r.cents < 0 && !['check', 'card', 'fee'].includes(r.kind));
  const fees = rows.filter((r) => r.kind === 'fee');
  const s: Spec2 = {
    file: 'probe17-chase-business-complete-checking.pdf',
    style:
      'Chase Business Complete Checking (2024): "May 01, 2024 through May 31, 2024", a CHECKING SUMMARY with INSTANCES and AMOUNT columns, then DEPOSITS AND ADDITIONS, CHECKS PAID (check no., ^ image mark, * gap mark, date paid), ATM & DEBIT CARD WITHDRAWALS, an ATM & DEBIT CARD SUMMARY per card, ELECTRONIC WITHDRAWALS with long ACH descriptions wrapped over lines, FEES, each with its total, and a DAILY ENDING BALANCE table; daily Toast settlements and SUNRISE CAPITAL merchant-cash-advance debits, wires and Zelle',
    classes: [
      'business',
      'big-bank',
      'merchant-deposits',
      'mca-daily-debits',
      'zelle',
      'wires',
      'checks',
      'sections-with-totals',
      'summary-instances-column',
      'card-groups',
      'daily-ledger-balance-table',
      'multi-line-descriptions',
      'period-range-through',
      'member-fdic-line',
      'chromium',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'Chase',
    legal: 'JPMorgan Chase Bank, N.A.',
    aliases: ['Chase', 'JPMorgan Chase', 'JPMorgan Chase Bank', 'JPMorgan Chase Bank, N.A.', 'Chase Bank'],
    start,
    end,
    periodPrinted: true,
    statementDate: end,
    customer: [co, 'DBA HARBOR GRILL', '2210 SEAWALL BLVD STE C', 'GALVESTON TX 77550-7112'],
    accounts: [a],
    head: (n, of) =>
      `<span class="ch">May 01, 2024 through May 31, 2024<br>Account Number: &nbsp;${a.number}</span><span class="ch" style="text-align:right">Page ${n} of ${of}</span>`,
  };
  const css = style(`
    .ph{height:22pt;border-bottom:none;font-size:7.4pt}.ch{line-height:1.3}
    .cb{background:#d9d9d9;font-weight:bold;font-size:8.4pt;padding:2pt 5pt;margin:9pt 0 2pt;letter-spacing:0.4px}
    table.sx{width:100%;border-collapse:collapse}table.sx th{font-size:7pt;text-align:left;font-weight:bold;padding:1pt 4pt;border-bottom:0.6px solid #000}
    table.sx td{padding:1.2pt 4pt;vertical-align:top;line-height:9.6pt}table.sx td.d{white-space:normal;width:72%}
    .tl{display:flex;justify-content:space-between;font-weight:bold;border-top:0.6px solid #000;padding:1.5pt 4pt}
    table.cs td{padding:1pt 12pt 1pt 0}.r{text-align:right;white-space:nowrap}`);
  const amt = (r: Row): string => `$${M(Math.abs(P(r)))}`;
  const line = (r: Row): { cells: string[]; cost: number } => ({
    cells: [D(r.date, 'MM/DD'), esc(r.desc), amt(r)],
    cost: (rowCost(r.desc, 84) * 9.6 + 2.6) / 11,
  });
  const bar = (t: string) => (cont: boolean) => `<div class="cb">${t}${cont ? ' &nbsp;(continued)' : ''}</div>`;
  const totLine = (label: string, v: number): string =>
    `<div class="tl"><span>${label}</span><span>$${M(v)}</span></div>`;
  const cl = checkList(rows);
  const cards = [...new Set(cardRows.map((r) => r.card!))].sort();
  const daysBal = daily(a);
  const dGrid = nUp(daysBal, 4).map((l) => l.flatMap((e) => (e ? [D(e.date, 'MM/DD'), `$${M(e.balance)}`] : ['', ''])));
  const blocks: Blk[] = [
    {
      html: `${css}<div class="top"><div class="small">JPMorgan Chase Bank, N.A.<br>P O Box 182051<br>Columbus, OH 43218 - 2051</div>
<div class="acct small" style="min-width:240px"><b style="min-width:0">CUSTOMER SERVICE INFORMATION</b><br>Web site: Chase.com<br>Service Center: 1-800-242-7338<br>Deaf and Hard of Hearing: 1-800-242-7383<br>Para Espanol: 1-888-622-4273<br>International Calls: 1-713-262-1679</div></div>
<div class="mail">${s.customer.map(esc).join('<br>')}</div>
<div class="small" style="border:0.6px solid #888;padding:4pt 6pt">Get paid faster with Chase QuickAccept&reg;: same-day deposits for card sales at no additional cost when you deposit into your Chase Business Complete Checking account. Fees of 2.6% + 10&cent; per tap, dip or swipe apply. Learn more at chase.com/quickaccept.</div>`,
      cost: 15,
    },
    {
      html: `<div class="cb">CHECKING SUMMARY &nbsp;&nbsp; <span style="font-weight:normal">Chase Business Complete Checking</span></div>
<table class="cs"><tr><td></td><td class="r"><b>INSTANCES</b></td><td class="r"><b>AMOUNT</b></td></tr>
<tr><td>Beginning Balance</td><td></td><td class="r">$${M(a.opening)}</td></tr>
<tr><td>Deposits and Additions</td><td class="r">${credits.length}</td><td class="r">${M(total(credits))}</td></tr>
<tr><td>Checks Paid</td><td class="r">${checks.length}</td><td class="r">- ${M(total(checks))}</td></tr>
<tr><td>ATM &amp; Debit Card Withdrawals</td><td class="r">${cardRows.length}</td><td class="r">- ${M(total(cardRows))}</td></tr>
<tr><td>Electronic Withdrawals</td><td class="r">${elec.length}</td><td class="r">- ${M(total(elec))}</td></tr>
<tr><td>Fees</td><td class="r">${fees.length}</td><td class="r">- ${M(total(fees))}</td></tr>
<tr><td><b>Ending Balance</b></td><td class="r"><b>${rows.length}</b></td><td class="r"><b>$${M(closing(a))}</b></td></tr></table>
<div class="small">Your Chase Business Complete Checking account provides: No transaction fees for unlimited electronic deposits (including ACH and Chase QuickDeposit&#8480;); 20 debits and non-electronic deposits (such as checks, cash, or deposit slips), and $5,000 in cash deposits per statement cycle. Additional debits and non-electronic deposits: $0.40 each. Cash deposits over $5,000: $2.50 per $1,000.</div>`,
      cost: 15,
    },
    sec(
      bar('DEPOSITS AND ADDITIONS'),
      ['DATE', 'DESCRIPTION', 'AMOUNT'],
      [2],
      credits.map(line),
      totLine('Total Deposits and Additions', t.credits),
    ),
    sec(
      bar('CHECKS PAID'),
      ['CHECK NO.', 'DESCRIPTION', 'DATE PAID', 'AMOUNT'],
      [3],
      cl.map((c) => ({ cells: [`${c.row.check} ${c.gap ? '*' : ''}^`, '', D(c.row.date, 'MM/DD'), amt(c.row)] })),
      `${totLine('Total Checks Paid', total(checks))}<div class="small">If you see a description in the Checks Paid section, it means that we received only electronic information about the check, not the original or an image of the check. As a result, we're not able to return the check to you or show you an image.<br>* All of your recent checks may not be on this statement, either because they haven't cleared yet or they were listed on one of your previous statements.<br>^ An image of this check may be available for you to view on Chase.com.</div>`,
    ),
    sec(
      bar('ATM &amp; DEBIT CARD WITHDRAWALS'),
      ['DATE', 'DESCRIPTION', 'AMOUNT'],
      [2],
      cardRows.map(line),
      totLine('Total ATM &amp; Debit Card Withdrawals', total(cardRows)),
    ),
    {
      html: `<div class="cb">ATM &amp; DEBIT CARD SUMMARY</div><table class="cs">${cards
        .map((c) => {
          const g = cardRows.filter((r) => r.card === c);
          return `<tr><td><b>${c === '4471' ? 'Dana Whitfield' : 'Marco Whitfield'} Card ${c}</b></td><td></td></tr><tr><td>&nbsp;&nbsp;Total ATM Withdrawals &amp; Debits</td><td class="r">$0.00</td></tr><tr><td>&nbsp;&nbsp;Total Card Purchases</td><td class="r">$${M(total(g))}</td></tr><tr><td>&nbsp;&nbsp;Total Card Deposits &amp; Credits</td><td class="r">$0.00</td></tr>`;
        })
        .join(
          '',
        )}<tr><td><b>ATM &amp; Debit Card Totals</b></td><td></td></tr><tr><td>&nbsp;&nbsp;Total ATM Withdrawals &amp; Debits</td><td class="r">$0.00</td></tr><tr><td>&nbsp;&nbsp;Total Card Purchases</td><td class="r">$${M(total(cardRows))}</td></tr><tr><td>&nbsp;&nbsp;Total Card Deposits &amp; Credits</td><td class="r">$0.00</td></tr></table>`,
      cost: 4 + cards.length * 4.5 + 4.5,
    },
    sec(
      bar('ELECTRONIC WITHDRAWALS'),
      ['DATE', 'DESCRIPTION', 'AMOUNT'],
      [2],
      elec.map(line),
      totLine('Total Electronic Withdrawals', total(elec)),
    ),
    sec(bar('FEES'), ['DATE', 'DESCRIPTION', 'AMOUNT'], [2], fees.map(line), totLine('Total Fees', total(fees))),
    {
      html: `<div class="cb">DAILY ENDING BALANCE</div>${table('sx', ['DATE', 'AMOUNT', 'DATE', 'AMOUNT', 'DATE', 'AMOUNT', 'DATE', 'AMOUNT'], dGrid, [1, 3, 5, 7])}`,
      cost: dGrid.length + 4,
    },
    {
      html: `<div class="cb">SERVICE CHARGE SUMMARY</div>${table(
        'sx',
        ['TRANSACTIONS FOR SERVICE FEE CALCULATION', 'NUMBER OF TRANSACTIONS'],
        [
          ['Checks Paid / Debits', String(checks.length + cardRows.length)],
          ['Deposits / Credits', String(credits.filter((r) => r.kind === 'deposit').length)],
          ['Deposited Items', '0'],
          [
            'Transaction Total',
            String(checks.length + cardRows.length + credits.filter((r) => r.kind === 'deposit').length),
          ],
        ],
        [1],
      )}
<div class="small"><br>JPMorgan Chase Bank, N.A. Member FDIC. Equal Opportunity Lender. IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC FUNDS TRANSFERS: Call us at 1-800-242-7338 or write us at P.O. Box 182051, Columbus, OH 43218-2051 as soon as you can, if you think your statement or receipt is incorrect. We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem or error appeared.</div>`,
      cost: 12,
    },
  ];
  s.pages = () => layout(blocks, 56);
  return s;
}

// ---- drawn statements (pdf-lib) ----

interface DSec {
  title: string;
  cont?: string; // the heading on a continued page
  heads: Cell[];
  rows: Cell[][][]; // each row: its lines of cells
  total?: Cell[][]; // lines kept with the last row
  lh?: number;
  titleSize?: number;
  rule?: [number, number];
}

function wrapWords(text: string, n: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const w of text.split(' ')) {
    if (cur && (cur + ' ' + w).length > n) {
      out.push(cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) out.push(cur);
  return out;
}

function dsec(sh: Sheet, o: DSec): void {
  const lh = o.lh ?? 10.5;
  const [x1, x2] = o.rule ?? [40, 572];
  const open = (cont: boolean): void => {
    sh.gap(6);
    sh.line(
      [{ x: x1, text: cont ? (o.cont ?? `${o.title} - continued`) : o.title, bold: true, size: o.titleSize ?? 10 }],
      12,
    );
    sh.rule(x1, x2, 3, 1.1);
    sh.line(
      o.heads.map((c) => ({ ...c, bold: c.bold ?? true, size: c.size ?? 7.5 })),
      12,
    );
    sh.rule(x1, x2, 2.5, 0.4);
    sh.gap(1);
  };
  sh.ensure(60);
  open(false);
  o.rows.forEach((r, i) => {
    const need = r.length * lh + (i === o.rows.length - 1 && o.total ? o.total.length * lh + 4 : 0);
    if (!sh.room(need)) {
      sh.newPage();
      open(true);
    }
    for (const l of r) sh.line(l, lh);
  });
  if (o.total) {
    sh.rule(x1, x2, 3, 0.5);
    sh.gap(2);
    for (const l of o.total)
      sh.line(
        l.map((c) => ({ ...c, bold: c.bold ?? true })),
        lh + 1,
      );
  }
}

const para17 = (sh: Sheet, text: string, x: number, n: number, size = 7, lh = 8.6, bold = false): void => {
  for (const l of wrapWords(text, n)) {
    sh.ensure(lh);
    sh.line([{ x, text: l, size, bold }], lh);
  }
};

// =====================================================================================================
// Bank of America Business Advantage Fundamentals Banking, July 2022 (drawn: words, column by column)
// =====================================================================================================

export function bankOfAmerica(): Spec2 {
  const start = '2022-07-01';
  const end = '2022-07-31';
  const m = month(1703, start, end, {
    n: 52,
    processors: ['shopify'],
    settleLo: 38000,
    settleHi: 196000,
    settleP: 0.6,
    mca: [
      { who: 'PEARL CAPITAL', cents: 38900 },
      { who: 'FORA FINANCIAL', cents: 27480, step: 5 },
    ],
    cards: ['4471', '2208'],
    checks: 9,
    firstCheck: 3340,
    zelle: true,
    wires: true,
    scale: 1400,
  });
  const co = 'CASCADE PLUMBING & HEATING LLC';
  const name = (r: Row, x: Meta): string => {
    const d = yymmdd(r.date);
    switch (x.what) {
      case 'shopify':
        return `SHOPIFY DES:TRANSFER ID:ST-${x.ref.slice(0, 6)}Q INDN:CASCADE PLUMBING & HEA CO ID:1800948598 CCD`;
      case 'mca':
        return `${x.who} DES:DEBIT ID:${x.ref} INDN:CASCADE PLUMBING & HEA CO ID:${x.who.startsWith('P') ? '1464829971' : '9133380557'} CCD`;
      case 'card':
        return `CHECKCARD ${r.date.slice(5, 7)}${r.date.slice(8)} ${x.who} ${'2' + x.ref.slice(0, 14) + x.ref.slice(0, 8)}`;
      case 'deposit':
        return 'BKOFAMERICA BC 07/' + r.date.slice(8) + ' #000009741 DEPOSIT CASCADE TX';
      case 'mobile':
        return `BKOFAMERICA MOBILE ${mmdd(r.date)} ${x.ref} DEPOSIT *MOBILE TX`;
      case 'zelle_in':
        return `Zelle payment from ${x.who} Conf# ${x.ref.slice(0, 8)}a`;
      case 'zelle_out':
        return `Zelle payment to ${title(x.who)} Conf# b${x.ref.slice(0, 8)}`;
      case 'wire_in':
        return `WIRE TYPE:WIRE IN DATE: ${d} TIME:1024 ET TRN:20${d}00${x.ref} SEQ:${x.ref}/0${x.ref.slice(0, 5)} ORIG:${x.who} ID:${x.ref}22 SND BK:JPMORGAN CHASE BANK, NA ID:0002`;
      case 'wire_out':
        return `WIRE TYPE:WIRE OUT DATE:${d} TIME:1451 ET TRN:20${d}00${x.ref} SERVICE REF:00${x.ref} BNF:${x.who} ID:00${x.ref} BNF BK:WELLS FARGO BANK, NA ID:121000248 PMT DET:INV ${x.ref.slice(0, 4)}`;
      case 'xfer_out':
        return `Online Banking transfer to SAV ${x.who} Confirmation# ${x.ref}01`;
      case 'ach':
        return `${x.who} DES:${x.who.includes('IRS') ? 'USATAXPYMT' : 'PAYMENT'} ID:${x.ref} INDN:CASCADE PLUMBING & HEA CO ID:${x.ref.slice(1)}0 CCD`;
      case 'wire_fee':
        return 'Wire Transfer Fee';
      case 'fee':
        return 'Monthly Fee Business Adv Fundamentals';
      default:
        return r.desc;
    }
  };
  const rows = named(m, name);
  const a: Account = {
    label: 'Business Advantage Fundamentals Banking',
    number: '334055192287',
    type: 'checking',
    opening: m.opening,
    rows,
  };
  const t = totals(rows);
  const credits = rows.filter((r) => r.cents > 0);
  const checks = rows.filter((r) => r.kind === 'check');
  const fees = rows.filter((r) => r.kind === 'fee');
  const cardRows = rows.filter((r) => r.kind === 'card');
  const other = rows.filter((r) => r.cents < 0 && !['check', 'fee', 'card'].includes(r.kind));
  const acct = '3340 5519 2287';
  const s: Spec2 = {
    file: 'probe17-bank-of-america-business-advantage.pdf',
    style:
      'Bank of America Business Advantage Fundamentals Banking (2022), drawn word by word with a subset TrueType font and each page emitted column by column: "for July 1, 2022 to July 31, 2022", an Account summary with # of deposits/credits and # of withdrawals/debits beside it, the IMPORTANT INFORMATION FOR BUSINESS DEPOSIT CUSTOMERS page second, Deposits and other credits, Withdrawals and other debits with card purchases grouped under "Card account # XXXX XXXX XXXX 4471" and "Subtotal for card account", Checks 2-up with gaps, Service fees, Daily ledger balances 3-up, debits printed with a minus, MM/DD/YY dates; daily PEARL CAPITAL and weekly FORA FINANCIAL merchant-cash-advance debits, Shopify payouts',
    classes: [
      'business',
      'big-bank',
      'merchant-deposits',
      'mca-daily-debits',
      'two-mca-funders',
      'zelle',
      'wires',
      'checks',
      'card-groups',
      'sections-with-totals',
      'check-table-2up',
      'daily-ledger-balance-table',
      'disclosure-page-before-activity',
      'period-range',
      'member-fdic-line',
      'pdf-lib-producer',
      'text-per-word',
      'column-order-content',
      'subset-fonts',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'Bank of America',
    legal: 'Bank of America, N.A.',
    aliases: ['Bank of America', 'Bank of America, N.A.', 'BofA', 'BANK OF AMERICA'],
    start,
    end,
    periodPrinted: true,
    statementDate: end,
    customer: [co, '4012 RIVERSIDE DR', 'TEMPLE TX 76502-1187'],
    accounts: [a],
  };
  const L = 40;
  const R = 572;
  const sh = new Sheet(54, 728, (x, n) => {
    if (n > 1) {
      x.at(40, [
        { x: L, text: co, size: 7.5 },
        { x: 330, text: `| Account # ${acct} | July 1, 2022 to July 31, 2022`, size: 7.5 },
      ]);
    }
  });
  const neg = (c: number): string => (c < 0 ? `-${M(-c)}` : M(c));
  // page 1
  sh.at(62, [{ x: L, text: 'BANK OF AMERICA', bold: true, size: 15 }]);
  sh.at(76, [{ x: L, text: 'P.O. Box 15284', size: 7 }]);
  sh.at(85, [{ x: L, text: 'Wilmington, DE 19850', size: 7 }]);
  sh.at(62, [{ x: 360, text: 'Customer service information', bold: true, size: 8 }]);
  sh.at(76, [{ x: 360, text: '1.888.BUSINESS (1.888.287.4637)', size: 7.5 }]);
  sh.at(87, [{ x: 360, text: 'bankofamerica.com', size: 7.5 }]);
  sh.at(98, [{ x: 360, text: 'Bank of America, N.A.', size: 7.5 }]);
  sh.at(108, [{ x: 360, text: 'P.O. Box 25118', size: 7.5 }]);
  sh.at(118, [{ x: 360, text: 'Tampa, FL 33622-5118', size: 7.5 }]);
  s.customer.forEach((l, i) => sh.at(120 + i * 11, [{ x: 60, text: l, size: 8.5 }]));
  sh.y = 180;
  sh.line([{ x: L, text: 'Your Business Advantage Fundamentals Banking', bold: true, size: 12 }], 14);
  sh.line(
    [
      { x: L, text: 'for July 1, 2022 to July 31, 2022', size: 8.5 },
      { x: 360, text: `Account number: ${acct}`, size: 8.5 },
    ],
    12,
  );
  sh.line([{ x: L, text: co, size: 8.5 }], 12);
  sh.rule(L, R, 4, 1.2);
  sh.gap(6);
  sh.line([{ x: L, text: 'Account summary', bold: true, size: 10 }], 14);
  const sum1: [string, string][] = [
    ['Beginning balance on July 1, 2022', `$${M(a.opening)}`],
    ['Deposits and other credits', M(t.credits)],
    ['Withdrawals and other debits', neg(-(total(other) + total(cardRows)))],
    ['Checks', neg(-total(checks))],
    ['Service fees', neg(-total(fees))],
    ['Ending balance on July 31, 2022', `$${M(closing(a))}`],
  ];
  const sum2: [string, string][] = [
    ['# of deposits/credits:', String(credits.length)],
    ['# of withdrawals/debits:', String(rows.length - credits.length)],
    ['# of items-previous cycle\u00b9:', '0'],
    ['# of days in cycle:', '31'],
    ['Average ledger balance:', `$${M(Math.round(daily(a).reduce((x, d) => x + d.balance, 0) / daily(a).length))}`],
    ['', ''],
  ];
  sum1.forEach(([l, v], i) =>
    sh.line(
      [
        { x: L, text: l, size: 8.5, bold: i === 5 },
        { x: 300, text: v, right: true, size: 8.5, bold: i === 5 },
        { x: 340, text: sum2[i][0], size: 8.5 },
        { x: 470, text: sum2[i][1], size: 8.5 },
      ],
      12,
    ),
  );
  sh.gap(8);
  sh.line([{ x: L, text: '\u00b9Includes checks paid,deposited items&other debits', size: 6.5 }], 9);
  sh.gap(10);
  sh.fill(L, R - L, 58, 0.93);
  para17(
    sh,
    'Stay on top of cash flow with Cash Flow Monitor\u00ae in Business Advantage 360, our online banking. Through September 30, 2022, eligible businesses that add Merchant Services can receive up to $500.00 in statement credits. Bank of America Merchant Services fees apply. See bankofamerica.com/smallbusiness for details.',
    L + 6,
    120,
    7.5,
    10,
  );
  // page 2: the disclosure
  sh.newPage();
  sh.line([{ x: L, text: 'IMPORTANT INFORMATION FOR BUSINESS DEPOSIT CUSTOMERS', bold: true, size: 10 }], 16);
  const disc = [
    'Account changes - Please promptly notify us in writing of any change of address. Please notify us in writing of any change in your account ownership or authorized signers, at the banking center where your account is maintained.',
    'Deposit agreement - When you opened your account, you received a deposit agreement and fee schedule and agreed that your account would be governed by the terms of these documents, as we may amend them from time to time. These documents are part of the contract for your deposit account and govern all transactions relating to your account, including all deposits and withdrawals. Copies of both the deposit agreement and fee schedule which contain the current version of the terms and conditions of your account relationship may be obtained at our banking centers.',
    'Electronic transfers: In case of errors or questions about your electronic transfers - If you think your statement or receipt is wrong or you need more information about an electronic transfer (e.g., ATM transactions, direct deposits or withdrawals, point-of-sale transactions) on the statement or receipt, telephone or write us at the address and number listed on the front of this statement as soon as you can. We must hear from you no later than 60 days after we sent you the FIRST statement on which the error or problem appeared.',
    'Reporting other problems - You must examine your statement carefully and promptly. You are in the best position to discover errors and unauthorized transactions on your account. If you fail to notify us in writing of suspected problems or unauthorized transactions within the time periods specified in the deposit agreement (which periods are no more than 60 days after we make the statement available to you and in some cases are 30 days or less), we are not liable to you for, and you agree not to make a claim against us for the problems or unauthorized transactions.',
    'Direct deposits - If you have arranged to have direct deposits made to your account at least once every 60 days from the same person or company, you may call us to find out if the deposit was made as scheduled. You may also review your activity online or visit a banking center for information.',
    '\u00a9 2022 Bank of America Corporation. Bank of America, N.A. Member FDIC and Equal Housing Lender.',
  ];
  for (const p of disc) {
    para17(sh, p, L, 150, 7.5, 10);
    sh.gap(6);
  }
  // page 3: activity
  sh.newPage();
  sh.line([{ x: L, text: 'Your checking account', bold: true, size: 11 }], 14);
  const H3 = (a2: string, b2: string): Cell[] => [
    { x: L, text: 'Date' },
    { x: 90, text: a2 },
    { x: R, text: b2, right: true },
  ];
  const dline = (r: Row, n = 96): Cell[][] =>
    wrapWords(r.desc, n).map((l, i) =>
      i === 0
        ? [
            { x: L, text: D(r.date, 'MM/DD/YY') },
            { x: 90, text: l },
            { x: R, text: neg(P(r)), right: true },
          ]
        : [{ x: 90, text: l }],
    );
  dsec(sh, {
    title: 'Deposits and other credits',
    heads: H3('Description', 'Amount'),
    rows: credits.map((r) => dline(r)),
    total: [
      [
        { x: L, text: 'Total deposits and other credits' },
        { x: R, text: `$${M(t.credits)}`, right: true },
      ],
    ],
  });
  const cards = [...new Set(cardRows.map((r) => r.card!))].sort();
  const wRows: Cell[][][] = other.map((r) => dline(r));
  for (const c of cards) {
    const g = cardRows.filter((r) => r.card === c);
    wRows.push([[{ x: L, text: `Card account # XXXX XXXX XXXX ${c}`, bold: true }]]);
    for (const r of g) wRows.push(dline(r));
    wRows.push([
      [
        { x: 90, text: `Subtotal for card account # XXXX XXXX XXXX ${c}`, bold: true },
        { x: R, text: `-$${M(total(g))}`, right: true, bold: true },
      ],
    ]);
  }
  dsec(sh, {
    title: 'Withdrawals and other debits',
    heads: H3('Description', 'Amount'),
    rows: wRows,
    total: [
      [
        { x: L, text: 'Total withdrawals and other debits' },
        { x: R, text: `-$${M(total(other) + total(cardRows))}`, right: true },
      ],
    ],
  });
  const cl = checkList(rows);
  const half = Math.ceil(cl.length / 2);
  const cRows: Cell[][][] = [];
  for (let i = 0; i < half; i++) {
    const cells: Cell[] = [];
    [cl[i], cl[i + half]].forEach((c, k) => {
      if (!c) return;
      const ox = k * 270;
      cells.push(
        { x: L + ox, text: D(c.row.date, 'MM/DD/YY') },
        { x: 100 + ox, text: `${c.row.check}${c.gap ? '*' : ''}` },
        { x: 290 + ox, text: neg(P(c.row)), right: true },
      );
    });
    cRows.push([cells]);
  }
  dsec(sh, {
    title: 'Checks',
    heads: [
      { x: L, text: 'Date' },
      { x: 100, text: 'Check #' },
      { x: 290, text: 'Amount', right: true },
      { x: 310, text: 'Date' },
      { x: 370, text: 'Check #' },
      { x: 560, text: 'Amount', right: true },
    ],
    rows: cRows,
    total: [
      [
        { x: L, text: 'Total checks' },
        { x: R, text: `-$${M(total(checks))}`, right: true },
      ],
      [
        { x: L, text: `Total # of checks` },
        { x: R, text: String(checks.length), right: true },
      ],
    ],
  });
  para17(sh, '* There is a gap in sequential check numbers', L, 120, 7);
  dsec(sh, {
    title: 'Service fees',
    heads: H3('Transaction description', 'Amount'),
    rows: fees.map((r) => dline(r)),
    total: [
      [
        { x: L, text: 'Total service fees' },
        { x: R, text: `-$${M(total(fees))}`, right: true },
      ],
    ],
  });
  para17(sh, 'Note your Ending Balance already reflects the subtraction of Service Fees.', L, 120, 7);
  const db = daily(a);
  const per = Math.ceil(db.length / 3);
  const dRows: Cell[][][] = [];
  for (let i = 0; i < per; i++) {
    const cells: Cell[] = [];
    for (let k = 0; k < 3; k++) {
      const e = db[k * per + i];
      if (e)
        cells.push(
          { x: L + k * 180, text: D(e.date, 'MM/DD') },
          { x: L + 150 + k * 180, text: neg(e.balance), right: true },
        );
    }
    dRows.push([cells]);
  }
  dsec(sh, {
    title: 'Daily ledger balances',
    heads: [0, 1, 2].flatMap((k) => [
      { x: L + k * 180, text: 'Date' },
      { x: L + 150 + k * 180, text: 'Balance ($)', right: true },
    ]),
    rows: dRows,
  });
  s.pdf = () =>
    ink(sh, {
      title: 'eStatement',
      producer: 'StreamServe Persuasion SP5',
      creator: 'StreamServe Communication Server',
      date: '2022-08-02',
      regular: FONTS.sans[0],
      bold: FONTS.sans[1],
      size: 7.8,
      split: 'word',
      columnOrder: true,
      footer: (n, of) => [
        { x: R, text: `Page ${n} of ${of}`, right: true, size: 7 },
        { x: L, text: 'Bank of America, N.A. Member FDIC', size: 6.5, gray: true },
      ],
      footerY: 762,
    });
  return s;
}

// =====================================================================================================
// PNC Business Checking, April 2021: balance summary as one row, amounts before descriptions, reference numbers
// =====================================================================================================

export function pnc(): Spec2 {
  const start = '2021-04-01';
  const end = '2021-04-30';
  const m = month(1704, start, end, {
    n: 48,
    processors: ['stripe'],
    settleLo: 52000,
    settleHi: 231000,
    settleP: 0.7,
    mca: [{ who: 'LIBERTAS FUNDIN', cents: 46310 }],
    cards: ['4130'],
    checks: 8,
    firstCheck: 5021,
    zelle: false,
    wires: true,
    returned: true,
    scale: 1600,
  });
  const co = 'KEYSTONE PRINT WORKS INC';
  const name = (r: Row, x: Meta): string => {
    switch (x.what) {
      case 'stripe':
        return `Corporate ACH Transfer Stripe St-${x.ref.slice(0, 4)}K${x.ref.slice(4, 8)}`;
      case 'mca':
        return `Corporate ACH Debit Libertas Fundin Xxxxx${x.ref.slice(0, 4)}`;
      case 'card':
        return `Debit Card Purchase Xxxxx${x.card} ${title(x.who)}`;
      case 'deposit':
        return 'Deposit';
      case 'mobile':
        return 'Mobile Deposit';
      case 'wire_in':
        return `Wire Transfer In ${title(x.who)} Fed Ref ${x.ref}`;
      case 'wire_out':
        return `Wire Transfer Out ${title(x.who)}`;
      case 'xfer_out':
        return `Online Transfer To Xxxxxx${x.who}`;
      case 'check':
        return 'Check';
      case 'ach':
        return `Corporate ACH ${x.who.includes('IRS') ? 'Usataxpymt Irs' : 'Payment ' + title(x.who)}`;
      case 'returned':
        return 'Deposited Item Returned';
      case 'ret_fee':
        return 'Returned Item Fee';
      case 'wire_fee':
        return 'Outgoing Wire Fee';
      case 'fee':
        return 'Service Charge Period Ending 04/30.2021';
      default:
        return r.desc;
    }
  };
  const rows = named(m, name);
  const a: Account = { label: 'Business Checking', number: '1240733861', type: 'checking', opening: m.opening, rows };
  const t = totals(rows);
  const acct = '12-4073-3861';
  const ref = (r: Row, x = m.meta.get(r)!): string =>
    ['deposit', 'mobile', 'fee', 'ret_fee', 'wire_fee'].includes(x.what) ? '' : `000${x.ref}`.slice(-11);
  const grp = {
    Deposits: rows.filter((r) => r.kind === 'deposit'),
    'ACH Additions': rows.filter((r) => r.kind === 'ecredit'),
    'Wire Transfers In': rows.filter((r) => r.kind === 'wire_in'),
    'Debit Card Purchases': rows.filter((r) => r.kind === 'card'),
    'ACH Deductions': rows.filter((r) => r.kind === 'ach' || r.kind === 'mca'),
    'Service Charges and Fees': rows.filter((r) => ['fee', 'ret_fee', 'wire_fee'].includes(m.meta.get(r)!.what)),
    'Other Deductions': rows.filter(
      (r) => ['wire_out', 'xfer_out'].includes(r.kind) || m.meta.get(r)!.what === 'returned',
    ),
  };
  const checks = rows.filter((r) => r.kind === 'check');
  const credits = rows.filter((r) => r.cents > 0);
  const debits = rows.filter((r) => r.cents < 0);
  const s: Spec2 = {
    file: 'probe17-pnc-business-checking.pdf',
    style:
      'PNC Business Checking (2021): "For the period 04/01/2021 to 04/30/2021", a Balance Summary printed as one row of four labelled figures, a transaction summary, Activity Detail with Deposits and Other Additions / Checks and Other Deductions each opened by "There were N ... totaling $X", subsections printing Date posted | Amount | Transaction description | Reference number (amounts before descriptions), checks 3-up with reference numbers and gap marks, a returned deposited item and its fee, daily LIBERTAS FUNDIN merchant-cash-advance debits, Stripe transfers, a Daily Balance Detail',
    classes: [
      'business',
      'big-bank',
      'merchant-deposits',
      'mca-daily-debits',
      'wires',
      'checks',
      'returned-item',
      'amount-before-description',
      'sections-with-totals',
      'check-table-3up',
      'balance-summary-one-row',
      'daily-ledger-balance-table',
      'period-range',
      'member-fdic-line',
      'chromium',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'PNC Bank',
    legal: 'PNC Bank, National Association',
    aliases: [
      'PNC',
      'PNC Bank',
      'PNC Bank, N.A.',
      'PNC Bank, National Association',
      'The PNC Financial Services Group',
    ],
    start,
    end,
    periodPrinted: true,
    statementDate: end,
    customer: [co, '718 LIBERTY AVE', 'PITTSBURGH PA 15222-3104'],
    accounts: [a],
    head: (n, of) =>
      `<span>Business Checking &nbsp;&nbsp; For the period 04/01/2021 to 04/30/2021</span><span style="text-align:right">${co}<br>Primary account number: ${acct}<br>Page ${n} of ${of}</span>`,
  };
  const css = style(`
    .ph{height:30pt;font-size:7pt;border-bottom:0.8px solid #f58025;line-height:1.3}
    .pn{font-size:18pt;font-weight:bold;color:#f58025}
    h4.p1{font-size:10.5pt;margin:8pt 0 2pt;color:#333}h5.p2{font-size:8.8pt;margin:6pt 0 1pt;border-bottom:0.6px solid #999}
    table.sx,table.bs{width:100%;border-collapse:collapse}table.sx th{font-size:7pt;text-align:left;font-weight:bold;padding:1pt 4pt;border-bottom:0.6px solid #999}
    table.sx td{padding:1pt 4pt;vertical-align:top;line-height:9.8pt}table.sx td.d{white-space:normal}
    table.bs td{padding:1pt 6pt;text-align:right}table.bs tr:first-child td{font-size:7pt;vertical-align:bottom}
    .r{text-align:right;white-space:nowrap}.tl{font-style:italic;font-size:7.6pt;margin:3pt 0}`);
  const sub = (t2: string, rs: Row[]): Blk =>
    ({
      open: (cont: boolean) =>
        `<h5 class="p2">${t2}${cont ? ' - continued' : ''}</h5><table class="sx"><thead><tr><th style="width:9%">Date<br>posted</th><th class="r" style="width:12%">Amount</th><th>Transaction<br>description</th><th class="r" style="width:16%">Reference<br>number</th></tr></thead><tbody>`,
      openCost: 4,
      rows: rs.map((r) => ({
        html: `<tr><td>${D(r.date, 'MM/DD')}</td><td class="r">${M(Math.abs(P(r)))}</td><td class="d">${esc(r.desc)}</td><td class="r">${ref(r)}</td></tr>`,
      })),
    }) as Blk;
  const cl = checkList(rows);
  const cg = nUp(cl, 3).map((l) =>
    l.flatMap((c) =>
      c
        ? [D(c.row.date, 'MM/DD'), `${c.row.check}${c.gap ? ' *' : ''}`, M(-P(c.row)), `0${ref(c.row)}`.slice(-9)]
        : ['', '', '', ''],
    ),
  );
  const db = daily(a);
  const dg = nUp(db, 3).map((l) => l.flatMap((e) => (e ? [D(e.date, 'MM/DD'), M(e.balance)] : ['', ''])));
  const avg = Math.round(db.reduce((x, d) => x + d.balance, 0) / db.length);
  const blocks: Blk[] = [
    {
      html: `${css}<div class="top"><div><div class="pn">PNC BANK</div><div class="mail">${s.customer.map(esc).join('<br>')}</div></div>
<div class="small" style="width:230pt">Number of enclosures: 0<br>For 24-hour banking sign on to<br>PNC Bank Online Banking on pnc.com<br>FOR 24-HOUR INFORMATION, CALL 1-877-BUS-BNKG (1-877-287-2654)<br>Moving? Please contact your local branch.<br>Write to: Customer Service<br>PO Box 609<br>Pittsburgh, PA 15230-9738<br>Visit us at PNC.com/smallbusiness<br>Member FDIC &nbsp; Equal Housing Lender</div></div>
<h4 class="p1">Business Checking Account Summary</h4>
<div>${co}<br>Account number: ${acct}</div>
<div class="small">Overdraft Protection has not been established for this account. Please contact us if you would like to set up this service.</div>
<h5 class="p2">Balance Summary</h5>
<table class="bs"><tr><td>Beginning<br>balance</td><td>Deposits and<br>other additions</td><td>Checks and other<br>deductions</td><td>Ending<br>balance</td></tr>
<tr><td>${M(a.opening)}</td><td>${M(t.credits)}</td><td>${M(t.debits)}</td><td>${M(closing(a))}</td></tr></table>
<table class="bs" style="width:60%"><tr><td></td><td>Average ledger<br>balance</td><td>Average collected<br>balance</td></tr><tr><td style="text-align:left"></td><td>${M(avg)}</td><td>${M(avg - 41337)}</td></tr></table>
<h5 class="p2">Transaction Summary</h5>
${table(
  'sx',
  [],
  [
    [
      'Checks paid/written',
      String(checks.length),
      'Check-card POS transactions',
      String(grp['Debit Card Purchases'].length),
    ],
    ['Check-card/virtual POS PIN txn', '0', 'Total ATM transactions', '0'],
  ],
  [1, 3],
)}
<div class="small" style="margin-top:6pt;border:0.6px solid #f58025;padding:4pt">PNC Cash Flow Insight&reg; is included with your account. Starting May 17, 2021, the Outgoing Domestic Wire fee will be $30.00 per wire; see your updated Business Schedule of Service Charges and Fees.</div>`,
      cost: 34,
    },
    {
      html: `<h4 class="p1">Activity Detail</h4><h5 class="p2">Deposits and Other Additions</h5><div class="tl">There were ${credits.length} Deposits and Other Additions totaling $${M(t.credits)}.</div>`,
      cost: 5,
    },
    ...Object.entries(grp)
      .slice(0, 3)
      .filter(([, rs]) => rs.length)
      .map(([k, rs]) => sub(k, rs)),
    {
      html: `<h5 class="p2">Checks and Other Deductions</h5><div class="tl">There were ${debits.length} Checks and Other Deductions totaling $${M(t.debits)}.</div>`,
      cost: 4,
    },
    {
      html: `<h5 class="p2">Checks and Substitute Checks</h5>${table('sx', ['Date<br>paid', 'Check<br>number', 'Amount', 'Reference<br>number', 'Date<br>paid', 'Check<br>number', 'Amount', 'Reference<br>number', 'Date<br>paid', 'Check<br>number', 'Amount', 'Reference<br>number'], cg, [2, 6, 10])}<div class="small">* Gap in check sequence &nbsp;&nbsp; There were ${checks.length} checks listed totaling $${M(total(checks))}.</div>`,
      cost: cg.length + 6,
    },
    ...Object.entries(grp)
      .slice(3)
      .filter(([, rs]) => rs.length)
      .map(([k, rs]) => sub(k, rs)),
    {
      html: `<h4 class="p1">Daily Balance Detail</h4>${table('sx', ['Date', 'Ledger balance', 'Date', 'Ledger balance', 'Date', 'Ledger balance'], dg, [1, 3, 5])}`,
      cost: dg.length + 4,
    },
    {
      html: `<div class="small"><br>Please see the reverse side for important information about your account. PNC Bank, National Association. Member FDIC. &copy;2021 The PNC Financial Services Group, Inc. All rights reserved.</div>`,
      cost: 3,
    },
  ];
  s.pages = () => layout(blocks, 56);
  return s;
}

// =====================================================================================================
// Mercury business checking, March 2025: a fintech's statement, typed rows, day-end balances
// =====================================================================================================

export function mercury(): Spec2 {
  const start = '2025-03-01';
  const end = '2025-03-31';
  const m = month(1705, start, end, {
    n: 40,
    processors: ['shopify'],
    settleLo: 88000,
    settleHi: 341000,
    settleP: 0.55,
    mca: [{ who: 'PARAFIN', cents: 61240 }],
    cards: ['4471', '8830'],
    wires: true,
    scale: 2600,
  });
  const co = 'Bright Loop Goods, Inc.';
  const typ = new Map<Row, string>();
  const name = (r: Row, x: Meta): string => {
    const T = (t2: string, d: string): string => (typ.set(r, t2), d);
    switch (x.what) {
      case 'shopify':
        return T('ACH In', 'Shopify; Payout ' + x.ref.slice(0, 7));
      case 'mca':
        return T('ACH Out', `Parafin Capital; Daily remittance ${x.ref}`);
      case 'card':
        return T('Debit Card', `${title(x.who.replace(/ #?\d+$/, ''))} \u00b7 Card \u2022\u2022${x.card}`);
      case 'deposit':
      case 'mobile':
        return T('Check Deposit', 'Check deposit \u00b7 Mercury mobile');
      case 'wire_in':
        return T('Wire In', `${title(x.who)}; Domestic wire ${x.ref}`);
      case 'wire_out':
        return T('Wire Out', `${title(x.who)}; Invoice ${x.ref.slice(0, 4)}`);
      case 'xfer_out':
        return T('Transfer', `Transfer to Mercury Treasury \u2022\u2022${x.who}`);
      case 'ach':
        return T('ACH Out', `${title(x.who)}; ${x.who.includes('IRS') ? 'USATAXPYMT' : 'Payment'}`);
      case 'wire_fee':
        return T('Fee', 'International wire fee');
      case 'fee':
        return T('Fee', 'Mercury Plus subscription');
      default:
        return r.desc;
    }
  };
  const rows = named(m, name);
  const a: Account = { label: 'Mercury Checking', number: '202214864471', type: 'checking', opening: m.opening, rows };
  const t = totals(rows);
  const ends = dayEnds(a);
  const bal = balOf(a);
  const s: Spec2 = {
    file: 'probe17-mercury-business-checking.pdf',
    style:
      'Mercury business checking (2025): a fintech statement "Mar 1, 2025 \u2013 Mar 31, 2025" (en dash), a summary of Beginning balance / Deposits / Withdrawals / Ending balance, one transactions table Date | Description | Type | Amount | End of day balance with signed "\u2212$" amounts and the balance on each day\'s last row, PARAFIN daily remittances, Shopify payouts, wires, the partner-bank FDIC small print (not a bank)',
    classes: [
      'business',
      'fintech',
      'merchant-deposits',
      'mca-daily-debits',
      'wires',
      'signed-amount-column',
      'dollar-signs-on-rows',
      'running-balance-day-end',
      'period-range-en-dash',
      'partner-bank-fdic-line',
      'chromium',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'Mercury',
    legal: 'Mercury',
    aliases: ['Mercury', 'Mercury Technologies', 'Mercury Technologies, Inc.', 'Choice Financial Group', 'Column N.A.'],
    start,
    end,
    periodPrinted: true,
    statementDate: end,
    customer: [co, '548 Market St PMB 72215', 'San Francisco, CA 94104'],
    accounts: [a],
    head: (n, of) =>
      `<span>${esc(co)} \u00b7 Mercury Checking \u2022\u2022${a.number.slice(-4)}</span><span>${n} of ${of}</span>`,
  };
  const sm = (c: number): string => (c < 0 ? `\u2212$${M(-c)}` : `$${M(c)}`);
  const css = style(`
    body{font-family:'Liberation Sans',Arial,sans-serif;color:#1e1e2a}.ph{border-bottom:none;color:#70707d}
    .mq{font-size:16pt;font-weight:bold;letter-spacing:-0.3px}.mg{color:#70707d;font-size:7.4pt}
    .bx{display:flex;gap:10pt;margin:10pt 0}.bx div{flex:1;border:0.7px solid #d8d8e0;border-radius:5pt;padding:6pt 8pt}
    .bx b{display:block;font-size:11pt;margin-top:3pt}
    table.mx{width:100%;border-collapse:collapse}table.mx th{font-weight:normal;color:#70707d;text-align:left;font-size:7.2pt;padding:3pt 4pt;border-bottom:0.7px solid #d8d8e0}
    table.mx td{padding:3pt 4pt;border-bottom:0.4px solid #ececf2;line-height:10pt}.r{text-align:right;white-space:nowrap}`);
  const blocks: Blk[] = [
    {
      html: `${css}<div class="top"><div class="mq">mercury</div><div class="mg" style="text-align:right">Statement period<br><span style="color:#1e1e2a;font-size:9pt">Mar 1, 2025 \u2013 Mar 31, 2025</span></div></div>
<div class="top" style="margin-top:14pt"><div>${s.customer.map(esc).join('<br>')}</div><div class="mg" style="text-align:right">Mercury Checking \u2022\u2022${a.number.slice(-4)}<br>Account number ${a.number}<br>Routing number 091311229<br>Choice Financial Group</div></div>
<div class="bx"><div class="mg">Beginning balance on Mar 1<b>${sm(a.opening)}</b></div><div class="mg">Deposits<b>${sm(t.credits)}</b></div><div class="mg">Withdrawals<b>${sm(-t.debits)}</b></div><div class="mg">Ending balance on Mar 31<b>${sm(closing(a))}</b></div></div>`,
      cost: 16,
    },
    {
      open: () =>
        `<div style="font-size:10pt;font-weight:bold;margin:6pt 0 2pt">Transactions</div><table class="mx"><thead><tr><th>Date (UTC)</th><th>Description</th><th>Type</th><th class="r">Amount</th><th class="r">End of day balance</th></tr></thead><tbody>`,
      openCost: 3.5,
      rows: rows.map((r) => ({
        html: `<tr><td>${D(r.date, 'Mon D')}</td><td>${esc(r.desc)}</td><td>${typ.get(r)}</td><td class="r">${sm(P(r))}</td><td class="r">${ends.has(r) ? sm(bal.get(r)!) : ''}</td></tr>`,
        cost: 1.56,
      })),
      tail: {
        html: `<table class="mx"><tr><td><b>Total</b></td><td class="r"><b>${sm(t.credits - t.debits)}</b></td></tr></table>`,
        cost: 2,
      },
    },
    {
      html: `<div class="mg" style="margin-top:14pt">Mercury is a financial technology company, not a bank. Banking services provided by Choice Financial Group and Column N.A., Members FDIC. Deposit insurance covers the failure of an insured bank. Certain conditions must be satisfied for pass-through FDIC deposit insurance coverage to apply. Mercury Treasury is offered through Mercury Advisory, LLC, an SEC-registered investment adviser; investments are not FDIC insured. Questions about this statement? Email support@mercury.com or write to Mercury, 548 Market St PMB 72215, San Francisco, CA 94104. In case of errors or questions about your electronic transfers, contact us within 60 days of the first statement on which the error appeared.</div>`,
      cost: 8,
    },
  ];
  s.pages = () => layout(blocks, 56);
  return s;
}

// =====================================================================================================
// Fifth Third Business Standard Checking, September 2022 (drawn: words): counts before the summary labels,
// "N items totaling $X" headings, amounts before descriptions
// =====================================================================================================

export function fifthThird(): Spec2 {
  const start = '2022-09-01';
  const end = '2022-09-30';
  const m = month(1706, start, end, {
    n: 42,
    processors: ['heartland'],
    settleLo: 31000,
    settleHi: 142000,
    settleP: 0.8,
    mca: [{ who: 'VOX FUNDING', cents: 32900 }],
    cards: ['4471'],
    checks: 10,
    firstCheck: 8801,
    zelle: true,
    scale: 1100,
  });
  const co = 'QUEEN CITY AUTO GLASS LLC';
  const name = (r: Row, x: Meta): string => {
    const d = yymmdd(r.date);
    switch (x.what) {
      case 'heartland':
        return `ACH: HEARTLAND PMT SYS TXNS/FEES 6500${x.ref}`;
      case 'mca':
        return `ACH: VOX FUNDING LLC DEBIT ${x.ref}`;
      case 'card':
        return `5/3 DEBIT CARD PURCHASE AT ${x.who.split(' ').slice(0, -2).join(' ')}, ${x.who.split(' ').slice(-2).join(', ')} ON ${d.slice(2)}${d.slice(0, 2)} FROM CARD#: XXXXXXXXXXXX${x.card}`;
      case 'deposit':
        return 'DEPOSIT';
      case 'mobile':
        return '5/3 MOBILE DEPOSIT';
      case 'zelle_in':
        return `ZELLE PAYMENT FROM ${x.who} ${x.ref}`;
      case 'zelle_out':
        return `ZELLE PAYMENT TO ${x.who} ${x.ref}`;
      case 'xfer_out':
        return `5/3 ONLINE TRANSFER TO SV: XXXXXX${x.who} REF # ${x.ref}`;
      case 'ach':
        return `ACH: ${x.who} ${x.who.includes('IRS') ? 'USATAXPYMT' : 'PAYMENT'} ${x.ref}`;
      case 'fee':
        return 'SERVICE CHARGE';
      default:
        return r.desc;
    }
  };
  const rows = named(m, name);
  const a: Account = {
    label: 'Fifth Third Business Standard Checking',
    number: '7432109865',
    type: 'checking',
    opening: m.opening,
    rows,
  };
  const credits = rows.filter((r) => r.cents > 0);
  const checks = rows.filter((r) => r.kind === 'check');
  const wd = rows.filter((r) => r.cents < 0 && r.kind !== 'check');
  const s: Spec2 = {
    file: 'probe17-fifth-third-business-standard-checking.pdf',
    style:
      'Fifth Third Business Standard Checking (2022), drawn word by word with a subset TrueType font: "Statement Period Date: 9/1/2022 - 9/30/2022", an Account Summary printing each count before its label ("10 Checks", "63 Withdrawals / Debits", "24 Deposits / Credits") and the dates before Beginning / Ending Balance, sections headed "Checks  N checks totaling $X", "Withdrawals / Debits  N items totaling $X", "Deposits / Credits  N items totaling $X" printing Date | Amount | Description (amounts before descriptions), checks 3-up with gap marks, a Daily Balance Summary; daily VOX FUNDING merchant-cash-advance debits, Heartland settlements, Zelle',
    classes: [
      'business',
      'big-bank',
      'merchant-deposits',
      'mca-daily-debits',
      'zelle',
      'checks',
      'summary-counts-before-label',
      'count-total-headings',
      'amount-before-description',
      'check-table-3up',
      'daily-ledger-balance-table',
      'period-range',
      'member-fdic-line',
      'pdf-lib-producer',
      'text-per-word',
      'subset-fonts',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'Fifth Third Bank',
    legal: 'Fifth Third Bank, National Association',
    aliases: [
      'Fifth Third',
      'Fifth Third Bank',
      'Fifth Third Bank, N.A.',
      'Fifth Third Bank, National Association',
      '5/3 Bank',
    ],
    start,
    end,
    periodPrinted: true,
    statementDate: end,
    customer: [co, '3310 HARRISON AVE', 'CINCINNATI OH 45211-5602'],
    accounts: [a],
  };
  s.pdf = () => {
    const L = 36;
    const R = 576;
    const sh = new Sheet(50, 730, (x, n) => {
      if (n > 1)
        x.at(40, [
          { x: L, text: `${co}`, size: 7 },
          { x: R, text: `Account Number: ${a.number}`, size: 7, right: true },
        ]);
    });
    sh.at(64, [{ x: L, text: 'Fifth Third Bank', bold: true, size: 15 }]);
    sh.at(76, [
      { x: L, text: 'P.O. BOX 630900', size: 7 },
      { x: 330, text: 'Statement Period Date: 9/1/2022 - 9/30/2022', size: 8 },
    ]);
    sh.at(85, [
      { x: L, text: 'CINCINNATI OH 45263-0900', size: 7 },
      { x: 330, text: 'Account Type: Fifth Third Business Standard Checking', size: 8 },
    ]);
    sh.at(96, [{ x: 330, text: `Account Number: ${a.number}`, size: 8 }]);
    sh.at(107, [{ x: 330, text: 'Banking Center: Westwood', size: 8 }]);
    sh.at(118, [{ x: 330, text: 'Banking Center Phone: 513-579-5300', size: 8 }]);
    sh.at(129, [{ x: 330, text: 'Business Banking: 877-534-2264', size: 8 }]);
    s.customer.forEach((l, i) => sh.at(124 + i * 11, [{ x: 56, text: l, size: 8.5 }]));
    sh.y = 176;
    sh.fill(L, R - L, 16, 0.86);
    sh.line([{ x: L + 4, text: `Account Summary - ${a.number}`, bold: true, size: 9.5 }], 12);
    sh.gap(6);
    const db = daily(a);
    const avg = Math.round(db.reduce((x, d) => x + d.balance, 0) / db.length);
    const summ: [string, string, string, string][] = [
      [`${D(start, 'MM/DD')}  Beginning Balance`, `$${M(a.opening)}`, 'Number of Days in Period', '30'],
      [`${checks.length}  Checks`, `-${M(total(checks))}`, 'Average Ledger Balance', `$${M(avg)}`],
      [`${wd.length}  Withdrawals / Debits`, `-${M(total(wd))}`, 'Average Collected Balance', `$${M(avg - 18244)}`],
      [`${credits.length}  Deposits / Credits`, M(total(credits)), '', ''],
      [`${D(end, 'MM/DD')}  Ending Balance`, `$${M(closing(a))}`, '', ''],
    ];
    for (const [l, v, l2, v2] of summ)
      sh.line(
        [
          { x: L + 4, text: l },
          { x: 290, text: v, right: true },
          { x: 330, text: l2 },
          { x: R - 4, text: v2, right: true },
        ],
        12,
      );
    sh.gap(8);
    para17(
      sh,
      'Fifth Third Momentum\u00ae Banking: from September 1, 2022 through December 31, 2022, open a Fifth Third Business Elite Money Market and receive a $300.00 bonus with $10,000.00 in new money held for 90 days. Fifth Third Bank, National Association. Member FDIC.',
      L + 4,
      130,
      7.2,
      9,
    );
    const cl = checkList(rows);
    const per = Math.ceil(cl.length / 3);
    const cRows: Cell[][][] = [];
    for (let i = 0; i < per; i++) {
      const cells: Cell[] = [];
      for (let k = 0; k < 3; k++) {
        const c = cl[k * per + i];
        if (c)
          cells.push(
            { x: L + k * 182, text: `${c.row.check}${c.gap ? '*' : ''}` },
            { x: L + 58 + k * 182, text: D(c.row.date, 'MM/DD') },
            { x: L + 160 + k * 182, text: M(-P(c.row)), right: true },
          );
      }
      cRows.push([cells]);
    }
    const hd = (t2: string, n: number, v: number, word = 'items'): string =>
      `${t2}        ${n} ${word} totaling $${M(v)}`;
    dsec(sh, {
      title: hd('Checks', checks.length, total(checks), 'checks'),
      cont: 'Checks - continued',
      heads: [0, 1, 2].flatMap((k) => [
        { x: L + k * 182, text: 'Number' },
        { x: L + 58 + k * 182, text: 'Date Paid' },
        { x: L + 160 + k * 182, text: 'Amount', right: true },
      ]),
      rows: cRows,
      rule: [L, R],
    });
    para17(sh, '* Indicates gap in check sequence    i = Check image available', L, 120, 7);
    const line = (r: Row): Cell[][] =>
      wrapWords(r.desc, 84).map((l, i) =>
        i === 0
          ? [
              { x: L, text: D(r.date, 'MM/DD') },
              { x: 140, text: M(Math.abs(P(r))), right: true },
              { x: 156, text: l },
            ]
          : [{ x: 156, text: l }],
      );
    const H = [
      { x: L, text: 'Date' },
      { x: 140, text: 'Amount', right: true },
      { x: 156, text: 'Description' },
    ];
    dsec(sh, {
      title: hd('Withdrawals / Debits', wd.length, total(wd)),
      cont: 'Withdrawals / Debits - continued',
      heads: H,
      rows: wd.map(line),
      rule: [L, R],
    });
    dsec(sh, {
      title: hd('Deposits / Credits', credits.length, total(credits)),
      cont: 'Deposits / Credits - continued',
      heads: H,
      rows: credits.map(line),
      rule: [L, R],
    });
    const per2 = Math.ceil(db.length / 3);
    const dRows: Cell[][][] = [];
    for (let i = 0; i < per2; i++) {
      const cells: Cell[] = [];
      for (let k = 0; k < 3; k++) {
        const e = db[k * per2 + i];
        if (e)
          cells.push(
            { x: L + k * 182, text: D(e.date, 'MM/DD') },
            { x: L + 150 + k * 182, text: M(e.balance), right: true },
          );
      }
      dRows.push([cells]);
    }
    dsec(sh, {
      title: 'Daily Balance Summary',
      heads: [0, 1, 2].flatMap((k) => [
        { x: L + k * 182, text: 'Date' },
        { x: L + 150 + k * 182, text: 'Balance', right: true },
      ]),
      rows: dRows,
      rule: [L, R],
    });
    return ink(sh, {
      title: 'Statement',
      producer: 'Exstream Dialogue 16.4',
      creator: 'HP Exstream',
      date: '2022-10-03',
      regular: FONTS.sans[0],
      bold: FONTS.sans[1],
      size: 7.8,
      split: 'word',
      footer: (n, of) => [
        { x: R, text: `Page ${n} of ${of}`, right: true, size: 7 },
        { x: L, text: 'Member FDIC', size: 6.5, gray: true },
      ],
      footerY: 764,
    });
  };
  return s;
}

// =====================================================================================================
// Truist Simple Business Checking, July 2023: "as of" balances only, checks / other withdrawals / deposits
// =====================================================================================================

export function truist(): Spec2 {
  const start = '2023-07-01';
  const end = '2023-07-31';
  const m = month(1707, start, end, {
    n: 40,
    processors: ['square'],
    settleLo: 27000,
    settleHi: 118000,
    settleP: 0.85,
    mca: [{ who: 'EBF HOLDINGS LLC', cents: 29995 }],
    cards: ['6610'],
    checks: 7,
    firstCheck: 1402,
    zelle: true,
    scale: 900,
    floor: -61288,
    odFee: 3600,
    odKind: 'nsf',
  });
  const co = 'MAGNOLIA NAIL SPA LLC';
  const name = (r: Row, x: Meta): string => {
    const d = yymmdd(r.date);
    switch (x.what) {
      case 'square':
        return `ACH CORP CREDIT SQ${d} SQUARE INC CUSTOMER ID L204${x.ref.slice(0, 6)}`;
      case 'mca':
        return `ACH CORP DEBIT ACH PMT EBF HOLDINGS LLC CUSTOMER ID ${x.ref}`;
      case 'card':
        return `POS DEBIT ${r.date.slice(5, 7)}-${r.date.slice(8)}-${d.slice(0, 2)} ${x.who}`;
      case 'deposit':
        return 'DEPOSIT';
      case 'mobile':
        return 'MOBILE DEPOSIT';
      case 'zelle_in':
        return `ZELLE BUSINESS PAYMENT FROM ${x.who} ${x.ref}`;
      case 'zelle_out':
        return `ZELLE BUSINESS PAYMENT TO ${x.who} ${x.ref}`;
      case 'xfer_out':
        return `TRANSFER TO ACCOUNT XXXXXXXXX${x.who} ONLINE BANKING`;
      case 'ach':
        return `ACH CORP DEBIT ${x.who.includes('IRS') ? 'USATAXPYMT IRS' : 'PAYMENT ' + x.who} CUSTOMER ID ${x.ref}`;
      case 'nsf':
        return `INSUFFICIENT FUNDS RETURNED ITEM FEE ${mmdd(x.od!.date)} ITEM AMOUNT $${M(x.od!.amount)}`;
      case 'fee':
        return 'MAINTENANCE FEE';
      default:
        return r.desc;
    }
  };
  const rows = named(m, name);
  const a: Account = {
    label: 'Simple Business Checking',
    number: '1100028836417',
    type: 'checking',
    opening: m.opening,
    rows,
  };
  const credits = rows.filter((r) => r.cents > 0);
  const checks = rows.filter((r) => r.kind === 'check');
  const other = rows.filter((r) => r.cents < 0 && r.kind !== 'check');
  const s: Spec2 = {
    file: 'probe17-truist-simple-business-checking.pdf',
    style:
      'Truist Simple Business Checking (2023): no period range, only "Your previous balance as of 06/30/2023" and "Your new balance as of 07/31/2023" in an Account summary with +/-/= signs, then Checks 3-up ("* indicates a skip in sequential check numbers above"), Other withdrawals, debits and service charges, Deposits, credits and interest, each with "Total ... = $X", amount columns headed AMOUNT($); daily EBF HOLDINGS merchant-cash-advance debits, Square deposits, insufficient-funds fees whose descriptions carry the item\'s date and amount',
    classes: [
      'business',
      'big-bank',
      'merchant-deposits',
      'mca-daily-debits',
      'zelle',
      'checks',
      'nsf-fees',
      'od-fee-description-with-amount',
      'sections-with-totals',
      'check-table-3up',
      'balances-as-of-dates',
      'statement-date-only',
      'member-fdic-line',
      'chromium',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'Truist',
    legal: 'Truist Bank',
    aliases: ['Truist', 'Truist Bank', 'Truist Financial', 'BB&T'],
    start,
    end,
    periodPrinted: false,
    statementDate: end,
    customer: [co, '2614 PEACHTREE RD NW STE 3', 'ATLANTA GA 30305-3628'],
    accounts: [a],
    head: (n, of) => `<span>SIMPLE BUSINESS CHECKING &nbsp; ${a.number}</span><span>PAGE ${n} OF ${of}</span>`,
  };
  const css = style(`
    .ph{font-size:7.6pt;border-bottom:1.4px solid #2e1a47}.tr{font-size:17pt;font-weight:bold;color:#2e1a47;letter-spacing:2px}
    h4.t{font-size:9.6pt;margin:10pt 0 2pt;color:#2e1a47}
    table.sx{width:100%;border-collapse:collapse}table.sx th{font-size:7pt;text-align:left;padding:1pt 4pt;border-bottom:0.6px solid #2e1a47}
    table.sx td{padding:1pt 4pt;vertical-align:top;line-height:9.8pt}table.sx td.d{white-space:normal;width:80%}
    .tl{display:flex;justify-content:space-between;font-weight:bold;border-top:0.6px solid #2e1a47;padding:1.5pt 4pt}
    table.as td{padding:1.5pt 14pt 1.5pt 0}.r{text-align:right;white-space:nowrap}`);
  const line = (r: Row): { cells: string[] } => ({ cells: [D(r.date, 'MM/DD'), esc(r.desc), M(Math.abs(P(r)))] });
  const h = (t2: string) => (cont: boolean) => `<h4 class="t">${t2}${cont ? ' (continued)' : ''}</h4>`;
  const tl = (l: string, v: number): string => `<div class="tl"><span>${l}</span><span>= $${M(v)}</span></div>`;
  const cl = checkList(rows);
  const cg = nUp(cl, 3).map((l) =>
    l.flatMap((c) => (c ? [D(c.row.date, 'MM/DD'), `${c.gap ? '*' : ''}${c.row.check}`, M(-P(c.row))] : ['', '', ''])),
  );
  const neg = (c: number): string => (c < 0 ? `-$${M(-c)}` : `$${M(c)}`);
  const blocks: Blk[] = [
    {
      html: `${css}<div class="top"><div><div class="tr">TRUIST</div><div class="ret">P.O. BOX 1847<br>WILSON NC 27894-1847</div><div class="mail">${s.customer.map(esc).join('<br>')}</div></div>
<div class="small" style="width:220pt;border:0.7px solid #2e1a47;padding:5pt"><b>Questions, comments or errors?</b><br>Call 1-844-4TRUIST (1-844-487-8478), 24 hours a day, 7 days a week, or visit truist.com. For the hearing impaired, call 711. Write: Truist Bank, Customer Service, P.O. Box 1847, Wilson, NC 27894-1847.</div></div>
<h4 class="t">SIMPLE BUSINESS CHECKING &nbsp; ${a.number}</h4>
<h4 class="t">Account summary</h4>
<table class="as"><tr><td>Your previous balance as of 06/30/2023</td><td class="r">${neg(a.opening)}</td></tr>
<tr><td>Checks</td><td class="r">- ${M(total(checks))}</td></tr>
<tr><td>Other withdrawals, debits and service charges</td><td class="r">- ${M(total(other))}</td></tr>
<tr><td>Deposits, credits and interest</td><td class="r">+ ${M(total(credits))}</td></tr>
<tr><td><b>Your new balance as of 07/31/2023</b></td><td class="r"><b>= ${neg(closing(a))}</b></td></tr></table>
<div class="small" style="margin-top:5pt">Truist Bank, Member FDIC. Did you know you can get paid faster? Truist Merchant Services offers next-day funding for card sales settled by 8:00 p.m. ET. Enroll by August 31, 2023 and we'll waive your first three months of statement fees (up to $29.95 per month).</div>`,
      cost: 26,
    },
    {
      html: `<h4 class="t">Checks</h4>${table('sx', ['DATE', 'CHECK #', 'AMOUNT($)', 'DATE', 'CHECK #', 'AMOUNT($)', 'DATE', 'CHECK #', 'AMOUNT($)'], cg, [2, 5, 8])}<div class="small">* indicates a skip in sequential check numbers above</div>${tl('Total checks', total(checks))}`,
      cost: cg.length + 7,
    },
    sec(
      h('Other withdrawals, debits and service charges'),
      ['DATE', 'DESCRIPTION', 'AMOUNT($)'],
      [2],
      other.map(line),
      tl('Total other withdrawals, debits and service charges', total(other)),
    ),
    sec(
      h('Deposits, credits and interest'),
      ['DATE', 'DESCRIPTION', 'AMOUNT($)'],
      [2],
      credits.map(line),
      tl('Total deposits, credits and interest', total(credits)),
    ),
    {
      html: `<div class="small"><br><b>Important information about your account.</b> Overdraft and insufficient funds fees: Truist may charge a fee of $36.00 for each item returned unpaid (up to 3 per day). An overdraft occurs when you do not have enough money in your account to cover a transaction, but we pay it anyway. Truist Bank, Member FDIC. &copy;2023 Truist Financial Corporation. Truist, Truist Purple and the Truist logo are service marks of Truist Financial Corporation.</div>`,
      cost: 6,
    },
  ];
  s.pages = () => layout(blocks, 57);
  return s;
}

// =====================================================================================================
// Regions Business Advantage Checking, February 2024 (drawn glyph by glyph, column by column)
// =====================================================================================================

export function regions(): Spec2 {
  const start = '2024-02-01';
  const end = '2024-02-29';
  const m = month(1708, start, end, {
    n: 44,
    processors: ['clover'],
    settleLo: 35000,
    settleHi: 156000,
    settleP: 0.8,
    mca: [{ who: 'RAPID FINANCE', cents: 44520 }],
    cards: ['3316'],
    checks: 8,
    firstCheck: 611,
    wires: true,
    scale: 1300,
  });
  const co = 'GULF COAST HVAC SERVICES INC';
  const name = (r: Row, x: Meta): string => {
    switch (x.what) {
      case 'clover':
        return `Bankcard 8076 Btot Dep 54292980${x.ref.slice(0, 7)}`;
      case 'mca':
        return `Rapid Finance Ach Debit ${x.ref}`;
      case 'card':
        return `Debit Card Purchase ${r.date.slice(5, 7)}-${r.date.slice(8)} ${title(x.who)} ${x.card}`;
      case 'deposit':
        return 'Deposit - Thank You';
      case 'mobile':
        return 'Regions Mobile Deposit';
      case 'wire_in':
        return `Fedwire Credit ${title(x.who)} Ref ${x.ref}`;
      case 'wire_out':
        return `Wire Transfer Debit ${title(x.who)} Ref ${x.ref}`;
      case 'xfer_out':
        return `Online Banking Transfer To Sav ${x.who}`;
      case 'ach':
        return `${title(x.who)} ${x.who.includes('IRS') ? 'Usataxpymt' : 'Payment'} ${x.ref}`;
      case 'wire_fee':
        return 'Outgoing Wire Transfer Fee';
      case 'fee':
        return 'Monthly Maintenance Fee';
      default:
        return r.desc;
    }
  };
  const rows = named(m, name);
  const a: Account = {
    label: 'Business Advantage Checking',
    number: '0248817331',
    type: 'checking',
    opening: m.opening,
    rows,
  };
  const credits = rows.filter((r) => r.cents > 0);
  const checks = rows.filter((r) => r.kind === 'check');
  const fees = rows.filter((r) => r.kind === 'fee');
  const wd = rows.filter((r) => r.cents < 0 && r.kind !== 'check' && r.kind !== 'fee');
  const s: Spec2 = {
    file: 'probe17-regions-business-advantage-checking.pdf',
    style:
      'Regions Business Advantage Checking (2024), drawn one glyph per text object and each page emitted column by column with a subset TrueType font: "February 1, 2024 through February 29, 2024", a SUMMARY with amounts followed by + or - and Minimum / Average Balance beside it, DEPOSITS & CREDITS, WITHDRAWALS, FEES, CHECKS 3-up ("* Indicates break in check sequence"), each with a total, and a DAILY BALANCE SUMMARY; Clover (Bankcard 8076 Btot Dep) settlements, daily RAPID FINANCE merchant-cash-advance debits, wires',
    classes: [
      'business',
      'regional-bank',
      'merchant-deposits',
      'mca-daily-debits',
      'wires',
      'checks',
      'sections-with-totals',
      'check-table-3up',
      'daily-ledger-balance-table',
      'summary-signs-after-amounts',
      'period-range-through',
      'member-fdic-line',
      'pdf-lib-producer',
      'text-per-glyph',
      'column-order-content',
      'subset-fonts',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'Regions Bank',
    legal: 'Regions Bank',
    aliases: ['Regions', 'Regions Bank', 'Regions Financial'],
    start,
    end,
    periodPrinted: true,
    statementDate: end,
    customer: [co, '1120 GOVERNMENT ST', 'MOBILE AL 36604-2410'],
    accounts: [a],
  };
  const L = 40;
  const R = 572;
  const sh = new Sheet(48, 730, (x, n) => {
    if (n > 1)
      x.at(40, [
        { x: L, text: `${co}`, size: 7 },
        { x: R, text: `ACCOUNT # ${a.number}`, size: 7, right: true },
      ]);
  });
  sh.at(62, [{ x: L, text: 'REGIONS', bold: true, size: 16 }]);
  sh.at(74, [{ x: L, text: 'REGIONS BANK', size: 7 }]);
  sh.at(83, [{ x: L, text: 'P O BOX 11007', size: 7 }]);
  sh.at(92, [{ x: L, text: 'BIRMINGHAM AL 35288', size: 7 }]);
  const box: [string, string][] = [
    ['ACCOUNT #', a.number],
    ['', '001'],
    ['Cycle', '06'],
    ['Enclosures', '0'],
    ['Page', '1 of N'],
  ];
  box.slice(0, 4).forEach(([k, v], i) =>
    sh.at(66 + i * 10, [
      { x: 420, text: k, size: 7.5, bold: true },
      { x: R, text: v, size: 7.5, right: true },
    ]),
  );
  s.customer.forEach((l, i) => sh.at(124 + i * 11, [{ x: 60, text: l, size: 8.5 }]));
  sh.y = 182;
  sh.line([{ x: L, text: 'BUSINESS ADVANTAGE CHECKING', bold: true, size: 10 }], 13);
  sh.line([{ x: L, text: 'February 1, 2024 through February 29, 2024', size: 8.5 }], 12);
  sh.rule(L, R, 4, 1);
  sh.gap(6);
  sh.line([{ x: L, text: 'SUMMARY', bold: true, size: 9.5 }], 13);
  const db = daily(a);
  const minB = Math.min(a.opening, ...db.map((d) => d.balance));
  const avg = Math.round(db.reduce((x, d) => x + d.balance, 0) / db.length);
  const sm: [string, string, string, string][] = [
    ['Beginning Balance', `$${M(a.opening)}`, 'Minimum Balance', `$${M(minB)}`],
    ['Deposits & Credits', `$${M(total(credits))} +`, 'Average Balance', `$${M(avg)}`],
    ['Withdrawals', `$${M(total(wd))} -`, '', ''],
    ['Fees', `$${M(total(fees))} -`, '', ''],
    ['Automatic Transfers', '$0.00 +', '', ''],
    ['Checks', `$${M(total(checks))} -`, '', ''],
    ['Ending Balance', `$${M(closing(a))}`, '', ''],
  ];
  for (const [l, v, l2, v2] of sm)
    sh.line(
      [
        { x: L, text: l, bold: l === 'Ending Balance' },
        { x: 260, text: v, right: true, bold: l === 'Ending Balance' },
        { x: 330, text: l2 },
        { x: R, text: v2, right: true },
      ],
      11.5,
    );
  sh.gap(8);
  para17(
    sh,
    'Regions Bank | Member FDIC. Looking for working capital? Regions Business Line of Credit rates start at Prime + 1.00%; apply by March 31, 2024 and pay no origination fee on lines up to $100,000.00. Subject to credit approval.',
    L,
    130,
    7.2,
    9,
  );
  const line = (r: Row): Cell[][] =>
    wrapWords(r.desc, 90).map((l, i) =>
      i === 0
        ? [
            { x: L, text: D(r.date, 'MM/DD') },
            { x: 80, text: l },
            { x: R, text: M(Math.abs(P(r))), right: true },
          ]
        : [{ x: 80, text: l }],
    );
  const H = [
    { x: L, text: 'Date' },
    { x: 80, text: 'Description' },
    { x: R, text: 'Amount', right: true },
  ];
  const tot = (l: string, v: number): Cell[][] => [
    [
      { x: L, text: l },
      { x: R, text: `$${M(v)}`, right: true },
    ],
  ];
  dsec(sh, {
    title: 'DEPOSITS & CREDITS',
    heads: H,
    rows: credits.map(line),
    total: tot('Total Deposits & Credits', total(credits)),
  });
  dsec(sh, { title: 'WITHDRAWALS', heads: H, rows: wd.map(line), total: tot('Total Withdrawals', total(wd)) });
  dsec(sh, { title: 'FEES', heads: H, rows: fees.map(line), total: tot('Total Fees', total(fees)) });
  const cl = checkList(rows);
  const per = Math.ceil(cl.length / 3);
  const cRows: Cell[][][] = [];
  for (let i = 0; i < per; i++) {
    const cells: Cell[] = [];
    for (let k = 0; k < 3; k++) {
      const c = cl[k * per + i];
      if (c)
        cells.push(
          { x: L + k * 180, text: D(c.row.date, 'MM/DD') },
          { x: L + 50 + k * 180, text: `${c.row.check}${c.gap ? ' *' : ''}` },
          { x: L + 160 + k * 180, text: M(-P(c.row)), right: true },
        );
    }
    cRows.push([cells]);
  }
  dsec(sh, {
    title: 'CHECKS',
    heads: [0, 1, 2].flatMap((k) => [
      { x: L + k * 180, text: 'Date' },
      { x: L + 50 + k * 180, text: 'Check No.' },
      { x: L + 160 + k * 180, text: 'Amount', right: true },
    ]),
    rows: cRows,
    total: tot('Total Checks', total(checks)),
  });
  para17(sh, '* Indicates break in check sequence', L, 120, 7);
  const per2 = Math.ceil(db.length / 3);
  const dRows: Cell[][][] = [];
  for (let i = 0; i < per2; i++) {
    const cells: Cell[] = [];
    for (let k = 0; k < 3; k++) {
      const e = db[k * per2 + i];
      if (e)
        cells.push(
          { x: L + k * 180, text: D(e.date, 'MM/DD') },
          { x: L + 150 + k * 180, text: M(e.balance), right: true },
        );
    }
    dRows.push([cells]);
  }
  dsec(sh, {
    title: 'DAILY BALANCE SUMMARY',
    heads: [0, 1, 2].flatMap((k) => [
      { x: L + k * 180, text: 'Date' },
      { x: L + 150 + k * 180, text: 'Balance', right: true },
    ]),
    rows: dRows,
  });
  s.pdf = () =>
    ink(sh, {
      title: 'Regions Statement',
      producer: 'Quadient Inspire',
      creator: 'Inspire Designer',
      date: '2024-03-01',
      regular: FONTS.narrow[0],
      bold: FONTS.narrow[1],
      size: 8.2,
      split: 'glyph',
      columnOrder: true,
      footer: (n, of) => [{ x: R, text: `Page ${n} of ${of}`, right: true, size: 7 }],
      footerY: 764,
    });
  return s;
}

// =====================================================================================================
// Frost Bank business checking, June 2020: one ledger, a balance on every row, "OD" balances
// =====================================================================================================

export function frost(): Spec2 {
  const start = '2020-06-01';
  const end = '2020-06-30';
  const m = month(1709, start, end, {
    n: 36,
    processors: ['toast'],
    settleLo: 48000,
    settleHi: 189000,
    settleP: 0.8,
    mca: [{ who: 'KAPITUS', cents: 38475 }],
    cards: ['2290'],
    checks: 5,
    firstCheck: 10233,
    zelle: true,
    scale: 1300,
    floor: -123434,
    odFee: 3000,
  });
  const co = 'ALAMO TACO HOUSE LLC';
  const name = (r: Row, x: Meta): string => {
    switch (x.what) {
      case 'toast':
        return `TOAST INC DEP ${x.ref} ALAMO TACO HOUSE`;
      case 'mca':
        return `KAPITUS SERVICING PAYMENT ${x.ref}`;
      case 'card':
        return `POS PURCHASE ${x.who} ${r.date.slice(5, 7)}/${r.date.slice(8)} CARD ${x.card}`;
      case 'deposit':
        return 'DEPOSIT';
      case 'mobile':
        return 'FROST MOBILE DEPOSIT';
      case 'zelle_in':
        return `ZELLE FROM ${x.who}`;
      case 'zelle_out':
        return `ZELLE TO ${x.who}`;
      case 'xfer_out':
        return `ONLINE TRANSFER TO XXXXXX${x.who}`;
      case 'check':
        return `CHECK ${r.check}`;
      case 'ach':
        return `${x.who} ${x.who.includes('IRS') ? 'USATAXPYMT' : 'ACH PMT'} ${x.ref}`;
      case 'od':
        return `OVERDRAFT CHARGE ITEM ${mmdd(x.od!.date)} $${M(x.od!.amount)}`;
      case 'fee':
        return 'SERVICE CHARGE';
      default:
        return r.desc;
    }
  };
  const rows = named(m, name);
  const a: Account = {
    label: 'Frost Business Checking',
    number: '0570133894',
    type: 'checking',
    opening: m.opening,
    rows,
  };
  const t = totals(rows);
  const bal = balOf(a);
  const od = (c: number): string => M(c, { neg: 'od' });
  const s: Spec2 = {
    file: 'probe17-frost-business-checking.pdf',
    style:
      'Frost Bank business checking (2020), a fixed-pitch statement: "06/01/20 THRU 06/30/20", an ACCOUNT SUMMARY counting the credits and debits beside their totals, one ledger DATE | DESCRIPTION | DEBITS | CREDITS | BALANCE with a balance on every row, negative balances printed "-1,234.34 OD", overdraft charges whose descriptions carry the item\'s date and amount, daily KAPITUS merchant-cash-advance debits, Toast deposits, Zelle',
    classes: [
      'business',
      'regional-bank',
      'merchant-deposits',
      'mca-daily-debits',
      'zelle',
      'checks',
      'overdraft-negative-balance',
      'od-suffix-balances',
      'od-fee-description-with-amount',
      'running-balance-every-row',
      'fixed-pitch',
      'period-range-thru',
      'two-digit-years',
      'member-fdic-line',
      'chromium',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'Frost',
    legal: 'Frost Bank',
    aliases: ['Frost', 'Frost Bank', 'The Frost National Bank', 'Cullen/Frost Bankers'],
    start,
    end,
    periodPrinted: true,
    statementDate: end,
    customer: [co, '1402 S FLORES ST', 'SAN ANTONIO TX 78204-1310'],
    accounts: [a],
    head: (n, of) => `<span>FROST BANK &nbsp; ${a.number} &nbsp; 06/30/20</span><span>PAGE ${n} OF ${of}</span>`,
  };
  const css = style(`
    body{font-family:'Liberation Mono','DejaVu Sans Mono',monospace;font-size:7.8pt}.ph{font-size:7.6pt}
    .fl{font-family:'Liberation Serif',serif;font-size:18pt;font-weight:bold;letter-spacing:1px}
    table.fx{width:100%;border-collapse:collapse}table.fx th{text-align:left;font-weight:bold;padding:1pt 3pt;border-bottom:0.6px dashed #000}
    table.fx td{padding:0.6pt 3pt;white-space:nowrap;line-height:10pt}.r{text-align:right;white-space:nowrap}
    h4.f{font-size:8.4pt;margin:8pt 0 2pt}`);
  const credits = rows.filter((r) => r.cents > 0);
  const debits = rows.filter((r) => r.cents < 0);
  const blocks: Blk[] = [
    {
      html: `${css}<div class="top"><div><div class="fl">FROST</div><div class="ret">P.O. BOX 1600<br>SAN ANTONIO, TEXAS 78296</div><div class="mail">${s.customer.map(esc).join('<br>')}</div></div>
<div style="text-align:right">ACCOUNT ${a.number}<br>06/01/20 THRU 06/30/20<br>ENCLOSURES 0<br><br>QUESTIONS? CALL (800) 513-7678<br>frostbank.com</div></div>
<h4 class="f">FROST BUSINESS CHECKING &nbsp;&nbsp; ${a.number}</h4>
<h4 class="f">ACCOUNT SUMMARY</h4>
<table class="fx" style="width:70%"><tr><td>BALANCE LAST STATEMENT</td><td></td><td class="r">${od(a.opening)}</td></tr>
<tr><td>CREDITS</td><td class="r">${credits.length}</td><td class="r">${M(t.credits)}</td></tr>
<tr><td>DEBITS</td><td class="r">${debits.length}</td><td class="r">${M(t.debits)}</td></tr>
<tr><td>BALANCE THIS STATEMENT</td><td></td><td class="r">${od(closing(a))}</td></tr></table>
<div class="small" style="margin-top:6pt">WE ARE HERE FOR YOU. FROST IS PARTICIPATING IN THE SBA PAYCHECK PROTECTION PROGRAM THROUGH JUNE 30, 2020. LOANS OF UP TO $10,000,000.00 MAY BE FORGIVEN WHEN USED FOR PAYROLL. CALL (800) 513-7678 TO LEARN MORE.</div>`,
      cost: 24,
    },
    {
      open: (cont) =>
        `<h4 class="f">ACCOUNT ACTIVITY${cont ? ' (CONTINUED)' : ''}</h4><table class="fx"><thead><tr><th>DATE</th><th>DESCRIPTION</th><th class="r">DEBITS</th><th class="r">CREDITS</th><th class="r">BALANCE</th></tr></thead><tbody>`,
      openCost: 3,
      rows: [
        {
          html: `<tr><td>06/01</td><td>BEGINNING BALANCE</td><td></td><td></td><td class="r">${od(a.opening)}</td></tr>`,
        },
        ...rows.map((r) => ({
          html: `<tr><td>${D(r.date, 'MM/DD')}</td><td>${esc(r.desc.slice(0, 52))}</td><td class="r">${r.cents < 0 ? M(-P(r)) : ''}</td><td class="r">${r.cents > 0 ? M(P(r)) : ''}</td><td class="r">${od(bal.get(r)!)}</td></tr>`,
        })),
        {
          html: `<tr><td>06/30</td><td>ENDING BALANCE</td><td></td><td></td><td class="r">${od(closing(a))}</td></tr>`,
        },
      ],
    },
    {
      html: `<div class="small"><br>OVERDRAFT AND RETURNED ITEM FEES: TOTAL FOR THIS PERIOD $${M(total(rows.filter((r) => m.meta.get(r)!.what === 'od')))} &nbsp; TOTAL YEAR-TO-DATE $${M(total(rows.filter((r) => m.meta.get(r)!.what === 'od')) + 9000)}<br>FROST BANK. MEMBER FDIC. IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS CALL (800) 513-7678 OR WRITE FROST BANK, P.O. BOX 1600, SAN ANTONIO, TEXAS 78296.</div>`,
      cost: 5,
    },
  ];
  s.pages = () => layout(blocks, 58);
  return s;
}

// =====================================================================================================
// U.S. Bank Silver Business Checking, cycle Aug 1 - Aug 30, 2019 (drawn: words; trailing minus)
// =====================================================================================================

export function usBank(): Spec2 {
  const start = '2019-08-01';
  const end = '2019-08-30';
  const m = month(1710, start, end, {
    n: 46,
    processors: ['square'],
    settleLo: 21000,
    settleHi: 97000,
    settleP: 0.7,
    mca: [{ who: 'YELLOWSTONE CAP', cents: 24950 }],
    cards: ['4471', '7305'],
    checks: 6,
    firstCheck: 4120,
    scale: 900,
  });
  const co = 'NORTHSTAR DOG GROOMING LLC';
  const name = (r: Row, x: Meta): string => {
    switch (x.what) {
      case 'square':
        return `Electronic Deposit From SQUARE INC REF=${x.ref} 190${x.ref.slice(0, 7)}SQ${r.date.slice(2, 4)}${r.date.slice(5, 7)}${r.date.slice(8)}`;
      case 'mca':
        return `Electronic Withdrawal To YELLOWSTONE CAP REF=${x.ref}00 ACH DEBIT`;
      case 'card':
        return `Debit Purchase - VISA On ${r.date.slice(5, 7)}${r.date.slice(8)} ${x.who}`;
      case 'deposit':
      case 'mobile':
        return 'Deposit';
      case 'xfer_out':
        return `Internet Banking Transfer To Account ${x.who}`;
      case 'ach':
        return `Electronic Withdrawal To ${x.who} REF=${x.ref}`;
      case 'fee':
        return 'Maintenance Fee';
      default:
        return r.desc;
    }
  };
  const rows = named(m, name);
  const a: Account = {
    label: 'Silver Business Checking',
    number: '153910742288',
    type: 'checking',
    opening: m.opening,
    rows,
  };
  const custDep = rows.filter((r) => r.kind === 'deposit');
  const othDep = rows.filter((r) => r.cents > 0 && r.kind !== 'deposit');
  const cardW = rows.filter((r) => r.kind === 'card');
  const checks = rows.filter((r) => r.kind === 'check');
  const othW = rows.filter((r) => r.cents < 0 && r.kind !== 'card' && r.kind !== 'check' && r.kind !== 'fee');
  const fees = rows.filter((r) => r.kind === 'fee');
  const tm = (c: number): string => (c < 0 ? `${M(-c)}-` : M(c));
  const s: Spec2 = {
    file: 'probe17-us-bank-silver-business-checking.pdf',
    style:
      'U.S. Bank Silver Business Checking (2019), drawn word by word with a subset TrueType font: "Statement Period: Aug 1, 2019 through Aug 30, 2019" (a cycle ending before the month does), an ACCOUNT SUMMARY with a # Items column and withdrawals printed with a trailing minus, Customer Deposits, Other Deposits, Card Withdrawals grouped by "Card Number: xxxx-xxxx-xxxx-4471" with subtotals, Other Withdrawals, Checks Presented Conventionally 2-up with gap marks, Analysis Service Charge, each with its total ("$ 12,345.67-"), and a Balance Summary 3-up; Square deposits, daily YELLOWSTONE CAP merchant-cash-advance debits',
    classes: [
      'business',
      'big-bank',
      'merchant-deposits',
      'mca-daily-debits',
      'checks',
      'sections-with-totals',
      'card-groups',
      'trailing-minus',
      'summary-items-column',
      'check-table-2up',
      'daily-ledger-balance-table',
      'period-range-through',
      'member-fdic-line',
      'pdf-lib-producer',
      'text-per-word',
      'subset-fonts',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'U.S. Bank',
    legal: 'U.S. Bank National Association',
    aliases: ['U.S. Bank', 'US Bank', 'U.S. Bank National Association', 'U.S. Bank N.A.', 'U.S. Bancorp'],
    start,
    end,
    periodPrinted: true,
    statementDate: end,
    customer: [co, '2719 LYNDALE AVE S', 'MINNEAPOLIS MN 55408-1428'],
    accounts: [a],
  };
  const L = 40;
  const R = 572;
  const sh = new Sheet(50, 728, (x, n) => {
    if (n > 1) {
      x.at(40, [
        { x: L, text: co, size: 7 },
        { x: R, text: `Account Number: 1-539-1074-2288`, size: 7, right: true },
      ]);
      x.at(49, [{ x: R, text: 'Statement Period: Aug 1, 2019 through Aug 30, 2019', size: 7, right: true }]);
      x.gap(8);
    }
  });
  sh.at(62, [{ x: L, text: 'us bank', bold: true, size: 16 }]);
  sh.at(75, [{ x: L, text: 'P.O. Box 1800', size: 7 }]);
  sh.at(84, [{ x: L, text: 'Saint Paul, Minnesota 55101-0800', size: 7 }]);
  sh.at(62, [{ x: 380, text: 'Business Statement', bold: true, size: 9 }]);
  sh.at(74, [
    { x: 380, text: 'Account Number:', size: 8 },
    { x: R, text: '1-539-1074-2288', right: true, size: 8 },
  ]);
  sh.at(88, [{ x: 380, text: 'Statement Period:', size: 8 }]);
  sh.at(98, [{ x: 380, text: 'Aug 1, 2019', size: 8 }]);
  sh.at(108, [{ x: 380, text: 'through', size: 8 }]);
  sh.at(118, [{ x: 380, text: 'Aug 30, 2019', size: 8 }]);
  s.customer.forEach((l, i) => sh.at(118 + i * 11, [{ x: 60, text: l, size: 8.5 }]));
  sh.at(150, [{ x: 380, text: 'To Contact U.S. Bank', bold: true, size: 8 }]);
  sh.at(160, [
    { x: 380, text: 'Commercial Customer', size: 7.5 },
    { x: R, text: '1-800-673-3555', right: true, size: 7.5 },
  ]);
  sh.at(169, [{ x: 380, text: 'Service:', size: 7.5 }]);
  sh.at(179, [
    { x: 380, text: 'Internet:', size: 7.5 },
    { x: R, text: 'usbank.com', right: true, size: 7.5 },
  ]);
  sh.y = 196;
  sh.line(
    [
      { x: L, text: 'SILVER BUSINESS CHECKING', bold: true, size: 9.5 },
      { x: R, text: 'Member FDIC', right: true, size: 7 },
    ],
    12,
  );
  sh.line(
    [
      { x: L, text: 'U.S. Bank National Association', size: 7.5 },
      { x: 330, text: 'Account Number 1-539-1074-2288', size: 7.5 },
    ],
    10,
  );
  sh.rule(L, R, 3, 1);
  sh.gap(4);
  sh.line(
    [
      { x: L, text: 'Account Summary', bold: true, size: 9 },
      { x: 330, text: '# Items', bold: true, size: 7.5 },
    ],
    12,
  );
  const summ: [string, string, string][] = [
    ['Beginning Balance on Aug 1', '', `$ ${tm(a.opening)}`],
    ['Customer Deposits', String(custDep.length), M(total(custDep))],
    ['Other Deposits', String(othDep.length), M(total(othDep))],
    ['Card Withdrawals', String(cardW.length), tm(-total(cardW))],
    ['Other Withdrawals', String(othW.length), tm(-total(othW))],
    ['Checks Paid', String(checks.length), tm(-total(checks))],
    ['Analysis Service Charge', String(fees.length), tm(-total(fees))],
    ['Ending Balance on Aug 30, 2019', '', `$ ${tm(closing(a))}`],
  ];
  for (const [l, n, v] of summ)
    sh.line(
      [
        { x: L, text: l, bold: l.startsWith('Ending') },
        { x: 350, text: n, right: true },
        { x: 470, text: v, right: true, bold: l.startsWith('Ending') },
      ],
      11,
    );
  sh.gap(6);
  para17(
    sh,
    'U.S. Bank will change the fee for incoming domestic wires from $15.00 to $18.00 effective October 1, 2019. Please see the enclosed Business Pricing Information update for details.',
    L,
    140,
    7,
    9,
  );
  const H = [
    { x: L, text: 'Date' },
    { x: 90, text: 'Description of Transaction' },
    { x: 420, text: 'Ref Number' },
    { x: R, text: 'Amount', right: true },
  ];
  const line = (r: Row): Cell[][] => {
    const ref = m.meta.get(r)!.ref.slice(0, 10);
    return wrapWords(r.desc, 66).map((l, i) =>
      i === 0
        ? [
            { x: L, text: D(r.date, 'Mon D') },
            { x: 90, text: l },
            { x: 420, text: ref },
            { x: R, text: `$ ${tm(P(r))}`.replace('$ ', r === rows[0] ? '$ ' : ''), right: true },
          ]
        : [{ x: 90, text: l }],
    );
  };
  const tot = (l: string, n: number, v: number): Cell[][] => [
    [
      { x: 90, text: `${l}` },
      { x: 380, text: `${n} items`, right: true },
      { x: R, text: `$ ${tm(v)}`, right: true },
    ],
  ];
  dsec(sh, {
    title: 'Customer Deposits',
    heads: [
      { x: L, text: 'Number' },
      { x: 120, text: 'Date' },
      { x: 200, text: 'Ref Number' },
      { x: R, text: 'Amount', right: true },
    ],
    rows: custDep.map((r) => [
      [
        { x: L, text: '' },
        { x: 120, text: D(r.date, 'Mon D') },
        { x: 200, text: m.meta.get(r)!.ref },
        { x: R, text: M(P(r)), right: true },
      ],
    ]),
    total: tot('Total Customer Deposits', custDep.length, total(custDep)),
  });
  dsec(sh, {
    title: 'Other Deposits',
    heads: H,
    rows: othDep.map(line),
    total: tot('Total Other Deposits', othDep.length, total(othDep)),
  });
  const cards = [...new Set(cardW.map((r) => r.card!))].sort();
  const cw: Cell[][][] = [];
  for (const c of cards) {
    const g = cardW.filter((r) => r.card === c);
    cw.push([[{ x: L, text: `Card Number: xxxx-xxxx-xxxx-${c}`, bold: true }]]);
    for (const r of g) cw.push(line(r));
    cw.push([
      [
        { x: 90, text: `Card ${c} Withdrawals Subtotal`, bold: true },
        { x: R, text: `$ ${tm(-total(g))}`, right: true, bold: true },
      ],
    ]);
  }
  dsec(sh, {
    title: 'Card Withdrawals',
    heads: H,
    rows: cw,
    total: tot('Total Card Withdrawals', cardW.length, -total(cardW)),
  });
  dsec(sh, {
    title: 'Other Withdrawals',
    heads: H,
    rows: othW.map(line),
    total: tot('Total Other Withdrawals', othW.length, -total(othW)),
  });
  const cl = checkList(rows);
  const half = Math.ceil(cl.length / 2);
  const cRows: Cell[][][] = [];
  for (let i = 0; i < half; i++) {
    const cells: Cell[] = [];
    [cl[i], cl[i + half]].forEach((c, k) => {
      if (!c) return;
      const ox = k * 270;
      cells.push(
        { x: L + ox, text: `${c.row.check}${c.gap ? '*' : ''}` },
        { x: 80 + ox, text: D(c.row.date, 'Mon D') },
        { x: 130 + ox, text: `8${m.meta.get(c.row)!.ref}` },
        { x: 290 + ox, text: M(-P(c.row)), right: true },
      );
    });
    cRows.push([cells]);
  }
  dsec(sh, {
    title: 'Checks Presented Conventionally',
    heads: [0, 1].flatMap((k) => [
      { x: L + k * 270, text: 'Check' },
      { x: 80 + k * 270, text: 'Date' },
      { x: 130 + k * 270, text: 'Ref Number' },
      { x: 290 + k * 270, text: 'Amount', right: true },
    ]),
    rows: cRows,
    total: [
      [
        { x: L, text: `Conventional Checks Paid (${checks.length})` },
        { x: R, text: `$ ${tm(-total(checks))}`, right: true },
      ],
    ],
  });
  para17(sh, '* Gap in check sequence', L, 120, 7);
  dsec(sh, {
    title: 'Analysis Service Charge',
    heads: H,
    rows: fees.map(line),
    total: tot('Total Analysis Service Charge', fees.length, -total(fees)),
  });
  const db = daily(a);
  const per2 = Math.ceil(db.length / 3);
  const dRows: Cell[][][] = [];
  for (let i = 0; i < per2; i++) {
    const cells: Cell[] = [];
    for (let k = 0; k < 3; k++) {
      const e = db[k * per2 + i];
      if (e)
        cells.push(
          { x: L + k * 180, text: D(e.date, 'Mon D') },
          { x: L + 150 + k * 180, text: tm(e.balance), right: true },
        );
    }
    dRows.push([cells]);
  }
  dsec(sh, {
    title: 'Balance Summary',
    heads: [0, 1, 2].flatMap((k) => [
      { x: L + k * 180, text: 'Date' },
      { x: L + 150 + k * 180, text: 'Ending Balance', right: true },
    ]),
    rows: dRows,
  });
  para17(sh, 'Balances only appear for days reflecting change.', L, 120, 7);
  s.pdf = () =>
    ink(sh, {
      title: 'U.S. Bank Statement',
      producer: 'Crawford Technologies PRO',
      creator: 'AFP2PDF',
      date: '2019-09-03',
      regular: FONTS.dejavu[0],
      bold: FONTS.dejavu[1],
      size: 7.4,
      split: 'word',
      footer: (n, of) => [{ x: R, text: `Page ${n} of ${of}`, right: true, size: 7 }],
      footerY: 764,
    });
  return s;
}

// ---- a household's month (personal checking) ----

interface PersonalMix {
  payroll: { who: string; cents: number; first: number }; // every other Friday from the `first`th business day
  n: number;
  cards: string[];
  toSavings?: number[]; // transfers to savings (cents)
  floor?: number;
}

function personalRows(
  seed: number,
  start: string,
  end: string,
  x: PersonalMix,
  name: (k: string, r: () => number, extra: string) => string,
): { rows: Row[]; opening: number } {
  const r = rng(seed);
  const ds = bdays(start, end);
  const rows: Row[] = [];
  const btw = (lo: number, hi: number): number => Math.round(lo + r() * (hi - lo));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const fridays = ds.filter((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 5);
  fridays.forEach((d, i) => {
    if (i % 2 === x.payroll.first % 2)
      rows.push({
        date: d,
        desc: name('payroll', r, x.payroll.who),
        cents: x.payroll.cents + btw(-900, 900),
        kind: 'ecredit',
      });
  });
  const merch = [
    'KROGER #0412',
    'TARGET 00023781',
    'SHELL OIL 57442',
    'NETFLIX.COM',
    'CHIPOTLE 1123',
    'WALGREENS #4471',
    'AMAZON.COM*2K7LQ1',
    'STARBUCKS STORE 0915',
    'CVS/PHARMACY #02211',
    'UBER *TRIP',
    'HOME DEPOT #0412',
    'SPOTIFY USA',
  ];
  const bills = [
    'VERIZON WIRELESS',
    'DUKE ENERGY',
    'GEICO',
    'CAPITAL ONE CRCARDPMT',
    'DISCOVER E-PAYMENT',
    'SPECTRUM',
    'ROCKET MORTGAGE',
  ];
  for (let i = 0; i < x.n; i++) {
    const u = r();
    const d = pick(ds);
    if (u < 0.62)
      rows.push({
        date: d,
        desc: name('card', r, `${pick(merch)}|${pick(x.cards)}`),
        cents: -btw(450, 16500),
        kind: 'card',
      });
    else if (u < 0.82) rows.push({ date: d, desc: name('ach', r, pick(bills)), cents: -btw(3500, 42000), kind: 'ach' });
    else if (u < 0.9)
      rows.push({
        date: d,
        desc: name('zelle_out', r, pick(['MARIA DELGADO', 'JAMES OKAFOR', 'ANA RUIZ'])),
        cents: -btw(2000, 30000),
        kind: 'xfer_out',
      });
    else if (u < 0.95)
      rows.push({
        date: d,
        desc: name('zelle_in', r, pick(['LINDA TRAN', 'DEREK WU'])),
        cents: btw(2000, 25000),
        kind: 'ecredit',
      });
    else rows.push({ date: d, desc: name('atm', r, ''), cents: -pick([4000, 6000, 10000, 20000]), kind: 'ach' });
  }
  for (const c of x.toSavings ?? [])
    rows.push({ date: pick(ds.slice(2, -2)), desc: name('to_sav', r, ''), cents: -c, kind: 'xfer_out' });
  const sorted = byDate(rows);
  let bal = 0;
  let min = 0;
  for (const q of sorted) min = Math.min(min, (bal += q.cents));
  return { rows: sorted, opening: (x.floor ?? btw(30000, 160000)) - min };
}

// =====================================================================================================
// Citi Priority, personal, Jan 12 - Feb 10, 2021: one statement of a checking and a savings account
// =====================================================================================================

export function citi(): Spec2 {
  const start = '2021-01-12';
  const end = '2021-02-10';
  const toSav = [50000, 75000];
  const chk = personalRows(
    1711,
    start,
    end,
    {
      payroll: { who: 'ACME HEALTH SYSTEMS', cents: 248117, first: 1 },
      n: 38,
      cards: ['4471'],
      toSavings: toSav,
      floor: 41290,
    },
    (k, r, e) => {
      switch (k) {
        case 'payroll':
          return `ACH Electronic Credit ${e} PAYROLL ${Array.from({ length: 9 }, () => Math.floor(r() * 10)).join('')} PPD`;
        case 'card': {
          const [mm, c] = e.split('|');
          return `Debit Card Purchase ${mm} Card ${c}`;
        }
        case 'ach':
          return `ACH Electronic Debit ${e} PAYMENT ${Array.from({ length: 8 }, () => Math.floor(r() * 10)).join('')} WEB`;
        case 'zelle_out':
          return `Zelle Payment To ${title(e)}`;
        case 'zelle_in':
          return `Zelle Payment From ${title(e)}`;
        case 'atm':
          return 'ATM Withdrawal Citibank 0931 Chicago IL';
        default:
          return 'Online Transfer To Savings 00789254489';
      }
    },
  );
  const checking: Account = {
    label: 'Citi Priority Interest Checking',
    number: '00789254471',
    type: 'checking',
    opening: chk.opening,
    rows: chk.rows,
  };
  const savRows: Row[] = [];
  for (const r of chk.rows.filter((q) => q.desc.startsWith('Online Transfer To Savings')))
    savRows.push({ date: r.date, desc: 'Online Transfer From Checking 00789254471', cents: -r.cents, kind: 'xfer_in' });
  savRows.push({
    date: '2021-01-29',
    desc: 'Online Transfer To Checking 00789254471',
    cents: -30000,
    kind: 'xfer_out',
  });
  savRows.push({ date: end, desc: 'Interest Paid', cents: 187, kind: 'interest' });
  chk.rows.push({
    date: '2021-01-29',
    desc: 'Online Transfer From Savings 00789254489',
    cents: 30000,
    kind: 'xfer_in',
  });
  checking.rows = byDate(chk.rows);
  const savings: Account = {
    label: 'Citi Savings',
    number: '00789254489',
    type: 'savings',
    opening: 1841220,
    rows: byDate(savRows),
  };
  const s: Spec2 = {
    file: 'probe17-citi-priority-checking-savings.pdf',
    style:
      'Citibank Citi Priority relationship statement (2021), personal: "Statement Period Jan 12 - Feb 10, 2021", a Relationship Summary of the checking and the savings (balances last statement and this statement), then CHECKING ACTIVITY and SAVINGS ACTIVITY each as Date | Description | Debits | Credits | Balance with Opening Balance and Closing Balance rows and a "Total Debits/Credits" line, transfers between the two accounts, payroll, debit card purchases, Zelle, interest on the savings',
    classes: [
      'personal',
      'big-bank',
      'consolidated-two-accounts',
      'savings',
      'zelle',
      'payroll-deposits',
      'running-balance-every-row',
      'opening-closing-rows',
      'period-range-no-year-on-start',
      'member-fdic-line',
      'chromium',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'Citibank',
    legal: 'Citibank, N.A.',
    aliases: ['Citi', 'Citibank', 'Citibank, N.A.', 'Citi Priority'],
    start,
    end,
    periodPrinted: true,
    statementDate: end,
    customer: ['ELENA M VARGAS', '2340 N CLARK ST APT 4B', 'CHICAGO IL 60614-2743'],
    accounts: [checking, savings],
    head: (n, of) =>
      `<span>CITI PRIORITY &nbsp; Account 789254471 &nbsp; Statement Period Jan 12 - Feb 10, 2021</span><span>Page ${n} of ${of}</span>`,
  };
  const css = style(`
    .ph{font-size:7pt;border-bottom:1.2px solid #056dae}.cl{font-size:18pt;font-weight:bold;color:#056dae}
    h4.c{background:#056dae;color:#fff;font-size:8.6pt;padding:2pt 5pt;margin:10pt 0 2pt}
    table.cx{width:100%;border-collapse:collapse}table.cx th{font-size:7pt;text-align:left;padding:1pt 4pt;border-bottom:0.6px solid #056dae}
    table.cx td{padding:1pt 4pt;vertical-align:top;line-height:9.8pt}table.cx td.d{white-space:normal;width:55%}
    table.cx tr.b td{font-weight:bold;border-top:0.6px solid #999}.r{text-align:right;white-space:nowrap}`);
  const act = (a: Account, label: string): Blk[] => {
    const bal = balOf(a);
    const t = totals(a.rows);
    return [
      {
        open: (cont: boolean) =>
          `<h4 class="c">${label}${cont ? ' (continued)' : ''}</h4><div style="font-weight:bold;margin:2pt 0">${a.label} &nbsp; ${a.number.slice(2)}</div><table class="cx"><thead><tr><th>Date</th><th>Description</th><th class="r">Debits</th><th class="r">Credits</th><th class="r">Balance</th></tr></thead><tbody>`,
        openCost: 4.2,
        rows: [
          {
            html: `<tr><td>${D(start, 'MM/DD')}</td><td class="d">Opening Balance</td><td></td><td></td><td class="r">${M(a.opening)}</td></tr>`,
          },
          ...a.rows.map((r) => ({
            html: `<tr><td>${D(r.date, 'MM/DD')}</td><td class="d">${esc(r.desc)}</td><td class="r">${r.cents < 0 ? M(-P(r)) : ''}</td><td class="r">${r.cents > 0 ? M(P(r)) : ''}</td><td class="r">${M(bal.get(r)!)}</td></tr>`,
            cost: 1.05,
          })),
          {
            html: `<tr><td>${D(end, 'MM/DD')}</td><td class="d">Closing Balance</td><td></td><td></td><td class="r">${M(closing(a))}</td></tr>`,
          },
          {
            html: `<tr class="b"><td></td><td>Total Debits/Credits</td><td class="r">${M(t.debits)}</td><td class="r">${M(t.credits)}</td><td></td></tr>`,
          },
        ],
      },
    ];
  };
  const blocks: Blk[] = [
    {
      html: `${css}<div class="top"><div><div class="cl">citi</div><div class="ret">CITIBANK, N.A.<br>P.O. BOX 6201<br>SIOUX FALLS, SD 57117-6201</div><div class="mail">${s.customer.map(esc).join('<br>')}</div></div>
<div class="acct small"><b>Citi Priority</b><br>Account 789254471<br>Statement Period<br>Jan 12 - Feb 10, 2021<br>Page 1 of N<br><br>CitiPhone Banking&reg; 1-888-248-4226<br>For speech and hearing impaired customers only TDD: 711</div></div>
<h4 class="c">Relationship Summary:</h4>
<table class="cx" style="width:80%"><thead><tr><th></th><th class="r">Balance Last Statement</th><th class="r">Balance This Statement</th></tr></thead><tbody>
<tr><td>Checking</td><td class="r">$${M(checking.opening)}</td><td class="r">$${M(closing(checking))}</td></tr>
<tr><td>Savings</td><td class="r">$${M(savings.opening)}</td><td class="r">$${M(closing(savings))}</td></tr>
<tr><td>Investments (not FDIC insured)</td><td class="r">--</td><td class="r">--</td></tr>
<tr class="b"><td>Total Relationship Balance</td><td class="r">$${M(checking.opening + savings.opening)}</td><td class="r">$${M(closing(checking) + closing(savings))}</td></tr></tbody></table>
<div class="small" style="margin-top:6pt">Your combined average monthly balance range for this statement period was $30,000 - $49,999.99, and it satisfies the Citi Priority minimum of $30,000. Earn up to $1,500 when you open a new eligible checking account by March 31, 2021 and complete required activities. Value of accounts and Citi Priority eligibility are determined as of your prior statement period.</div>`,
      cost: 24,
    },
    ...act(checking, 'CHECKING ACTIVITY'),
    ...act(savings, 'SAVINGS ACTIVITY'),
    {
      html: `<div class="small"><br><b>Savings</b> Interest Paid Year to Date $${M(187 + 164)}. Annual Percentage Yield Earned 0.01%. Interest Rate 0.01%.<br><br>Citibank, N.A. Member FDIC. Deposit products provided by Citibank, N.A. &copy; 2021 Citigroup Inc. Citi, Citi with Arc Design and Citi Priority are registered service marks of Citigroup Inc.</div>`,
      cost: 6,
    },
  ];
  s.pages = () => layout(blocks, 57).map((p) => p.replace('Page 1 of N', ''));
  return s;
}

// =====================================================================================================
// Capital One Spark Cash Select business card, Mar 03 - Apr 02, 2024: cardholder groups
// =====================================================================================================

export function capitalOneSpark(): Spec2 {
  const start = '2024-03-03';
  const end = '2024-04-02';
  const r = rng(1712);
  const ds = bdays(start, end);
  const btw = (lo: number, hi: number): number => Math.round(lo + r() * (hi - lo));
  const merch = [
    'HOME DEPOT #0412 AUSTINTX',
    'SHELL OIL 57442ROUND ROCKTX',
    'AMAZON.COM*2K7LQ1AMZN.COM/BILLWA',
    'COSTCO WHSE #0681CEDAR PARKTX',
    'LOWES #01944PFLUGERVILLETX',
    'GOOGLE *ADSCC@GOOGLE.COMCA',
    'ADOBE *CREATIVE CLDSAN JOSECA',
    'SHERWIN-WILLIAMS 7712AUSTINTX',
    'UNITED 0162345678901HOUSTONTX',
    'MARRIOTT DALLAS DTDALLASTX',
    'QT 947 OUTSIDEWACOTX',
    'STAPLES 00115AUSTINTX',
    'MICROSOFT*365 BUSINESSREDMONDWA',
  ];
  const holders: [string, string][] = [
    ['DANA WHITFIELD', '4471'],
    ['MARCO WHITFIELD', '6102'],
  ];
  const rows: Row[] = [];
  rows.push({
    date: ds[4],
    desc: `CAPITAL ONE AUTOPAY PYMT AuthDate ${ds[4].slice(8)}-Mar`,
    cents: 612000,
    kind: 'payment',
  });
  for (let i = 0; i < 46; i++) {
    const h = r() < 0.65 ? holders[0] : holders[1];
    rows.push({
      date: ds[Math.floor(r() * ds.length)],
      desc: merch[Math.floor(r() * merch.length)],
      cents: -btw(1200, 96000),
      kind: 'purchase',
      card: h[1],
    });
  }
  rows.push({ date: ds[12], desc: 'LOWES #01944PFLUGERVILLETX', cents: 18644, kind: 'refund', card: '4471' });
  rows.push({ date: ds[ds.length - 1], desc: 'PURCHASE INTEREST CHARGE', cents: -8812, kind: 'cc_interest' });
  rows.push({ date: ds[9], desc: 'FOREIGN TRANSACTION FEE', cents: -1290, kind: 'cc_fee' });
  const sorted = byDate(rows).sort((a2, b2) => a2.date.localeCompare(b2.date));
  const a: Account = {
    label: 'Spark Cash Select',
    number: '5178059912344471',
    type: 'credit_card',
    opening: 611842,
    rows: sorted,
  };
  const pays = sorted.filter((q) => q.kind === 'payment');
  const credits = sorted.filter((q) => q.kind === 'refund');
  const purch = sorted.filter((q) => q.kind === 'purchase');
  const fees = sorted.filter((q) => q.kind === 'cc_fee');
  const intr = sorted.filter((q) => q.kind === 'cc_interest');
  const nb = closing(a);
  const post = (d: string): string => {
    const i = ds.indexOf(d);
    return ds[Math.min(ds.length - 1, i + (i % 3 === 0 ? 1 : 0))];
  };
  const s: Spec2 = {
    file: 'probe17-capital-one-spark-business-card.pdf',
    style:
      'Capital One Spark Cash Select business credit card (2024): "Mar 03, 2024 - Apr 02, 2024 | 31 days in Billing Cycle", a Payment Information box, an Account Summary Previous Balance - Payments - Other Credits + Transactions + Cash Advances + Fees Charged + Interest Charged = New Balance, transactions as Trans Date | Post Date | Description | Amount under each cardholder ("DANA WHITFIELD #4471: Transactions" ... "Total Transactions"), Payments, Credits and Adjustments, Fees, Interest Charged, Totals Year-to-Date, an Interest Charge Calculation table; merchant names run together with the city and state as the card network sends them',
    classes: [
      'business',
      'business-credit-card',
      'big-bank',
      'card-groups',
      'trans-and-post-dates',
      'sections-with-totals',
      'period-range',
      'interest-calculation-table',
      'member-fdic-line',
      'chromium',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'Capital One',
    legal: 'Capital One, N.A.',
    aliases: ['Capital One', 'Capital One, N.A.', 'Capital One Bank (USA), N.A.', 'Capital One Spark'],
    start,
    end,
    periodPrinted: true,
    statementDate: end,
    customer: ['WHITFIELD DESIGN BUILD LLC', 'DANA WHITFIELD', '905 W 34TH ST', 'AUSTIN TX 78705-1309'],
    accounts: [a],
    head: (n, of) =>
      `<span>Spark Cash Select | Visa Signature Business ending in 4471</span><span>Page ${n} of ${of}</span>`,
  };
  const css = style(`
    .ph{font-size:7.2pt;border-bottom:1px solid #004977}.co{font-size:17pt;font-weight:bold;color:#004977}
    .bx{border:0.8px solid #004977;padding:5pt 8pt;margin:6pt 0}.bx table td{padding:1pt 10pt 1pt 0}
    h4.o{font-size:9.4pt;margin:10pt 0 2pt;color:#004977;border-bottom:1px solid #004977}
    table.ox{width:100%;border-collapse:collapse}table.ox th{font-size:7pt;text-align:left;padding:1pt 4pt;border-bottom:0.6px solid #999}
    table.ox td{padding:1.1pt 4pt;line-height:9.8pt}table.ox tr.g td{font-weight:bold;padding-top:5pt}table.ox tr.b td{font-weight:bold;border-top:0.6px solid #999}
    .r{text-align:right;white-space:nowrap}`);
  const tr2 = (q: Row, sign = ''): string =>
    `<tr><td>${D(q.date, 'Mon D')}</td><td>${D(post(q.date), 'Mon D')}</td><td>${esc(q.desc)}</td><td class="r">${sign}$${M(Math.abs(P(q)))}</td></tr>`;
  const headT = `<thead><tr><th>Trans Date</th><th>Post Date</th><th>Description</th><th class="r">Amount</th></tr></thead>`;
  const txRows: { html: string; cost?: number }[] = [];
  txRows.push({ html: `<tr class="g"><td colspan="4">Payments, Credits and Adjustments</td></tr>`, cost: 1.4 });
  for (const q of [...pays, ...credits]) txRows.push({ html: tr2(q, '- ') });
  for (const [nm, c] of holders) {
    const g = purch.filter((q) => q.card === c);
    txRows.push({ html: `<tr class="g"><td colspan="4">${nm} #${c}: Transactions</td></tr>`, cost: 1.4 });
    for (const q of g) txRows.push({ html: tr2(q) });
    txRows.push({
      html: `<tr class="b"><td colspan="3">${nm} #${c}: Total Transactions</td><td class="r">$${M(total(g))}</td></tr>`,
    });
  }
  txRows.push({
    html: `<tr class="b"><td colspan="3">Total Transactions for This Period</td><td class="r">$${M(total(purch))}</td></tr>`,
  });
  txRows.push({ html: `<tr class="g"><td colspan="4">Fees</td></tr>`, cost: 1.4 });
  for (const q of fees) txRows.push({ html: tr2(q) });
  txRows.push({
    html: `<tr class="b"><td colspan="3">Total Fees for This Period</td><td class="r">$${M(total(fees))}</td></tr>`,
  });
  txRows.push({ html: `<tr class="g"><td colspan="4">Interest Charged</td></tr>`, cost: 1.4 });
  txRows.push({
    html: `<tr><td></td><td></td><td>Interest Charge on Purchases</td><td class="r">$${M(total(intr))}</td></tr>`,
  });
  txRows.push({ html: `<tr><td></td><td></td><td>Interest Charge on Cash Advances</td><td class="r">$0.00</td></tr>` });
  txRows.push({
    html: `<tr class="b"><td colspan="3">Total Interest for This Period</td><td class="r">$${M(total(intr))}</td></tr>`,
  });
  const blocks: Blk[] = [
    {
      html: `${css}<div class="top"><div><div class="co">Capital One</div><div class="small">Spark Cash Select | Visa Signature Business ending in 4471<br>Mar 03, 2024 - Apr 02, 2024 | 31 days in Billing Cycle</div><div class="mail">${s.customer.map(esc).join('<br>')}</div></div>
<div class="bx" style="width:220pt"><b>Payment Information</b><table><tr><td>New Balance</td><td class="r">$${M(nb)}</td></tr><tr><td>Minimum Payment Due</td><td class="r">$${M(Math.round(nb * 0.02) + 8812)}</td></tr><tr><td>Payment Due Date</td><td class="r">Apr 28, 2024</td></tr></table>
<div class="small">For online and phone payments, the deadline is 8pm ET. <b>Late Payment Warning:</b> If we do not receive your minimum payment by the date listed above, you may have to pay a late fee of up to $40.00.</div></div></div>
<h4 class="o">Account Summary</h4>
<table class="ox" style="width:60%"><tr><td>Previous Balance</td><td class="r">$${M(a.opening)}</td></tr>
<tr><td>Payments</td><td class="r">- $${M(total(pays))}</td></tr><tr><td>Other Credits</td><td class="r">- $${M(total(credits))}</td></tr>
<tr><td>Transactions</td><td class="r">+ $${M(total(purch))}</td></tr><tr><td>Cash Advances</td><td class="r">+ $0.00</td></tr>
<tr><td>Fees Charged</td><td class="r">+ $${M(total(fees))}</td></tr><tr><td>Interest Charged</td><td class="r">+ $${M(total(intr))}</td></tr>
<tr class="b"><td>New Balance</td><td class="r">= $${M(nb)}</td></tr>
<tr><td>Credit Limit</td><td class="r">$25,000.00</td></tr><tr><td>Available Credit (as of Apr 02, 2024)</td><td class="r">$${M(2500000 - nb)}</td></tr></table>
<h4 class="o">Rewards Summary</h4><div class="small">Earn unlimited 1.5% cash back on every purchase. Cash back earned this period: $${M(Math.round(total(purch) * 0.015))}. Redeem at capitalone.com/spark. Offer: earn a one-time $750 cash bonus when you add an employee card and spend $7,500 by June 30, 2024.</div>`,
      cost: 33,
    },
    {
      open: (cont: boolean) =>
        `<h4 class="o">Transactions${cont ? ' (Continued)' : ''}</h4><table class="ox">${headT}<tbody>`,
      openCost: 3.5,
      rows: txRows,
    },
    {
      html: `<h4 class="o">Totals Year-to-Date</h4><table class="ox" style="width:55%"><tr><td>Total Fees charged in 2024</td><td class="r">$${M(total(fees) + 3900)}</td></tr><tr><td>Total Interest charged in 2024</td><td class="r">$${M(total(intr) + 14327)}</td></tr></table>
<h4 class="o">Interest Charge Calculation</h4><div class="small">Your Annual Percentage Rate (APR) is the annual interest rate on your account.</div>
<table class="ox"><thead><tr><th>Type of Balance</th><th class="r">Annual Percentage Rate (APR)</th><th class="r">Balance Subject to Interest Rate</th><th class="r">Interest Charge</th></tr></thead><tbody>
<tr><td>Purchases</td><td class="r">26.99% V</td><td class="r">$${M(Math.round((total(intr) * 365) / 31 / 0.2699))}</td><td class="r">$${M(total(intr))}</td></tr><tr><td>Cash Advances</td><td class="r">31.24% V</td><td class="r">$0.00</td><td class="r">$0.00</td></tr></tbody></table>
<div class="small"><br>Capital One, N.A. Member FDIC. &copy;2024 Capital One. Send payments to Capital One, P.O. Box 60599, City of Industry, CA 91716-0599.</div>`,
      cost: 16,
    },
  ];
  s.pages = () => layout(blocks, 57);
  return s;
}

// =====================================================================================================
// TD Bank Business Convenience Plus, March 2024: DAILY ACCOUNT ACTIVITY with Subtotals
// =====================================================================================================

export function tdBank(): Spec2 {
  const start = '2024-03-01';
  const end = '2024-03-31';
  const m = month(1713, start, end, {
    n: 40,
    processors: ['clover'],
    settleLo: 24000,
    settleHi: 131000,
    settleP: 0.85,
    mca: [{ who: 'MULLIGAN FUNDING', cents: 35820 }],
    cards: ['4471'],
    checks: 6,
    firstCheck: 301,
    zelle: true,
    scale: 1000,
  });
  const co = 'SEASIDE DELI & CATERING LLC';
  const name = (r: Row, x: Meta): string => {
    const d = yymmdd(r.date);
    switch (x.what) {
      case 'clover':
        return `CCD DEPOSIT, CLOVER SETTLEMENT DEP 5429${x.ref}`;
      case 'mca':
        return `CCD DEBIT, MULLIGAN FUNDING ACH PMT ${x.ref}`;
      case 'card':
        return `DBCRD PUR AP, AUT ${d.slice(2)}${d.slice(0, 2)} VISA DDA PUR ${x.who.split(' ').slice(0, -2).join(' ')} ${x.who.split(' ').slice(-2).join(' * ')} CARD ${x.card}`;
      case 'deposit':
        return 'DEPOSIT';
      case 'mobile':
        return 'MOBILE DEPOSIT';
      case 'zelle_in':
        return `ZELLE PAYMENT FROM ${x.who} ${x.ref}`;
      case 'zelle_out':
        return `eTransfer Debit, Zelle ${x.who} ${x.ref}`;
      case 'xfer_out':
        return `eTransfer Debit, Online Xfer Transfer to SV ${x.who}${x.ref.slice(0, 6)}`;
      case 'ach':
        return `CCD DEBIT, ${x.who} ${x.who.includes('IRS') ? 'USATAXPYMT' : 'PAYMENT'} ${x.ref}`;
      case 'fee':
        return 'MAINTENANCE FEE';
      default:
        return r.desc;
    }
  };
  const rows = named(m, name);
  const a: Account = {
    label: 'Business Convenience Plus',
    number: '4321098765',
    type: 'checking',
    opening: m.opening,
    rows,
  };
  const g = {
    Deposits: rows.filter((q) => q.kind === 'deposit'),
    'Electronic Deposits': rows.filter((q) => q.cents > 0 && q.kind !== 'deposit'),
    'Checks Paid': rows.filter((q) => q.kind === 'check'),
    'Electronic Payments': rows.filter((q) => q.cents < 0 && !['check', 'fee'].includes(q.kind)),
    'Service Charges': rows.filter((q) => q.kind === 'fee'),
  };
  const s: Spec2 = {
    file: 'probe17-td-bank-business-convenience-plus.pdf',
    style:
      'TD Bank Business Convenience Plus (2024): "Statement Period: Mar 01 2024-Mar 31 2024", an ACCOUNT SUMMARY of Beginning Balance, Deposits, Electronic Deposits, Checks Paid, Electronic Payments, Service Charges, Ending Balance beside Average Collected Balance and interest lines, DAILY ACCOUNT ACTIVITY as POSTING DATE | DESCRIPTION | AMOUNT sections closed by "Subtotal:", Checks Paid with "No. Checks: N" and a break-in-sequence mark, a DAILY BALANCE SUMMARY; Clover settlements, daily MULLIGAN FUNDING merchant-cash-advance debits, long card descriptions',
    classes: [
      'business',
      'big-bank',
      'merchant-deposits',
      'mca-daily-debits',
      'zelle',
      'checks',
      'sections-with-subtotals',
      'check-table-2up',
      'daily-ledger-balance-table',
      'period-range',
      'member-fdic-line',
      'chromium',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'TD Bank',
    legal: 'TD Bank, N.A.',
    aliases: ['TD Bank', 'TD Bank, N.A.', 'TD', "America's Most Convenient Bank"],
    start,
    end,
    periodPrinted: true,
    statementDate: end,
    customer: [co, '44 OCEAN AVE', 'LONG BRANCH NJ 07740-6812'],
    accounts: [a],
    head: (n, of) =>
      `<span>${co}<br>Primary Account #: 432-1098765</span><span style="text-align:right">STATEMENT OF ACCOUNT<br>Page: ${n} of ${of}<br>Statement Period: Mar 01 2024-Mar 31 2024</span>`,
  };
  const css = style(`
    .ph{height:30pt;font-size:7.2pt;border-bottom:1.4px solid #2a8c28;line-height:1.3}.tdl{font-size:18pt;font-weight:bold;color:#fff;background:#2a8c28;display:inline-block;padding:1pt 6pt}
    h4.d{font-size:9pt;margin:9pt 0 1pt;letter-spacing:0.3px}h5.d{font-size:8.4pt;margin:6pt 0 1pt}
    table.sx{width:100%;border-collapse:collapse}table.sx th{font-size:7pt;text-align:left;padding:1pt 4pt;border-bottom:0.6px solid #000}
    table.sx td{padding:1pt 4pt;vertical-align:top;line-height:9.8pt}table.sx td.d{white-space:normal;width:80%}
    .tl{display:flex;justify-content:flex-end;gap:30pt;font-weight:bold;padding:1.5pt 4pt}.r{text-align:right;white-space:nowrap}
    table.as td{padding:1pt 10pt 1pt 0}`);
  const db = daily(a);
  const avg = Math.round(db.reduce((x, d) => x + d.balance, 0) / db.length);
  const line = (q: Row): { cells: string[] } => ({ cells: [D(q.date, 'MM/DD'), esc(q.desc), M(Math.abs(P(q)))] });
  const h = (t2: string) => (cont: boolean) => `<h5 class="d">${t2}${cont ? ' (continued)' : ''}</h5>`;
  const sub = (v: number): string => `<div class="tl"><span>Subtotal:</span><span>${M(v)}</span></div>`;
  const cl = checkList(rows);
  const cg = nUp(cl, 2).map((l) =>
    l.flatMap((c) => (c ? [D(c.row.date, 'MM/DD'), `${c.row.check}${c.gap ? '*' : ''}`, M(-P(c.row))] : ['', '', ''])),
  );
  const dg = nUp(db, 2).map((l) => l.flatMap((e) => (e ? [D(e.date, 'MM/DD'), M(e.balance)] : ['', ''])));
  const blocks: Blk[] = [
    {
      html: `${css}<div class="top"><div><div class="tdl">TD Bank</div><div class="ret">America's Most Convenient Bank&reg;<br>PO Box 1377, Lewiston, ME 04243-1377</div><div class="mail">${s.customer.map(esc).join('<br>')}</div></div>
<div class="small" style="width:200pt">Cust Ref #: 4321098765-719-T-###<br>Primary Account #: 432-1098765<br><br>How to Contact Us: 1-888-751-9000<br>tdbank.com</div></div>
<h4 class="d">Business Convenience Plus</h4><div class="small">${co} &nbsp;&nbsp; Account # 432-1098765</div>
<h4 class="d">ACCOUNT SUMMARY</h4>
<div class="top"><table class="as"><tr><td>Beginning Balance</td><td class="r">${M(a.opening)}</td></tr>
<tr><td>Deposits</td><td class="r">${M(total(g.Deposits))}</td></tr><tr><td>Electronic Deposits</td><td class="r">${M(total(g['Electronic Deposits']))}</td></tr>
<tr><td>Checks Paid</td><td class="r">${M(total(g['Checks Paid']))}</td></tr><tr><td>Electronic Payments</td><td class="r">${M(total(g['Electronic Payments']))}</td></tr>
<tr><td>Service Charges</td><td class="r">${M(total(g['Service Charges']))}</td></tr><tr><td><b>Ending Balance</b></td><td class="r"><b>${M(closing(a))}</b></td></tr></table>
<table class="as"><tr><td>Average Collected Balance</td><td class="r">${M(avg - 22418)}</td></tr><tr><td>Interest Earned This Period</td><td class="r">0.00</td></tr><tr><td>Interest Paid Year-to-Date</td><td class="r">0.00</td></tr><tr><td>Annual Percentage Yield Earned</td><td class="r">0.00%</td></tr><tr><td>Days in Period</td><td class="r">31</td></tr></table></div>
<div class="small" style="margin-top:5pt">Call 1-888-751-9000 or visit tdbank.com to learn about TD Merchant Solutions. Through April 30, 2024 new merchant customers receive up to $500 toward terminal costs. TD Bank, N.A. Member FDIC.</div>
<h4 class="d">DAILY ACCOUNT ACTIVITY</h4>`,
      cost: 30,
    },
    ...(['Deposits', 'Electronic Deposits'] as const)
      .filter((k) => g[k].length)
      .map((k) => sec(h(k), ['POSTING DATE', 'DESCRIPTION', 'AMOUNT'], [2], g[k].map(line), sub(total(g[k])))),
    {
      html: `<h5 class="d">Checks Paid &nbsp;&nbsp; No. Checks: ${g['Checks Paid'].length} &nbsp;&nbsp; <span class="small">*Indicates break in serial sequence or check processed electronically and listed under Electronic Payments</span></h5>${table('sx', ['DATE', 'SERIAL NO.', 'AMOUNT', 'DATE', 'SERIAL NO.', 'AMOUNT'], cg, [2, 5])}${sub(total(g['Checks Paid']))}`,
      cost: cg.length + 5,
    },
    ...(['Electronic Payments', 'Service Charges'] as const).map((k) =>
      sec(h(k), ['POSTING DATE', 'DESCRIPTION', 'AMOUNT'], [2], g[k].map(line), sub(total(g[k]))),
    ),
    {
      html: `<h4 class="d">DAILY BALANCE SUMMARY</h4>${table('sx', ['DATE', 'BALANCE', 'DATE', 'BALANCE'], dg, [1, 3])}`,
      cost: dg.length + 4,
    },
    {
      html: `<div class="small"><br>Call 1-888-751-9000 for 24-hour Bank-by-Phone services or connect to www.tdbank.com. Bank Deposits FDIC Insured | TD Bank, N.A. | Equal Housing Lender. INTEREST NOTICE: Total interest credited by TD Bank, N.A. to your account during 2023 was $0.00.</div>`,
      cost: 4,
    },
  ];
  s.pages = () => layout(blocks, 56);
  return s;
}

// =====================================================================================================
// KeyBank Key Business Reserve Savings, October 2022 (drawn: glyphs): M-D dates, counts before labels
// =====================================================================================================

export function keyBankSavings(): Spec2 {
  const start = '2022-10-01';
  const end = '2022-10-31';
  const ds = bdays(start, end);
  const rows: Row[] = byDate([
    { date: ds[1], desc: 'Internet Trf Fr Chk 3318', cents: 1500000, kind: 'xfer_in' },
    { date: ds[6], desc: 'Internet Trf Fr Chk 3318', cents: 850000, kind: 'xfer_in' },
    { date: ds[8], desc: 'Internet Trf To Chk 3318', cents: -620000, kind: 'xfer_out' },
    { date: ds[12], desc: 'Deposit Branch 0244 Ohio', cents: 431877, kind: 'deposit' },
    { date: ds[14], desc: 'Internet Trf To Chk 3318', cents: -1125050, kind: 'xfer_out' },
    { date: ds[16], desc: 'Internet Trf Fr Chk 3318', cents: 700000, kind: 'xfer_in' },
    { date: ds[17], desc: 'Internet Trf To Chk 3318', cents: -488500, kind: 'xfer_out' },
    { date: ds[18], desc: 'Internet Trf To Chk 3318', cents: -300000, kind: 'xfer_out' },
    { date: ds[19], desc: 'Excess Withdrawal Fee', cents: -1500, kind: 'fee' },
    { date: end, desc: 'Interest Payment', cents: 1873, kind: 'interest' },
  ]);
  const a: Account = {
    label: 'Key Business Reserve Savings',
    number: '359681244107',
    type: 'savings',
    opening: 4218844,
    rows,
  };
  const adds = rows.filter((q) => q.cents > 0 && q.kind !== 'interest');
  const subs = rows.filter((q) => q.cents < 0 && q.kind !== 'fee');
  const fees = rows.filter((q) => q.kind === 'fee');
  const intr = rows.filter((q) => q.kind === 'interest');
  const co = 'BUCKEYE MACHINE & TOOL INC';
  const s: Spec2 = {
    file: 'probe17-keybank-business-reserve-savings.pdf',
    style:
      'KeyBank Key Business Reserve Savings (2022), drawn one glyph per text object with a subset TrueType font: the statement date October 31, 2022 and "Beginning balance 9-30-22" / "Ending balance 10-31-22" only (no range), a summary printing the counts before their labels ("4 Additions", "4 Subtractions"), M-D dates without leading zeros ("10-3"), Additions, Subtractions, Fees and charges and Interest as separate lists with totals, an important-information page',
    classes: [
      'business',
      'savings',
      'regional-bank',
      'summary-counts-before-label',
      'm-d-dates-dashes',
      'balances-as-of-dates',
      'statement-date-only',
      'sections-with-totals',
      'member-fdic-line',
      'pdf-lib-producer',
      'text-per-glyph',
      'subset-fonts',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'KeyBank',
    legal: 'KeyBank National Association',
    aliases: ['KeyBank', 'Key Bank', 'KeyBank National Association', 'KeyBank N.A.', 'KeyCorp'],
    start,
    end,
    periodPrinted: false,
    statementDate: end,
    customer: [co, '2870 E 55TH ST', 'CLEVELAND OH 44104-2809'],
    accounts: [a],
  };
  const md = (d: string): string => `${Number(d.slice(5, 7))}-${Number(d.slice(8))}`;
  const L = 48;
  const R = 566;
  const sh = new Sheet(50, 730, (x, n) => {
    if (n > 1)
      x.at(42, [
        { x: L, text: 'Key Business Reserve Savings', size: 7.5 },
        { x: R, text: 'October 31, 2022', size: 7.5, right: true },
      ]);
  });
  sh.at(66, [{ x: L, text: 'KeyBank', bold: true, size: 17 }]);
  sh.at(66, [{ x: 380, text: 'Key Business Reserve Savings', bold: true, size: 8.5 }]);
  sh.at(78, [{ x: 380, text: `${a.number}`, size: 8 }]);
  sh.at(90, [{ x: 380, text: 'October 31, 2022', size: 8 }]);
  sh.at(110, [{ x: 380, text: 'Questions or comments?', bold: true, size: 7.5 }]);
  sh.at(120, [{ x: 380, text: 'Call our Business Banking Center', size: 7.5 }]);
  sh.at(130, [{ x: 380, text: '1-888-KEY4BIZ (1-888-539-4249)', size: 7.5 }]);
  sh.at(140, [{ x: 380, text: 'key.com/business', size: 7.5 }]);
  s.customer.forEach((l, i) => sh.at(120 + i * 11, [{ x: 66, text: l, size: 8.5 }]));
  sh.y = 186;
  sh.line(
    [
      { x: L, text: 'Key Business Reserve Savings', bold: true, size: 10 },
      { x: R, text: a.number, right: true, size: 9 },
    ],
    14,
  );
  sh.line([{ x: L, text: co, size: 8 }], 12);
  sh.rule(L, R, 3, 1);
  sh.gap(4);
  const summ: [string, string][] = [
    ['Beginning balance 9-30-22', `$${M(a.opening)}`],
    [`${adds.length} Additions`, `+${M(total(adds))}`],
    [`${subs.length} Subtractions`, `-${M(total(subs))}`],
    ['Net fees and charges', `-${M(total(fees))}`],
    ['Interest earned', `+${M(total(intr))}`],
    ['Ending balance 10-31-22', `$${M(closing(a))}`],
  ];
  for (const [l, v] of summ)
    sh.line(
      [
        { x: L, text: l, bold: l.startsWith('Ending') },
        { x: 300, text: v, right: true, bold: l.startsWith('Ending') },
      ],
      12,
    );
  sh.gap(6);
  sh.line(
    [
      {
        x: L,
        text: 'Interest rate 0.05% effective 10-1-22   Annual percentage yield earned 0.05%   Interest paid this year $184.31',
      },
    ],
    11,
  );
  const lst = (t2: string, head: string, rs: Row[], tl: string, sign: string): void => {
    dsec(sh, {
      title: t2,
      heads: [
        { x: L, text: 'Date' },
        { x: 100, text: head },
        { x: R, text: 'Amount', right: true },
      ],
      rows: rs.map((q) => [
        [
          { x: L, text: md(q.date) },
          { x: 100, text: q.desc },
          { x: R, text: `${sign}${M(Math.abs(P(q)))}`, right: true },
        ],
      ]),
      total: [
        [
          { x: 100, text: tl },
          { x: R, text: `${sign}$${M(total(rs))}`, right: true },
        ],
      ],
      rule: [L, R],
    });
  };
  lst('Additions', 'Deposits   Serial #   Source', adds, 'Total additions', '');
  lst('Subtractions', 'Withdrawals   Location', subs, 'Total subtractions', '-');
  lst('Fees and charges', 'Description', fees, 'Fees and charges assessed this period', '-');
  lst('Interest', 'Description', intr, 'Total interest', '');
  sh.newPage();
  sh.line([{ x: L, text: 'Important information about your account', bold: true, size: 10 }], 16);
  for (const p of [
    'Electronic Funds Transfers: In case of errors or questions about your electronic transfers, telephone us at 1-888-KEY4BIZ or write us at KeyBank, P.O. Box 93885, Cleveland, OH 44101-5885 as soon as you can. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem or error appeared.',
    'Savings withdrawal limits: KeyBank charges an Excess Withdrawal Fee of $15.00 for each withdrawal or transfer out of a savings or money market account over six per monthly statement period. Beginning January 1, 2023 this fee will be $10.00 for Key Business Reserve Savings.',
    'KeyBank is Member FDIC. KeyBank National Association. \u00a92022 KeyCorp. All rights reserved.',
  ]) {
    para17(sh, p, L, 140, 7.5, 10);
    sh.gap(6);
  }
  s.pdf = () =>
    ink(sh, {
      title: 'KeyBank Statement',
      producer: 'OpenText Exstream',
      date: '2022-11-01',
      regular: FONTS.sans[0],
      bold: FONTS.sans[1],
      size: 8,
      split: 'glyph',
      footer: (n, of) => [
        { x: R, text: `page ${n} of ${of}`, right: true, size: 7 },
        { x: L, text: 'KeyBank is Member FDIC.', size: 6.5, gray: true },
      ],
      footerY: 764,
    });
  return s;
}

// =====================================================================================================
// Citizens Business Checking, April 2025: a misprinted summary (review); negative balances "$(1,785.93)"
// =====================================================================================================

export function citizensMisprint(): Spec2 {
  const start = '2025-04-01';
  const end = '2025-04-30';
  const m = month(1714, start, end, {
    n: 38,
    processors: ['stripe'],
    settleLo: 36000,
    settleHi: 142000,
    settleP: 0.7,
    mca: [{ who: 'CFG MERCHANT SOL', cents: 43390 }],
    cards: ['4471'],
    checks: 5,
    firstCheck: 2051,
    zelle: true,
    scale: 1100,
    floor: -178593,
    odFee: 3500,
  });
  const co = 'NARRAGANSETT MARINE SUPPLY LLC';
  const name = (r: Row, x: Meta): string => {
    switch (x.what) {
      case 'stripe':
        return `STRIPE TRANSFER ST-${x.ref.slice(0, 4)}W${x.ref.slice(4, 8)} CCD`;
      case 'mca':
        return `CFG MERCHANT SOL ACH DEBIT ${x.ref} CCD`;
      case 'card':
        return `DBT PURCHASE - ${x.ref.slice(0, 6)} ${x.who}`;
      case 'deposit':
        return 'DEPOSIT';
      case 'mobile':
        return 'MOBILE DEPOSIT';
      case 'zelle_in':
        return `ZELLE CREDIT ${x.who}`;
      case 'zelle_out':
        return `ZELLE DEBIT ${x.who}`;
      case 'xfer_out':
        return `ONLINE TRANSFER TO SAVINGS XXXXXX${x.who}`;
      case 'ach':
        return `${x.who} ${x.who.includes('IRS') ? 'USATAXPYMT' : 'PAYMENT'} ${x.ref} CCD`;
      case 'od':
        return `OVERDRAFT ITEM FEE ${mmdd(x.od!.date)} ITEM $${M(x.od!.amount)}`;
      case 'fee':
        return 'MAINTENANCE FEE';
      default:
        return r.desc;
    }
  };
  const rows = named(m, name);
  const a: Account = {
    label: 'Citizens Business Checking',
    number: '1312447059',
    type: 'checking',
    opening: m.opening,
    rows,
  };
  const checks = rows.filter((q) => q.kind === 'check');
  const debits = rows.filter((q) => q.cents < 0 && q.kind !== 'check');
  const credits = rows.filter((q) => q.cents > 0);
  const p = (c: number): string => M(c, { dollar: true, neg: 'paren' });
  const MIS = 100000;
  const s: Spec2 = {
    file: 'probe17-citizens-business-checking-misprint.pdf',
    style:
      'Citizens Business Checking (2025): a bank\'s misprint, the Balance Calculation prints Debits $1,000.00 more than the debits listed; every row, the daily balances and both balances are right. "Beginning April 1, 2025 through April 30, 2025", Checks / Debits / Deposits & Credits lists with totals, a Daily Balance table with overdrawn days printed "$(1,785.93)", daily CFG MERCHANT SOL merchant-cash-advance debits, Stripe transfers, overdraft item fees',
    classes: [
      'business',
      'big-bank',
      'merchant-deposits',
      'mca-daily-debits',
      'zelle',
      'checks',
      'overdraft-negative-balance',
      'paren-negative-balances',
      'sections-with-totals',
      'daily-ledger-balance-table',
      'period-range-through',
      'misprinted-summary',
      'member-fdic-line',
      'chromium',
      'multi-page',
    ],
    expect: 'review',
    bank: 'Citizens',
    legal: 'Citizens Bank, N.A.',
    aliases: ['Citizens', 'Citizens Bank', 'Citizens Bank, N.A.', 'Citizens Financial Group'],
    start,
    end,
    periodPrinted: true,
    statementDate: end,
    customer: [co, '85 ALDRICH ST', 'WARWICK RI 02889-3517'],
    accounts: [a],
    note: `the Balance Calculation prints Debits as ${p(total(debits) + MIS)}, $1,000.00 more than the ${debits.length} debits listed (${p(total(debits))}): previous balance - checks - the printed debits + deposits does not equal the printed current balance (a bank misprint)`,
    head: (n, of) => `<span>Citizens Business Checking &nbsp; ${a.number}</span><span>Page ${n} of ${of}</span>`,
  };
  const css = style(`
    .ph{font-size:7.2pt;border-bottom:1.4px solid #008555}.cz{font-size:17pt;font-weight:bold;color:#008555}
    h4.z{font-size:9.2pt;margin:9pt 0 2pt;border-bottom:1px solid #008555;color:#0a3d2e}
    table.sx{width:100%;border-collapse:collapse}table.sx th{font-size:7pt;text-align:left;padding:1pt 4pt;border-bottom:0.6px solid #999}
    table.sx td{padding:1pt 4pt;vertical-align:top;line-height:9.8pt}table.sx td.d{white-space:normal;width:78%}
    .tl{display:flex;justify-content:space-between;font-weight:bold;border-top:0.6px solid #999;padding:1.5pt 4pt}.r{text-align:right;white-space:nowrap}
    table.as td{padding:1.3pt 14pt 1.3pt 0}`);
  const line = (q: Row): { cells: string[] } => ({ cells: [D(q.date, 'MM/DD'), esc(q.desc), M(Math.abs(P(q)))] });
  const h = (t2: string) => (cont: boolean) => `<h4 class="z">${t2}${cont ? ' (continued)' : ''}</h4>`;
  const tl = (l: string, v: number): string => `<div class="tl"><span>${l}</span><span>${p(v)}</span></div>`;
  const cl = checkList(rows);
  const cg = nUp(cl, 3).map((l) =>
    l.flatMap((c) => (c ? [`${c.row.check}${c.gap ? '*' : ''}`, M(-P(c.row)), D(c.row.date, 'MM/DD')] : ['', '', ''])),
  );
  const db = daily(a);
  const dg = nUp(db, 3).map((l) => l.flatMap((e) => (e ? [D(e.date, 'MM/DD'), p(e.balance)] : ['', ''])));
  const blocks: Blk[] = [
    {
      html: `${css}<div class="top"><div><div class="cz">Citizens</div><div class="ret">One Citizens Plaza<br>Providence, RI 02903</div><div class="mail">${s.customer.map(esc).join('<br>')}</div></div>
<div class="small" style="width:210pt"><b>Business Checking Statement</b><br>Beginning April 1, 2025 through April 30, 2025<br>Account # ${a.number}<br><br>Questions? Call 1-800-862-6200<br>citizensbank.com/business</div></div>
<h4 class="z">Balance Calculation</h4>
<table class="as"><tr><td>Previous Balance</td><td class="r">${p(a.opening)}</td></tr>
<tr><td>Checks</td><td class="r">- ${M(total(checks))}</td></tr>
<tr><td>Debits</td><td class="r">- ${M(total(debits) + MIS)}</td></tr>
<tr><td>Deposits &amp; Credits</td><td class="r">+ ${M(total(credits))}</td></tr>
<tr><td><b>Current Balance</b></td><td class="r"><b>= ${p(closing(a))}</b></td></tr></table>
<div class="small" style="margin-top:5pt">Your account was overdrawn on one or more days this period. Citizens Overdraft Choice&reg;: as of June 1, 2025 we no longer charge a fee for overdrafts of $50.00 or less. Citizens Bank, N.A. Member FDIC.</div>`,
      cost: 22,
    },
    {
      html: `<h4 class="z">Checks</h4>${table('sx', ['Check #', 'Amount', 'Date', 'Check #', 'Amount', 'Date', 'Check #', 'Amount', 'Date'], cg, [1, 4, 7])}<div class="small">* Indicates a break in the check sequence</div>${tl('Total Checks', total(checks))}`,
      cost: cg.length + 6,
    },
    sec(h('Debits'), ['Date', 'Description', 'Amount'], [2], debits.map(line), tl('Total Debits', total(debits))),
    sec(
      h('Deposits &amp; Credits'),
      ['Date', 'Description', 'Amount'],
      [2],
      credits.map(line),
      tl('Total Deposits &amp; Credits', total(credits)),
    ),
    {
      html: `<h4 class="z">Daily Balance</h4>${table('sx', ['Date', 'Balance', 'Date', 'Balance', 'Date', 'Balance'], dg, [1, 3, 5])}`,
      cost: dg.length + 4,
    },
    {
      html: `<div class="small"><br>Citizens is a brand name of Citizens Bank, N.A. Member FDIC. Equal Housing Lender.</div>`,
      cost: 3,
    },
  ];
  s.pages = () => layout(blocks, 57);
  return s;
}

// =====================================================================================================
// Huntington Asterisk-Free Checking, personal, 06/02/22 - 07/01/22: amounts before descriptions
// =====================================================================================================

export function huntington(): Spec2 {
  const start = '2022-06-02';
  const end = '2022-07-01';
  const dg = (r: () => number, n: number): string => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
  const p = personalRows(
    1715,
    start,
    end,
    { payroll: { who: 'CARDINAL HEALTH', cents: 196420, first: 0 }, n: 46, cards: ['8824'], toSavings: [25000] },
    (k, r, e) => {
      switch (k) {
        case 'payroll':
          return `CARDINAL HEALTH PAYROLL PPD ${dg(r, 9)}`;
        case 'card': {
          const [mm] = e.split('|');
          return `POS PURCHASE ${mm} COLUMBUS OH CARD 8824 ${dg(r, 6)}`;
        }
        case 'ach':
          return `${e} WEB PMT ${dg(r, 10)}`;
        case 'zelle_out':
          return `ZELLE TO ${e} ${dg(r, 8)}`;
        case 'zelle_in':
          return `ZELLE FROM ${e} ${dg(r, 8)}`;
        case 'atm':
          return `ATM WITHDRAWAL 0${dg(r, 3)} HUNTINGTON HIGH ST COLUMBUS OH`;
        default:
          return 'TRANSFER TO SAVINGS XXXXXX7752 ONLINE';
      }
    },
  );
  const rows = p.rows;
  rows.push({ date: '2022-06-15', desc: 'MOBILE DEPOSIT', cents: 42500, kind: 'deposit' });
  const sorted = byDate(rows);
  const a: Account = {
    label: 'Asterisk-Free Checking',
    number: '01984427731',
    type: 'checking',
    opening: p.opening,
    rows: sorted,
  };
  const t = totals(sorted);
  const regDep = sorted.filter((q) => q.kind === 'deposit');
  const elDep = sorted.filter((q) => q.cents > 0 && q.kind !== 'deposit');
  const elW = sorted.filter((q) => q.cents < 0);
  const s: Spec2 = {
    file: 'probe17-huntington-asterisk-free-checking.pdf',
    style:
      'Huntington Asterisk-Free Checking (2022), personal: "Statement Period 06/02/22 to 07/01/22" (a cycle across two months), a summary with Credits (+) and Debits (-) broken into Regular Deposits / Electronic Deposits / Electronic Withdrawals, sections printing Date | Amount | Description (amounts before descriptions) with totals, a Balance Activity table; payroll, debit card purchases, Zelle, ATM withdrawals, a transfer to savings',
    classes: [
      'personal',
      'regional-bank',
      'payroll-deposits',
      'zelle',
      'amount-before-description',
      'sections-with-totals',
      'daily-ledger-balance-table',
      'period-range-two-digit-years',
      'member-fdic-line',
      'chromium',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'Huntington',
    legal: 'The Huntington National Bank',
    aliases: [
      'Huntington',
      'Huntington Bank',
      'The Huntington National Bank',
      'Huntington National Bank',
      'Huntington Bancshares',
    ],
    start,
    end,
    periodPrinted: true,
    statementDate: end,
    customer: ['MARCUS T BELL', '1187 OAKLAND PARK AVE', 'COLUMBUS OH 43224-3319'],
    accounts: [a],
    head: (n, of) =>
      `<span>Asterisk-Free Checking &nbsp; Account: ${a.number}</span><span>Statement Period 06/02/22 to 07/01/22 &nbsp; Page ${n} of ${of}</span>`,
  };
  const css = style(`
    .ph{font-size:7pt;border-bottom:1.4px solid #5c8a1f}.hl{font-size:17pt;font-weight:bold;color:#5c8a1f}
    h4.h{font-size:9.2pt;margin:9pt 0 2pt;border-bottom:1px solid #5c8a1f}
    table.sx{width:100%;border-collapse:collapse}table.sx th{font-size:7pt;text-align:left;padding:1pt 4pt;border-bottom:0.6px solid #999}
    table.sx td{padding:1pt 4pt;vertical-align:top;line-height:9.8pt}table.sx td.d{white-space:normal;width:75%}
    .tl{display:flex;justify-content:space-between;font-weight:bold;border-top:0.6px solid #999;padding:1.5pt 4pt}.r{text-align:right;white-space:nowrap}
    table.as td{padding:1.2pt 14pt 1.2pt 0}`);
  const h = (t2: string) => (cont: boolean) => `<h4 class="h">${t2}${cont ? ' (continued)' : ''}</h4>`;
  const line = (q: Row): { cells: string[] } => ({ cells: [D(q.date, 'MM/DD'), M(Math.abs(P(q))), esc(q.desc)] });
  const hsec = (t2: string, rs: Row[], tot: string): Blk => {
    const b = sec(
      h(t2),
      ['Date', 'Amount', 'Description'],
      [1],
      rs.map(line),
      `<div class="tl"><span>${tot}</span><span>$${M(total(rs))}</span></div>`,
    );
    return b;
  };
  const db = daily(a);
  const dg3 = nUp(db, 3).map((l) => l.flatMap((e) => (e ? [D(e.date, 'MM/DD'), M(e.balance)] : ['', ''])));
  const blocks: Blk[] = [
    {
      html: `${css}<div class="top"><div><div class="hl">Huntington</div><div class="ret">P.O. Box 1558<br>Columbus, Ohio 43216</div><div class="mail">${s.customer.map(esc).join('<br>')}</div></div>
<div class="small" style="width:210pt">Statement Period 06/02/22 to 07/01/22<br>Account: ${a.number}<br><br>Have a question? Call (800) 480-2265<br>huntington.com</div></div>
<h4 class="h">Asterisk-Free Checking &nbsp; Account: ${a.number}</h4>
<table class="as"><tr><td>Beginning Balance</td><td class="r">$${M(a.opening)}</td><td>Days in statement period</td><td class="r">30</td></tr>
<tr><td>Credits (+)</td><td class="r">${M(t.credits)}</td><td></td><td></td></tr>
<tr><td>&nbsp;&nbsp;Regular Deposits</td><td class="r">${M(total(regDep))}</td><td></td><td></td></tr>
<tr><td>&nbsp;&nbsp;Electronic Deposits</td><td class="r">${M(total(elDep))}</td><td></td><td></td></tr>
<tr><td>Debits (-)</td><td class="r">${M(t.debits)}</td><td></td><td></td></tr>
<tr><td>&nbsp;&nbsp;Electronic Withdrawals</td><td class="r">${M(total(elW))}</td><td></td><td></td></tr>
<tr><td><b>Ending Balance</b></td><td class="r"><b>$${M(closing(a))}</b></td><td></td><td></td></tr></table>
<div class="small" style="margin-top:5pt">24-Hour Grace&reg; overdraft fee relief: make a deposit by midnight the next business day to avoid overdraft fees. Starting July 15, 2022, Huntington customers get early access to direct deposits up to two days early at no charge. The Huntington National Bank is Member FDIC.</div>`,
      cost: 24,
    },
    hsec('Regular Deposits (+)', regDep, 'Total Regular Deposits'),
    hsec('Electronic Deposits (+)', elDep, 'Total Electronic Deposits'),
    hsec('Electronic Withdrawals (-)', elW, 'Total Electronic Withdrawals'),
    {
      html: `<h4 class="h">Balance Activity</h4>${table('sx', ['Date', 'Balance', 'Date', 'Balance', 'Date', 'Balance'], dg3, [1, 3, 5])}`,
      cost: dg3.length + 4,
    },
    {
      html: `<div class="small"><br>The Huntington National Bank is Member FDIC. &reg;, Huntington&reg; and 24-Hour Grace&reg; are federally registered service marks of Huntington Bancshares Incorporated. &copy;2022 Huntington Bancshares Incorporated.</div>`,
      cost: 3,
    },
  ];
  s.pages = () => layout(blocks, 57);
  return s;
}

// =====================================================================================================
// M&T Bank Simple Business Checking, October 2019 (drawn: glyphs, column by column): one ledger with daily
// balances, a disclosure page between activity pages
// =====================================================================================================

export function mtBank(): Spec2 {
  const start = '2019-10-01';
  const end = '2019-10-31';
  const m = month(1716, start, end, {
    n: 40,
    processors: ['heartland'],
    settleLo: 29000,
    settleHi: 121000,
    settleP: 0.75,
    mca: [{ who: 'ONDECK CAPITAL', cents: 31215 }],
    cards: ['5518'],
    checks: 6,
    firstCheck: 7712,
    wires: true,
    scale: 1200,
  });
  const co = 'GENESEE FLOORING CO INC';
  const name = (r: Row, x: Meta): string => {
    switch (x.what) {
      case 'heartland':
        return `HEARTLAND PAYMENT SYSTEMS TXNS/FEES ${x.ref}`;
      case 'mca':
        return `ONDECK CAPITAL DEBIT ${x.ref}`;
      case 'card':
        return `POS PURCHASE ${x.who} CARD ${x.card}`;
      case 'deposit':
      case 'mobile':
        return 'DEPOSIT';
      case 'wire_in':
        return `INCOMING WIRE ${x.who} REF ${x.ref}`;
      case 'wire_out':
        return `OUTGOING WIRE ${x.who} REF ${x.ref}`;
      case 'xfer_out':
        return `WEB TRANSFER TO SAV ${x.who}`;
      case 'check':
        return `CHECK ${r.check}`;
      case 'ach':
        return `${x.who} ${x.who.includes('IRS') ? 'USATAXPYMT' : 'ACH PAYMENT'} ${x.ref}`;
      case 'wire_fee':
        return 'OUTGOING WIRE FEE';
      case 'fee':
        return 'MONTHLY MAINTENANCE FEE';
      default:
        return r.desc;
    }
  };
  const rows = named(m, name);
  const a: Account = {
    label: 'Simple Business Checking',
    number: '9871204466',
    type: 'checking',
    opening: m.opening,
    rows,
  };
  const s: Spec2 = {
    file: 'probe17-mt-bank-simple-business-checking.pdf',
    style:
      'M&T Bank Simple Business Checking (2019), drawn one glyph per text object, each page emitted column by column, with a subset TrueType font: "STATEMENT PERIOD 10/01/2019 - 10/31/2019", an ACCOUNT SUMMARY, one ACCOUNT ACTIVITY ledger POSTING DATE | TRANSACTION DESCRIPTION | DEPOSITS & OTHER CREDITS | WITHDRAWALS & OTHER DEBITS | DAILY BALANCE with the balance on each day\'s last row, opened by BEGINNING BALANCE and closed by ENDING BALANCE, interrupted by a full page of account information between two activity pages; Heartland settlements, daily ONDECK CAPITAL debits, wires, checks',
    classes: [
      'business',
      'regional-bank',
      'merchant-deposits',
      'mca-daily-debits',
      'wires',
      'checks',
      'running-balance-day-end',
      'disclosure-page-between-activity',
      'opening-closing-rows',
      'period-range',
      'member-fdic-line',
      'pdf-lib-producer',
      'text-per-glyph',
      'column-order-content',
      'subset-fonts',
      'multi-page',
    ],
    expect: 'verified',
    bank: 'M&T Bank',
    legal: 'Manufacturers and Traders Trust Company',
    aliases: ['M&T Bank', 'M&T', 'Manufacturers and Traders Trust Company', 'M&T Bank Corporation'],
    start,
    end,
    periodPrinted: true,
    statementDate: end,
    customer: [co, '455 LYELL AVE', 'ROCHESTER NY 14606-4301'],
    accounts: [a],
  };
  s.pdf = () => {
    const L = 36;
    const R = 576;
    const X = { date: L, desc: 84, cr: 410, db: 495, bal: R };
    const heads: Cell[] = [
      { x: X.date, text: 'POSTING' },
      { x: X.desc, text: 'TRANSACTION DESCRIPTION' },
      { x: X.cr, text: 'DEPOSITS &', right: true },
      { x: X.db, text: 'WITHDRAWALS &', right: true },
      { x: X.bal, text: 'DAILY', right: true },
    ];
    const heads2: Cell[] = [
      { x: X.date, text: 'DATE' },
      { x: X.cr, text: 'OTHER CREDITS', right: true },
      { x: X.db, text: 'OTHER DEBITS', right: true },
      { x: X.bal, text: 'BALANCE', right: true },
    ];
    const sh = new Sheet(50, 730, (x, n) => {
      if (n > 1)
        x.at(42, [
          { x: L, text: `${co}`, size: 7 },
          { x: R, text: `ACCOUNT NUMBER ${a.number}   STATEMENT PERIOD 10/01/2019 - 10/31/2019`, size: 7, right: true },
        ]);
    });
    sh.at(64, [{ x: L, text: 'M&T Bank', bold: true, size: 16 }]);
    sh.at(76, [{ x: L, text: 'P.O. BOX 1288', size: 7 }]);
    sh.at(85, [{ x: L, text: 'BUFFALO NY 14240-1288', size: 7 }]);
    sh.at(64, [{ x: 380, text: 'SIMPLE BUSINESS CHECKING', bold: true, size: 8 }]);
    sh.at(75, [{ x: 380, text: `ACCOUNT NUMBER ${a.number}`, size: 7.5 }]);
    sh.at(85, [{ x: 380, text: 'STATEMENT PERIOD 10/01/2019 - 10/31/2019', size: 7.5 }]);
    sh.at(100, [{ x: 380, text: 'QUESTIONS? CALL 1-800-724-6070', size: 7.5 }]);
    sh.at(110, [{ x: 380, text: 'mtb.com/business', size: 7.5 }]);
    s.customer.forEach((l, i) => sh.at(124 + i * 11, [{ x: 56, text: l, size: 8.5 }]));
    sh.y = 180;
    sh.line([{ x: L, text: 'ACCOUNT SUMMARY', bold: true, size: 9 }], 12);
    sh.rule(L, R, 3, 1);
    sh.gap(3);
    const credits = rows.filter((q) => q.cents > 0);
    const checks = rows.filter((q) => q.kind === 'check');
    const other = rows.filter((q) => q.cents < 0 && q.kind !== 'check');
    for (const [l, n, v] of [
      ['BEGINNING BALANCE', '', `$${M(a.opening)}`],
      ['DEPOSITS & OTHER CREDITS', String(credits.length), `+${M(total(credits))}`],
      ['CHECKS PAID', String(checks.length), `-${M(total(checks))}`],
      ['OTHER WITHDRAWALS, DEBITS & SERVICE CHARGES', String(other.length), `-${M(total(other))}`],
      ['ENDING BALANCE', '', `$${M(closing(a))}`],
    ] as const)
      sh.line(
        [
          { x: L, text: l, bold: l.startsWith('END') },
          { x: 330, text: n, right: true },
          { x: 440, text: v, right: true, bold: l.startsWith('END') },
        ],
        11.5,
      );
    sh.gap(6);
    para17(
      sh,
      'M&T Bank is pleased to announce that beginning November 18, 2019, Business Bill Pay transactions of up to $25,000.00 will be delivered next business day. Manufacturers and Traders Trust Company. Member FDIC.',
      L,
      140,
      7.2,
      9,
    );
    const ends = dayEnds(a);
    const bal = balOf(a);
    const items: Cell[][][] = [
      [
        [
          { x: X.date, text: D(start, 'MM/DD') },
          { x: X.desc, text: 'BEGINNING BALANCE' },
          { x: X.bal, text: M(a.opening), right: true },
        ],
      ],
      ...rows.map((q) =>
        wrapWords(q.desc, 56).map((l, i) =>
          i === 0
            ? [
                { x: X.date, text: D(q.date, 'MM/DD') },
                { x: X.desc, text: l },
                { x: X.cr, text: q.cents > 0 ? M(P(q)) : '', right: true },
                { x: X.db, text: q.cents < 0 ? M(-P(q)) : '', right: true },
                { x: X.bal, text: ends.has(q) ? M(bal.get(q)!) : '', right: true },
              ]
            : [{ x: X.desc, text: l }],
        ),
      ),
      [
        [
          { x: X.date, text: D(end, 'MM/DD') },
          { x: X.desc, text: 'ENDING BALANCE' },
          { x: X.bal, text: M(closing(a)), right: true },
        ],
      ],
    ];
    let informed = false; // the account information page goes where the first activity page ends
    const open = (cont: boolean): void => {
      sh.gap(6);
      sh.line([{ x: L, text: cont ? 'ACCOUNT ACTIVITY (CONTINUED)' : 'ACCOUNT ACTIVITY', bold: true, size: 9 }], 12);
      sh.rule(L, R, 3, 1);
      sh.line(
        heads.map((c) => ({ ...c, bold: true, size: 7 })),
        10,
      );
      sh.line(
        heads2.map((c) => ({ ...c, bold: true, size: 7 })),
        9,
      );
      sh.rule(L, R, 2.5, 0.4);
      sh.gap(1);
    };
    open(false);
    items.forEach((it) => {
      if (!informed && !sh.room(it.length * 10.5)) {
        informed = true;
        // the account information page between two activity pages
        sh.newPage();
        sh.line([{ x: L, text: 'IMPORTANT ACCOUNT INFORMATION', bold: true, size: 10 }], 16);
        for (const p of [
          'IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS: Telephone us at 1-800-724-6070 or write to us at M&T Bank, Payment Performance Services, P.O. Box 1288, Buffalo, NY 14240-1288 as soon as you can if you think your statement or receipt is wrong or if you need more information about a transfer listed on the statement or receipt. We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem or error appeared.',
          'BUSINESS ACCOUNTS: The Electronic Fund Transfer Act does not apply to business accounts. Please refer to your Business Deposit Account Agreement for the time limits and procedures for reporting errors on business accounts.',
          'HOW TO BALANCE YOUR ACCOUNT: Compare your checkbook register to this statement. Add to your register any interest and deposits not previously recorded and subtract any service charges or other withdrawals not previously recorded. List the deposits and withdrawals you have recorded that do not appear on this statement; add the deposits to and subtract the withdrawals from the ending balance shown on this statement. The result should equal your register balance.',
          'Fee changes: effective January 1, 2020, the monthly maintenance fee for Simple Business Checking will be $10.00, waived with an average collected balance of $500.00 or more.',
          'Manufacturers and Traders Trust Company. Member FDIC. Equal Housing Lender.',
        ]) {
          para17(sh, p, L, 150, 7.6, 10);
          sh.gap(7);
        }
        sh.newPage();
        open(true);
      }
      if (!sh.room(it.length * 10.5)) {
        sh.newPage();
        open(true);
      }
      for (const l of it) sh.line(l, 10.5);
    });
    return ink(sh, {
      title: 'M&T Bank Statement',
      producer: 'Compart DocBridge Mill',
      date: '2019-11-01',
      regular: FONTS.serif[0],
      bold: FONTS.serif[1],
      size: 8,
      split: 'glyph',
      columnOrder: true,
      footer: (n, of) => [{ x: R, text: `PAGE ${n} OF ${of}`, right: true, size: 7 }],
      footerY: 764,
    });
  };
  return s;
}
