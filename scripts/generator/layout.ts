// What a layout is, plus helpers several layouts share (masks, address blocks, section stacks).
import type { TxType } from '../../src/pipeline/types.ts';
import { drawCheckGrid, drawTable, type Col, type GridStyle, type TableStyle } from './blocks.ts';
import type { Flow } from './flow.ts';
import type { SeriesConfig } from './ledger.ts';
import type { SectionKey, StatementView, ViewAccount } from './model.ts';
import type { Doc, FontKey } from './pdf-writer.ts';
import type { ViewOptions } from './view.ts';

export interface Layout {
  name: string;
  /** the real-world statement style it imitates */
  family: string;
  institution: string;
  quirks: string[];
  series: SeriesConfig;
  view: Omit<ViewOptions, 'layout' | 'institution'>;
  unicode?: boolean;
  jitter?: number;
  /** [width, height] in points; default US Letter portrait */
  pageSize?: [number, number];
  /** draws the whole statement (footers included) and returns the flow holding the printed rows */
  render(doc: Doc, v: StatementView): Flow;
}

export function mask(number: string, style: 'X6' | 'dots' | 'zeros' | 'stars' | 'plain4'): string {
  const last4 = number.slice(-4);
  switch (style) {
    case 'X6':
      return `XXXXXX${last4}`;
    case 'dots':
      return `...${last4}`;
    case 'zeros':
      return `000000XXXXXX${last4}`;
    case 'stars':
      return `********${last4}`;
    case 'plain4':
      return `XXXX-XXXX-${last4}`;
  }
}

const ERROR_NOTICE = [
  'IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC FUNDS TRANSFERS: Call or write us at the phone number or address on',
  'the front of this statement as soon as you can if you think your statement or receipt is wrong or if you need more information',
  'about a transfer listed on the statement or receipt. We must hear from you no later than 60 days after we sent you the FIRST',
  'statement on which the problem or error appeared. (1) Tell us your name and account number. (2) Describe the error or the',
  'transfer you are unsure about. (3) Tell us the dollar amount of the suspected error. We will investigate your complaint and will',
  'correct any error promptly. If we take more than 10 business days (or 20 business days for new accounts) to do this, we will',
  'credit your account for the amount you think is in error, up to $50.00, so that you will have the use of the money during the',
  'time it takes us to complete our investigation. For business accounts, see your Deposit Account Agreement for other terms.',
  '',
  'BALANCING YOUR ACCOUNT: 1. Enter the ending balance shown on this statement $__________  2. Add deposits not shown',
  'on this statement $__________  3. Subtract checks and withdrawals outstanding $__________  4. Balance $__________',
];

/** A last page with legal text only: part of the statement, holds no transactions. */
export function disclosurePage(doc: Doc, font: FontKey, bold: FontKey): void {
  const p = doc.addPage();
  doc.text(p, 40, 60, 'IMPORTANT INFORMATION ABOUT YOUR ACCOUNT', bold, 10);
  ERROR_NOTICE.forEach((l, i) => doc.text(p, 40, 84 + i * 11, l, font, 7.5));
  const ck = 84 + ERROR_NOTICE.length * 11 + 20;
  doc.text(p, 40, ck, 'CHECKS OUTSTANDING', bold, 8);
  ['Number', 'Amount', 'Number', 'Amount'].forEach((h, i) => doc.text(p, 40 + i * 130, ck + 16, h, font, 7.5));
  for (let r = 0; r < 8; r++) doc.hline(p, 40, 560, ck + 30 + r * 14, 0.3, 0.6);
}

/** Chase-style filler so a statement prints on both sides of its sheets. */
export function blankBackPage(doc: Doc, font: FontKey): void {
  const p = doc.addPage();
  doc.text(p, doc.pageWidth / 2, doc.pageHeight / 2, 'This Page Intentionally Left Blank', font, 10, {
    align: 'center',
  });
}

export function holderBlock(
  doc: Doc,
  page: number,
  x: number,
  top: number,
  v: StatementView,
  font: FontKey,
  size: number,
  upper = true,
): number {
  const h = v.holder;
  const lines = [h.name, h.street, `${h.city} ${h.state} ${h.zip}`].map((l) => (upper ? l.toUpperCase() : l));
  lines.forEach((l, i) => doc.text(page, x, top + i * (size + 2.5), l, font, size));
  return lines.length * (size + 2.5);
}

export interface SectionSpec {
  title: string;
  keys: SectionKey[];
  type: TxType;
  cols?: Col[];
  /** checks as a side-by-side grid instead of a list */
  grid?: {
    style: GridStyle;
    fields: Array<'num' | 'date' | 'amount'>;
    labels: Record<'num' | 'date' | 'amount', string>;
  };
  totalLabel: string;
}

export interface SectionLook {
  title: (f: Flow, title: string) => void;
  total: (f: Flow, label: string, amount: string) => void;
  table: TableStyle;
  amountOf: (cents: number, type: TxType) => string;
  /** print sections with no rows, saying so */
  emptyNote?: string;
}

/** Deposits / Checks / Withdrawals / Fees sections, each with a printed total. */
export function drawSections(f: Flow, acct: ViewAccount, specs: SectionSpec[], look: SectionLook, seed: string): void {
  for (const s of specs) {
    const rows = acct.rows.filter((r) => r.type === s.type && s.keys.includes(r.section));
    if (!rows.length && !look.emptyNote) continue;
    f.ensure(look.table.lineH * 4 + 16);
    f.sectionTitle = s.title;
    look.title(f, s.title);
    if (!rows.length) {
      f.doc.text(
        f.page,
        look.table.left,
        f.y + look.table.size,
        look.emptyNote ?? '',
        look.table.font,
        look.table.size,
      );
      f.y += look.table.lineH * 1.6;
      continue;
    }
    if (s.grid) drawCheckGrid(f, acct.id, rows, s.grid.style, s.grid.fields, s.grid.labels);
    else drawTable(f, acct.id, rows, s.cols ?? [], look.table, `${seed}:${s.title}`);
    const total = rows.reduce((a, r) => a + r.amount, 0);
    const printed = acct.sections.find((x) => x.label === s.title);
    f.printedSections.push({
      account: acct.id,
      label: s.title,
      type: s.type,
      total: printed ? printed.total : total,
      count: printed ? printed.count : rows.length,
    });
    f.ensure(look.table.lineH * 2);
    look.total(f, s.totalLabel, look.amountOf(printed ? printed.total : total, s.type));
    f.sectionTitle = null;
  }
}
