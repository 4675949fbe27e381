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

type Found = Array<FraudReason & { severity: Severity }>;

/** A check's signals, or null when it had nothing to compare (listed in checks_not_possible). */
type Check = (input: FraudInput) => Found | null;

function balanceChainBreaks({ chain }: FraudInput): Found | null {
  if (!chain.links.some((l) => l.status !== 'unknown')) return null;
  return chain.links
    .filter((x) => x.status === 'broken')
    .map((l) => ({
      signal: 'balance_chain_break',
      severity: 'high',
      evidence: `${l.account_key}: ${l.from_document_id} closes ${l.closing_balance} on ${l.from_period_end}; ${l.to_document_id} opens ${l.opening_balance} on ${l.to_period_start} (delta ${l.delta})`,
      description:
        'consecutive verified statements of one account do not carry the closing balance into the next opening balance',
    }));
}

function alteredDuplicates({ screening }: FraudInput): Found | null {
  if (screening.statements.length < 2) return null;
  // identical bytes read twice with different figures is a reader fault, not an altered copy
  return screening.duplicates
    .filter((x) => x.figuresDiffer && x.by !== 'content_sha256')
    .map((d) => {
      const a = screening.statements.find((s) => s.doc.documentId === d.keptDocumentId)!.statement;
      const b = screening.statements.find((s) => s.doc.documentId === d.documentId)!.statement;
      return {
        signal: 'altered_duplicate_statement',
        severity: 'high',
        evidence: `${d.keptDocumentId} and ${d.documentId} are the same statement (${d.by}) but print opening ${a.opening_balance}/${b.opening_balance}, closing ${a.closing_balance}/${b.closing_balance}, credits ${a.credits_total}/${b.credits_total}, debits ${a.debits_total}/${b.debits_total}`,
        description: 'two verified copies of one statement print different figures: one copy was altered',
      };
    });
}

function overlappingConflicts({ screening, conflicts }: FraudInput): Found | null {
  const accountsWithTwo = new Set<string>();
  const seen = new Set<string>();
  for (const s of screening.statements) {
    if (screening.excluded[s.doc.documentId]) continue;
    if (seen.has(s.accountKey)) accountsWithTwo.add(s.accountKey);
    seen.add(s.accountKey);
  }
  if (accountsWithTwo.size === 0) return null;
  return conflicts.map((c) => ({
    signal: 'overlapping_statements_conflict',
    severity: 'high',
    evidence: `${c.accountKey}: ${c.documentIds[0]} and ${c.documentIds[1]} both cover ${c.from}..${c.to}; ${c.onlyInFirst} transaction(s) only in the first, ${c.onlyInSecond} only in the second`,
    description: 'two verified statements of one account list different transactions for the same days',
  }));
}

function holderNames({ screening }: FraudInput): Found | null {
  const compared = screening.holderChecks.filter((h) => h.match !== 'unknown');
  // with no declared name the first holder is the reference: comparing it with itself checks nothing
  if (compared.length <= (screening.referenceFromDocuments ? 1 : 0)) return null;
  return compared
    .filter((x) => x.match === 'different' || x.match === 'similar')
    .map((h) => {
      const other = h.match === 'different';
      return {
        signal: other ? 'other_business_statement' : 'account_holder_name_differs',
        severity: other ? 'medium' : 'low',
        evidence: `${h.documentId}: account holder "${h.holder}" vs declared "${screening.referenceNames.join('" / "')}"`,
        description: other
          ? 'a statement held by another business was submitted; it is excluded'
          : 'the account holder name only partly matches the declared business',
      };
    });
}

/** Not a comparison of its own (never listed as a check): the screening found no statement under the name. */
function declaredNameAbsent({ screening }: FraudInput): Found {
  if (!screening.declaredNameAbsent) return [];
  return [
    {
      signal: 'declared_business_not_on_statements',
      severity: 'medium',
      evidence: `declared "${screening.referenceNames.slice(0, -1).join('" / "')}"; statements held by "${screening.referenceNames[screening.referenceNames.length - 1]}"`,
      description:
        'no statement is held under the declared business name (a trade name, or statements of another business)',
    },
  ];
}

function einMismatch(input: FraudInput): Found | null {
  const declared = einDigits(input.declaredEin);
  const appEins = input.applications
    .map((a) => ({
      id: a.documentId,
      raw: a.application.fields.ein,
      ein: einDigits(typeof a.application.fields.ein === 'string' ? a.application.fields.ein : null),
    }))
    .filter((a) => a.ein);
  if (!declared || appEins.length === 0) return null;
  return appEins
    .filter((x) => x.ein !== declared)
    .map((a) => ({
      signal: 'ein_mismatch',
      severity: 'medium',
      evidence: `declared EIN ${input.declaredEin} vs application ${a.id} EIN ${String(a.raw)}`,
      description: 'the application names a different federal tax id than the request',
    }));
}

function statedRevenue(input: FraudInput): Found | null {
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
  if (!stated || verified === null) return null;
  const ratio = verified > 0 ? stated.cents! / verified : Infinity;
  const severity: Severity | null =
    ratio >= REVENUE_OVERSTATED.high ? 'high' : ratio >= REVENUE_OVERSTATED.medium ? 'medium' : null;
  if (!severity) return [];
  return [
    {
      signal: 'stated_revenue_overstated',
      severity,
      evidence: `application ${stated.id} states ${formatCents(stated.cents!)} a month (${stated.from}); verified true revenue averages ${formatCents(verified)}${Number.isFinite(ratio) ? ` (${ratio.toFixed(2)}×)` : ''}`,
      description: 'the revenue the application states is well above what the verified statements show',
    },
  ];
}

function undisclosedAccounts(input: FraudInput): Found | null {
  if (input.includedCount <= 0) return null;
  return input.undisclosed.map((u) => ({
    signal: 'undisclosed_account',
    severity: 'low',
    evidence: `transfers in ${u.mentioned_in_document_ids.join(', ') || 'the statements'} name account …${u.account_suffix}, which no statement covers`,
    description: 'money moves to or from an account the packet does not include',
  }));
}

/** The checks in the order their signals are listed; `null`: runs always, never listed as a check. */
const CHECKS: Array<[string | null, Check]> = [
  ['balance_chain', balanceChainBreaks],
  ['duplicate_statement_figures', alteredDuplicates],
  ['overlapping_periods', overlappingConflicts],
  ['account_holder_name', holderNames],
  [null, declaredNameAbsent],
  ['ein', einMismatch],
  ['stated_revenue', statedRevenue],
  ['undisclosed_accounts', undisclosedAccounts],
];

export function packetFraud(input: FraudInput): PacketFraud {
  const reasons: Found = [];
  const run: string[] = [];
  const notPossible: string[] = [];
  for (const [name, check] of CHECKS) {
    const found = check(input);
    if (name) (found ? run : notPossible).push(name);
    reasons.push(...(found ?? []));
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
