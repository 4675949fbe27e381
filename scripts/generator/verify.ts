// Internal consistency of a truth file: the checks a verified statement must pass. Untampered fixtures
// return no problems; every tamper-* fixture must return at least one.
import { formatCents, toCents, type Cents } from '../../src/money.ts';
import type { TruthFile, TruthStatement } from './truth.ts';

export function truthProblems(file: TruthFile): string[] {
  const out: string[] = [];
  file.statements.forEach((s, i) =>
    out.push(...statementProblems(s).map((p) => `statement ${i + 1} (${s.period_start}..${s.period_end}): ${p}`)),
  );
  const maxPage = Math.max(0, ...file.statements.flatMap((s) => s.pages));
  if (file.page_classes.length < maxPage)
    out.push(`page_classes has ${file.page_classes.length} entries, statements reach page ${maxPage}`);
  for (const s of file.statements)
    for (const p of s.pages)
      if (file.page_classes[p - 1] !== 'bank_statement')
        out.push(`page ${p} is in a statement but classed ${file.page_classes[p - 1]}`);
  return out;
}

export function statementProblems(s: TruthStatement): string[] {
  const out: string[] = [];
  const c = (x: string) => toCents(x);
  const signedOf = (t: TruthStatement['transactions'][number]): Cents =>
    t.type === 'credit' ? c(t.amount) : -c(t.amount);
  const credits = s.transactions.filter((t) => t.type === 'credit');
  const debits = s.transactions.filter((t) => t.type === 'debit');
  const sum = (l: typeof credits) => l.reduce((a, t) => a + c(t.amount), 0);
  if (sum(credits) !== c(s.total_credits))
    out.push(`credits ${formatCents(sum(credits))} != printed total ${s.total_credits}`);
  if (sum(debits) !== c(s.total_debits))
    out.push(`debits ${formatCents(sum(debits))} != printed total ${s.total_debits}`);
  if (s.credit_count !== null && s.credit_count !== credits.length)
    out.push(`credit count ${credits.length} != printed ${s.credit_count}`);
  if (s.debit_count !== null && s.debit_count !== debits.length)
    out.push(`debit count ${debits.length} != printed ${s.debit_count}`);
  if (c(s.opening_balance) + c(s.total_credits) - c(s.total_debits) !== c(s.closing_balance))
    out.push('opening + credits - debits != closing');
  const accSum = (f: (a: TruthStatement['accounts'][number]) => string) => s.accounts.reduce((a, x) => a + c(f(x)), 0);
  if (accSum((a) => a.opening_balance) !== c(s.opening_balance))
    out.push('statement opening != sum of account openings');
  if (accSum((a) => a.closing_balance) !== c(s.closing_balance))
    out.push('statement closing != sum of account closings');
  for (const a of s.accounts) {
    const rows = s.transactions.filter(
      (t) => (t.account_section_id ?? s.accounts[0].account_section_id) === a.account_section_id,
    );
    const net = rows.reduce((x, t) => x + signedOf(t), 0);
    if (c(a.opening_balance) + net !== c(a.closing_balance))
      out.push(
        `account ${a.account_section_id}: opening + rows != closing (off by ${formatCents(c(a.opening_balance) + net - c(a.closing_balance))})`,
      );
    if (a.total_credits !== undefined && sum(rows.filter((t) => t.type === 'credit')) !== c(a.total_credits))
      out.push(`account ${a.account_section_id}: credits != printed`);
    if (a.total_debits !== undefined && sum(rows.filter((t) => t.type === 'debit')) !== c(a.total_debits))
      out.push(`account ${a.account_section_id}: debits != printed`);
    // running balance chain in posting order (printed order, or its reverse for newest-first statements)
    let run = c(a.opening_balance);
    const posting = s.printed_order === 'newest_first' ? [...rows].reverse() : rows;
    posting.forEach((t, i) => {
      run += signedOf(t);
      if (t.running_balance !== null && c(t.running_balance) !== run) {
        out.push(
          `account ${a.account_section_id}: balance chain breaks at row ${i + 1} (${t.date} ${t.amount}): printed ${t.running_balance}, rows give ${formatCents(run)}`,
        );
        run = c(t.running_balance);
      }
    });
    // printed daily balances against the rows, by date
    for (const d of (s.daily_balances ?? []).filter((x) => x.account_section_id === a.account_section_id)) {
      const eod = c(a.opening_balance) + rows.filter((t) => t.date <= d.date).reduce((x, t) => x + signedOf(t), 0);
      if (eod !== c(d.balance))
        out.push(
          `account ${a.account_section_id}: daily balance ${d.date} printed ${d.balance}, rows give ${formatCents(eod)}`,
        );
    }
    const secs = (s.section_totals ?? []).filter((x) => x.account_section_id === a.account_section_id);
    if (secs.length) {
      const secCredits = secs.filter((x) => x.type === 'credit').reduce((x, t) => x + c(t.total), 0);
      const secDebits = secs.filter((x) => x.type === 'debit').reduce((x, t) => x + c(t.total), 0);
      if (secCredits !== sum(rows.filter((t) => t.type === 'credit')))
        out.push(`account ${a.account_section_id}: credit section totals != rows`);
      if (secDebits !== sum(rows.filter((t) => t.type === 'debit')))
        out.push(`account ${a.account_section_id}: debit section totals != rows`);
    }
  }
  for (const t of s.transactions) {
    if (t.date < s.period_start || t.date > s.period_end) out.push(`row ${t.date} ${t.amount} is outside the period`);
    if (!s.pages.includes(t.page))
      out.push(`row ${t.date} ${t.amount} on page ${t.page}, outside the statement's pages`);
    if (c(t.amount) <= 0) out.push(`row ${t.date} has a non-positive amount ${t.amount}`);
  }
  return out;
}
