// Writes a blind probe set from its statements (`Spec2`, scripts/probe/page2.ts) and its tampered copies: each
// statement printed by Chromium (HTML pages) or drawn by its own `pdf()`, and truth.json computed from the same
// data model. Shared by the second and third sets' scripts (scripts/make-probe2-statements.ts, -probe3-).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { type Account, type Row, closing, last4, totals } from './model.ts';
import { type Spec2, document } from './page2.ts';

/** A tampered copy: the statement `from`, edited (one amount changed by a digit, or one row left off), as `file`. */
export interface Tamper {
  from: string;
  file: string;
  how: string;
  edit: (s: Spec2) => void;
}

export function bumpDigit(r: Row, unit = 10000): void {
  const a = Math.abs(r.cents);
  const digit = Math.floor(a / unit) % 10;
  r.shown = Math.sign(r.cents) * (a + (digit === 9 ? -unit : unit));
}

const cents = (c: number): string => (c < 0 ? '-' : '') + (Math.abs(c) / 100).toFixed(2);

/** One account's truth: its last four, kind, balances, totals and counts, computed from the cents model. */
export function accountTruth(a: Account): Record<string, unknown> {
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
    currency: s.currency ?? 'USD',
    period_start: s.start,
    period_end: s.end,
    period_printed: s.periodPrinted,
    statement_date: s.statementDate,
    ...accountTruth(s.accounts[0]),
    accounts: s.accounts.length > 1 ? s.accounts.map(accountTruth) : undefined,
    note: s.note,
  };
}

/** A bank prints a row on the statement whose period holds its post date: none before the start or after the close. */
export function assertRowsInPeriod(statements: (() => Spec2)[]): void {
  for (const make of statements) {
    const s = make();
    for (const a of s.accounts)
      for (const r of a.rows)
        if (r.date < s.start || r.date > s.end) throw new Error(`${s.file}: ${r.date} outside ${s.start}..${s.end}`);
  }
}

/** Prints a set's statements and their tampered copies into `out`, with truth.json; `only` narrows the printing. */
export async function writeSet(
  out: string,
  statements: (() => Spec2)[],
  tampers: Tamper[],
  only?: string,
): Promise<void> {
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await browser.newPage();
  const print = async (s: Spec2, file: string): Promise<void> => {
    if (s.pdf) return fs.writeFileSync(path.join(out, file), await s.pdf());
    const pages = s.pages!();
    await page.setContent(document(s, pages), { waitUntil: 'load' });
    fs.writeFileSync(path.join(out, file), await page.pdf({ printBackground: true, preferCSSPageSize: true }));
  };
  const truth: Record<string, unknown>[] = [];
  for (const make of statements) {
    const s = make();
    truth.push(truthOf(s));
    if (!only || s.file.includes(only)) await print(s, s.file);
  }
  for (const t of tampers) {
    const s = statements.map((m) => m()).find((x) => x.file === t.from)!;
    const clean = truthOf(s);
    t.edit(s);
    truth.push({ ...clean, file: t.file, expect: 'tampered', tampered_from: t.from, tampering: t.how });
    if (!only || t.file.includes(only)) await print(s, t.file);
  }
  await browser.close();
  fs.writeFileSync(path.join(out, 'truth.json'), JSON.stringify(truth, null, 2) + '\n');
  console.log(`wrote ${truth.length} statements to ${path.relative(process.cwd(), out)}`);
}
