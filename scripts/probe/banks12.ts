// The twelfth probe set's statements: ordinary US statements (community and regional banks, credit unions, two
// fintechs; business checking mostly, personal checking and savings, a business card, one consolidated checking and
// savings) whose PDFs are written the way composition engines and print vendors write them (engine12.ts): each
// statement stresses one or two of those mechanisms and says which in its classes. Laid out by layout12.ts. Written
// from general knowledge of such PDFs, blind to the reader. Every figure the truth holds comes from the model.
import {
  type Account,
  type Row,
  businessRows,
  cardRows,
  closing,
  openingForFloor,
  rng,
  savingsRows,
  totals,
} from './model.ts';
import { type Spec2 } from './page2.ts';
import { personalRows } from './rows2.ts';
import { type Hidden, type Mech, compose } from './engine12.ts';
import { type Look, layout, money } from './layout12.ts';

const APR = { start: '2026-04-01', end: '2026-04-30' };
const MAR = { start: '2026-03-01', end: '2026-03-31' };
const MA = { start: '2026-03-16', end: '2026-04-15' };
type Period = typeof APR;

interface Def {
  file: string;
  style: string;
  classes: string[];
  legal: string;
  aliases: string[];
  look: Omit<Look, 'start' | 'end'>;
  period: Period;
  accounts: Account[];
  mech: Mech;
  expect?: 'verified' | 'review';
  note?: string;
  drop?: number;
}

function stmt(o: Def): Spec2 {
  const look: Look = { ...o.look, start: o.period.start, end: o.period.end };
  return {
    file: `probe12-${o.file}.pdf`,
    style: o.style,
    classes: [...o.classes, 'pdf-lib-producer'],
    expect: o.expect ?? 'verified',
    bank: o.look.bank,
    legal: o.legal,
    aliases: o.aliases,
    start: o.period.start,
    end: o.period.end,
    periodPrinted: true,
    statementDate: o.period.end,
    customer: o.look.customer,
    accounts: o.accounts,
    pdf: () => compose(layout(look, o.accounts), o.mech, o.drop),
    note: o.note,
    drop: o.drop,
  };
}

/** A checking account whose lowest running balance is `floor`. */
function checking(label: string, number: string, rows: Row[], floor: number): Account {
  return { label, number, type: 'checking', opening: openingForFloor(rows, floor), rows };
}

// ---- text an engine hides on the page ----

/** The postal barcode as a barcode font's letters (USPS Intelligent Mail: 65 bars, F A D T). */
export function imb(seed: number): string {
  const r = rng(seed);
  return Array.from({ length: 65 }, () => 'FADT'[Math.floor(r() * 4)]).join('');
}

/** Mail-processing codes, an OMR mark string, the postal barcode and a hidden copy of the account and balance. */
function mailroom(seed: number, a: Account, page: number, of: number, how: Hidden['how'][]): Hidden[] {
  const out: Hidden[] = [];
  const omr = ['1', '1', page === of ? '1' : '0', '0', '1', page % 2 ? '1' : '0', '1'].join('');
  if (how.includes('invisible')) {
    out.push({
      s: `MRC${String(seed).padStart(5, '0')} BIN03 SEQ${String(page).padStart(6, '0')}`,
      x: 300,
      y: 700,
      how: 'invisible',
    });
    out.push({ s: `OMR ${omr}`, x: 12, y: 560, how: 'invisible' });
    if (page === 1) out.push({ s: imb(seed), x: 60, y: 612, how: 'invisible', size: 10 });
  }
  if (how.includes('white') && page === 1) {
    out.push({ s: `ACCT ${a.number}`, x: 300, y: 30, how: 'white' });
    out.push({ s: `ENDBAL ${money(closing(a))}`, x: 420, y: 30, how: 'white' });
  }
  if (how.includes('outside-crop'))
    out.push({
      s: `JOB ${seed}-${page} ${a.number} PRINTSTREAM ${String(page).padStart(4, '0')}/${of}`,
      x: 20,
      y: 6,
      how: 'outside-crop',
      size: 6,
    });
  return out;
}

/** A document id full of digits, the mail run and the page sequence, set up the page edge. */
const marginCode =
  (run: string, doc: string) =>
  (page: number, of: number): string =>
    `${run} ${doc} ${String(page).padStart(3, '0')}/${String(of).padStart(3, '0')} 0000${page}${of}7701`;

// ---- text set the way a TrueType face allows ----

const LIGS = [
  'OFFICE DEPOT #2210',
  'NETFLIX.COM',
  'AIRFLOW HVAC SUPPLY',
  'FIRST FLIGHT COURIER',
  'CERTIFIED FLOORING CO',
];

/** Card and ACH rows renamed so descriptions carry `fi` and `fl` (an engine sets them as ligatures). */
function withLigatureWords(rows: Row[], seed: number): Row[] {
  const r = rng(seed);
  rows
    .filter((x) => x.kind === 'card' || x.kind === 'ach')
    .forEach((x, i) => {
      if (i % 3 === 0)
        x.desc = `${x.kind === 'card' ? 'PURCHASE ' : 'ACH DEBIT '}${LIGS[Math.floor(r() * LIGS.length)]}`;
    });
  return rows;
}

/** Title case with the ligatures a typesetting engine substitutes (ﬁ, ﬂ), and non-breaking spaces after `#`. */
const ligate = (s: string): string =>
  s
    .toLowerCase()
    .replace(/\b[a-z]/g, (c) => c.toUpperCase())
    .replace(/(?<=.) (Of|And|On|To|From|For) /g, (x) => x.toLowerCase())
    .replace(/ffi/g, '\ufb03')
    .replace(/fi/g, '\ufb01')
    .replace(/fl/g, '\ufb02')
    .replace(/ #/g, '\u00a0#')
    .replace(/Account Number/g, 'Account\u00a0Number');

const thin = (s: string): string => s.replace(/ (?=[A-Z])/g, '\u2009');

const FDIC = 'Member FDIC';
const NCUA = 'Federally insured by NCUA';

// ============ the statements ============

export const citizensNorthern = (): Spec2 => {
  const rows = businessRows(120101, APR.start, APR.end, {
    n: 78,
    cards: ['4471', '8820'],
    checks: 9,
    firstCheck: 5210,
    mca: true,
  });
  return stmt({
    file: 'citizens-northern-business-checking',
    style:
      'Citizens & Northern Bank Business Checking: the content stream drawn column by column (all dates, then the check numbers, amounts, then descriptions) while the page reads normally; masthead, footer and continuation column titles from Form XObjects',
    classes: [
      'business',
      'community-bank',
      'content-column-order',
      'form-xobject-furniture',
      'sections',
      'checks-paid',
      'daily-balance-table',
      'mca-daily-debits',
      'summary-counts',
      'member-fdic-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'Citizens & Northern Bank',
    aliases: ['Citizens & Northern Bank', 'Citizens & Northern', 'C&N'],
    period: APR,
    accounts: [checking('Business Checking', '40217733861', rows, 1850011)],
    look: {
      bank: 'C&N',
      masthead: ['Citizens & Northern Bank', '90-92 Main Street, Wellsboro, PA 16901', '1-800-921-9150  cnbankpa.com'],
      smallPrint: [
        `Citizens & Northern Bank. ${FDIC}. Equal Housing Lender.`,
        'Report errors in electronic transfers within 60 days of this statement.',
      ],
      product: 'Business Checking',
      customer: ['SUSQUEHANNA TIMBER FRAME LLC', '1187 ROUTE 6', 'MANSFIELD PA 16933'],
      date: 'MM/DD',
      ledger: 'sections',
    },
    mech: { order: 'columns', xobject: true },
  });
};

export const bankOfTheSierra = (): Spec2 => {
  const rows = businessRows(120202, APR.start, APR.end, {
    n: 64,
    cards: ['0193'],
    checks: 6,
    firstCheck: 3318,
    scale: 3200,
  });
  return stmt({
    file: 'bank-of-the-sierra-business-checking',
    style:
      'Bank of the Sierra Business Checking: no bold face, headings, totals and the balances overprinted three times 0.3 pt apart; the summary box drawn after the transactions in the content stream',
    classes: [
      'business',
      'community-bank',
      'overprint-bold',
      'summary-drawn-last',
      'sections',
      'checks-paid',
      'daily-balance-table',
      'merchant-deposits',
      'summary-counts',
      'member-fdic-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'Bank of the Sierra',
    aliases: ['Bank of the Sierra', 'Sierra Bancorp'],
    period: APR,
    accounts: [checking('Business Interest Checking', '0021840655', rows, 922014)],
    look: {
      bank: 'Bank of the Sierra',
      masthead: ['PO Box 1930, Porterville, CA 93258', '(888) 454-2265  www.bankofthesierra.com'],
      smallPrint: [`Bank of the Sierra  |  ${FDIC}  |  Equal Housing Lender`],
      product: 'Business Interest Checking',
      customer: ['TULARE VALLEY IRRIGATION SUPPLY INC', '2204 W MINERAL KING AVE', 'VISALIA CA 93291'],
      date: 'MM-DD',
      ledger: 'sections',
    },
    mech: {
      overprint: [
        [0.3, 0],
        [0.3, 0.3],
      ],
      order: 'summary-last',
    },
  });
};

export const cnbBank = (): Spec2 => {
  const rows = businessRows(120303, APR.start, APR.end, {
    n: 70,
    cards: ['6620', '1184'],
    checks: 5,
    firstCheck: 10422,
    mca: true,
  });
  const a = checking('Business Checking Plus', '2160094418', rows, 311096);
  return stmt({
    file: 'cnb-bank-business-checking',
    style:
      'CNB Bank Business Checking Plus: invisible (render mode 3) mail codes, an OMR mark string and a postal barcode in barcode-font letters; the full account number and a duplicate ending balance in white; a print-stream job line below the CropBox, which is offset from the MediaBox',
    classes: [
      'business',
      'community-bank',
      'hidden-invisible-text',
      'hidden-white-text',
      'postal-barcode-text',
      'text-outside-cropbox',
      'cropbox-offset',
      'running-balance-every-row',
      'mca-daily-debits',
      'summary-counts',
      'member-fdic-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'CNB Bank',
    aliases: ['CNB Bank', 'CNB Financial Corporation', 'CNB'],
    period: APR,
    accounts: [a],
    look: {
      bank: 'CNB Bank',
      masthead: ['1 South Second Street, Clearfield, PA 16830', 'Customer Care 1-800-492-3221'],
      smallPrint: [`CNB Bank, a division of CNB Financial Corporation. ${FDIC}.`],
      product: 'Business Checking Plus',
      customer: ['ALLEGHENY FRONT DINER LLC', '410 E MARKET ST', 'CLEARFIELD PA 16830'],
      date: 'MM/DD',
      ledger: 'running',
    },
    mech: { hidden: (p) => mailroom(303, a, p, 4, ['invisible', 'white', 'outside-crop']), crop: [9, 18, 9, 9] },
  });
};

export const univest = (): Spec2 => {
  const rows = businessRows(120404, MAR.start, MAR.end, {
    n: 60,
    cards: ['7003'],
    checks: 7,
    firstCheck: 2201,
    scale: 1900,
  });
  return stmt({
    file: 'univest-business-checking',
    style:
      'Univest Bank and Trust Co. Business Checking: every character its own text object placed by its own text matrix, no space characters anywhere (words apart by position only), amounts right-aligned digit by digit',
    classes: [
      'business',
      'community-bank',
      'glyph-per-object',
      'no-space-characters',
      'sections',
      'checks-paid',
      'daily-balance-table',
      'summary-counts',
      'member-fdic-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'Univest Bank and Trust Co.',
    aliases: ['Univest Bank and Trust Co.', 'Univest', 'Univest Financial'],
    period: MAR,
    accounts: [checking('Business Checking', '0710045523', rows, 415577)],
    look: {
      bank: 'Univest',
      masthead: ['14 North Main Street, Souderton, PA 18964', '877.723.5571  univest.net'],
      smallPrint: [`Univest Bank and Trust Co.  ${FDIC}  Equal Housing Lender`],
      product: 'Business Checking',
      customer: ['PERKIOMEN PLUMBING & HEATING INC', '55 GRAVEL PIKE', 'SCHWENKSVILLE PA 19473'],
      date: 'MM/DD',
      ledger: 'sections',
    },
    mech: { glyphs: 'char' },
  });
};

export const heritageCommerce = (): Spec2 => {
  const rows = businessRows(120505, APR.start, APR.end, { n: 72, cards: ['5510'], wires: true, scale: 5200 });
  return stmt({
    file: 'heritage-bank-of-commerce-business-checking',
    style:
      'Heritage Bank of Commerce Analyzed Business Checking: descriptions justified with character spacing (Tc), word spacing (Tw) and 88% horizontal scaling (Tz); text set three glyphs to a text object; masthead, footer and column titles from Form XObjects',
    classes: [
      'business',
      'community-bank',
      'tc-tw-tz-justified',
      'glyph-chunks',
      'form-xobject-furniture',
      'running-balance-every-row',
      'wires',
      'summary-counts',
      'member-fdic-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'Heritage Bank of Commerce',
    aliases: ['Heritage Bank of Commerce', 'Heritage Commerce Corp'],
    period: APR,
    accounts: [checking('Analyzed Business Checking', '3300178265', rows, 2040093)],
    look: {
      bank: 'Heritage Bank of Commerce',
      masthead: ['224 Airport Parkway, San Jose, CA 95110', '(408) 947-6900'],
      smallPrint: [`Heritage Bank of Commerce  ${FDIC}`],
      product: 'Analyzed Business Checking',
      customer: ['SANTA CLARA PRECISION MACHINING', '3150 DE LA CRUZ BLVD', 'SANTA CLARA CA 95054'],
      date: 'MM/DD/YY',
      ledger: 'running',
    },
    mech: { justify: { tc: 0.25, tw: 3, tz: 88, measure: 270 }, glyphs: 'chunk', xobject: true },
  });
};

export const midPenn = (): Spec2 => {
  const rows = businessRows(120606, APR.start, APR.end, {
    n: 58,
    cards: ['3391'],
    checks: 8,
    firstCheck: 7781,
    mca: true,
  });
  return stmt({
    file: 'mid-penn-business-checking',
    style:
      'Mid Penn Bank Business Checking: a rotated (90 degree) line up the left edge carrying the mail run, a document id and the page sequence; the footer drawn first in the content stream',
    classes: [
      'business',
      'community-bank',
      'rotated-margin-text',
      'footer-drawn-first',
      'sections',
      'checks-paid',
      'daily-balance-table',
      'mca-daily-debits',
      'summary-counts',
      'member-fdic-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'Mid Penn Bank',
    aliases: ['Mid Penn Bank', 'Mid Penn Bancorp'],
    period: APR,
    accounts: [checking('Business Checking', '6003521147', rows, 120408)],
    look: {
      bank: 'Mid Penn Bank',
      masthead: ['2407 Park Drive, Harrisburg, PA 17110', '1-866-642-7736  midpennbank.com'],
      smallPrint: [`Mid Penn Bank. ${FDIC}. Equal Housing Lender.`],
      product: 'Business Checking',
      customer: ['CUMBERLAND VALLEY CATERING LLC', '18 S HANOVER ST', 'CARLISLE PA 17013'],
      date: 'MM/DD',
      ledger: 'sections',
    },
    mech: { margin: { side: 'left', text: marginCode('MP0430A', '0060035211470426') }, order: 'footer-first' },
  });
};

export const orrstown = (): Spec2 => {
  const rows = withLigatureWords(
    businessRows(120707, APR.start, APR.end, { n: 62, cards: ['9042'], checks: 4, firstCheck: 1520 }),
    7,
  );
  return stmt({
    file: 'orrstown-business-checking',
    style:
      'Orrstown Bank Business Checking: a subset TrueType face; descriptions in title case with fi and fl set as ligatures (U+FB01, U+FB02), non-breaking spaces, debits with the Unicode minus (U+2212), the summary in `$ 1,234.56`; headings and totals overprinted',
    classes: [
      'business',
      'community-bank',
      'unicode-ligatures',
      'unicode-minus',
      'nbsp-spaces',
      'dollar-spaced',
      'overprint-bold',
      'subset-truetype',
      'sections',
      'checks-paid',
      'daily-balance-table',
      'summary-counts',
      'member-fdic-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'Orrstown Bank',
    aliases: ['Orrstown Bank', 'Orrstown Financial Services'],
    period: APR,
    accounts: [checking('Business Checking', '1400388126', rows, 605520)],
    look: {
      bank: 'Orrstown Bank',
      masthead: ['77 East King Street, Shippensburg, PA 17257', '(888) 677-7869'],
      smallPrint: [`Orrstown Bank  \u2022  ${FDIC}  \u2022  Equal Housing Lender`],
      product: 'Business Checking',
      customer: ['Blue Ridge Office Interiors LLC', '12 Walnut Bottom Rd', 'Shippensburg PA 17257'],
      date: 'Mon D',
      ledger: 'sections',
      words: ligate,
      minus: '\u2212',
      dollar: '$ ',
    },
    mech: { ttf: true, overprint: [[0.35, 0]] },
  });
};

export const canandaigua = (): Spec2 => {
  const rows = businessRows(120808, MA.start, MA.end, {
    n: 96,
    cards: ['2250', '7716'],
    checks: 10,
    firstCheck: 8840,
    scale: 4100,
  });
  return stmt({
    file: 'canandaigua-national-business-checking',
    style:
      'Canandaigua National Bank and Trust Business Checking: the first page legal size (8.5 x 14), the rest letter, and the daily balances on a landscape page stored upright with /Rotate 90 and drawn turned so it reads upright',
    classes: [
      'business',
      'community-bank',
      'legal-size',
      'mixed-page-sizes',
      'rotate-90-page',
      'sections',
      'checks-paid',
      'daily-balance-table',
      'summary-counts',
      'member-fdic-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'The Canandaigua National Bank and Trust Company',
    aliases: [
      'The Canandaigua National Bank and Trust Company',
      'Canandaigua National Bank & Trust',
      'Canandaigua National Bank',
    ],
    period: MA,
    accounts: [checking('Business Checking', '5120098823', rows, 700215)],
    look: {
      bank: 'Canandaigua National Bank & Trust',
      masthead: ['72 South Main Street, Canandaigua, NY 14424', '(585) 394-4260  cnbank.com'],
      smallPrint: [`The Canandaigua National Bank and Trust Company. ${FDIC}.`],
      product: 'Business Checking',
      customer: ['FINGER LAKES CIDER WORKS LLC', '4152 ROUTE 414', 'BURDETT NY 14818'],
      date: 'MM/DD',
      ledger: 'sections',
      size: 'mixed',
      rotateDaily: true,
    },
    mech: {},
  });
};

/** OCR noise a scanner's engine makes in words: O read as 0, S as 5, I as l, 1 as l inside reference numbers. */
const ocrWords = (s: string, role?: string): string => {
  if (role === 'amt' || role === 'bal' || role === 'date' || role === 'ref') return s;
  return s
    .replace(/PAYROLL/g, 'PAYR0LL')
    .replace(/STRIPE/g, '5TRIPE')
    .replace(/DEPOSIT\b/g, 'DEP0SIT')
    .replace(/SQUARE/g, 'SQUAR E')
    .replace(/ID(?=[: ])/g, 'lD')
    .replace(/(\d)1(\d)/g, '$1l$2')
    .replace(/TRANSFER/g, 'TRANSFFR');
};

export const kitsap = (): Spec2 => {
  const rows = businessRows(120909, APR.start, APR.end, {
    n: 44,
    cards: ['6031'],
    checks: 4,
    firstCheck: 4410,
    scale: 1600,
  });
  return stmt({
    file: 'kitsap-bank-business-checking-scan',
    style:
      "Kitsap Bank Business Checking as a scanner's searchable PDF: each page an image with an invisible OCR text layer over it, its words a little off their glyphs, OCR noise in descriptions (PAYR0LL, 5TRIPE, l for 1 in reference numbers); every date, amount, total and balance exact",
    classes: [
      'business',
      'community-bank',
      'ocr-text-layer',
      'ocr-noise-descriptions',
      'hidden-invisible-text',
      'sections',
      'checks-paid',
      'daily-balance-table',
      'summary-counts',
      'member-fdic-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'Kitsap Bank',
    aliases: ['Kitsap Bank', 'Olympic Bancorp'],
    period: APR,
    accounts: [checking('Business Checking', '8807210349', rows, 233018)],
    look: {
      bank: 'Kitsap Bank',
      masthead: ['619 Bay Street, Port Orchard, WA 98366', '(800) 283-1871'],
      smallPrint: [`Kitsap Bank  ${FDIC}`],
      product: 'Business Checking',
      customer: ['HOOD CANAL MARINE SERVICE LLC', '2711 NE STATE HWY 3', 'BELFAIR WA 98528'],
      date: 'MM/DD',
      ledger: 'sections',
    },
    mech: { ocr: { noise: ocrWords, jitter: 1.5 } },
  });
};

export const nicoletScan = (): Spec2 => {
  const rows = businessRows(121010, APR.start, APR.end, {
    n: 40,
    cards: ['1290'],
    checks: 3,
    firstCheck: 6002,
    scale: 1400,
  });
  const a = checking('Business Checking', '7702215501', rows, 188140);
  // the OCR engine read one withdrawal's 8 as a 3 (or a 3 as an 8): the image is right, the text layer is not
  const bad = a.rows.filter((r) => r.cents < 0 && r.kind !== 'fee' && /[38]/.test(String(Math.abs(r.cents))))[5];
  const right = money(-bad.cents);
  const wrong = right.replace(/[38](?=[^38]*$)/, (c) => (c === '3' ? '8' : '3'));
  return stmt({
    file: 'nicolet-business-checking-scan-misread',
    style:
      "Nicolet National Bank Business Checking as a scanner's searchable PDF whose OCR misread one digit of one withdrawal: the image shows the right amount, the invisible text layer does not",
    classes: [
      'business',
      'community-bank',
      'ocr-text-layer',
      'ocr-noise-descriptions',
      'ocr-noise-amount',
      'hidden-invisible-text',
      'sections',
      'daily-balance-table',
      'summary-counts',
      'member-fdic-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'Nicolet National Bank',
    aliases: ['Nicolet National Bank', 'Nicolet Bank', 'Nicolet Bankshares'],
    period: APR,
    accounts: [a],
    look: {
      bank: 'Nicolet National Bank',
      masthead: ['111 N Washington Street, Green Bay, WI 54301', '(800) 369-0531'],
      smallPrint: [`Nicolet National Bank  ${FDIC}`],
      product: 'Business Checking',
      customer: ['DOOR COUNTY FISH BOIL CO', '8010 HWY 57', 'BAILEYS HARBOR WI 54202'],
      date: 'MM/DD',
      ledger: 'sections',
    },
    mech: {
      ocr: {
        noise: (s, role) =>
          role === 'amt' && s.replace(/^-/, '') === right ? s.replace(right, wrong) : ocrWords(s, role),
        jitter: 1.2,
      },
    },
    expect: 'review',
    note: `the OCR text layer reads one withdrawal of ${right} as ${wrong} (the page image shows ${right}); the rows as read do not add up to the summary, and a statement whose digits the scan got wrong must not verify`,
  });
};

export const altura = (): Spec2 => {
  const rows = personalRows(121111, APR.start, APR.end, { n: 46, card: '4418', checks: 2, firstCheck: 311 });
  const a = checking('Altura Checking', '0000982245', rows, 41025);
  return stmt({
    file: 'altura-personal-checking',
    style:
      'Altura Credit Union personal checking: the whole page set at 84% horizontal scaling (a condensed face imitated with Tz), the member number and ending balance hidden in white, mail codes invisible',
    classes: [
      'personal',
      'credit-union',
      'condensed-tz',
      'hidden-white-text',
      'hidden-invisible-text',
      'running-balance-every-row',
      'summary-counts',
      'ncua-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'Altura Credit Union',
    aliases: ['Altura Credit Union', 'Altura CU', 'Altura'],
    period: APR,
    accounts: [a],
    look: {
      bank: 'Altura Credit Union',
      masthead: ['PO Box 908, Riverside, CA 92502', '(888) 883-7228  altura.org'],
      smallPrint: [`Altura Credit Union. ${NCUA}.`],
      product: 'Member Statement',
      customer: ['JESSICA M ORTEGA', '6120 MAGNOLIA AVE APT 14', 'RIVERSIDE CA 92506'],
      date: 'MM/DD',
      ledger: 'running',
    },
    mech: { condensed: 84, hidden: (p) => mailroom(1111, a, p, 2, ['white', 'invisible']) },
  });
};

export const unitus = (): Spec2 => {
  const rows = savingsRows(121212, APR.start, APR.end, 7);
  const a: Account = { label: 'Regular Savings', number: '0044120078', type: 'savings', opening: 1240017, rows };
  return stmt({
    file: 'unitus-savings',
    style:
      'Unitus Community Credit Union savings: masthead and footer from one Form XObject, a rotated margin line on the right edge with the mail run and document id',
    classes: [
      'personal',
      'savings',
      'credit-union',
      'form-xobject-furniture',
      'rotated-margin-text',
      'running-balance-every-row',
      'summary-counts',
      'ncua-line',
      'page-n-of-m',
    ],
    legal: 'Unitus Community Credit Union',
    aliases: ['Unitus Community Credit Union', 'Unitus'],
    period: APR,
    accounts: [a],
    look: {
      bank: 'Unitus',
      masthead: ['Unitus Community Credit Union', 'PO Box 1937, Portland, OR 97207', '(503) 227-5571'],
      smallPrint: [`Unitus Community Credit Union. ${NCUA}.`],
      product: 'Savings Statement',
      customer: ['DANIEL K NGUYEN', '3340 SE BELMONT ST', 'PORTLAND OR 97214'],
      date: 'MM/DD',
      ledger: 'running',
    },
    mech: { xobject: true, margin: { side: 'right', text: marginCode('UCCU-R07', '2026043000441200781') } },
  });
};

export const stcu = (): Spec2 => {
  const rows = personalRows(121313, MAR.start, MAR.end, { n: 52, card: '9902', checks: 3, firstCheck: 1188 });
  return stmt({
    file: 'stcu-personal-checking',
    style:
      'STCU (Spokane Teachers Credit Union) checking: every character its own text object, no space characters; debits and the summary signed with an en dash; thin spaces between heading words',
    classes: [
      'personal',
      'credit-union',
      'glyph-per-object',
      'no-space-characters',
      'en-dash-minus',
      'thin-spaces',
      'subset-truetype',
      'running-balance-every-row',
      'summary-counts',
      'ncua-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'Spokane Teachers Credit Union',
    aliases: ['Spokane Teachers Credit Union', 'STCU'],
    period: MAR,
    accounts: [checking('Checking', '0031887410', rows, 5521)],
    look: {
      bank: 'STCU',
      masthead: ['Spokane Teachers Credit Union', 'PO Box 1954, Spokane, WA 99210', '(509) 326-1954  stcu.org'],
      smallPrint: [`Spokane Teachers Credit Union. ${NCUA}. Equal Housing Opportunity.`],
      product: 'Checking Statement',
      customer: ['RYAN T COLLINS', '1407 W NORA AVE', 'SPOKANE WA 99205'],
      date: 'MM/DD',
      ledger: 'running',
      minus: '\u2013',
      words: thin,
    },
    mech: { glyphs: 'char', ttf: true },
  });
};

export const elevations = (): Spec2 => {
  const rows = businessRows(121414, APR.start, APR.end, {
    n: 66,
    cards: ['5022'],
    checks: 5,
    firstCheck: 2090,
    mca: true,
    scale: 2100,
  });
  const a = checking('Business Checking', '1102584470', rows, 96330);
  return stmt({
    file: 'elevations-business-checking',
    style:
      'Elevations Credit Union Business Checking: the content stream by column (dates, then amounts, then descriptions), invisible mail codes, an OMR string and the postal barcode letters; the daily balances on a landscape page stored upright with /Rotate 90 and drawn turned',
    classes: [
      'business',
      'credit-union',
      'content-column-order',
      'hidden-invisible-text',
      'postal-barcode-text',
      'rotate-90-page',
      'sections',
      'checks-paid',
      'daily-balance-table',
      'mca-daily-debits',
      'summary-counts',
      'ncua-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'Elevations Credit Union',
    aliases: ['Elevations Credit Union', 'Elevations CU', 'Elevations'],
    period: APR,
    accounts: [a],
    look: {
      bank: 'Elevations Credit Union',
      masthead: ['2960 Diagonal Highway, Boulder, CO 80301', '(800) 429-7626'],
      smallPrint: [`Elevations Credit Union. ${NCUA}. Equal Housing Lender.`],
      product: 'Business Checking',
      customer: ['FLATIRONS BICYCLE COLLECTIVE LLC', '2525 ARAPAHOE AVE STE E4', 'BOULDER CO 80302'],
      date: 'MM/DD',
      ledger: 'sections',
      rotateDaily: true,
    },
    mech: { order: 'columns', hidden: (p) => mailroom(1414, a, p, 4, ['invisible']) },
  });
};

export const nbkc = (): Spec2 => {
  const rows = withLigatureWords(businessRows(121515, APR.start, APR.end, { n: 54, cards: ['3006'], scale: 2300 }), 15);
  return stmt({
    file: 'nbkc-business-checking',
    style:
      'nbkc bank Business Account (online bank): a subset TrueType face, ligatures in descriptions and headings, non-breaking spaces, the summary in `$ 1,234.56`, debits with U+2212; the summary drawn after the ledger',
    classes: [
      'business',
      'fintech',
      'unicode-ligatures',
      'unicode-minus',
      'nbsp-spaces',
      'dollar-spaced',
      'subset-truetype',
      'summary-drawn-last',
      'running-balance-every-row',
      'merchant-deposits',
      'summary-counts',
      'member-fdic-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'nbkc bank',
    aliases: ['nbkc bank', 'NBKC Bank', 'National Bank of Kansas City'],
    period: APR,
    accounts: [checking('Business Account', '9100442871', rows, 517744)],
    look: {
      bank: 'nbkc bank',
      masthead: ['8320 Ward Parkway, Kansas City, MO 64114', '(888) 905-2254  nbkc.com'],
      smallPrint: [`nbkc bank  \u00b7  ${FDIC}`],
      product: 'Business Account',
      customer: ['Plaza Floral & Event Design LLC', '4707 Central St', 'Kansas City MO 64112'],
      date: 'Mon D',
      ledger: 'running',
      words: ligate,
      minus: '\u2212',
      dollar: '$ ',
    },
    mech: { ttf: true, order: 'summary-last' },
  });
};

export const hatch = (): Spec2 => {
  const rows = businessRows(121616, APR.start, APR.end, { n: 60, cards: ['8184'], mca: true, scale: 1800 });
  return stmt({
    file: 'hatch-bank-business-checking',
    style:
      'Hatch Bank business checking (a fintech program account): text three glyphs to a text object, headings and balances overprinted twice at 0.4 pt',
    classes: [
      'business',
      'fintech',
      'glyph-chunks',
      'overprint-bold',
      'running-balance-every-row',
      'mca-daily-debits',
      'merchant-deposits',
      'summary-counts',
      'member-fdic-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'Hatch Bank',
    aliases: ['Hatch Bank'],
    period: APR,
    accounts: [checking('Business Checking', '8455102093', rows, 58120)],
    look: {
      bank: 'Hatch Bank',
      masthead: ['2075 Alhambra Avenue, San Marcos, CA 92078', 'support: (833) 240-8030'],
      smallPrint: [`Banking services provided by Hatch Bank, ${FDIC}.`],
      product: 'Business Checking',
      customer: ['CARLSBAD MOBILE DETAILING LLC', '2614 STATE ST', 'CARLSBAD CA 92008'],
      date: 'MM/DD',
      ledger: 'running',
    },
    mech: {
      glyphs: 'chunk',
      overprint: [
        [0.4, 0],
        [0, 0.4],
      ],
    },
  });
};

export const wrightPattCard = (): Spec2 => {
  const rows = cardRows(121717, MA.start, MA.end, 34);
  const a: Account = {
    label: 'Business Visa Signature',
    number: '4147202244195530',
    type: 'credit_card',
    opening: 412290,
    rows,
  };
  return stmt({
    file: 'wright-patt-business-visa',
    style:
      'Wright-Patt Credit Union Business Visa: masthead and footer from a Form XObject, totals and the new balance overprinted, a CropBox inset from the MediaBox with a print-stream line outside it',
    classes: [
      'business',
      'credit-card',
      'credit-union',
      'form-xobject-furniture',
      'overprint-bold',
      'cropbox-offset',
      'text-outside-cropbox',
      'sections',
      'ncua-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'Wright-Patt Credit Union, Inc.',
    aliases: ['Wright-Patt Credit Union, Inc.', 'Wright-Patt Credit Union', 'WPCU'],
    period: MA,
    accounts: [a],
    look: {
      bank: 'Wright-Patt Credit Union',
      masthead: ['PO Box 286, Fairborn, OH 45324', '(937) 912-7000  wpcu.coop'],
      smallPrint: [`Wright-Patt Credit Union, Inc. ${NCUA}.`],
      product: 'Business Visa Signature',
      customer: ['MIAMI VALLEY SIGN & GRAPHICS', '905 E DAYTON YELLOW SPRINGS RD', 'FAIRBORN OH 45324'],
      date: 'MM/DD',
      ledger: 'sections',
    },
    mech: {
      xobject: true,
      overprint: [[0.25, 0]],
      crop: [12, 20, 12, 12],
      hidden: (p) => mailroom(1717, a, p, 2, ['outside-crop']),
    },
  });
};

export const bankOfClarke = (): Spec2 => {
  const ck = businessRows(121818, APR.start, APR.end, {
    n: 48,
    cards: ['7730'],
    checks: 5,
    firstCheck: 3120,
    scale: 2000,
  });
  const sv = savingsRows(121819, APR.start, APR.end, 3);
  return stmt({
    file: 'bank-of-clarke-consolidated',
    style:
      'Bank of Clarke consolidated statement (business checking and business savings): each account its summary, sections and daily balances; the content stream by column; a rotated margin code on the left',
    classes: [
      'business',
      'community-bank',
      'consolidated-statement',
      'content-column-order',
      'rotated-margin-text',
      'sections',
      'checks-paid',
      'daily-balance-table',
      'summary-counts',
      'member-fdic-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'Bank of Clarke',
    aliases: ['Bank of Clarke', 'Bank of Clarke County', 'Eagle Financial Services'],
    period: APR,
    accounts: [
      checking('Business Checking', '3306127719', ck, 250044),
      { label: 'Business Savings', number: '3306127727', type: 'savings', opening: 3120566, rows: sv },
    ],
    look: {
      bank: 'Bank of Clarke',
      masthead: ['2 East Main Street, Berryville, VA 22611', '(540) 955-2510  bankofclarke.com'],
      smallPrint: [`Bank of Clarke. ${FDIC}. Equal Housing Lender.`],
      product: 'Consolidated Statement',
      customer: ['SHENANDOAH ORCHARD SUPPLY INC', '110 W MAIN ST', 'BERRYVILLE VA 22611'],
      date: 'MM/DD',
      ledger: 'sections',
    },
    mech: { order: 'columns', margin: { side: 'left', text: marginCode('BOC-CN1', '77120260430330612') } },
  });
};

export const isabella = (): Spec2 => {
  const rows = personalRows(121919, APR.start, APR.end, { n: 40, card: '2714', checks: 2, firstCheck: 902 });
  return stmt({
    file: 'isabella-bank-personal-checking',
    style:
      'Isabella Bank personal checking: descriptions justified with Tc, Tw and 90% Tz; the CropBox inset from the MediaBox',
    classes: [
      'personal',
      'community-bank',
      'tc-tw-tz-justified',
      'cropbox-offset',
      'running-balance-every-row',
      'summary-counts',
      'member-fdic-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'Isabella Bank',
    aliases: ['Isabella Bank', 'Isabella Bank Corporation'],
    period: APR,
    accounts: [checking('Free Checking', '0120874416', rows, 22010)],
    look: {
      bank: 'Isabella Bank',
      masthead: ['139 E Broadway, Mt. Pleasant, MI 48858', '(800) 997-8600'],
      smallPrint: [`Isabella Bank  ${FDIC}  Equal Housing Lender`],
      product: 'Free Checking',
      customer: ['MEGAN R SCHULTZ', '415 S FANCHER ST', 'MT PLEASANT MI 48858'],
      date: 'MM/DD',
      ledger: 'running',
    },
    mech: { justify: { tc: 0.3, tw: 4, tz: 90, measure: 300 }, crop: [18, 24, 18, 18] },
  });
};

export const peoplesSecurity = (): Spec2 => {
  const rows = businessRows(122020, APR.start, APR.end, {
    n: 74,
    cards: ['6612'],
    checks: 6,
    firstCheck: 1450,
    mca: true,
  });
  const a = checking('Commercial Checking', '0400871166', rows, 75100);
  return stmt({
    file: 'peoples-security-business-checking',
    style:
      'Peoples Security Bank and Trust Commercial Checking on legal-size (8.5 x 14) pages: the footer drawn first, masthead and footer from a Form XObject, invisible mail codes, the OMR string and postal barcode letters',
    classes: [
      'business',
      'community-bank',
      'footer-drawn-first',
      'legal-size',
      'form-xobject-furniture',
      'hidden-invisible-text',
      'postal-barcode-text',
      'sections',
      'checks-paid',
      'daily-balance-table',
      'mca-daily-debits',
      'summary-counts',
      'member-fdic-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'Peoples Security Bank and Trust Company',
    aliases: ['Peoples Security Bank and Trust Company', 'Peoples Security Bank & Trust', 'Peoples Security'],
    period: APR,
    accounts: [a],
    look: {
      bank: 'Peoples Security Bank & Trust',
      masthead: ['150 N Washington Ave, Scranton, PA 18503', '(888) 868-3858'],
      smallPrint: [`Peoples Security Bank and Trust Company. ${FDIC}.`],
      product: 'Commercial Checking',
      customer: ['LACKAWANNA HEATING OIL CO', '1300 CAPOUSE AVE', 'SCRANTON PA 18509'],
      date: 'MM/DD',
      ledger: 'sections',
      size: 'legal',
    },
    mech: { order: 'footer-first', xobject: true, hidden: (p) => mailroom(2020, a, p, 4, ['invisible']) },
  });
};

export const bankOfUticaMisprint = (): Spec2 => {
  const rows = businessRows(122121, APR.start, APR.end, { n: 56, cards: ['0017'], checks: 4, firstCheck: 7015 });
  const a = checking('Business Checking', '0091233406', rows, 310700);
  const mis = 120000;
  const t = totals(rows);
  return stmt({
    file: 'bank-of-utica-business-checking-misprint',
    style:
      "Bank of Utica Business Checking: a bank's misprint, the summary's Deposits and Other Credits is $1,200.00 more than the credits listed; the rows, the section totals, the daily balances and both balances are right; totals overprinted",
    classes: [
      'business',
      'community-bank',
      'summary-misprint',
      'overprint-bold',
      'sections',
      'checks-paid',
      'daily-balance-table',
      'summary-counts',
      'member-fdic-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'Bank of Utica',
    aliases: ['Bank of Utica'],
    period: APR,
    accounts: [a],
    look: {
      bank: 'Bank of Utica',
      masthead: ['222 Genesee Street, Utica, NY 13502', '(315) 797-2700'],
      smallPrint: [`Bank of Utica  ${FDIC}`],
      product: 'Business Checking',
      customer: ['MOHAWK VALLEY AUTO GLASS INC', '1604 OSWEGO ST', 'UTICA NY 13502'],
      date: 'MM/DD',
      ledger: 'sections',
      misprint: { line: 'credits', cents: mis },
    },
    mech: { overprint: [[0.3, 0]] },
    expect: 'review',
    note: `the summary prints Deposits and Other Credits as ${money(t.credits + mis, { dollar: '$' })}, $1,200.00 more than the ${t.creditCount} credits listed (${money(t.credits, { dollar: '$' })}): beginning + the printed credits - debits does not equal the printed ending balance (a bank misprint)`,
  });
};

export const choiceOneMissingPage = (): Spec2 => {
  const rows = businessRows(122222, APR.start, APR.end, { n: 120, cards: ['4450', '9181'], mca: true, scale: 2600 });
  return stmt({
    file: 'choiceone-business-checking-missing-page',
    style:
      'ChoiceOne Bank Business Checking: page 2 of 4 missing from the file (the page numbers skip from 1 to 3); glyph chunks, a running balance on every row',
    classes: [
      'business',
      'community-bank',
      'missing-page',
      'glyph-chunks',
      'running-balance-every-row',
      'mca-daily-debits',
      'summary-counts',
      'member-fdic-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'ChoiceOne Bank',
    aliases: ['ChoiceOne Bank', 'ChoiceOne Financial Services'],
    period: APR,
    accounts: [checking('Business Checking', '2270418853', rows, 140315)],
    look: {
      bank: 'ChoiceOne Bank',
      masthead: ['109 E Division Street, Sparta, MI 49345', '(877) 654-4600'],
      smallPrint: [`ChoiceOne Bank  ${FDIC}  Equal Housing Lender`],
      product: 'Business Checking',
      customer: ['KENT COUNTY LANDSCAPE SUPPLY LLC', '7125 ALPINE AVE NW', 'COMSTOCK PARK MI 49321'],
      date: 'MM/DD',
      ledger: 'running',
    },
    mech: { glyphs: 'chunk' },
    drop: 1,
    expect: 'review',
    note: 'page 2 of 4 is missing: the rows printed on it are absent, so the rows present do not add up to the summary or carry the running balance across the gap',
  });
};

export const botetourt = (): Spec2 => {
  const rows = businessRows(122323, APR.start, APR.end, {
    n: 52,
    cards: ['8356'],
    checks: 6,
    firstCheck: 2604,
    scale: 2200,
  });
  return stmt({
    file: 'bank-of-botetourt-business-checking',
    style:
      "Bank of Botetourt Business Checking: every face a Type 3 font whose glyphs are filled outlines, encoded by glyph names (/Differences) with no /ToUnicode, as a print vendor's driver writes them",
    classes: [
      'business',
      'community-bank',
      'type3-font',
      'sections',
      'checks-paid',
      'daily-balance-table',
      'merchant-deposits',
      'summary-counts',
      'member-fdic-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'Bank of Botetourt',
    aliases: ['Bank of Botetourt', 'Buena Vista Bank'],
    period: APR,
    accounts: [checking('Business Checking', '1500672294', rows, 264410)],
    look: {
      bank: 'Bank of Botetourt',
      masthead: ['19747 Main Street, Buchanan, VA 24066', '(540) 591-5000  bankofbotetourt.com'],
      smallPrint: [`Bank of Botetourt  ${FDIC}  Equal Housing Lender`],
      product: 'Business Checking',
      customer: ['BLUE RIDGE PARKWAY OUTFITTERS LLC', '7 WALNUT AVE', 'BUCHANAN VA 24066'],
      date: 'MM/DD',
      ledger: 'sections',
    },
    mech: { type3: true },
  });
};

export const jerseyShore = (): Spec2 => {
  const rows = businessRows(122424, MAR.start, MAR.end, { n: 58, cards: ['2041'], mca: true, scale: 1700 });
  return stmt({
    file: 'jersey-shore-state-bank-business-checking',
    style:
      'Jersey Shore State Bank Business Checking: Type 3 fonts encoded by glyph names only, bold faked by overprinting the same Type 3 face, a rotated margin line with the mail run and document id',
    classes: [
      'business',
      'community-bank',
      'type3-font',
      'overprint-bold',
      'rotated-margin-text',
      'running-balance-every-row',
      'mca-daily-debits',
      'summary-counts',
      'member-fdic-line',
      'page-n-of-m',
      'multi-page',
    ],
    legal: 'Jersey Shore State Bank',
    aliases: ['Jersey Shore State Bank', 'Penns Woods Bancorp'],
    period: MAR,
    accounts: [checking('Business Checking', '0200413378', rows, 87215)],
    look: {
      bank: 'Jersey Shore State Bank',
      masthead: ['300 Market Street, Williamsport, PA 17701', '(888) 412-5772  jssb.com'],
      smallPrint: [`Jersey Shore State Bank. ${FDIC}.`],
      product: 'Business Checking',
      customer: ['LYCOMING VALLEY HARDWOODS INC', '2450 REACH RD', 'WILLIAMSPORT PA 17701'],
      date: 'MM/DD',
      ledger: 'running',
    },
    mech: {
      type3: true,
      overprint: [
        [0.3, 0],
        [0.6, 0],
      ],
      margin: { side: 'right', text: marginCode('JSSB-B2', '4410202603310200413378') },
    },
  });
};
