// One pass over a statement's lines, top to bottom across pages, keeping the table context (header
// columns, section heading, account section) and emitting raw rows, printed totals and summary values.
// Signs and years are decided later (read.ts), where several readings can be tried against the gate.
import type { TxType } from '../types.ts';
import { mergeHeaderAbove, moneyColumn, readHeader, splitByGroups, type ColumnGroup, type Header } from './columns.ts';
import type { Line } from './lines.ts';
import { accountMark, freeText, pushKeyValues, textOf, titleAboveHeader } from './labels.ts';
import { tokenize, type AmountTok, type DateTok } from './tokens.ts';
import { isBalanceLine, isCheckSection, namesColumns, sectionHeading, summaryLabel, type SummaryKey } from './vocabulary.ts';

export interface RawRow {
  order: [number, number, number]; // table, column group, line sequence: rows are read group by group
  line: Line;
  date: DateTok | null; // null: printed without a date (same day as the row above)
  description: string;
  amount: AmountTok;
  /** Every amount printed in the amount area of the line (for tables without a header: columns found by right edge). */
  amounts: AmountTok[];
  role: 'debit' | 'credit' | 'amount' | 'unknown';
  col: number; // amount column index within the table when there is no header (right-edge cluster)
  balance: AmountTok | null;
  sectionSign: TxType | null;
  group: string;
  table: number;
  hasHeader: boolean;
  check: string | null;
  /** Read in a check table (a check-number column or a "Checks" section): sorted by number, not by date. */
  checkTable: boolean;
  account: string;
  descRight: number; // where the description ends (continuations must start left of the amounts)
}

export interface KeyValue {
  key: SummaryKey;
  type: TxType | null;
  total: boolean;
  label: string;
  amount: AmountTok;
  count: number | null;
  line: Line;
  account: string;
  inTable: boolean; // printed inside a transaction section (a section total), not in a summary box
  group: string | null;
  date: DateTok | null;
}

export interface AccountMark {
  id: string;
  last4: string;
  name: string | null;
  line: Line;
}

export interface Walk {
  rows: RawRow[];
  kvs: KeyValue[];
  accounts: AccountMark[];
  balanceLines: Array<{ amount: AmountTok; line: Line; account: string; label: string }>;
}

const MONEY_ROLE = new Set(['debit', 'credit', 'amount', 'balance']);

export function walk(lines: Line[], repeated: Set<Line>): Walk {
  const out: Walk = { rows: [], kvs: [], accounts: [], balanceLines: [] };
  let header: Header | null = null;
  let section: { sign: TxType | null; skip: boolean; label: string } | null = null;
  let group = 'g0';
  let groupNo = 0;
  let table = 0;
  let seq = 0;
  let account = 'acct-1';
  let last: RawRow | null = null;
  let lastRow: RawRow | null = null;
  // A balance carried to the next page and brought forward there: the day's rows continue after it,
  // printed without a date (the date is the last row's, across the break).
  let forward = false;
  let prevPlain: Line | null = null; // the text line just above (half of a two-line header)
  let plainStack: Line[] = []; // the text lines stacked right above, top to bottom (labels printed over values on several lines)
  let lastRowPage: number | null = null;
  let prevHeading: Line | null = null;
  let dayDate: DateTok | null = null; // the day heading the rows below it, in day-grouped layouts
  let pending: { date: DateTok; text: string; line: Line; y: number } | null = null; // a dated line still waiting for its amounts
  const newGroup = (): void => {
    groupNo++;
    group = `g${groupNo}`;
    last = null;
  };

  for (let li = 0; li < lines.length; li++) {
    const line = lines[li];
    seq++;
    if (repeated.has(line)) continue;
    const toks = tokenize(line.words);
    const amounts = toks.filter((t): t is AmountTok => t.kind === 'amount');
    const dates = toks.filter((t): t is DateTok => t.kind === 'date');

    if (amounts.length === 0) {
      // An account heading switches the account section; never right under a row (a wrapped "to Savings ...5678").
      // A date on a line of its own ("Monday, November 17, 2025") heads the rows of that day below it.
      if (dates.length === 1 && header && /^[a-z,.\s]*$/i.test(textOf(freeText(line.words, toks))) && line.words.length - (dates[0].w1 - dates[0].w0) <= 1) {
        dayDate = dates[0];
        last = null;
        continue;
      }
      const underRow = last !== null && last.line.page === line.page && line.y - last.line.y < 3.2 * line.size;
      const mark = underRow ? null : accountMark(line);
      if (mark) {
        const cur = out.accounts.find((a) => a.id === account);
        if (!cur || cur.last4 !== mark.last4) {
          const known = out.accounts.find((a) => a.last4 === mark.last4);
          const id = known ? known.id : `acct-${out.accounts.length + 1}`;
          if (!known) out.accounts.push({ id, last4: mark.last4, name: mark.name, line });
          account = id;
          header = null;
          section = null;
          newGroup();
        }
        continue;
      }
      // The lower line of a two-line header may have no money column of its own (only when a header is right above).
      const upper = (): boolean => prevPlain !== null && prevPlain !== prevHeading && prevPlain.page === line.page && line.y - prevPlain.y < 2.2 * line.size && readHeader(prevPlain) !== null;
      const loose = readHeader(line, true);
      const h0: Header | null = loose && (loose.groups.some((g) => g.cols.some((c) => MONEY_ROLE.has(c.role))) || upper()) ? loose : null;
      // The first line of a two-line header: let the second line read it as its upper half.
      const next = lines[li + 1];
      if (h0 && next && next.page === line.page && next.y - line.y < 2.2 * next.size && !repeated.has(next) && readHeader(next, true)) {
        prevPlain = line;
        plainStack = [];
        continue;
      }
      const h: Header | null = h0 && prevPlain && prevPlain !== prevHeading && prevPlain.page === line.page && line.y - prevPlain.y < 2.2 * line.size ? mergeHeaderAbove(h0, prevPlain) : h0;
      prevPlain = h ? null : line;
      const top = plainStack[plainStack.length - 1];
      plainStack = h ? [] : top && top.page === line.page && line.y - top.y < 2.6 * line.size ? [...plainStack.slice(-3), line] : [line];
      if (h) {
        if (!header || header.signature !== h.signature) {
          table++;
          if (header) newGroup();
        }
        header = h;
        // A transaction header ends a summary box that had no heading of its own to close it.
        if (section?.skip && !h.balanceOnly && h.groups[0].cols.some((c) => c.role === 'description')) section = null;
        last = null;
        continue;
      }
      // A continuation of the previous row's description: just below it, indented past the row's date, no
      // date of its own in the date column, not right of the amounts. Dates inside a wrapped description
      // ("CARD XXXX9257 08/07") do not start a row.
      const dateCol = header?.groups[0].cols.find((c) => c.role === 'date');
      const rowDate = dates.some((d) => (dateCol ? d.x < dateCol.right + 12 : d.w0 === 0));
      const x0 = line.words[0].x;
      // Rows whose amounts print on the last line of a wrapped description: the dated first line waits.
      if (pending && !rowDate && line.page === pending.line.page && line.y - pending.y < 3.2 * line.size) {
        pending.text = `${pending.text} ${line.text}`;
        pending.y = line.y;
        continue;
      }
      pending = null;
      if (rowDate && header && !section?.skip && !header.balanceOnly && line.words.length > 1) {
        const d = dates.find((t) => (dateCol ? t.x < dateCol.right + 12 : t.w0 === 0)) as DateTok;
        pending = { date: d, text: textOf(line.words.filter((_, k) => k < d.w0 || k >= d.w1)), line, y: line.y };
        last = null;
        continue;
      }
      if (last && !rowDate && line.page === last.line.page && line.y - last.line.y < 3.2 * line.size && x0 < last.descRight + 4 && (!last.date || x0 >= last.date.right - 1)) {
        last.description = `${last.description} ${line.text}`.trim();
        last.line = { ...last.line, y: line.y };
        continue;
      }
      const heading = dates.length === 0 ? sectionHeading(line.text) ?? titleAboveHeader(line, lines, li, repeated) : null;
      if (heading && heading.sign === null && !heading.skip && namesColumns(line.text)) {
        // A header the reader cannot split ("DATE..........AMOUNT.TRANSACTION DESCRIPTION"): column titles,
        // not a section; the section above (and its sign) goes on.
        last = null;
        continue;
      }
      if (heading) {
        // The same heading again on a later page is the section continuing ("(continued)" or not).
        const cont = section && section.label === heading.label && (/continued/i.test(line.text) || (lastRowPage !== null && line.page > lastRowPage));
        prevHeading = line; // a heading is not the upper half of the header below it
        if (!cont) {
          dayDate = null;
          forward = false;
          section = heading;
          header = heading.skip ? null : header;
          table++;
          newGroup();
        }
        last = null;
        continue;
      }
      last = null;
      continue;
    }

    const waiting = pending && line.page === pending.line.page && line.y - pending.y < 3.2 * line.size ? pending : null;
    pending = null;
    const above = prevPlain && prevPlain.page === line.page && line.y - prevPlain.y < 2.6 * line.size ? prevPlain : null;
    const higher = above && plainStack[plainStack.length - 1] === above ? plainStack.slice(0, -1).reverse() : [];
    prevPlain = null;
    plainStack = [];
    if (section?.skip || header?.balanceOnly) {
      // Summary boxes, daily balance tables and other non-transaction tables: only labelled values count.
      if (dates.length === 0 || dates[0].w0 > 0) pushKeyValues(out, line.words, toks, line, account, false, null, above, null, higher);
      continue;
    }

    const parts = header ? splitByGroups(line.words, header) : [line.words];
    for (let gi = 0; gi < parts.length; gi++) {
      const words = parts[gi];
      if (words.length === 0) continue;
      const grp: ColumnGroup | null = header ? header.groups[gi] : null;
      const ptoks = tokenize(words);
      const pam = ptoks.filter((t): t is AmountTok => t.kind === 'amount');
      const pdates = ptoks.filter((t): t is DateTok => t.kind === 'date');
      const firstAmt = pam[0];
      // The row's date: under the header's date column when there is one, else among the first words.
      const dateCol = grp?.cols.find((c) => c.role === 'date');
      const own = pdates.find((d) => (!firstAmt || d.x < firstAmt.x) && (dateCol ? d.right > dateCol.x - 12 && d.x < dateCol.right + 12 : d.w0 <= 2));
      const lead = own ?? (gi === 0 && waiting ? waiting.date : undefined);
      const label = textOf(freeText(words, ptoks, 0, firstAmt ? firstAmt.w0 : words.length));
      // Split amounts into column amounts and amounts inside the description.
      const colAmts: Array<{ tok: AmountTok; role: RawRow['role'] | 'balance' }> = [];
      for (const a of pam) {
        if (grp) {
          const c = moneyColumn(a.x, a.right, grp, line.size);
          if (c) colAmts.push({ tok: a, role: c.role as RawRow['role'] | 'balance' });
        } else colAmts.push({ tok: a, role: 'unknown' });
      }
      // Two amounts under one column: the rightmost is the column's (a description ran into the column).
      for (let k = colAmts.length - 2; k >= 0; k--) if (colAmts.slice(k + 1).some((c) => c.role === colAmts[k].role && c.role !== 'unknown')) colAmts.splice(k, 1);
      const isTotal = /\b(sub)?totals?\b/i.test(label);
      const sl = summaryLabel(label);
      if (!lead && (isTotal || (sl && !last && !dayDate) || (sl && sl.key !== 'ignore' && !header))) {
        // A label with amounts: a section total inside a table, or a summary-box line (possibly several per line).
        pushKeyValues(out, words, ptoks, line, account, header !== null && (section !== null || isTotal), isTotal ? group : null, header ? null : above, grp, header ? [] : higher);
        last = null;
        continue;
      }
      if (colAmts.length === 0) {
        // Amounts only inside the description ("Ref 12/02 $5,035.59" on a wrapped line): a continuation.
        if (!lead && last && gi === 0 && line.page === last.line.page && line.y - last.line.y < 3.2 * line.size && words[0].x < last.descRight + 4) {
          last.description = `${last.description} ${textOf(words)}`.trim();
          last.line = { ...last.line, y: line.y };
        }
        continue;
      }
      if (!lead && !last && !dayDate && !forward) {
        if (!header) pushKeyValues(out, words, ptoks, line, account, false, null, above, null, higher);
        continue;
      }
      const moneyAmts = colAmts.filter((c) => c.role !== 'balance');
      const bal = colAmts.find((c) => c.role === 'balance')?.tok ?? null;
      const checkCol = grp?.cols.find((c) => c.role === 'check');
      const check = checkCol ? (words.find((w) => /^\d{2,10}\*?$/.test(w.text) && w.right > checkCol.x - 12 && w.x < checkCol.right + 12)?.text.replace('*', '') ?? null) : null;
      // The description: every word left of the column amounts except the row's own date (numbers in it stay).
      const amountsLeft = Math.min(...colAmts.map((c) => c.tok.x));
      const descWords = words.filter((w, k) => w.x < amountsLeft && !(own && k >= own.w0 && k < own.w1) && !(check && w.text.replace('*', '') === check && k <= 2));
      // Layouts that print the description right of the amounts (amount | description, or the running
      // balance before the description): the words right of the last column amount are the description.
      const amountsRight = Math.max(...colAmts.map((c) => c.tok.right));
      const used = new Set(ptoks.flatMap((t) => Array.from({ length: t.w1 - t.w0 }, (_, k) => t.w0 + k)));
      const tail = words.filter((w, k) => w.x > amountsRight && !used.has(k));
      const description = `${!own && waiting && gi === 0 ? `${waiting.text} ` : ''}${textOf(descWords)} ${textOf(tail)}`.trim();
      if (isBalanceLine(description) || (moneyAmts.length === 0 && bal)) {
        if (bal || colAmts.length) out.balanceLines.push({ amount: (bal ?? colAmts[colAmts.length - 1].tok), line, account, label: description });
        if (/\bforward\b/i.test(description) && lastRow?.account === account) forward = true;
        last = null;
        continue;
      }
      // Without a header, the rightmost amounts are the columns; a leftmost extra is inside the description.
      const chosen = header ? moneyAmts[0] : colAmts[0];
      if (!chosen) continue;
      const row: RawRow = {
        order: [table, gi, seq],
        line,
        date: lead ?? (last || forward ? null : dayDate),
        description: description || (check ? `Check ${check}` : ''),
        amount: chosen.tok,
        amounts: colAmts.map((c) => c.tok),
        role: chosen.role as RawRow['role'],
        col: 0,
        balance: bal,
        sectionSign: section?.sign ?? (check ? 'debit' : null),
        group: header && header.groups.length > 1 ? `${group}:${gi}` : group,
        table,
        hasHeader: header !== null,
        check,
        checkTable: check !== null || checkCol !== undefined || (section !== null && isCheckSection(section.label)),
        account,
        descRight: tail.length ? Infinity : chosen.tok.x,
      };
      if (!header) row.role = 'unknown';
      out.rows.push(row);
      lastRow = row;
      forward = false;
      if (gi === 0 || parts.length === 1) last = row;
      lastRowPage = line.page;
    }
  }
  return out;
}

/**
 * Label/amount pairs of a summary line: each amount takes the text since the previous amount as its label,
 * or, when that names nothing, the label printed right above it (horizontal summaries put labels on the
 * line above the values), or inside a table the column it stands in ("Totals  $61,276.93  $39,712.00").
 */
