// Writes the second blind probe set (test/fixtures/statements-probe3): US bank, credit-union and business-card
// statements in the styles of banks the first set does not have, with their truth computed from the same data
// model. Most are HTML printed by Chromium; two are drawn by pdf-lib (a second producer). Written without
// looking at the reader. Run: node --import tsx scripts/make-probe2-statements.ts [--only=NAME]
// Needs Debian's /usr/bin/chromium (playwright-core drives it).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { type Account, type Row, closing, last4, totals } from './probe/model.ts';
import { type Spec2, document } from './probe/page2.ts';
import * as banks from './probe/banks3.ts';
import * as drawn from './probe/drawn3.ts';

const OUT = path.resolve(import.meta.dirname, '../test/fixtures/statements-probe3');

export const STATEMENTS3: (() => Spec2)[] = [
  banks.ally,
  banks.discover,
  banks.sofi,
  banks.hancockWhitney,
  banks.trustmark,
  banks.umb,
  banks.brex,
  drawn.bokf,
  drawn.glacier,
  drawn.wesbanco,
  drawn.fnb,
  drawn.fulton,
  drawn.prosperity,
  drawn.wfCard,
  drawn.northone,
  drawn.grasshopper,
  drawn.timberlineFcu,
  drawn.renasant,
  drawn.foundMissingPage,
  banks.bancfirstMissingPage,
];

/** Must-not-verify copies: one printed amount changed by a digit (totals keep the true value), or a row left off. */
const TAMPERS3: { from: string; file: string; how: string; edit: (s: Spec2) => void }[] = [
  {
    from: 'probe3-hancockwhitney-business-checking.pdf',
    file: 'probe3-hancockwhitney-business-checking-tampered.pdf',
    how: 'a withdrawal in the right-hand table changed in its hundreds digit',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.cents < 0)[17]),
  },
  {
    from: 'probe3-glacier-business-checking-yearend.pdf',
    file: 'probe3-glacier-business-checking-yearend-tampered.pdf',
    how: 'one January card purchase left off the page',
    edit: (s) => {
      s.accounts[0].rows.filter((r) => r.kind === 'card' && r.date >= '2025-01-01')[1].hidden = true;
    },
  },
  {
    from: 'probe3-northone-business-glyphs.pdf',
    file: 'probe3-northone-business-glyphs-tampered.pdf',
    how: 'an invoice payment changed in its tens digit (drawn a glyph at a time)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.desc.includes(' INV '))[2], 1000),
  },
  {
    from: 'probe3-wf-business-card-employees.pdf',
    file: 'probe3-wf-business-card-employees-tampered.pdf',
    how: "one purchase left off an employee card's list (its subtotal keeps the true value)",
    edit: (s) => {
      s.accounts[0].rows.filter((r) => r.kind === 'purchase')[9].hidden = true;
    },
  },
];

function bumpDigit(r: Row, unit = 10000): void {
  const a = Math.abs(r.cents);
  const digit = Math.floor(a / unit) % 10;
  r.shown = Math.sign(r.cents) * (a + (digit === 9 ? -unit : unit));
}

const cents = (c: number): string => (c < 0 ? '-' : '') + (Math.abs(c) / 100).toFixed(2);

function accountTruth(a: Account): Record<string, unknown> {
  const t = totals(a.rows);
  return {
    account_last4: last4(a),
    account_type: a.type,
    opening: cents(a.opening),
    closing: cents(closing(a)),
    total_credits: cents(t.credits),
    total_debits: cents(t.debits),
    credit_count: t.creditCount,
    debit_count: t.debitCount,
    row_count: a.rows.length,
  };
}

function truthOf(s: Spec2): Record<string, unknown> {
  return {
    file: s.file,
    bank_style: s.style,
    classes: s.classes,
    expect: s.expect,
    institution: s.legal,
    institution_aliases: s.aliases,
    currency: 'USD',
    period_start: s.start,
    period_end: s.end,
    period_printed: s.periodPrinted,
    statement_date: s.statementDate,
    ...accountTruth(s.accounts[0]),
    accounts: s.accounts.length > 1 ? s.accounts.map(accountTruth) : undefined,
    note: s.note,
  };
}

async function main(): Promise<void> {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
  fs.mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await browser.newPage();
  const print = async (s: Spec2, file: string): Promise<void> => {
    if (s.pdf) return fs.writeFileSync(path.join(OUT, file), await s.pdf());
    const pages = s.pages!();
    await page.setContent(document(s, pages), { waitUntil: 'load' });
    fs.writeFileSync(path.join(OUT, file), await page.pdf({ printBackground: true, preferCSSPageSize: true }));
  };
  const truth: Record<string, unknown>[] = [];
  for (const make of STATEMENTS3) {
    const s = make();
    truth.push(truthOf(s));
    if (!only || s.file.includes(only)) await print(s, s.file);
  }
  for (const t of TAMPERS3) {
    const s = STATEMENTS3.map((m) => m()).find((x) => x.file === t.from)!;
    const clean = truthOf(s);
    t.edit(s);
    truth.push({ ...clean, file: t.file, expect: 'tampered', tampered_from: t.from, tampering: t.how });
    if (!only || t.file.includes(only)) await print(s, t.file);
  }
  await browser.close();
  fs.writeFileSync(path.join(OUT, 'truth.json'), JSON.stringify(truth, null, 2) + '\n');
  console.log(`wrote ${truth.length} statements to ${path.relative(process.cwd(), OUT)}`);
}

await main();
