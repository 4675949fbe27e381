// Cross-document fraud signals: what one document says against another. Each signal is computed from
// verified figures or from names and ids the documents print, never from a guess; a check that had
// nothing to compare is listed in checks_not_possible, and a packet where no check could run is
// severity `unknown`, not `low`. A plain duplicate (same statement twice, same figures) is excluded,
// not scored.
import { formatCents, statedCents, toCents, type Cents } from '../../money.ts';
import type { Application, Month } from '../../schemas/result.ts';
import type { BalanceChain, FraudReason, PacketFraud } from '../../schemas/packet.ts';
import type { OverlapConflict } from './chain.ts';
import { einDigits } from './names.ts';
import type { Screening } from './screen.ts';

export const SEVERITY_WEIGHT = { high: 40, medium: 20, low: 5 } as const;
type Severity = keyof typeof SEVERITY_WEIGHT;

/** Stated monthly revenue above verified by this factor is `medium`; by the second, `high`. */
export const REVENUE_OVERSTATED = { medium: 1.5, high: 3 } as const;

export interface FraudInput {
  screening: Screening;
  chain: BalanceChain;
  conflicts: OverlapConflict[];
  declaredEin: string | null;
  applications: Array<{ documentId: string; application: Application }>;
  months: Month[];
  undisclosed: Array<{ account_suffix: string; mentioned_in_document_ids: string[] }>;
  includedCount: number;
}

/** Average verified true revenue per month: months counted in averages, else every month. */
export function verifiedMonthlyRevenue(months: Month[]): Cents | null {
  const used = months.some((m) => m.included_in_averages) ? months.filter((m) => m.included_in_averages) : months;
  if (!used.length) return null;
  return Math.round(used.reduce((n, m) => n + toCents(m.true_revenue), 0) / used.length);
}

export function packetFraud(input: FraudInput): PacketFraud {
  const reasons: Array<FraudReason & { severity: Severity }> = [];
  const run: string[] = [];
  const notPossible: string[] = [];
  const check = (name: string, possible: boolean): boolean => {
    (possible ? run : notPossible).push(name);
    return possible;
  };
  const { screening, chain } = input;

  if (
    check(
      'balance_chain',
      chain.links.some((l) => l.status !== 'unknown'),
    )
  ) {
    for (const l of chain.links.filter((x) => x.status === 'broken')) {
      reasons.push({
        signal: 'balance_chain_break',
        severity: 'high',
        evidence: `${l.account_key}: ${l.from_document_id} closes ${l.closing_balance} on ${l.from_period_end}; ${l.to_document_id} opens ${l.opening_balance} on ${l.to_period_start} (delta ${l.delta})`,
        description:
          'consecutive verified statements of one account do not carry the closing balance into the next opening balance',
      });
    }
  }

  if (check('duplicate_statement_figures', screening.statements.length >= 2)) {
    // identical bytes read twice with different figures is a reader fault, not an altered copy
    for (const d of screening.duplicates.filter((x) => x.figuresDiffer && x.by !== 'content_sha256')) {
      const a = screening.statements.find((s) => s.doc.documentId === d.keptDocumentId)!.statement;
      const b = screening.statements.find((s) => s.doc.documentId === d.documentId)!.statement;
      reasons.push({
        signal: 'altered_duplicate_statement',
        severity: 'high',
        evidence: `${d.keptDocumentId} and ${d.documentId} are the same statement (${d.by}) but print opening ${a.opening_balance}/${b.opening_balance}, closing ${a.closing_balance}/${b.closing_balance}, credits ${a.credits_total}/${b.credits_total}, debits ${a.debits_total}/${b.debits_total}`,
        description: 'two verified copies of one statement print different figures: one copy was altered',
      });
    }
  }

  const accountsWithTwo = new Set<string>();
  const seen = new Set<string>();
  for (const s of screening.statements) {
    if (screening.excluded[s.doc.documentId]) continue;
    if (seen.has(s.accountKey)) accountsWithTwo.add(s.accountKey);
    seen.add(s.accountKey);
  }
  if (check('overlapping_periods', accountsWithTwo.size > 0)) {
    for (const c of input.conflicts) {
      reasons.push({
        signal: 'overlapping_statements_conflict',
        severity: 'high',
        evidence: `${c.accountKey}: ${c.documentIds[0]} and ${c.documentIds[1]} both cover ${c.from}..${c.to}; ${c.onlyInFirst} transaction(s) only in the first, ${c.onlyInSecond} only in the second`,
        description: 'two verified statements of one account list different transactions for the same days',
      });
    }
  }

  const compared = screening.holderChecks.filter((h) => h.match !== 'unknown');
  // with no declared name the first holder is the reference: comparing it with itself checks nothing
  if (check('account_holder_name', compared.length > (screening.referenceFromDocuments ? 1 : 0))) {
    for (const h of compared.filter((x) => x.match === 'different' || x.match === 'similar')) {
      const other = h.match === 'different';
      reasons.push({
        signal: other ? 'other_business_statement' : 'account_holder_name_differs',
        severity: other ? 'medium' : 'low',
        evidence: `${h.documentId}: account holder "${h.holder}" vs declared "${screening.referenceNames.join('" / "')}"`,
        description: other
          ? 'a statement held by another business was submitted; it is excluded'
          : 'the account holder name only partly matches the declared business',
      });
    }
  }

  if (screening.declaredNameAbsent) {
    reasons.push({
      signal: 'declared_business_not_on_statements',
      severity: 'medium',
      evidence: `declared "${screening.referenceNames.slice(0, -1).join('" / "')}"; statements held by "${screening.referenceNames[screening.referenceNames.length - 1]}"`,
      description:
        'no statement is held under the declared business name (a trade name, or statements of another business)',
    });
  }

  const declared = einDigits(input.declaredEin);
  const appEins = input.applications
    .map((a) => ({
      id: a.documentId,
      raw: a.application.fields.ein,
      ein: einDigits(typeof a.application.fields.ein === 'string' ? a.application.fields.ein : null),
    }))
    .filter((a) => a.ein);
  if (check('ein', !!declared && appEins.length > 0)) {
    for (const a of appEins.filter((x) => x.ein !== declared)) {
      reasons.push({
        signal: 'ein_mismatch',
        severity: 'medium',
        evidence: `declared EIN ${input.declaredEin} vs application ${a.id} EIN ${String(a.raw)}`,
        description: 'the application names a different federal tax id than the request',
      });
    }
  }

  const verified = verifiedMonthlyRevenue(input.months);
  const stated = input.applications
    .map((a) => ({
      id: a.documentId,
      monthly: statedCents(a.application.fields.monthly_revenue),
      annual: statedCents(a.application.fields.gross_annual_revenue),
    }))
    .map((a) => ({
      id: a.id,
      cents: a.monthly ?? (a.annual === null ? null : Math.round(a.annual / 12)),
      from: a.monthly !== null ? 'monthly_revenue' : 'gross_annual_revenue / 12',
    }))
    .find((a) => a.cents !== null && a.cents > 0);
  if (check('stated_revenue', !!stated && verified !== null)) {
    const ratio = verified! > 0 ? stated!.cents! / verified! : Infinity;
    const severity: Severity | null =
      ratio >= REVENUE_OVERSTATED.high ? 'high' : ratio >= REVENUE_OVERSTATED.medium ? 'medium' : null;
    if (severity) {
      reasons.push({
        signal: 'stated_revenue_overstated',
        severity,
        evidence: `application ${stated!.id} states ${formatCents(stated!.cents!)} a month (${stated!.from}); verified true revenue averages ${formatCents(verified!)}${Number.isFinite(ratio) ? ` (${ratio.toFixed(2)}×)` : ''}`,
        description: 'the revenue the application states is well above what the verified statements show',
      });
    }
  }

  if (check('undisclosed_accounts', input.includedCount > 0)) {
    for (const u of input.undisclosed) {
      reasons.push({
        signal: 'undisclosed_account',
        severity: 'low',
        evidence: `transfers in ${u.mentioned_in_document_ids.join(', ') || 'the statements'} name account …${u.account_suffix}, which no statement covers`,
        description: 'money moves to or from an account the packet does not include',
      });
    }
  }

  const score = Math.min(
    100,
    reasons.reduce((n, r) => n + SEVERITY_WEIGHT[r.severity], 0),
  );
  const worst = (['high', 'medium', 'low'] as const).find((s) => reasons.some((r) => r.severity === s));
  // `unknown` = no document could be compared with another or with the declared identity, and nothing was found
  const anyComparison = run.some((c) => c !== 'undisclosed_accounts');
  return {
    fraud_score: score,
    severity: worst ?? (anyComparison ? 'low' : 'unknown'),
    reasons,
    checks_run: run,
    checks_not_possible: notPossible,
  };
}
