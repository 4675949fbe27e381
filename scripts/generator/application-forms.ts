// MCA application forms for the applications eval (scripts/eval-applications.ts): one merchant's answers
// (the truth) printed in several typographies and label placements. Pure: HTML text for a browser or an
// office suite to print, and a filled AcroForm PDF through pdf-lib. scripts/make-application-forms.ts prints
// the HTML with Debian's chromium and LibreOffice and writes test/fixtures/applications/.
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { Rng } from './rng.ts';
import { BUSINESSES, PEOPLE } from './names.ts';

export interface OwnerTruth {
  name: string;
  title: string;
  ownership_pct: number;
  email: string;
  mobile_phone: string;
  home_address: string;
  city: string;
  state: string;
  zip: string;
  date_of_birth: string;
  ssn: string; // printed in full on the form; the truth of ssn_last4 is its last four digits
  credit_score: number | null;
}

export interface ApplicationTruth {
  fields: Record<string, string | boolean | null>;
  owners: OwnerTruth[];
}

const ENTITY = ['LLC', 'Corporation', 'S-Corp', 'Sole Proprietorship', 'Partnership'];
const TITLES = ['Managing Member', 'President', 'CEO', 'Owner', 'Vice President', 'Partner'];
const USES = [
  'Inventory and working capital',
  'Equipment purchase',
  'Expansion of second location',
  'Payroll and marketing',
];
const BROKERS = ['Brightline Capital Brokers', 'Northgate Funding Group', 'Harbor ISO Partners LLC'];
const STREETS = ['Oak Hollow Dr', 'Maple Ave', 'Riverside Blvd', 'Pine Ridge Ct', 'Lakeview Ter'];
const PLACES: Array<[string, string, string]> = [
  ['Atlanta', 'GA', '30318'],
  ['Denver', 'CO', '80205'],
  ['Dallas', 'TX', '75201'],
  ['Wichita', 'KS', '67202'],
  ['Cleveland', 'OH', '44113'],
];

const title = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
const money = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;
const date = (rng: Rng, from: number, to: number) =>
  `${String(rng.int(1, 12)).padStart(2, '0')}/${String(rng.int(1, 28)).padStart(2, '0')}/${rng.int(from, to)}`;
const phone = (rng: Rng) => `(${rng.int(201, 989)}) 555-${rng.digits(4)}`;

/** One merchant's answers, `owners` owners, from a seed. */
export function applicationTruth(seed: string, owners: number): ApplicationTruth {
  const rng = new Rng(`application:${seed}`);
  const b = rng.pick(BUSINESSES);
  const legal = title(b.name)
    .replace(/\bLlc\b/, 'LLC')
    .replace(/\bInc\b/, 'Inc');
  const dba = legal.replace(/ (LLC|Inc|Corp|Co|PLLC)$/i, '');
  const site = dba.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const [city, state, zip] = rng.pick(PLACES);
  const monthly = rng.int(40, 160) * 1000;
  const fields: ApplicationTruth['fields'] = {
    legal_business_name: legal,
    dba,
    entity_type: rng.pick(ENTITY),
    ein: `${rng.digits(2)}-${rng.digits(7)}`,
    business_start_date: date(rng, 2008, 2021),
    state_of_incorporation: rng.pick(['DE', 'GA', 'TX', 'CO', 'OH']),
    industry: title(b.industry),
    naics: `7${rng.digits(5)}`,
    business_phone: phone(rng),
    business_email: `office@${site}.com`,
    website: `www.${site}.com`,
    address_line_1: `${rng.int(100, 9999)} ${rng.pick(STREETS)}`,
    address_line_2: rng.chance(0.5) ? `Suite ${rng.int(100, 450)}` : null,
    city,
    state,
    zip,
    requested_amount: money(rng.int(25, 150) * 1000),
    use_of_funds: rng.pick(USES),
    monthly_revenue: money(monthly),
    gross_annual_revenue: money(monthly * 12),
    existing_advances_disclosed: rng.pick(['Yes', 'No']),
    broker_company_name: rng.pick(BROKERS),
    home_phone: phone(rng),
    signed: true,
    signed_date: `03/${String(rng.int(1, 28)).padStart(2, '0')}/2026`,
  };
  const people = rng.shuffle([...PEOPLE]);
  const shares = owners === 1 ? [100] : owners === 2 ? [60, 40] : [50, 30, 20];
  return {
    fields,
    owners: shares.map((pct, i) => {
      const [oc, os, oz] = rng.pick(PLACES);
      const name = title(people[i]!);
      return {
        name,
        title: i === 0 ? rng.pick(TITLES.slice(0, 4)) : rng.pick(TITLES.slice(4)),
        ownership_pct: pct,
        email: `${name.split(' ')[0]!.toLowerCase()}@${site}.com`,
        mobile_phone: phone(rng),
        home_address: `${rng.int(10, 9999)} ${rng.pick(STREETS)}`,
        city: oc,
        state: os,
        zip: oz,
        date_of_birth: date(rng, 1955, 1990),
        ssn: `${rng.digits(3)}-${rng.digits(2)}-${rng.digits(4)}`,
        credit_score: rng.chance(0.7) ? rng.int(560, 790) : null,
      };
    }),
  };
}

/** How one form words its labels: a field key (or `owner.<key>`) → the printed label. */
export type Wording = Record<string, string>;

export const WORDING_A: Wording = {
  legal_business_name: 'Legal Business Name',
  dba: 'DBA',
  entity_type: 'Entity Type',
  ein: 'Federal Tax ID (EIN)',
  business_start_date: 'Business Start Date',
  state_of_incorporation: 'State of Incorporation',
  industry: 'Industry',
  naics: 'NAICS Code',
  business_phone: 'Business Phone',
  business_email: 'Business Email',
  website: 'Website',
  address_line_1: 'Business Address',
  address_line_2: 'Suite / Unit',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  requested_amount: 'Requested Amount',
  use_of_funds: 'Use of Funds',
  monthly_revenue: 'Average Monthly Revenue',
  gross_annual_revenue: 'Gross Annual Revenue',
  existing_advances_disclosed: 'Existing Advances',
  broker_company_name: 'ISO / Broker Company',
  home_phone: 'Home Phone',
  signed: 'Signature',
  signed_date: 'Date',
  'owner.name': 'Full Name',
  'owner.title': 'Title',
  'owner.ownership_pct': 'Ownership %',
  'owner.email': 'Email',
  'owner.mobile_phone': 'Mobile Phone',
  'owner.home_address': 'Home Address',
  'owner.city': 'City',
  'owner.state': 'State',
  'owner.zip': 'Zip',
  'owner.date_of_birth': 'Date of Birth',
  'owner.ssn': 'SSN',
  'owner.credit_score': 'Credit Score',
};

/** Another broker's form: other words for the same questions. */
export const WORDING_B: Wording = {
  ...WORDING_A,
  legal_business_name: 'Business Legal Name',
  dba: 'Doing Business As',
  entity_type: 'Type of Entity',
  ein: 'Tax ID #',
  business_start_date: 'Date Established',
  state_of_incorporation: 'State of Inc.',
  industry: 'Type of Business',
  naics: 'NAICS',
  business_phone: 'Company Phone',
  business_email: 'Company Email',
  website: 'Company Website',
  address_line_1: 'Street Address',
  address_line_2: 'Address Line 2',
  zip: 'Zip Code',
  requested_amount: 'Amount Requested',
  use_of_funds: 'Purpose of Funds',
  monthly_revenue: 'Monthly Sales',
  gross_annual_revenue: 'Annual Sales',
  existing_advances_disclosed: 'Open Advances',
  broker_company_name: 'ISO Name',
  signed: 'Merchant Signature',
  signed_date: 'Date Signed',
  'owner.name': 'Owner Name',
  'owner.ownership_pct': 'Percent Ownership',
  'owner.mobile_phone': 'Cell Phone',
  'owner.date_of_birth': 'DOB',
  'owner.ssn': 'Social Security Number',
  'owner.credit_score': 'FICO',
};

/** Held out of development: words neither A nor B uses (as a third broker's form would). */
export const WORDING_HELD: Wording = {
  ...WORDING_A,
  legal_business_name: 'Company Legal Name',
  dba: 'DBA Name',
  entity_type: 'Legal Entity',
  ein: 'Federal Tax ID',
  business_start_date: 'Business Inception Date',
  industry: 'Industry Type',
  business_phone: 'Phone',
  business_email: 'Email Address',
  address_line_1: 'Physical Address',
  address_line_2: 'Suite',
  zip: 'Postal Code',
  requested_amount: 'Funding Amount Requested',
  use_of_funds: 'Loan Purpose',
  monthly_revenue: 'Avg Monthly Sales',
  gross_annual_revenue: 'Annual Revenue',
  existing_advances_disclosed: 'Current Advances',
  broker_company_name: 'Broker Company Name',
  signed: 'Signature',
  signed_date: 'Signature Date',
  'owner.name': 'Principal Name',
  'owner.ownership_pct': 'Ownership Percentage',
  'owner.mobile_phone': 'Cell',
  'owner.home_address': 'Residential Address',
  'owner.ssn': 'SSN',
  'owner.credit_score': 'Est. Credit Score',
};

export const BUSINESS_ROWS: string[][] = [
  ['legal_business_name', 'dba'],
  ['entity_type'],
  ['ein', 'business_start_date', 'state_of_incorporation'],
  ['industry', 'naics', 'website'],
  ['address_line_1', 'address_line_2'],
  ['city', 'state', 'zip'],
  ['business_phone', 'business_email', 'home_phone'],
  ['requested_amount', 'use_of_funds'],
  ['monthly_revenue', 'gross_annual_revenue', 'existing_advances_disclosed'],
  ['broker_company_name'],
];
export const OWNER_ROWS: string[][] = [
  ['name', 'title', 'ownership_pct'],
  ['home_address', 'city', 'state', 'zip'],
  ['email', 'mobile_phone'],
  ['date_of_birth', 'ssn', 'credit_score'],
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const box = (on: boolean) => (on ? '☒' : '☐');

/** The printed value of a business field (check boxes for the entity type and the advances question). */
function businessValue(t: ApplicationTruth, key: string): string {
  const v = t.fields[key];
  if (key === 'entity_type') return ENTITY.map((e) => `${box(e === v)} ${e}`).join('&nbsp;&nbsp; ');
  if (key === 'existing_advances_disclosed')
    return ['Yes', 'No'].map((e) => `${box(e === v)} ${e}`).join('&nbsp;&nbsp; ');
  return v === null || v === undefined ? '' : esc(String(v));
}

function ownerValue(o: OwnerTruth, key: string): string {
  const v = (o as unknown as Record<string, string | number | null>)[key];
  return v === null || v === undefined ? '' : esc(key === 'ownership_pct' ? `${v}%` : String(v));
}

export interface HtmlFormStyle {
  placement: 'above' | 'left';
  wording: Wording;
  font: string; // CSS font family
  /** owners side by side (two columns, one per owner) instead of one section after another */
  ownersSideBySide?: boolean;
  title: string;
}

/** An HTML application: tables only (an office suite's HTML import keeps tables and little CSS). */
export function applicationHtml(t: ApplicationTruth, s: HtmlFormStyle): string {
  const cell = (label: string, value: string, span = 1) =>
    s.placement === 'above'
      ? `<td colspan="${span}" class="box"><div class="l">${esc(label)}</div><div class="v">${value || '&nbsp;'}</div></td>`
      : `<td class="ll">${esc(label)}:</td><td colspan="${span * 2 - 1}" class="vv">${value || '&nbsp;'}</td>`;
  const table = (rows: string[]) => `<table width="100%" cellspacing="0" cellpadding="3">${rows.join('\n')}</table>`;
  const rowsOf = (specs: string[][], labelOf: (k: string) => string, valueOf: (k: string) => string) => {
    const width = Math.max(...specs.map((r) => r.length));
    return specs.map((r) => {
      const spans = r.map((_, i) => (i === r.length - 1 ? width - r.length + 1 : 1));
      return `<tr>${r.map((k, i) => cell(labelOf(k), valueOf(k), spans[i])).join('')}</tr>`;
    });
  };
  const parts: string[] = [
    `<h1>${esc(s.title)}</h1>`,
    `<h2>Business Information</h2>`,
    table(
      rowsOf(
        BUSINESS_ROWS,
        (k) => s.wording[k]!,
        (k) => businessValue(t, k),
      ),
    ),
  ];
  if (s.ownersSideBySide && s.placement === 'above') {
    const rows = [`<tr>${t.owners.map((_, i) => `<td class="h"><b>Owner ${i + 1}</b></td>`).join('')}</tr>`];
    for (const r of OWNER_ROWS.flat())
      rows.push(
        `<tr>${t.owners.map((o) => `<td class="box"><div class="l">${esc(s.wording[`owner.${r}`]!)}</div><div class="v">${ownerValue(o, r) || '&nbsp;'}</div></td>`).join('')}</tr>`,
      );
    parts.push(`<h2>Owners / Guarantors</h2>`, table(rows));
  } else {
    t.owners.forEach((o, i) => {
      parts.push(
        `<h2>Owner ${i + 1} / Guarantor</h2>`,
        table(
          rowsOf(
            OWNER_ROWS,
            (k) => s.wording[`owner.${k}`]!,
            (k) => ownerValue(o, k),
          ),
        ),
      );
    });
  }
  const signer = t.owners[0]!.name;
  parts.push(
    `<p class="small">By signing below, each owner certifies that the information above is true and complete and authorizes the funder and its assigns to obtain credit reports and verify bank statements.</p>`,
    s.placement === 'above'
      ? `<table width="100%" cellspacing="0" cellpadding="3"><tr><td class="sig">/s/ ${esc(signer)}</td><td class="sigd">${esc(String(t.fields.signed_date))}</td></tr><tr><td class="cap">${esc(s.wording.signed!)}</td><td class="cap">${esc(s.wording.signed_date!)}</td></tr></table>`
      : table([
          `<tr>${cell(s.wording.signed!, `<span class="sigv">/s/ ${esc(signer)}</span>`)}${cell(s.wording.signed_date!, esc(String(t.fields.signed_date)))}</tr>`,
        ]),
  );
  const css = `body{font-family:${s.font};font-size:9pt} h1{font-size:14pt;text-align:center} h2{font-size:10pt;margin:8px 0 2px}
  td.box{border:1px solid #444;vertical-align:top} .l{font-size:6.5pt;text-transform:uppercase;color:#333} .v{font-size:9.5pt;padding-top:2px}
  td.ll{font-weight:bold;font-size:8pt;white-space:nowrap;width:1%} td.vv{border-bottom:1px solid #444;font-size:9.5pt}
  td.sig{font-family:'DejaVu Serif';font-style:italic;font-size:14pt;border-bottom:1px solid #000;width:60%} td.sigd{border-bottom:1px solid #000}
  td.cap{font-size:7pt} .small{font-size:7pt} @page{size:letter;margin:0.5in}`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>${parts.join('\n')}</body></html>`;
}

/** AcroForm field name of a key in one naming scheme. */
export type FieldNaming = (key: string, owner: number | null) => string;
export const namingWords: (w: Wording) => FieldNaming = (w) => (key, owner) =>
  owner === null ? w[key]! : `Owner ${owner + 1} ${w[`owner.${key}`]!}`;
export const namingSnake: FieldNaming = (key, owner) =>
  owner === null ? key.replace('legal_business_name', 'business_legal_name') : `owner${owner + 1}_${key}`;

/**
 * A filled AcroForm application drawn by pdf-lib: printed labels (above or left of each field), text fields for
 * values, a radio group for the entity type, a check box for the advances question, the signature a text field.
 */
export async function applicationAcroForm(
  t: ApplicationTruth,
  s: { placement: 'above' | 'left'; wording: Wording; naming: FieldNaming; title: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const form = doc.getForm();
  let page: PDFPage = doc.addPage([612, 792]);
  let y = 740;
  const text = (str: string, x: number, yy: number, size: number, f: PDFFont = font) =>
    page.drawText(str, { x, y: yy, size, font: f });
  text(s.title, 306 - bold.widthOfTextAtSize(s.title, 14) / 2, 760, 14, bold);
  const need = (h: number) => {
    if (y - h > 50) return;
    page = doc.addPage([612, 792]);
    y = 740;
  };
  const field = (name: string, value: string, x: number, w: number) => {
    const tf = form.createTextField(name);
    if (value) tf.setText(value);
    const h = 16;
    if (s.placement === 'above') tf.addToPage(page, { x, y: y - 26, width: w, height: h, font });
    else tf.addToPage(page, { x: x + 95, y: y - 4, width: w - 100, height: h, font });
  };
  const label = (str: string, x: number) =>
    s.placement === 'above' ? text(str.toUpperCase(), x, y - 8, 6.5) : text(`${str}:`, x, y, 8, bold);
  const rowH = s.placement === 'above' ? 34 : 24;
  const row = (cells: Array<{ label: string; name: string; value: string }>) => {
    need(rowH);
    const w = 512 / cells.length;
    cells.forEach((c, i) => {
      label(c.label, 50 + i * w);
      field(c.name, c.value, 50 + i * w, w - 6);
    });
    y -= rowH;
  };
  const heading = (str: string) => {
    need(40);
    text(str, 50, y - 4, 10, bold);
    y -= 18;
  };
  heading('Business Information');
  for (const r of BUSINESS_ROWS) {
    if (r[0] === 'entity_type') {
      need(rowH);
      label(s.wording.entity_type!, 50);
      const group = form.createRadioGroup(s.naming('entity_type', null));
      ENTITY.forEach((e, i) => {
        const x = (s.placement === 'above' ? 50 : 145) + i * (s.placement === 'above' ? 92 : 80);
        const oy = s.placement === 'above' ? y - 24 : y - 2;
        group.addOptionToPage(e, page, { x, y: oy, width: 10, height: 10 });
        text(e, x + 13, oy + 2, 8);
      });
      group.select(String(t.fields.entity_type));
      y -= rowH;
      continue;
    }
    const cells = r.filter((k) => k !== 'existing_advances_disclosed');
    row(cells.map((k) => ({ label: s.wording[k]!, name: s.naming(k, null), value: String(t.fields[k] ?? '') })));
    if (r.includes('existing_advances_disclosed')) {
      need(rowH);
      label(s.wording.existing_advances_disclosed!, 50);
      const cb = form.createCheckBox(s.naming('existing_advances_disclosed', null));
      const cy = s.placement === 'above' ? y - 24 : y - 2;
      cb.addToPage(page, { x: s.placement === 'above' ? 50 : 145, y: cy, width: 10, height: 10 });
      text('Yes', (s.placement === 'above' ? 50 : 145) + 13, cy + 2, 8);
      if (t.fields.existing_advances_disclosed === 'Yes') cb.check();
      y -= rowH;
    }
  }
  t.owners.forEach((o, i) => {
    heading(`Owner ${i + 1} / Guarantor`);
    for (const r of OWNER_ROWS)
      row(
        r.map((k) => ({
          label: s.wording[`owner.${k}`]!,
          name: s.naming(k, i),
          value: ownerValue(o, k).replace('&amp;', '&'),
        })),
      );
  });
  need(70);
  text('By signing below, each owner certifies that the information above is true and complete.', 50, y - 4, 7);
  y -= 16;
  row([
    { label: s.wording.signed!, name: s.naming('signed', null), value: `/s/ ${t.owners[0]!.name}` },
    { label: s.wording.signed_date!, name: s.naming('signed_date', null), value: String(t.fields.signed_date) },
  ]);
  form.updateFieldAppearances(font);
  const epoch = new Date(0);
  doc.setCreationDate(epoch);
  doc.setModificationDate(epoch);
  return doc.save({ useObjectStreams: false });
}
