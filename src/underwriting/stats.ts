// Small statistics for the underwriting block: rounding, weighted mean, slope, IQR outliers.

export const round2 = (x: number): number => Math.round((x + Number.EPSILON * Math.sign(x)) * 100) / 100;

/** num / den × 100, two decimals; null when den ≤ 0 (a percentage of nothing is not 0). */
export function percentOf(num: number, den: number): number | null {
  return den > 0 ? round2((num / den) * 100) : null;
}

export function mean(xs: number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}

/** Weighted mean, newest last in `xs`: weight 1 for the newest, ×`decay` per month going back. */
export function weightedRecent(xs: number[], decay = 0.85): number {
  let num = 0;
  let den = 0;
  for (let i = xs.length - 1, w = 1; i >= 0; i--, w *= decay) {
    num += w * xs[i];
    den += w;
  }
  return den ? num / den : 0;
}

/** Least-squares slope per month of the last `n` values (oldest first); 0 with fewer than 2. */
export function slope(xs: number[], n: number): number {
  const ys = xs.slice(-n);
  if (ys.length < 2) return 0;
  const mx = (ys.length - 1) / 2;
  const my = mean(ys);
  let num = 0;
  let den = 0;
  ys.forEach((y, x) => {
    num += (x - mx) * (y - my);
    den += (x - mx) ** 2;
  });
  return num / den;
}

/** Quartile by linear interpolation between closest ranks. */
export function quantile(sorted: number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** Indexes of values outside [Q1 − 1.5·IQR, Q3 + 1.5·IQR]; none with fewer than 4 values. */
export function iqrOutliers(xs: number[]): Set<number> {
  if (xs.length < 4) return new Set();
  const s = [...xs].sort((a, b) => a - b);
  const q1 = quantile(s, 0.25);
  const q3 = quantile(s, 0.75);
  const iqr = q3 - q1;
  const out = new Set<number>();
  xs.forEach((x, i) => {
    if (x < q1 - 1.5 * iqr || x > q3 + 1.5 * iqr) out.add(i);
  });
  return out;
}
