// MCA and loan positions: recurring debits grouped by account and counterparty, split by amount,
// checked for cadence, linked to their funding deposits. A model's claimed financing streams (later
// pass) are checked against the rows: a claim the rows contradict is not counted and is recorded.
// Entry: detectPositions.
import { formatCents, statedCents } from '../../money.ts';
import type { Position } from '../../schemas/result.ts';
import { aliasMatchLength, words } from '../categorize/normalize.ts';
import type { CategorizedRow } from '../categorize/row.ts';
import type { Category } from '../categorize/categories.ts';
import { LENDERS } from '../categorize/data/lenders.ts';
import { businessDaysBetween, daysBetween } from '../calendar.ts';
import { detectCadence, ESTABLISHED_OCCURRENCES, expectedNext, isActiveAt, type Cadence } from './cadence.ts';
import { reviewReason } from '../../schemas/review-reasons.ts';

/** A financing stream the model says exists. Amount in dollars or a decimal string. */
export interface FinancingClaim {
  funder: string;
  kind: 'mca' | 'loan';
  cadence?: Cadence;
  payment_amount?: number | string;
  account_key?: string;
  /** words as printed on the rows, when they differ from the funder name */
  counterparty?: string;
}

export interface ClaimCheck {
  claim: FinancingClaim;
  accepted: boolean;
  reason: string;
  position_id: string | null;
}

export interface PositionInput {
  rows: CategorizedRow[]; // verified statements' rows only
  /** account key → last day its verified statements cover */
  periodEndByAccount: Record<string, string>;
  /** account key → first day its verified statements cover (a stream paying from then began earlier) */
  periodStartByAccount?: Record<string, string>;
  claims?: FinancingClaim[];
}

export interface PositionResult {
  positions: Position[];
  claimChecks: ClaimCheck[];
  reviewReasons: string[];
}

/** amounts within this share of each other are one payment stream */
export const AMOUNT_TOLERANCE = 0.02;
const AMOUNT_TOLERANCE_CENTS = 100;
/**
 * Behaviour, whatever the name: debits of one near-constant amount to one payee the rules could not name
 * (`unknown`, or generic withdrawal wording) on a daily or weekly cadence are a possible position from
 * this many payments. Such a stream counts in the withhold only when its evidence is strong (the rule
 * lives in `unnamedStrength`): a funding credit from the same payee came first, or the payee's name has a
 * financing word (`CAP`, `FUNDING`, `ADVANCE`, `FACTORS`, `RECEIVABL`...), or it ran daily for
 * UNNAMED_STRONG_RUN.daily payments (suppliers and leases collect weekly or monthly, not every business
 * day); otherwise it is reported, flagged for review and not counted.
 */
export const UNNAMED_MIN: Record<'daily' | 'weekly', number> = { daily: 8, weekly: 4 };
export const UNNAMED_STRONG_RUN: Record<'daily' | 'weekly', number> = { daily: 20, weekly: Infinity };
/** words of a financing company's name: a stream to such a payee is an advance's collection */
const FINANCING_WORDS =
  /\b(?:CAPITAL|CAP|FUNDING|FUNDERS?|FUND|ADVANCE|ADVANCES|FACTORS|FACTORING|RECEIVABLES?|RECEIVABL|FINANCE|FINANCIAL|FINANCING|LENDING|LENDER|MCA)\b/;
/** generic debit wording behind which a funder's collection hides (`Withdrawal to <payee>`, `<payee> Purchase`) */
const BEHAVIOUR_WORDING =
  /^wording:expense:(?:WITHDRAWAL|ELECTRONIC WITHDRAWAL|PURCHASE|RECURRING PAYMENT|ONLINE PAYMENT|EPAYMENT)$/;
/** the code an unnamed stream carries until its evidence is strong or a person confirms it */
export const UNCONFIRMED = 'unconfirmed_unnamed_stream';
/** a funding deposit links to the stream starting at most this many days later */
const FUNDING_LINK_DAYS = 45;
/** lenders that also sell advances (OnDeck, Headway, …), by the counterparty name the rules give */
const SELLS_ADVANCES = new Set(LENDERS.filter((l) => l.ambiguous).map((l) => l.name));
/** the cadences advances are collected at; a term loan from the same lender pays monthly */
const ADVANCE_CADENCES: readonly string[] = ['daily', 'weekly', 'biweekly'];

/**
 * The marks the position stage appends when it re-labels a row, each naming the category it replaced
 * (`;cadence:unnamed_stream:other`); `beforePositions` strips them. `unnamed_daily_debit` is the older form
 * (from `unknown`).
 */
const RELABEL_RE =
  /;(?:cadence:unnamed_daily_debit|cadence:unnamed_stream:(\w+)|position:funding_of_stream(?::(\w+))?)(?=;|$)/;

/** A row's category and reason as categorized, before the position stage re-labelled it. */
export function beforePositions(category: Category, reason: string): { category: Category; reason: string } {
  for (let m = RELABEL_RE.exec(reason); m; m = RELABEL_RE.exec(reason)) {
    category = ((m[1] ?? m[2]) as Category | undefined) ?? 'unknown';
    reason = reason.replace(m[0], '');
  }
  return { category, reason };
}

/** A row out of a dropped position: what the position stage re-labelled goes back to what it was. */
export function unlinkRow(r: CategorizedRow): void {
  delete r.positionId;
  delete r.countedAs;
  if (!RELABEL_RE.test(r.reason)) return;
  const was = beforePositions(r.category, r.reason);
  r.category = was.category;
  r.reason = was.reason;
}

/** The withhold counts an MCA position still paying at a regular cadence, unless it is an unconfirmed unnamed stream. Loans never count. */
export function countsInWithhold(
  p: Pick<Position, 'kind' | 'is_active' | 'cadence' | 'detection_reason_codes'>,
): boolean {
  return (
    p.kind === 'mca' && p.is_active && p.cadence !== 'irregular' && !p.detection_reason_codes.includes(UNCONFIRMED)
  );
}

/**
 * Evidence for a stream no dictionary names: strong when a funding credit from the same payee came first,
 * when the payee's name has a financing word, or when it ran daily for UNNAMED_STRONG_RUN payments at one
 * amount; else moderate (reported, flagged, not counted).
 */
function unnamedStrength(
  cadence: string,
  payments: number,
  fundingLinked: boolean,
  payee: string,
): { strong: boolean; codes: string[] } {
  const codes: string[] = [];
  if (fundingLinked) codes.push('evidence_funding_linked');
  if (FINANCING_WORDS.test(words(payee))) codes.push('evidence_financing_name');
  const run = UNNAMED_STRONG_RUN[cadence as 'daily'];
  if (run !== undefined && payments >= run) codes.push('evidence_long_run');
  const strong = codes.length > 0;
  if (!strong) codes.push(UNCONFIRMED);
  return { strong, codes };
}

function near(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(AMOUNT_TOLERANCE_CENTS, AMOUNT_TOLERANCE * Math.max(a, b));
}

function fnv(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** Split one counterparty's debits into streams: amount clusters, then time-disjoint clusters joined (an amount change). */
export function splitStreams(rows: CategorizedRow[]): Array<{ rows: CategorizedRow[]; amountChanged: boolean }> {
  const clusters: CategorizedRow[][] = [];
  for (const r of [...rows].sort((a, b) => a.date.localeCompare(b.date) || a.index - b.index)) {
    const c = clusters.find((cl) => near(cl[cl.length - 1].amountCents, r.amountCents));
    if (c) c.push(r);
    else clusters.push([r]);
  }
  clusters.sort((a, b) => a[0].date.localeCompare(b[0].date));
  const streams: Array<{ rows: CategorizedRow[]; amountChanged: boolean }> = [];
  for (const c of clusters) {
    // join to a stream that ended before this cluster began (payment re-set), else a separate stream
    const prev = streams.find((s) => s.rows[s.rows.length - 1].date < c[0].date && c.length >= 2 && s.rows.length >= 2);
    if (prev) {
      prev.rows.push(...c);
      prev.amountChanged = true;
    } else streams.push({ rows: [...c], amountChanged: false });
  }
  return streams;
}

interface Candidate {
  accountKey: string;
  funder: string;
  signature: string;
  kind: 'mca' | 'loan';
  named: boolean;
  rows: CategorizedRow[];
  amountChanged: boolean;
  codes: string[];
  claim?: FinancingClaim;
  /** found by behaviour alone: no dictionary, no model claim */
  unnamed?: boolean;
}

function buildPosition(
  c: Candidate,
  periodEnd: string,
  funding: CategorizedRow[],
  periodStart: string | undefined,
): Position {
  const rows = [...c.rows].sort((a, b) => a.date.localeCompare(b.date) || a.index - b.index);
  const cad = detectCadence(rows.map((r) => r.date));
  const first = rows[0].date;
  const last = rows[rows.length - 1].date;
  // two advances from one funder may start the same day: the first amount tells them apart
  const key = `${c.accountKey}|${c.signature}|${first}|${rows[0].amountCents}`;
  const id = `pos_${fnv(key)}`;
  const codes = [...c.codes, `cadence_${cad.cadence}`];
  if (c.amountChanged) codes.push('amount_changed');
  else codes.push('amount_fixed');
  if (cad.skipped > 0) codes.push(`skipped_payments:${cad.skipped}`);
  const active = isActiveAt(last, cad.cadence, periodEnd);
  if (!active) codes.push('stopped');
  const established = cad.cadence !== 'irregular' && rows.length >= ESTABLISHED_OCCURRENCES[cad.cadence];
  if (established) codes.push('established');
  const linked = funding.filter((f) => {
    const d = daysBetween(f.date, first);
    return d >= 0 && d <= FUNDING_LINK_DAYS;
  });
  if (linked.length) codes.push('funding_linked');
  const regular = cad.cadence !== 'irregular';
  let strength = regular && c.named && established ? 'strong' : regular ? 'moderate' : 'weak';
  const unnamed = c.unnamed && !c.claim;
  if (unnamed) {
    const u = unnamedStrength(cad.cadence, rows.length, linked.length > 0, c.funder);
    codes.push(...u.codes);
    strength = u.strong ? 'strong' : 'moderate';
  }
  const confirmed = !codes.includes(UNCONFIRMED);
  const evidence = c.claim ? 'model_and_cadence' : regular ? 'cadence' : 'dictionary';
  const kind = c.kind;
  // a lender that also sells advances, collecting at an advance's cadence, and no model decided: it stays
  // a loan (not counted) but says so, for the underwriter to confirm
  if (kind === 'loan' && !c.claim && SELLS_ADVANCES.has(c.funder) && ADVANCE_CADENCES.includes(cad.cadence))
    codes.push('kind_undecided_lender_sells_advances');
  if (rows.length === 1) codes.push('single_payment');
  // paying from the first covered days: it began before the packet, so total_repaid is a lower bound
  if (periodStart && cad.cadence !== 'irregular' && businessDaysBetween(periodStart, first) <= 3)
    codes.push('started_before_packet');
  const countedAs = kind === 'mca' ? 'mca_payment' : 'loan_payment';
  for (const r of rows) {
    r.positionId = id;
    // an unconfirmed stream is linked for the reviewer but its rows keep counting as they were categorized
    if (!confirmed) continue;
    r.countedAs = countedAs;
    r.mcaProjected = kind === 'mca' && regular;
  }
  for (const f of linked) {
    f.positionId = id;
    f.countedAs = kind === 'mca' ? 'mca_funding' : 'loan_proceeds';
    if (f.category === 'unknown' || f.category === 'revenue') {
      // an unnamed credit (or a wire) from the stream's own payee is its funding, not revenue
      f.reason += `;position:funding_of_stream:${f.category}`;
      f.category = kind === 'mca' ? 'mca_funding' : 'loan';
    }
  }
  return {
    id,
    funder: c.funder,
    counterparty_signature: c.signature,
    account_key: c.accountKey,
    cadence: cad.cadence,
    payment_amount: formatCents(rows[rows.length - 1].amountCents),
    occurrences: rows.length,
    total_repaid: formatCents(rows.reduce((a, r) => a + r.amountCents, 0)),
    first_date: first,
    last_date: last,
    expected_next_date: active ? expectedNext(last, cad.cadence) : null,
    is_active: active,
    evidence,
    evidence_strength: strength,
    counted_in_withhold: countsInWithhold({
      kind,
      is_active: active,
      cadence: cad.cadence,
      detection_reason_codes: codes,
    }),
    key,
    kind,
    detection_reason_codes: codes,
    linked_funding: linked.map((f) => ({
      document_id: f.documentId,
      index: f.index,
      date: f.date,
      amount: formatCents(f.amountCents),
    })),
  };
}

function claimMatches(claim: FinancingClaim, text: string): boolean {
  const names = [claim.counterparty, claim.funder].filter((x): x is string => !!x).map(words);
  return names.some((n) => n.length >= 3 && aliasMatchLength(words(text), n).length > 0);
}

function claimAmountCents(claim: FinancingClaim): number | null {
  if (claim.payment_amount === undefined) return null;
  return statedCents(claim.payment_amount);
}

/** Model claims checked against the rows: a claim confirmed by cadence and amount names its stream; the rest are recorded. */
function checkClaims(
  claims: FinancingClaim[],
  found: Candidate[],
  debits: CategorizedRow[],
  claimChecks: ClaimCheck[],
  reviewReasons: string[],
): Candidate[] {
  let candidates = found;
  const claimed = new Set<Candidate>();
  for (const claim of claims) {
    const inAccount = (r: { accountKey: string }) => !claim.account_key || r.accountKey === claim.account_key;
    let matched = candidates.filter(
      (c) => inAccount(c) && (claimMatches(claim, c.funder) || c.rows.some((r) => claimMatches(claim, r.description))),
    );
    if (!matched.length) {
      const rows = debits.filter((r) => inAccount(r) && !r.positionId && claimMatches(claim, r.description));
      const byAccount = new Map<string, CategorizedRow[]>();
      for (const r of rows) byAccount.set(r.accountKey, [...(byAccount.get(r.accountKey) ?? []), r]);
      matched = [...byAccount.entries()].flatMap(([accountKey, rs]) =>
        splitStreams(rs).map((s) => ({
          accountKey,
          funder: claim.funder,
          signature: words(claim.funder),
          kind: claim.kind,
          named: true,
          rows: s.rows,
          amountChanged: s.amountChanged,
          codes: ['model_claim_only'],
        })),
      );
      candidates.push(...matched);
    }
    const wantAmount = claimAmountCents(claim);
    const fit = matched.find((c) => {
      const cad = detectCadence(c.rows.map((r) => r.date)).cadence;
      const amt = c.rows[c.rows.length - 1].amountCents;
      return (
        cad !== 'irregular' &&
        (!claim.cadence || claim.cadence === cad) &&
        (wantAmount === null || near(amt, wantAmount))
      );
    });
    if (!fit) {
      const why = !matched.length ? 'no_matching_rows' : 'cadence_or_amount_contradicted';
      claimChecks.push({ claim, accepted: false, reason: why, position_id: null });
      reviewReasons.push(reviewReason('financing_claim_rejected', claim.funder, why));
      continue;
    }
    claimed.add(fit);
    fit.claim = claim;
    fit.codes.push('model_claim_confirmed');
    if (fit.kind !== claim.kind) fit.codes.push(`kind_from_model:${claim.kind}`);
    fit.kind = claim.kind;
    fit.named = true;
    // a stream found by behaviour takes the name the model gives its payee
    if (fit.unnamed) fit.funder = claim.funder;
    fit.unnamed = false;
    claimChecks.push({ claim, accepted: true, reason: 'rows_confirm_cadence', position_id: null });
  }
  for (const c of candidates) if (!claimed.has(c)) c.codes.push('not_claimed_by_model');
  // streams a claim brought in but did not confirm are not positions
  candidates = candidates.filter((c) => !c.codes.includes('model_claim_only') || claimed.has(c));
  return candidates;
}
/** Funding with no stream of its own: a renewal of a running position links to it; else a person looks. */
function linkRenewals(funding: CategorizedRow[], positions: Position[], reviewReasons: string[]): void {
  for (const f of funding) {
    // a renewal: the funder already collecting in this account funded again while its stream ran
    const renewed = positions.find(
      (p) =>
        p.account_key === f.accountKey &&
        p.counterparty_signature === words(f.counterparty) &&
        daysBetween(f.date, p.first_date) <= FUNDING_LINK_DAYS &&
        f.date <= p.last_date,
    );
    if (!renewed) {
      reviewReasons.push(reviewReason('funding_without_payments', f.counterparty, f.date));
      continue;
    }
    f.positionId = renewed.id;
    f.countedAs = renewed.kind === 'mca' ? 'mca_funding' : 'loan_proceeds';
    renewed.linked_funding = [
      ...(renewed.linked_funding ?? []),
      { document_id: f.documentId, index: f.index, date: f.date, amount: formatCents(f.amountCents) },
    ];
    if (!renewed.detection_reason_codes.includes('renewal_funding'))
      renewed.detection_reason_codes.push('renewal_funding');
  }
}

interface PayeeGroup {
  accountKey: string;
  funder: string;
  kind: 'mca' | 'loan';
  named: boolean;
  rows: CategorizedRow[];
}

/** Debits that may be financing, by account and payee: named MCA and loan payments, and unnamed payees. */
function payeeGroups(debits: CategorizedRow[]): Map<string, PayeeGroup> {
  const groups = new Map<string, PayeeGroup>();
  for (const r of debits) {
    let kind: 'mca' | 'loan' | null = r.category === 'mca_payment' ? 'mca' : r.category === 'loan' ? 'loan' : null;
    const named = kind !== null;
    // an unnamed payee: kept only if its behaviour proves a daily or weekly stream below
    if (!kind && (r.category === 'unknown' || (r.category === 'other' && BEHAVIOUR_WORDING.test(r.reason))))
      kind = 'mca';
    if (!kind) continue;
    const sig = words(r.counterparty || r.groupKey);
    const k = `${r.accountKey}|${sig}|${named}`;
    const g = groups.get(k) ?? {
      accountKey: r.accountKey,
      funder: r.counterparty || 'Unnamed debit',
      kind,
      named,
      rows: [],
    };
    g.rows.push(r);
    groups.set(k, g);
  }
  return groups;
}

export function detectPositions(input: PositionInput): PositionResult {
  const debits = input.rows.filter((r) => r.type === 'debit');
  const reviewReasons: string[] = [];
  const groups = payeeGroups(debits);
  let candidates: Candidate[] = [];
  for (const g of groups.values()) {
    for (const s of splitStreams(g.rows)) {
      const cand: Candidate = {
        accountKey: g.accountKey,
        funder: g.funder,
        signature: words(g.funder),
        kind: g.kind,
        named: g.named,
        rows: s.rows,
        amountChanged: s.amountChanged,
        codes: [g.named ? 'dictionary_match' : 'unnamed_stream'],
        unnamed: !g.named,
      };
      if (g.named) {
        // one named loan payment (a monthly loan in a one-month packet) is still a loan to report
        if (s.rows.length >= 2 || g.kind === 'loan') candidates.push(cand);
        continue;
      }
      const cadence = detectCadence(s.rows.map((r) => r.date)).cadence;
      if (!s.amountChanged && (cadence === 'daily' || cadence === 'weekly') && s.rows.length >= UNNAMED_MIN[cadence]) {
        if (cadence === 'daily') cand.codes.push('unnamed_daily_debit');
        candidates.push(cand);
      }
    }
  }

  const claimChecks: ClaimCheck[] = [];
  if (input.claims) candidates = checkClaims(input.claims, candidates, debits, claimChecks, reviewReasons);

  const isFunding = (r: CategorizedRow) => r.category === 'mca_funding' || r.category === 'loan';
  const funding = input.rows.filter(
    (r) => r.type === 'credit' && (isFunding(r) || r.category === 'unknown' || r.reason === 'wording:wire:originator'),
  );
  candidates.sort((a, b) => a.rows[0].date.localeCompare(b.rows[0].date));
  const positions = candidates.map((c) => {
    const fundingFor = funding.filter(
      (f) =>
        !f.positionId &&
        words(f.counterparty) === c.signature &&
        (f.category !== 'revenue' || (c.unnamed === true && f.reason === 'wording:wire:originator')),
    );
    const p = buildPosition(
      c,
      input.periodEndByAccount[c.accountKey] ?? c.rows[c.rows.length - 1].date,
      fundingFor,
      input.periodStartByAccount?.[c.accountKey],
    );
    const check = claimChecks.find((x) => x.claim === c.claim);
    if (check) check.position_id = p.id;
    if (c.unnamed && !c.claim) {
      if (!p.detection_reason_codes.includes(UNCONFIRMED))
        for (const r of c.rows) {
          r.reason += `;cadence:unnamed_stream:${r.category}`;
          r.category = 'mca_payment';
        }
      if (p.is_active)
        reviewReasons.push(reviewReason('position_unnamed_payee', p.funder, p.cadence, p.evidence_strength));
    }
    if (p.kind === 'mca' && p.is_active && p.cadence === 'irregular')
      reviewReasons.push(reviewReason('position_cadence_unknown', p.funder));
    if (p.is_active && p.detection_reason_codes.includes('kind_undecided_lender_sells_advances'))
      reviewReasons.push(reviewReason('position_kind_unconfirmed', p.funder, p.cadence));
    return p;
  });
  linkRenewals(
    funding.filter((f) => !f.positionId && isFunding(f)),
    positions,
    reviewReasons,
  );
  positions.sort(
    (a, b) =>
      a.account_key.localeCompare(b.account_key) ||
      a.first_date.localeCompare(b.first_date) ||
      a.funder.localeCompare(b.funder),
  );
  return { positions, claimChecks, reviewReasons };
}
