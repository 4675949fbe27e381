// Multi-document PDFs: several statements concatenated (page numbering restarting), checking and savings
// statements in one file, and statements mixed with non-statement pages (page_classes per page).
import { PDFDocument } from 'pdf-lib';
import type { PageClass } from '../../src/pipeline/types.ts';
import type { TruthFile, TruthStatement } from './truth.ts';
import type { Fixture } from './index.ts';
import { layoutByName } from './layouts/index.ts';
import type { StatementView } from './model.ts';
import { drawOtherPage, type OtherPage } from './other-pages.ts';
import { Doc, stampFixed } from './pdf-writer.ts';
import { renderStatement, viewFor } from './statement.ts';

type Part = { statement: string; month: number; accounts?: string[] } | { other: OtherPage; like: string };

interface PacketSpec {
  name: string;
  parts: Part[];
  note: string;
}

export const PACKETS: PacketSpec[] = [
  {
    name: 'packet-3-months-harborline',
    note: 'three monthly statements in one PDF, page numbers restart',
    parts: [0, 1, 2].map((m) => ({ statement: 'harborline-td', month: m })),
  },
  {
    name: 'packet-3-months-northstar',
    note: 'three statements crossing a year end with year-less dates',
    parts: [0, 1, 2].map((m) => ({ statement: 'northstar-usb', month: m })),
  },
  {
    name: 'packet-checking-savings',
    note: 'a checking statement and a savings statement of the same business in one PDF',
    parts: [
      { statement: 'crestview-business', month: 1, accounts: ['checking'] },
      { statement: 'crestview-business', month: 1, accounts: ['savings'] },
    ],
  },
  {
    name: 'packet-mixed-application',
    note: 'application, two statements, voided check, tax return, invoice, ID',
    parts: [
      { other: 'merchant_application', like: 'pioneer-fcu' },
      { statement: 'pioneer-fcu', month: 0 },
      { statement: 'pioneer-fcu', month: 1 },
      { other: 'voided_check', like: 'pioneer-fcu' },
      { other: 'tax_return', like: 'pioneer-fcu' },
      { other: 'invoice', like: 'pioneer-fcu' },
      { other: 'identification', like: 'pioneer-fcu' },
    ],
  },
  {
    name: 'packet-mixed-interleaved',
    note: 'ID and tax pages between statements of a stressed account',
    parts: [
      { other: 'identification', like: 'cedar-community' },
      { statement: 'cedar-community', month: 0 },
      { other: 'invoice', like: 'cedar-community' },
      { statement: 'cedar-community', month: 1 },
      { other: 'tax_return', like: 'cedar-community' },
      { statement: 'cedar-community', month: 2 },
      { other: 'voided_check', like: 'cedar-community' },
    ],
  },
];

function onlyAccounts(v: StatementView, ids: string[] | undefined): StatementView {
  return ids ? { ...v, accounts: v.accounts.filter((a) => ids.includes(a.id)) } : v;
}

export function shiftTruth(t: TruthStatement, offset: number): TruthStatement {
  return {
    ...t,
    pages: t.pages.map((p) => p + offset),
    transactions: t.transactions.map((x) => ({ ...x, page: x.page + offset })),
  };
}

export async function buildPacket(spec: PacketSpec, seed: number): Promise<Fixture> {
  const out = await PDFDocument.create();
  stampFixed(out);
  const classes: PageClass[] = [];
  const statements: TruthStatement[] = [];
  const quirks = new Set<string>(['multi-document']);
  for (const [i, part] of spec.parts.entries()) {
    let bytes: Uint8Array;
    if ('statement' in part) {
      const layout = layoutByName(part.statement);
      layout.quirks.forEach((q) => quirks.add(q));
      const view = onlyAccounts(viewFor(layout, seed, part.month), part.accounts);
      const r = await renderStatement(layout, view, `${spec.name}:${seed}:${i}`);
      statements.push(shiftTruth(r.truth, classes.length));
      classes.push(...Array<PageClass>(r.pageCount).fill('bank_statement'));
      bytes = r.pdf;
    } else {
      const doc = await Doc.create(`${spec.name}:${i}`);
      drawOtherPage(doc, part.other, viewFor(layoutByName(part.like), seed, 0), `${spec.name}:${seed}:${i}`);
      classes.push(part.other);
      bytes = await doc.save();
    }
    const src = await PDFDocument.load(bytes);
    for (const page of await out.copyPages(src, src.getPageIndices())) out.addPage(page);
  }
  const name = seed === 1 ? spec.name : `${spec.name}-s${seed}`;
  const truth: TruthFile = {
    file: `${name}.pdf`,
    layout: 'packet',
    page_classes: classes,
    statements,
    quirks: [...quirks],
  };
  return { name, pdf: await out.save({ useObjectStreams: false }), truth };
}
