// Per-page document type from the text layer: weighted phrase evidence per class, best score wins.
// A page with too little evidence is `unclassified`, except a near-empty or transactions-only page right
// after a statement page, which continues that statement.
import type { PageClass, PageText } from '../types.ts';
import { pageFeatures, type PageFeatures } from './features.ts';

export interface PageClassification {
  page: number;
  class: PageClass;
  confidence: number; // 0..1
  signals: string[]; // evidence names, e.g. 'beginning_balance', 'tx_lines:12'
}

type Rule = [signal: string, weight: number, pattern: RegExp];

// Dutch, German and Spanish words as well: `Beginsaldo`, `Alter Kontostand`, `Saldo inicial`; `Kontoauszug` and
// `Estado de Cuenta` (a statement of account); `Haben` / `Soll`, `Depositos` / `Retiros`; `Kontonummer`, `No. de Cuenta`.
const RULES: Record<Exclude<PageClass, 'unclassified'>, Rule[]> = {
  bank_statement: [
    [
      'beginning_balance',
      3,
      /\b(beginning|opening|starting|previous|prior) (ledger )?balance\b|\bbalance (brought )?forward\b|\bbeginsaldo\b|\b(alter kontostand|kontostand alt|anfangssaldo|saldo inicial|saldo anterior)\b/,
    ],
    [
      'ending_balance',
      3,
      /\b(ending|closing|new) (ledger )?balance\b|\beindsaldo\b|\b(neuer kontostand|kontostand neu|endsaldo|saldo final)\b/,
    ],
    [
      'statement_period',
      2,
      /\bstatement (period|date|cycle)\b|\bfor the period\b|\bperiod (covered|beginning|ending)\b|\bkontoauszug\b|\bestado de cuenta\b/,
    ],
    ['deposits', 1, /\bdeposits?\b|\bcredits?\b|\bdep[oó]sitos?\b|\babonos?\b|\bhaben\b/],
    ['withdrawals', 1, /\bwithdrawals?\b|\bdebits?\b|\bchecks paid\b|\bretiros?\b|\bcargos?\b|\bsoll\b/],
    ['account_number', 1, /\baccount (number|no\.?|#)|\bacct\b|\bkontonummer\b|\bn(o\.?|[uú]mero) de cuenta\b/],
    ['daily_balance', 2, /\bdaily (ending |ledger )?balances?\b/],
    ['bank_words', 1, /\bmember fdic\b|\bchecking\b|\bsavings\b|\bservice charges?\b|\boverdraft\b/],
  ],
  merchant_application: [
    [
      'merchant_application',
      4,
      /\b(merchant|funding|business|credit|iso) (cash advance )?application\b|\bapplication for\b/,
    ],
    ['owner', 1.5, /\bowner(ship)?\b|\bprincipal\b|\bguarantor\b/],
    ['ssn', 2, /\bssn\b|\bsocial security\b/],
    ['ein', 1.5, /\bein\b|\bfederal tax id\b|\btax id\b|\bfein\b/],
    ['signature', 1, /\bsignature\b|\bsigned\b/],
    ['funding', 1, /\bfunding\b|\bamount requested\b|\brequested amount\b|\buse of funds\b/],
    [
      'business_fields',
      2,
      /\blegal (business )?name\b|\bdba\b|\bdoing business as\b|\bbusiness start date\b|\bdate business started\b|\btime in business\b/,
    ],
    ['contact_fields', 1, /\bhome address\b|\bmobile (phone)?\b|\bdate of birth\b|\bcredit score\b/],
  ],
  tax_return: [
    ['form_1120', 4, /\bform 1120(-?s)?\b|\b1120-?s\b/],
    ['form_1040', 3, /\bform 1040\b|\b1040 u\.?s\.? individual\b/],
    ['number_1040', 1, /\b1040\b/],
    ['form_1065', 4, /\bform 1065\b/],
    ['irs', 3, /\binternal revenue service\b|\bdepartment of the treasury\b/],
    ['schedule', 1.5, /\bschedule [a-z0-9-]{1,3}\b/],
    ['tax_words', 1.5, /\btaxable income\b|\bincome tax return\b|\badjusted gross income\b|\bomb no\b|\btax year\b/],
  ],
  voided_check: [
    ['void', 3, /\bvoid(ed)?\b/],
    ['micr', 3, /[⑆⑇⑈⑉]/],
    ['pay_to_the_order_of', 3, /\bpay to the order of\b/],
    ['check_words', 1, /\bdollars\b|\bmemo\b/],
  ],
  identification: [
    ['driver_license', 4, /\bdriver'?s? licen[cs]e\b|\bidentification card\b|\bpassport\b/],
    ['dob', 1, /\bdob\b|\bdate of birth\b/],
    [
      'license_fields',
      1,
      /\bclass\b|\bexp(ires)?\b|\biss(ued)?\b|\bhgt\b|\beyes\b|\bsex\b|\bendorsements?\b|\brestrictions?\b/,
    ],
  ],
  invoice: [
    ['invoice', 3, /\binvoice\b/],
    ['bill_to', 2, /\bbill(ed)? to\b|\bship to\b/],
    ['due_date', 1.5, /\bdue date\b|\bpayment terms\b|\bnet 30\b/],
    ['invoice_totals', 1.5, /\bsubtotal\b|\bamount due\b|\bbalance due\b|\bqty\b|\bunit price\b/],
  ],
};

const MIN_SCORE = 3;
const ROUTING_AT_BOTTOM = /\b[0-3]\d{8}\b.*\b\d{4,17}\b/;

function score(f: PageFeatures): Map<PageClass, { score: number; signals: string[] }> {
  const out = new Map<PageClass, { score: number; signals: string[] }>();
  for (const [cls, rules] of Object.entries(RULES) as Array<[PageClass, Rule[]]>) {
    let s = 0;
    const signals: string[] = [];
    for (const [name, w, re] of rules) {
      if (re.test(f.text)) {
        s += w;
        signals.push(name);
      }
    }
    out.set(cls, { score: s, signals });
  }
  const st = out.get('bank_statement')!;
  // Transaction rows are the statement's strongest evidence, and what continuation pages have.
  if (f.txLines >= 3) {
    st.score += f.txLines >= 8 ? 4 : 2.5;
    st.signals.push(`tx_lines:${f.txLines}`);
  }
  if (f.period) {
    st.score += 1;
    st.signals.push('period_range');
  }
  const check = out.get('voided_check')!;
  const bottom = f.lines.slice(-3).join(' ');
  if (f.chars < 600 && ROUTING_AT_BOTTOM.test(bottom)) {
    check.score += 2;
    check.signals.push('routing_account_digits_at_bottom');
  }
  // An ID card is short; a long page that mentions DOB and "class" is something else.
  const id = out.get('identification')!;
  if (f.chars > 1500) id.score = Math.min(id.score, 2);
  return out;
}

function decide(f: PageFeatures): PageClassification {
  if (f.chars === 0) return { page: f.page, class: 'unclassified', confidence: 0, signals: ['no_text'] };
  const ranked = [...score(f).entries()].sort((a, b) => b[1].score - a[1].score);
  const [cls, best] = ranked[0];
  const second = ranked[1][1].score;
  if (best.score < MIN_SCORE)
    return {
      page: f.page,
      class: 'unclassified',
      confidence: 0,
      signals: best.signals.length ? [`weak:${cls}`, ...best.signals] : [],
    };
  const confidence = Math.round(Math.min(0.99, best.score / (best.score + second + 2)) * 100) / 100;
  return { page: f.page, class: cls, confidence, signals: best.signals };
}

/** Classify each page; pages are expected in file order (1-based `page`). */
export function classifyPages(pages: PageText[]): PageClassification[] {
  return classifyFeatures(pages.map(pageFeatures));
}

export function classifyFeatures(features: PageFeatures[]): PageClassification[] {
  const out = features.map(decide);
  // Continuations: an unclassified page after a statement page stays with it when it is near-empty
  // (no text layer, a check-image page, "intentionally left blank") or carries any statement evidence.
  for (let i = 1; i < out.length; i++) {
    const prev = out[i - 1];
    const cur = out[i];
    if (cur.class !== 'unclassified' || prev.class !== 'bank_statement') continue;
    const f = features[i];
    const weakStatement = cur.signals[0] === 'weak:bank_statement' || f.txLines > 0;
    if (f.chars < 200 || weakStatement) {
      out[i] = {
        page: cur.page,
        class: 'bank_statement',
        confidence: Math.min(0.6, prev.confidence),
        signals: ['continuation', ...cur.signals.filter((s) => !s.startsWith('weak:'))],
      };
    }
  }
  return out;
}
