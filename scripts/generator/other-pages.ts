// Non-statement pages that arrive in real packets: an application, a voided check, a tax return page,
// an invoice and an ID card. Each has a text layer and numbers that must not be read as transactions.
import type { PageClass } from '../../src/pipeline/types.ts';
import { digits } from './format.ts';
import type { StatementView } from './model.ts';
import type { Doc } from './pdf-writer.ts';
import { Rng } from './rng.ts';

export type OtherPage = Exclude<PageClass, 'bank_statement' | 'unclassified'>;

export function drawOtherPage(doc: Doc, kind: OtherPage, v: StatementView, seed: string): void {
  const rng = new Rng(`${seed}:${kind}`);
  const p = doc.addPage();
  const h = v.holder;
  const owner = rng.pick(['Maria Gonzalez', 'David Chen', 'Latoya Williams', 'Kevin OBrien', 'Priya Patel']);
  const ein = `${rng.digits(2)}-${rng.digits(7)}`;
  switch (kind) {
    case 'merchant_application': {
      doc.text(p, 306, 50, 'MERCHANT CASH ADVANCE APPLICATION', 'sansBold', 15, { align: 'center' });
      doc.text(p, 306, 66, 'Summit Funding Partners LLC  |  ISO: Brightline Capital Brokers', 'sans', 8, {
        align: 'center',
      });
      const fields: Array<[string, string]> = [
        ['Legal Business Name', h.name],
        ['DBA', h.name.replace(/ (LLC|INC|CORP|PLLC|CO)$/, '')],
        ['Federal Tax ID (EIN)', ein],
        ['Entity Type', 'LLC'],
        ['Business Start Date', `0${rng.int(1, 9)}/1${rng.int(0, 9)}/20${rng.int(10, 19)}`],
        ['Business Address', h.street],
        ['City / State / Zip', `${h.city}, ${h.state} ${h.zip}`],
        ['Business Phone', `(${rng.digits(3)}) 555-${rng.digits(4)}`],
        ['Requested Amount', `$${digits(rng.int(25, 150) * 1_000_00)}`],
        ['Use of Funds', 'Inventory and working capital'],
        ['Average Monthly Revenue', `$${digits(rng.int(40, 160) * 1_000_00)}`],
        ['Existing Advances', 'Yes - see statements'],
        ['Owner Name', owner],
        ['Title', 'Managing Member'],
        ['Ownership %', '100'],
        ['Date of Birth', `0${rng.int(1, 9)}/${rng.int(10, 28)}/19${rng.int(60, 89)}`],
        ['SSN (last 4)', `XXX-XX-${rng.digits(4)}`],
        ['Home Address', `${rng.int(10, 9999)} Oak Hollow Dr, ${h.city}, ${h.state}`],
      ];
      fields.forEach(([a, b], i) => {
        const y = 100 + i * 26;
        doc.text(p, 50, y, a, 'sansBold', 8);
        doc.box(p, 200, y - 11, 360, 16, { stroke: 0.5 });
        doc.text(p, 206, y, b, 'sans', 9.5);
      });
      doc.text(
        p,
        50,
        600,
        'By signing below, each owner certifies that all information provided is true and complete and authorizes',
        'sans',
        7.5,
      );
      doc.text(
        p,
        50,
        610,
        'Summit Funding Partners and its assigns to obtain credit reports and verify bank statements.',
        'sans',
        7.5,
      );
      doc.hline(p, 50, 280, 660, 0.6);
      doc.text(p, 50, 672, 'Owner Signature', 'sans', 7.5);
      doc.text(p, 60, 654, owner, 'serif', 16);
      doc.hline(p, 330, 500, 660, 0.6);
      doc.text(p, 330, 672, 'Date', 'sans', 7.5);
      doc.text(p, 340, 654, '03/02/2026', 'sans', 10);
      return;
    }
    case 'voided_check': {
      doc.box(p, 50, 120, 512, 230, { stroke: 0.2, fill: 0.95 });
      doc.text(p, 66, 144, h.name, 'sansBold', 10);
      doc.text(p, 66, 156, h.street, 'sans', 8);
      doc.text(p, 66, 166, `${h.city}, ${h.state} ${h.zip}`, 'sans', 8);
      doc.text(p, 540, 144, String(rng.int(1001, 9999)), 'sansBold', 11, { align: 'right' });
      doc.text(p, 430, 180, 'DATE ____________', 'sans', 9);
      doc.text(p, 66, 214, 'PAY TO THE', 'sans', 7);
      doc.text(p, 66, 222, 'ORDER OF ______________________________________________', 'sans', 8);
      doc.text(p, 470, 222, '$ ____________', 'sans', 9);
      doc.text(p, 66, 252, '_______________________________________________________ DOLLARS', 'sans', 8);
      doc.text(p, 306, 250, 'VOID', 'sansBold', 64, { align: 'center', gray: 0.55 });
      doc.text(p, 66, 284, v.institution.toUpperCase(), 'sansBold', 8);
      doc.text(p, 66, 304, 'MEMO ______________________', 'sans', 8);
      doc.text(p, 380, 304, '_____________________________', 'sans', 8);
      doc.text(
        p,
        66,
        334,
        `|:${v.routing ?? '021000021'}|:  ${v.accounts[0].number}||  ${rng.int(1001, 9999)}`,
        'mono',
        12,
      );
      doc.text(p, 306, 400, 'Voided check provided for ACH setup', 'sans', 9, { align: 'center' });
      return;
    }
    case 'tax_return': {
      doc.text(p, 40, 44, 'Form 1120', 'sansBold', 16);
      doc.text(p, 306, 40, 'U.S. Corporation Income Tax Return', 'sansBold', 12, { align: 'center' });
      doc.text(
        p,
        306,
        54,
        'For calendar year 2024 or tax year beginning ______, 2024, ending ______, 20__',
        'sans',
        7.5,
        { align: 'center' },
      );
      doc.text(p, 572, 44, 'OMB No. 1545-0123', 'sans', 7, { align: 'right' });
      doc.text(p, 572, 58, '2024', 'sansBold', 18, { align: 'right' });
      doc.text(p, 40, 84, `Name  ${h.name}`, 'sans', 9);
      doc.text(p, 40, 98, `Number, street, and room or suite no.  ${h.street}`, 'sans', 9);
      doc.text(p, 40, 112, `City or town, state, and ZIP code  ${h.city}, ${h.state} ${h.zip}`, 'sans', 9);
      doc.text(p, 440, 84, `B Employer identification number  ${ein}`, 'sans', 8);
      const gross = rng.int(400_000, 1_900_000) * 100;
      const lines: Array<[string, string, number]> = [
        ['1a', 'Gross receipts or sales', gross],
        ['1b', 'Returns and allowances', Math.floor(gross * 0.01)],
        ['1c', 'Balance. Subtract line 1b from line 1a', gross - Math.floor(gross * 0.01)],
        ['2', 'Cost of goods sold (attach Form 1125-A)', Math.floor(gross * 0.42)],
        [
          '3',
          'Gross profit. Subtract line 2 from line 1c',
          gross - Math.floor(gross * 0.01) - Math.floor(gross * 0.42),
        ],
        ['12', 'Compensation of officers', Math.floor(gross * 0.08)],
        ['13', 'Salaries and wages', Math.floor(gross * 0.18)],
        ['16', 'Rents', Math.floor(gross * 0.06)],
        ['17', 'Taxes and licenses', Math.floor(gross * 0.02)],
        ['18', 'Interest', Math.floor(gross * 0.015)],
        ['20', 'Depreciation', Math.floor(gross * 0.01)],
        ['27', 'Total deductions', Math.floor(gross * 0.385)],
        ['28', 'Taxable income before NOL deduction', Math.floor(gross * 0.185)],
        ['31', 'Total tax', Math.floor(gross * 0.185 * 0.21)],
      ];
      doc.hline(p, 40, 572, 124, 1);
      lines.forEach(([n, label, c], i) => {
        const y = 142 + i * 20;
        doc.text(p, 40, y, n, 'sansBold', 8.5);
        doc.text(p, 66, y, label, 'sans', 8.5);
        doc.text(p, 470, y, n, 'sans', 8);
        doc.text(p, 572, y, digits(c), 'sans', 9, { align: 'right' });
        doc.hline(p, 40, 572, y + 6, 0.3, 0.6);
      });
      doc.text(
        p,
        40,
        740,
        'For Paperwork Reduction Act Notice, see separate instructions.     Cat. No. 11450Q     Form 1120 (2024)',
        'sans',
        7,
      );
      return;
    }
    case 'invoice': {
      doc.text(p, 50, 60, 'INVOICE', 'sansBold', 22);
      doc.text(p, 562, 50, h.name, 'sansBold', 10, { align: 'right' });
      doc.text(p, 562, 62, h.street, 'sans', 8, { align: 'right' });
      doc.text(p, 562, 72, `${h.city}, ${h.state} ${h.zip}`, 'sans', 8, { align: 'right' });
      const no = rng.int(1000, 9999);
      [
        ['Invoice #', String(no)],
        ['Invoice Date', '02/14/2026'],
        ['Due Date', '03/16/2026'],
        ['Terms', 'Net 30'],
      ].forEach(([a, b], i) => {
        doc.text(p, 50, 100 + i * 12, a, 'sansBold', 8.5);
        doc.text(p, 130, 100 + i * 12, b, 'sans', 8.5);
      });
      doc.text(p, 330, 100, 'Bill To:', 'sansBold', 8.5);
      ['Halverson Group LLC', '900 Commerce Blvd', 'Savannah, GA 31405'].forEach((l, i) =>
        doc.text(p, 330, 112 + i * 11, l, 'sans', 8.5),
      );
      doc.box(p, 50, 170, 512, 16, { fill: 0.85 });
      ['Date', 'Description', 'Qty', 'Rate', 'Amount'].forEach((t, i) =>
        doc.text(p, [56, 120, 400, 470, 556][i], 181, t, 'sansBold', 8.5, { align: i >= 2 ? 'right' : 'left' }),
      );
      let total = 0;
      for (let i = 0; i < 9; i++) {
        const qty = rng.int(1, 12);
        const rate = rng.int(25, 900) * 100 + rng.pick([0, 50, 99]);
        const amt = qty * rate;
        total += amt;
        const y = 202 + i * 16;
        doc.text(p, 56, y, `02/${String(rng.int(1, 13)).padStart(2, '0')}`, 'sans', 8.5);
        doc.text(
          p,
          120,
          y,
          rng.pick([
            'Catering service',
            'Event staff (hours)',
            'Equipment rental',
            'Delivery fee',
            'Custom order',
            'Consulting',
          ]),
          'sans',
          8.5,
        );
        doc.text(p, 400, y, String(qty), 'sans', 8.5, { align: 'right' });
        doc.text(p, 470, y, digits(rate), 'sans', 8.5, { align: 'right' });
        doc.text(p, 556, y, digits(amt), 'sans', 8.5, { align: 'right' });
      }
      doc.hline(p, 380, 562, 352, 0.6);
      doc.text(p, 470, 366, 'Subtotal', 'sans', 9, { align: 'right' });
      doc.text(p, 556, 366, digits(total), 'sans', 9, { align: 'right' });
      doc.text(p, 470, 380, 'Balance Due', 'sansBold', 10, { align: 'right' });
      doc.text(p, 556, 380, `$${digits(total)}`, 'sansBold', 10, { align: 'right' });
      return;
    }
    case 'identification': {
      doc.box(p, 130, 150, 352, 222, { stroke: 0.1, fill: 0.9 });
      doc.box(p, 130, 150, 352, 34, { fill: 0.3 });
      doc.text(p, 306, 172, `${h.state}  DRIVER LICENSE`, 'sansBold', 14, { align: 'center', gray: 1 });
      doc.box(p, 146, 200, 100, 126, { fill: 0.7 });
      const [first, last] = owner.split(' ');
      const rows: Array<[string, string]> = [
        ['DL', `${rng.alnum(1)}${rng.digits(8)}`],
        ['EXP', `0${rng.int(1, 9)}/${rng.int(10, 28)}/2029`],
        ['LN', last.toUpperCase()],
        ['FN', first.toUpperCase()],
        ['DOB', `0${rng.int(1, 9)}/${rng.int(10, 28)}/19${rng.int(60, 89)}`],
        ['ADDR', `${rng.int(10, 9999)} OAK HOLLOW DR`],
        ['', `${h.city.toUpperCase()}, ${h.state} ${h.zip}`],
        ['SEX', rng.pick(['M', 'F']) + '   HGT 5-08   EYES BRN'],
      ];
      rows.forEach(([a, b], i) => {
        doc.text(p, 260, 212 + i * 17, a, 'sansBold', 7);
        doc.text(p, 292, 212 + i * 17, b, 'sans', 9.5);
      });
      doc.text(p, 306, 364, 'SAMPLE - NOT A GOVERNMENT DOCUMENT', 'sans', 7, { align: 'center', gray: 0.3 });
      return;
    }
  }
}
