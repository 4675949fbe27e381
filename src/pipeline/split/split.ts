// Pages of one file → documents. Consecutive pages of one class form a document, and a run of statement
// pages is cut where a new statement begins:
//  - page numbering restarts ("Page 1 of N" after other pages)            → page_numbering_restarted
//  - numbering does not continue and a statement-start page (opening balance, period, summary) shows
//      a different statement period                                       → new_statement_period
//      a different account number on a page that prints a period          → new_account_number
//      a different masthead (bank name at the top)                        → new_institution
// A new account number on a page without a period is a second account section of the same statement
// (combined checking + savings), so it does not cut. Continuation pages (rows only) never cut. A cut-off
// part that prints no opening or closing balance of its own, over the account and period of the part
// before it, continues that part (a page footer repeated with "Page 1 of N" on a later page is no new
// statement): the parts are joined again.
import type { PageClass, PageText } from '../types.ts';
import type { PageClassification } from './classify.ts';
import { pageFeatures, type PageFeatures } from './features.ts';

export type BoundaryReason =
  | 'start_of_file'
  | 'document_type_changed'
  | 'page_numbering_restarted'
  | 'new_statement_period'
  | 'new_account_number'
  | 'new_institution';

export interface DocumentSegment {
  kind: PageClass;
  pages: number[]; // 1-based pages of the file, in order
  boundaryReason: BoundaryReason;
  evidence: string | null; // what changed, e.g. "account 1234 → 5678"
  accountLast4: string | null; // first account number seen (statements)
  period: { start: string | null; end: string } | null; // first statement period seen
}

const START_LIKE =
  /\b(beginning|opening|starting|previous) (ledger )?balance\b|\bbalance (brought )?forward\b|\bstatement (period|date)\b|\baccount summary\b|\bfor the period\b/;

/**
 * A balance the statement opens or closes with, its amount on the line: what a statement prints and a
 * continuation page does not (a disclosure's prose names the balances without amounts).
 */
const BALANCE_LABEL =
  /\b(beginning|opening|starting|previous) (ledger )?balance\b|\bbalance (brought )?forward\b|\b(ending|closing|new) (ledger )?balance\b/i;
const ownBalance = (lines: string[]): boolean => lines.some((l) => BALANCE_LABEL.test(l) && /\d[.,]\d\d\b/.test(l));

function samePeriod(a: NonNullable<PageFeatures['period']>, b: NonNullable<PageFeatures['period']>): boolean {
  return a.end === b.end && (a.start === null || b.start === null || a.start === b.start);
}

interface Open {
  seg: DocumentSegment;
  accounts: Set<string>;
  lastPageNo: PageFeatures['pageNo'];
  masthead: string | null;
}

function statementBoundary(cur: Open, f: PageFeatures): { reason: BoundaryReason; evidence: string } | null {
  const prev = cur.lastPageNo;
  if (f.pageNo && f.pageNo.n === 1 && cur.seg.pages.length > 0)
    return {
      reason: 'page_numbering_restarted',
      evidence: `page ${f.page} is page 1${f.pageNo.of ? ` of ${f.pageNo.of}` : ''}`,
    };
  const continues = !!(
    f.pageNo &&
    prev &&
    f.pageNo.n === prev.n + 1 &&
    (f.pageNo.of === prev.of || f.pageNo.of === null || prev.of === null)
  );
  if (continues || !START_LIKE.test(f.text)) return null;
  const period = cur.seg.period;
  if (f.period && period && !samePeriod(f.period, period)) {
    return {
      reason: 'new_statement_period',
      evidence: `period ${period.start ?? '?'}..${period.end} → ${f.period.start ?? '?'}..${f.period.end}`,
    };
  }
  if (f.accountLast4 && f.period && cur.accounts.size > 0 && !cur.accounts.has(f.accountLast4)) {
    return { reason: 'new_account_number', evidence: `account ${[...cur.accounts].join('/')} → ${f.accountLast4}` };
  }
  // Over the same account and period, another masthead cuts only where the page prints a balance of its own: a
  // disclosure page's title between two activity pages ("how to balance your checkbook") starts nothing.
  const same = !!(
    f.period &&
    period &&
    samePeriod(f.period, period) &&
    f.accountLast4 &&
    cur.accounts.has(f.accountLast4)
  );
  // A page numbered further on in the same printed count (`Page 3 of 3` after `Page 1 of 3`: a page is missing) is
  // the same statement's whatever its top line says; its missing rows leave it unreconciled, in review.
  const later = !!(f.pageNo && prev && f.pageNo.of !== null && f.pageNo.of === prev.of && f.pageNo.n > prev.n);
  if (
    !later &&
    f.masthead &&
    cur.masthead &&
    f.masthead !== cur.masthead &&
    (f.period || f.accountLast4) &&
    (!same || ownBalance(f.lines))
  ) {
    return { reason: 'new_institution', evidence: `masthead "${cur.masthead}" → "${f.masthead}"` };
  }
  return null;
}

export function splitDocuments(pages: PageText[], classes: PageClassification[]): DocumentSegment[] {
  return splitFeatures(pages.map(pageFeatures), classes);
}

/**
 * Parts of one statement cut apart (a numbering that restarts on a repeated footer): a statement part printing
 * no opening or closing balance, whose account or period matches the part before it and neither differs, is
 * joined to that part.
 */
function joinContinuations(segs: DocumentSegment[], features: PageFeatures[]): DocumentSegment[] {
  const lines = new Map(features.map((f) => [f.page, f.lines]));
  const out: DocumentSegment[] = [];
  for (const s of segs) {
    const prev = out[out.length - 1];
    const continues =
      prev?.kind === 'bank_statement' &&
      s.kind === 'bank_statement' &&
      s.boundaryReason !== 'start_of_file' &&
      !s.pages.some((p) => ownBalance(lines.get(p) ?? [])) &&
      (s.accountLast4 === null || s.accountLast4 === prev.accountLast4) &&
      (s.period === null || (prev.period !== null && samePeriod(s.period, prev.period))) &&
      (s.accountLast4 !== null || s.period !== null);
    if (continues) prev.pages.push(...s.pages);
    else out.push(s);
  }
  return out;
}

export function splitFeatures(features: PageFeatures[], classes: PageClassification[]): DocumentSegment[] {
  return joinContinuations(cutFeatures(features, classes), features);
}

function cutFeatures(features: PageFeatures[], classes: PageClassification[]): DocumentSegment[] {
  const byPage = new Map(classes.map((c) => [c.page, c.class]));
  const out: DocumentSegment[] = [];
  let cur: Open | null = null;
  const open = (f: PageFeatures, kind: PageClass, reason: BoundaryReason, evidence: string | null): Open => {
    const seg: DocumentSegment = {
      kind,
      pages: [],
      boundaryReason: reason,
      evidence,
      accountLast4: null,
      period: null,
    };
    out.push(seg);
    return { seg, accounts: new Set(), lastPageNo: null, masthead: f.masthead };
  };
  for (const f of features) {
    let kind = byPage.get(f.page) ?? 'unclassified';
    // A page numbered as the next page of the open statement ("Page 3 of 5" after "Page 2 of 5") is part of
    // it whatever its words look like (a disclosure or checkbook page in the middle): the statement is not
    // cut in two around it.
    const prev = cur?.lastPageNo;
    if (
      cur?.seg.kind === 'bank_statement' &&
      kind !== 'bank_statement' &&
      prev &&
      f.pageNo &&
      f.pageNo.of !== null &&
      f.pageNo.of === prev.of &&
      f.pageNo.n === prev.n + 1
    )
      kind = 'bank_statement';
    if (!cur) cur = open(f, kind, 'start_of_file', null);
    else if (cur.seg.kind !== kind) cur = open(f, kind, 'document_type_changed', `${cur.seg.kind} → ${kind}`);
    else if (kind === 'bank_statement') {
      const b = statementBoundary(cur, f);
      if (b) cur = open(f, kind, b.reason, b.evidence);
    } else if (kind !== 'unclassified' && f.pageNo?.n === 1 && cur.seg.pages.length > 0) {
      cur = open(f, kind, 'page_numbering_restarted', `page ${f.page} is page 1`);
    }
    cur.seg.pages.push(f.page);
    if (f.pageNo) cur.lastPageNo = f.pageNoLast ?? f.pageNo;
    if (kind === 'bank_statement') {
      if (f.accountLast4) {
        cur.accounts.add(f.accountLast4);
        cur.seg.accountLast4 ??= f.accountLast4;
      }
      if (f.period) cur.seg.period ??= f.period;
      cur.masthead ??= f.masthead;
    }
  }
  return out;
}
