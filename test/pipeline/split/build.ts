// Small real PDFs for split tests, drawn with pdf-lib: statements with headers and rows, and the
// other documents a packet carries. Each page is a list of lines drawn top-down.
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

export type PageSpec = string[];

export async function buildPdf(pages: PageSpec[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font: PDFFont = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    lines.forEach((line, i) => {
      // "a | b | c" draws cells at fixed columns, like a statement table
      const cells = line.split(' | ');
      cells.forEach((cell, c) => page.drawText(cell, { x: 50 + c * 120, y: 740 - i * 16, size: 10, font }));
    });
  }
  return doc.save();
}

export interface StatementSpec {
  bank: string;
  account: string;
  period: [string, string]; // printed dates, e.g. '01/01/2024'
  pages: number;
  numbered?: boolean;
  rowsPerPage?: number;
}

export function statementPages(s: StatementSpec): PageSpec[] {
  const out: PageSpec[] = [];
  const rows = s.rowsPerPage ?? 12;
  for (let p = 1; p <= s.pages; p++) {
    const lines: string[] = [];
    if (p === 1) {
      lines.push(s.bank, `Account Number: ${s.account}`, `Statement Period: ${s.period[0]} - ${s.period[1]}`);
      lines.push(
        'Account Summary',
        'Beginning Balance | | | 1,000.00',
        'Deposits and Credits | | | 5,000.00',
        'Withdrawals and Debits | | | 4,000.00',
        'Ending Balance | | | 2,000.00',
      );
    }
    lines.push('Date | Description | | Amount | Balance');
    for (let r = 0; r < rows; r++) {
      const d = String(r + 1).padStart(2, '0');
      lines.push(`${s.period[0].slice(0, 2)}/${d} | ACH DEPOSIT ${p}-${r} | | 1${r}0.00 | 2,${r}00.00`);
    }
    if (s.numbered !== false) lines.push(`Page ${p} of ${s.pages}`);
    out.push(lines);
  }
  return out;
}

export const APPLICATION: PageSpec[] = [
  [
    'MERCHANT APPLICATION',
    'Legal Business Name: Acme Bakery LLC | DBA: Acme Bakery',
    'Federal Tax ID (EIN): 12-3456789',
    'Business Start Date: 03/15/2015',
    'Amount Requested: $50,000 | Use of Funds: inventory',
    'Owner Name: Jane Doe | Ownership: 100%',
    'SSN: XXX-XX-1234 | Date of Birth: 01/02/1980',
    'Home Address: 1 Main St, Springfield',
  ],
  [
    'Authorization',
    'By signing below the owner authorizes funding and credit checks.',
    'Signature: ____________ Date: ________',
  ],
];

export const TAX_RETURN: PageSpec[] = [
  [
    'Form 1120-S U.S. Income Tax Return for an S Corporation',
    'Department of the Treasury Internal Revenue Service',
    'OMB No. 1545-0123 | Tax year 2023',
    'Gross receipts or sales | 612,000',
    'Ordinary business income | 80,000',
  ],
  [
    'Schedule K-1 (Form 1120-S)',
    "Shareholder's Share of Income",
    'Department of the Treasury Internal Revenue Service',
  ],
];

export const VOIDED_CHECK: PageSpec[] = [
  [
    'Acme Bakery LLC',
    '1 Main St, Springfield',
    'PAY TO THE ORDER OF ______________ $ ______',
    '________________ DOLLARS',
    'VOID VOID VOID',
    'MEMO',
    '⑆021000021⑆ 123456789⑈ 1001'.replace(/[⑆⑈]/g, ' '),
  ],
];

export const INVOICE: PageSpec[] = [
  [
    'INVOICE',
    'Invoice Number: 10023 | Invoice Date: 02/01/2024',
    'Bill To: Acme Bakery LLC',
    'Due Date: 03/01/2024',
    'Qty | Description | Unit Price | Amount',
    '10 | Flour bags | 20.00 | 200.00',
    'Subtotal | | | 200.00',
    'Amount Due | | | 200.00',
  ],
];

export const DRIVER_LICENSE: PageSpec[] = [
  [
    'CALIFORNIA DRIVER LICENSE',
    'DL D1234567 | CLASS C',
    'EXP 08/31/2027',
    'DOE JANE',
    'DOB 01/02/1980',
    'SEX F | HGT 5-06 | EYES BRN',
  ],
];
