// Helpers for the image path: wrap rendered pages into a PDF with no text layer (scanPdf) or with a scanner's
// OCR text layer over them (searchablePdf), and the scripted model answers that "read" a generated statement
// correctly from the generator's truth, for the fake provider.
import { PDFDocument, StandardFonts, TextRenderingMode, setTextRenderingMode } from 'pdf-lib';
import { extractPdf } from '../../../src/pipeline/pdf/extract.ts';
import { renderPage } from '../../../src/pipeline/pdf/render.ts';
import type { PdfPool } from '../../../src/pipeline/ports/pdf.ts';
import type { PageRead } from '../../../src/pipeline/image/schema.ts';
import type { TruthStatement } from '../../../scripts/generator/truth.ts';
import { promptText, type FakeRequest } from '../../helpers/fake-llm.ts';

/** Render each page at `dpi` and wrap the PNGs as the only content of a new PDF (no text layer). */
export async function scanPdf(pool: PdfPool, source: Uint8Array, pageCount: number, dpi = 150): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  out.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  out.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  for (let p = 1; p <= pageCount; p++) {
    const png = await pool.render(source, p, dpi);
    const img = await out.embedPng(png);
    const page = out.addPage([(img.width * 72) / dpi, (img.height * 72) / dpi]);
    page.drawImage(img, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  }
  return out.save();
}

/**
 * What a scanner's OCR gets wrong in a text layer, as the real sg-ocbc-01's Paper Capture layer does: a date's slash
 * read as 1 (`07107`), a space inside an amount (`702 .10`).
 */
export function ocrNoise(str: string): string {
  return str.replace(/^(\d{2})\/(\d{2})$/, '$11$2').replace(/(\d)\.(\d{2})$/, '$1 .$2');
}

/**
 * A scanner's searchable PDF of `source`'s first page: the page rendered at `dpi` as the page's only image, and its
 * text laid over it as an OCR tool lays it: each run where it is printed, `invisible` (text rendering mode 3, the
 * common way), `under` the image (drawn first, the image hiding it), or `visible` over it (a page printed on a
 * full-page background image: no OCR layer). `noise` changes each run's text (the OCR's misreads).
 */
export async function searchablePdf(
  source: Uint8Array,
  opts: {
    dpi?: number;
    layer?: 'invisible' | 'under' | 'visible';
    noise?: (s: string) => string;
    producer?: string;
  } = {},
): Promise<Uint8Array> {
  const dpi = opts.dpi ?? 150;
  const layer = opts.layer ?? 'invisible';
  const [png, text] = await Promise.all([renderPage(source, 1, dpi), extractPdf(source)]);
  const out = await PDFDocument.create();
  out.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  out.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  if (opts.producer) out.setProducer(opts.producer);
  const font = await out.embedFont(StandardFonts.Helvetica);
  const img = await out.embedPng(png.png);
  const { width, height, runs } = text.pages[0]!;
  const page = out.addPage([width, height]);
  const image = () => page.drawImage(img, { x: 0, y: 0, width, height });
  if (layer !== 'under') image();
  if (layer === 'invisible') page.pushOperators(setTextRenderingMode(TextRenderingMode.Invisible));
  for (const r of runs) {
    const str = (opts.noise ?? ((s: string) => s))(r.str);
    page.drawText(str, { x: r.x, y: height - r.y, size: r.height, font });
  }
  if (layer === 'under') image();
  return out.save();
}

/** The page a request owns, from its prompt ("OWNED PAGE: n"). */
export function ownedPage(req: FakeRequest): number {
  return Number(/OWNED PAGE: (\d+)/.exec(promptText(req))?.[1]);
}

export const isVerifyRead = (req: FakeRequest) => promptText(req).includes('Independent verification');

/** The correct answer for one owned page: its rows as printed, the header where the statement prints it. */
export function truthAnswer(truth: TruthStatement, page: number): PageRead {
  const first = page === truth.pages[0];
  const last = page === truth.pages[truth.pages.length - 1];
  let section = 0;
  let prev = '';
  const rows = truth.transactions.map((t) => {
    if (t.date < prev) section++;
    prev = t.date;
    return { t, section };
  });
  const multi = truth.accounts.length > 1;
  const accounts = truth.accounts.length
    ? truth.accounts
    : [
        {
          account_section_id: 'main',
          account_number_suffix: truth.account_number_last4,
          opening_balance: truth.opening_balance,
          closing_balance: truth.closing_balance,
        },
      ];
  return {
    page_is_statement: true,
    header: {
      institution_name: first ? truth.institution_name : null,
      account_holder_name: first ? truth.account_holder_name : null,
      account_number_last4: first ? truth.account_number_last4 : null,
      routing_number: null,
      statement_kind: first ? 'checking' : null,
      period_start: first ? truth.period_start : null,
      period_end: first ? truth.period_end : null,
      accounts:
        first || last
          ? accounts.map((a) => ({
              account_number_last4: a.account_number_suffix,
              account_name: multi ? a.account_section_id : null,
              opening_balance: first ? a.opening_balance : null,
              closing_balance: last ? a.closing_balance : null,
              total_credits: first && !multi ? truth.total_credits : null,
              total_debits: first && !multi ? truth.total_debits : null,
              credit_count: first && !multi ? truth.credit_count : null,
              debit_count: first && !multi ? truth.debit_count : null,
            }))
          : [],
    },
    rows: rows
      .filter(({ t }) => t.page === page)
      .map(({ t, section: s }) => ({
        section: `section ${s}`,
        account_number_last4: multi ? (t.account_number_suffix ?? null) : null,
        date: t.date,
        description: t.description,
        amount: t.amount,
        type: t.type,
        running_balance: t.running_balance,
        category: t.type === 'credit' ? ('revenue' as const) : ('other' as const),
        counterparty: t.description.split(' ').slice(0, 2).join(' '),
      })),
  };
}
