// What `parse` prints about a batch: a table a person reads, and the ledger as CSV for a spreadsheet.
import type { Result } from '../schemas/result.ts';

/** One input of a batch: the path as given, its Result, and why it failed when it did. */
export interface BatchItem {
  file: string;
  result: Result;
  error: string | null;
}

export const CSV_COLUMNS = [
  'file',
  'document_id',
  'account_last4',
  'date',
  'description',
  'amount',
  'type',
  'running_balance',
  'category',
  'counterparty',
  'verified',
] as const;

const verified = (s: Result['statements'][number]): boolean => s.gate.status === 'accepted';

/** Why a file failed or needs a person, in a few words. */
export function itemReasons(item: BatchItem): string {
  if (item.result.status === 'failed') {
    const files = item.result.files.filter((f) => f.reason).map((f) => f.reason);
    return files.length ? files.join(', ') : (item.error ?? 'failed');
  }
  return item.result.review_reasons.join(', ');
}

function clip(s: string, width: number): string {
  return s.length <= width ? s : `${s.slice(0, width - 1)}…`;
}

export function batchTable(items: BatchItem[]): string {
  const head = ['file', 'status', 'statements', 'verified', 'rows', 'opening → closing', 'reasons'];
  const rows = items.map((it) => {
    const st = it.result.statements;
    return [
      it.file,
      it.result.status,
      String(st.length),
      String(st.filter(verified).length),
      String(st.reduce((n, s) => n + s.transactions.length, 0)),
      st.map((s) => `${s.opening_balance ?? '?'} → ${s.closing_balance ?? '?'}`).join('; ') || '-',
      clip(itemReasons(it), 80) || '-',
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const failed = items.filter((it) => it.result.status === 'failed').length;
  const statements = items.flatMap((it) => it.result.statements);
  const summary = `${items.length} file(s): ${failed} failed; ${statements.length} statement(s), ${statements.filter(verified).length} verified`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), '', summary].join('\n');
}

// A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is kept as text with a quote
// mark; amounts and balances are numbers and pass as they are.
function textCell(s: string): string {
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

function csvField(s: string): string {
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One row per transaction of every statement, RFC 4180, header first. */
export function batchCsv(items: BatchItem[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const it of items) {
    for (const s of it.result.statements) {
      for (const t of s.transactions) {
        const row = [
          textCell(it.file),
          s.document_id,
          t.account_number_suffix ?? s.account_number_last4 ?? '',
          t.date,
          textCell(t.description),
          t.amount,
          t.transaction_type,
          t.running_balance ?? '',
          textCell(t.category),
          textCell(t.counterparty),
          String(verified(s)),
        ];
        lines.push(row.map(csvField).join(','));
      }
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
