// The underwriting section of `npm run eval`: the generator's jobs as ledger rows (the reader is measured
// by the other sections) through the aggregate step, compared with their truth. Prints category accuracy,
// NSF / returned-item / overdraft precision and recall, counterparty accuracy, financing streams found or
// missed (named and unnamed, daily and weekly), and the share of jobs in review with the reasons behind it.
// Final line: `underwriting: categories A, nsf recall R, counterparty C, positions F/T, jobs in review J/N`.
import { analyzePacket, type AnalyzeStatement } from '../src/pipeline/aggregate/analyze.ts';
import type { Position, Transaction } from '../src/schemas/result.ts';
import { hiddenJobs, layoutJobs, type UwJob, type UwRow } from './generator/underwriting.ts';

const LEGAL = new Set(['inc', 'llc', 'co', 'corp', 'the', 'company']);
/** Names compare by their words: case, punctuation and legal forms aside. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/['’.]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
      .split(' ')
      .filter((w) => w && !LEGAL.has(w))
      .join(' ');
  return norm(a) === norm(b);
}

interface Tally {
  rows: number;
  categoryOk: number;
  counterpartyOk: number;
  byClass: Record<string, { tp: number; fp: number; fn: number }>;
  streams: {
    found: number;
    total: number;
    missed: string[];
    byKind: Record<string, [number, number]>;
    /** found positions whose first and last payment, total repaid and stopped/active match the truth */
    exact: number;
    counted: number;
  };
  extraPositions: number;
  jobs: number;
  jobsInReview: number;
  reasons: Map<string, number>;
  categoryMisses: Map<string, number>;
  counterpartyMisses: Map<string, number>;
}

const CLASSES = ['nsf', 'returned_item', 'overdraft'] as const;

function newTally(): Tally {
  return {
    rows: 0,
    categoryOk: 0,
    counterpartyOk: 0,
    byClass: Object.fromEntries(CLASSES.map((c) => [c, { tp: 0, fp: 0, fn: 0 }])),
    streams: { found: 0, total: 0, missed: [], byKind: {}, exact: 0, counted: 0 },
    extraPositions: 0,
    jobs: 0,
    jobsInReview: 0,
    reasons: new Map(),
    categoryMisses: new Map(),
    counterpartyMisses: new Map(),
  };
}

function toAnalyze(job: UwJob): AnalyzeStatement[] {
  return job.statements.map((s) => ({
    documentId: s.documentId,
    verified: true,
    accountKey: s.accountKey,
    accountSuffix: s.accountSuffix,
    institution: s.accountKey.split('-')[0],
    periodStart: s.periodStart,
    periodEnd: s.periodEnd,
    openingCents: s.openingCents,
    closingCents: s.closingCents,
    rows: s.rows.map((r, i) => ({
      index: i + 1,
      date: r.date,
      description: r.description,
      amountCents: r.amountCents,
      type: r.type,
      balanceCents: null,
      page: 1,
      accountSectionId: null,
      accountNumberSuffix: r.accountSuffix,
    })),
  }));
}

const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

function scoreJob(job: UwJob, t: Tally): void {
  const a = analyzePacket({ statements: toAnalyze(job) });
  const pairs: Array<{ truth: UwRow; got: Transaction; accountKey: string }> = [];
  for (const s of job.statements)
    s.rows.forEach((truth, i) =>
      pairs.push({ truth, got: a.transactionsByDocument[s.documentId][i], accountKey: s.accountKey }),
    );
  for (const { truth, got } of pairs) {
    t.rows++;
    const masked = truth.description.replace(/\d+/g, '#').slice(0, 90);
    if (got.category === truth.category || got.category === truth.alsoCategory) t.categoryOk++;
    else bump(t.categoryMisses, `${truth.category}→${got.category}: ${masked}`);
    if (sameName(got.counterparty, truth.counterparty)) t.counterpartyOk++;
    else bump(t.counterpartyMisses, `${truth.counterparty} ≠ ${got.counterparty}: ${masked}`);
    for (const c of CLASSES) {
      const want = truth.category === c || truth.alsoCategory === c;
      const have = got.category === c;
      if (want && have) t.byClass[c].tp++;
      else if (have) t.byClass[c].fp++;
      else if (want) t.byClass[c].fn++;
    }
  }
  const used = new Set<Position>();
  for (const st of job.streams) {
    const rows = pairs.filter((p) => p.truth.stream === st.id);
    const ids = new Map<string, number>();
    for (const r of rows) if (r.got.mca_position_id) bump(ids, r.got.mca_position_id);
    const best = [...ids.entries()].sort((x, y) => y[1] - x[1])[0];
    const p = best && best[1] >= 0.8 * rows.length ? a.positions.find((x) => x.id === best[0]) : undefined;
    const kind = `${st.named ? 'named' : 'unnamed'} ${st.cadence}`;
    const k = (t.streams.byKind[kind] ??= [0, 0]);
    k[1]++;
    t.streams.total++;
    if (p) {
      used.add(p);
      k[0]++;
      t.streams.found++;
      const total = Math.round(Number(p.total_repaid) * 100);
      if (
        p.first_date === st.first &&
        p.last_date === st.last &&
        total === st.totalCents &&
        p.is_active === !st.stopped
      )
        t.streams.exact++;
      if (p.counted_in_withhold) t.streams.counted++;
    } else t.streams.missed.push(`${job.name}: ${st.funder} ${st.cadence} ${st.occurrences}x $${st.amountCents / 100}`);
  }
  t.extraPositions += a.positions.filter((p) => p.kind === 'mca' && !used.has(p)).length;
  t.jobs++;
  if (a.reviewReasons.length) t.jobsInReview++;
  for (const r of new Set(a.reviewReasons.map((x) => x.split(':')[0]))) bump(t.reasons, r);
}

const pct = (n: number, d: number) => (d ? n / d : 0).toFixed(3);

function print(label: string, t: Tally, verbose: boolean): void {
  console.log(`-- ${label}: ${t.jobs} jobs, ${t.rows} rows`);
  console.log(`   categories ${pct(t.categoryOk, t.rows)}   counterparty ${pct(t.counterpartyOk, t.rows)}`);
  for (const c of CLASSES) {
    const x = t.byClass[c];
    console.log(
      `   ${c.padEnd(14)} precision ${pct(x.tp, x.tp + x.fp)} recall ${pct(x.tp, x.tp + x.fn)} (${x.tp + x.fn} rows)`,
    );
  }
  const kinds = Object.entries(t.streams.byKind)
    .map(([k, [f, n]]) => `${k} ${f}/${n}`)
    .join(', ');
  console.log(
    `   positions found ${t.streams.found}/${t.streams.total} (${kinds}); first/last/total/stopped right ${t.streams.exact}/${t.streams.found}; counted in the withhold ${t.streams.counted}; MCA positions without a stream ${t.extraPositions}`,
  );
  const reasons = [...t.reasons.entries()].sort((x, y) => y[1] - x[1]).map(([r, n]) => `${r} ${n}`);
  console.log(`   jobs in review ${t.jobsInReview}/${t.jobs}${reasons.length ? `: ${reasons.join(', ')}` : ''}`);
  if (!verbose) return;
  for (const m of t.streams.missed) console.log(`   missed ${m}`);
  const top = (m: Map<string, number>) => [...m.entries()].sort((x, y) => y[1] - x[1]).slice(0, 25);
  for (const [k, n] of top(t.categoryMisses)) console.log(`   category ${n}x ${k}`);
  for (const [k, n] of top(t.counterpartyMisses)) console.log(`   counterparty ${n}x ${k}`);
}

export function underwritingEval(opts: { verbose: boolean }): void {
  const all = newTally();
  const sets: Array<[string, UwJob[]]> = [
    ['layouts (every layout: its 3-statement series, and its first statement alone)', layoutJobs()],
    ['hidden funders (unnamed or truncated ACH names, bank wordings of fees, returns, wires, utilities)', hiddenJobs()],
  ];
  for (const [label, jobs] of sets) {
    const t = newTally();
    for (const job of jobs) {
      scoreJob(job, t);
      scoreJob(job, all);
    }
    print(label, t, opts.verbose);
  }
  const nsf = all.byClass.nsf;
  console.log(
    `underwriting: categories ${pct(all.categoryOk, all.rows)}, nsf recall ${pct(nsf.tp, nsf.tp + nsf.fn)}, counterparty ${pct(all.counterpartyOk, all.rows)}, positions ${all.streams.found}/${all.streams.total}, jobs in review ${all.jobsInReview}/${all.jobs}`,
  );
}
