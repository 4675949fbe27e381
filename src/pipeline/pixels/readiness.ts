// Image readiness of a rendered page, from its pixels: blur (variance of the Laplacian over inked tiles),
// brightness, contrast, skew (projection profile), crop box, lighting, photo-likeness, and the issues that
// block a read (then the merchant must re-upload). Pure functions over RGBA arrays.
import type { Static } from 'typebox';
import type { ImageReadinessSchema, IssueSchema, PageAssessmentSchema } from '../../schemas/result.ts';

export type PageAssessment = Static<typeof PageAssessmentSchema>;
export type ImageReadiness = Static<typeof ImageReadinessSchema>;
type Issue = Static<typeof IssueSchema>;

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, row-major */
  data: Uint8Array | Uint8ClampedArray;
}

/** Thresholds, in the units of the measures below. Tuned on rendered 300-DPI pages assessed at ~1000 px wide. */
export const READINESS = {
  blurWarn: 150,
  blurBlock: 40,
  darkBelow: 0.35,
  brightAbove: 0.985,
  lowContrast: 0.08,
  skewWarnDegrees: 1.5,
  skewBlockDegrees: 6,
  photoBackgroundBelow: 0.9,
  lightingWarn: 0.06,
  inkLevel: 128, // gray below this is ink
  inkedTileSd: 10, // a tile whose gray spread exceeds this holds print (blurred print included)
  tile: 16,
};

/** Gray levels as whole bytes (the OCR engines read these). */
export function grayBytes(p: Pixels): Uint8Array {
  const g = new Uint8Array(p.width * p.height);
  for (let i = 0, j = 0; i < g.length; i++, j += 4)
    g[i] = (0.299 * p.data[j]! + 0.587 * p.data[j + 1]! + 0.114 * p.data[j + 2]!) | 0;
  return g;
}

export function grayOf(p: Pixels): Float32Array {
  const g = new Float32Array(p.width * p.height);
  for (let i = 0, j = 0; i < g.length; i++, j += 4)
    g[i] = 0.299 * p.data[j]! + 0.587 * p.data[j + 1]! + 0.114 * p.data[j + 2]!;
  return g;
}

interface TileStats {
  inked: number[]; // indexes of tiles with ink
  backgroundMeans: number[];
}

/** Sum, sum of squares and count of the gray levels of tile (bx, by). */
function tileSums(g: Float32Array, w: number, h: number, bx: number, by: number): [number, number, number] {
  const T = READINESS.tile;
  let s = 0,
    s2 = 0,
    n = 0;
  for (let y = by * T; y < Math.min(h, by * T + T); y++)
    for (let x = bx * T; x < Math.min(w, bx * T + T); x++) {
      const v = g[y * w + x]!;
      s += v;
      s2 += v * v;
      n++;
    }
  return [s, s2, n];
}

function tiles(
  g: Float32Array,
  w: number,
  h: number,
): TileStats & { tx: number; ty: number; means: Float32Array; stds: Float32Array } {
  const T = READINESS.tile;
  const tx = Math.ceil(w / T);
  const ty = Math.ceil(h / T);
  const means = new Float32Array(tx * ty);
  const stds = new Float32Array(tx * ty);
  const inked: number[] = [];
  const backgroundMeans: number[] = [];
  for (let by = 0; by < ty; by++) {
    for (let bx = 0; bx < tx; bx++) {
      const [s, s2, n] = tileSums(g, w, h, bx, by);
      const m = s / n;
      const sd = Math.sqrt(Math.max(0, s2 / n - m * m));
      const k = by * tx + bx;
      means[k] = m;
      stds[k] = sd;
      if (sd > READINESS.inkedTileSd) inked.push(k);
      else backgroundMeans.push(m / 255);
    }
  }
  return { tx, ty, means, stds, inked, backgroundMeans };
}

/**
 * Gray-level spread over the printed tiles only: a near-empty last page (a footer line) is as legible as
 * a full one, so paper with no print must not dilute the measure. No print at all: the whole page's spread.
 */
function printContrast(g: Float32Array, w: number, h: number, inked: number[], tx: number, wholePage: number): number {
  if (!inked.length) return wholePage;
  let s = 0,
    s2 = 0,
    n = 0;
  for (const k of inked) {
    const [ts, ts2, tn] = tileSums(g, w, h, k % tx, Math.floor(k / tx));
    s += ts;
    s2 += ts2;
    n += tn;
  }
  const m = s / n;
  return Math.sqrt(Math.max(0, s2 / n - m * m));
}

/** Median over inked tiles of the variance of the 4-neighbour Laplacian: sharp text edges give large values. */
export function blurVariance(g: Float32Array, w: number, h: number, inked: number[], tx: number): number | null {
  if (!inked.length) return null;
  const T = READINESS.tile;
  const vars: number[] = [];
  for (const k of inked) {
    const bx = k % tx,
      by = Math.floor(k / tx);
    let s = 0,
      s2 = 0,
      n = 0;
    for (let y = Math.max(1, by * T); y < Math.min(h - 1, by * T + T); y++)
      for (let x = Math.max(1, bx * T); x < Math.min(w - 1, bx * T + T); x++) {
        const i = y * w + x;
        const lap = g[i - 1]! + g[i + 1]! + g[i - w]! + g[i + w]! - 4 * g[i]!;
        s += lap;
        s2 += lap * lap;
        n++;
      }
    if (n) vars.push(s2 / n - (s / n) ** 2);
  }
  vars.sort((a, b) => a - b);
  return vars[Math.floor(vars.length / 2)] ?? null;
}

/** Skew in degrees by the projection profile: the angle whose row sums of ink are most peaked. */
export function skewAngle(g: Float32Array, w: number, h: number): number | null {
  const ink: number[] = [];
  const step = Math.max(1, Math.floor(Math.sqrt((w * h) / 150_000)));
  for (let y = 0; y < h; y += step)
    for (let x = 0; x < w; x += step) if (g[y * w + x]! < READINESS.inkLevel) ink.push(x, y);
  if (ink.length < 200) return null;
  // rows of ink bin into a typed array; a coarse sweep, then a fine one around the best angle
  const maxShift = Math.ceil((w * Math.tan((9 * Math.PI) / 180)) / step) + 1;
  const bins = new Int32Array(Math.ceil(h / step) + 2 * maxShift + 2);
  const score = (a: number): number => {
    const t = Math.tan((a * Math.PI) / 180);
    bins.fill(0);
    for (let i = 0; i < ink.length; i += 2) bins[Math.round((ink[i + 1]! - ink[i]! * t) / step) + maxShift]!++;
    let sc = 0;
    for (let i = 0; i < bins.length; i++) sc += bins[i]! * bins[i]!;
    return sc;
  };
  let best = 0,
    bestScore = -1;
  for (let a = -8; a <= 8.001; a += 1) {
    const sc = score(a);
    if (sc > bestScore) {
      bestScore = sc;
      best = a;
    }
  }
  const coarse = best;
  for (let a = coarse - 0.9; a <= coarse + 0.901; a += 0.1) {
    const sc = score(a);
    if (sc > bestScore) {
      bestScore = sc;
      best = a;
    }
  }
  // below one bin of shift across the page width the profile cannot tell the angle from level
  const resolution = (Math.atan(step / w) * 180) / Math.PI;
  if (Math.abs(best) < resolution) return 0;
  return Math.round(best * 10) / 10 || 0;
}

const round = (x: number, p = 4) => Math.round(x * 10 ** p) / 10 ** p;

export function assessPage(p: Pixels, pageNumber: number): PageAssessment {
  const { width: w, height: h } = p;
  const g = grayOf(p);
  let s = 0,
    s2 = 0,
    sat = 0;
  for (let i = 0, j = 0; i < g.length; i++, j += 4) {
    s += g[i]!;
    s2 += g[i]! * g[i]!;
    sat += Math.max(p.data[j]!, p.data[j + 1]!, p.data[j + 2]!) - Math.min(p.data[j]!, p.data[j + 1]!, p.data[j + 2]!);
  }
  const mean = s / g.length;
  const brightness = round(mean / 255);
  const colorfulness = sat / g.length / 255;
  const t = tiles(g, w, h);
  const contrast = round(
    printContrast(g, w, h, t.inked, t.tx, Math.sqrt(Math.max(0, s2 / g.length - mean * mean))) / 255,
  );
  const blur = blurVariance(g, w, h, t.inked, t.tx);
  const skew = skewAngle(g, w, h);

  // crop box: the inked tiles' bounding box, as fractions of the page [left, top, right, bottom]
  let x0 = 1,
    y0 = 1,
    x1 = 0,
    y1 = 0;
  for (const k of t.inked) {
    const bx = k % t.tx,
      by = Math.floor(k / t.tx);
    x0 = Math.min(x0, (bx * READINESS.tile) / w);
    y0 = Math.min(y0, (by * READINESS.tile) / h);
    x1 = Math.max(x1, Math.min(1, ((bx + 1) * READINESS.tile) / w));
    y1 = Math.max(y1, Math.min(1, ((by + 1) * READINESS.tile) / h));
  }
  const crop = t.inked.length ? [round(x0), round(y0), round(x1), round(y1)] : [0, 0, 1, 1];
  const bg = t.backgroundMeans;
  const bgMean = bg.length ? bg.reduce((a, b) => a + b, 0) / bg.length : brightness;
  const lighting = bg.length ? round(Math.sqrt(bg.reduce((a, b) => a + (b - bgMean) ** 2, 0) / bg.length)) : null;
  const photoLike =
    bgMean < READINESS.photoBackgroundBelow || colorfulness > 0.15 || (lighting ?? 0) > READINESS.lightingWarn;

  const issues: Issue[] = [];
  let blocking = false;
  const add = (code: string, message: string, block = false) => {
    issues.push({ code, message, severity: block ? 'blocking' : 'warning' });
    blocking ||= block;
  };
  if (!t.inked.length) add('blank_page', 'no printed content found on the page', true);
  if (blur !== null && blur < READINESS.blurBlock)
    add('blurry', `text edges are too soft to read (blur variance ${round(blur, 1)})`, true);
  else if (blur !== null && blur < READINESS.blurWarn)
    add('soft_focus', `text edges are soft (blur variance ${round(blur, 1)})`);
  if (brightness < READINESS.darkBelow) add('too_dark', `page is dark (brightness ${brightness})`, brightness < 0.2);
  if (contrast < READINESS.lowContrast && t.inked.length)
    add('low_contrast', `ink and paper are close in tone (contrast ${contrast})`, contrast < 0.03);
  if (skew !== null && Math.abs(skew) >= READINESS.skewWarnDegrees)
    add('skewed', `page is rotated by about ${skew}°`, Math.abs(skew) >= READINESS.skewBlockDegrees);
  if (t.inked.length && (crop[0]! <= 0 || crop[1]! <= 0 || crop[2]! >= 1 || crop[3]! >= 1))
    add('content_at_edge', 'printed content touches the page edge; part of it may be cut off');
  if (photoLike) add('photo_like', 'looks like a photograph of paper rather than a scan or digital render');
  if (lighting !== null && lighting > READINESS.lightingWarn)
    add('uneven_lighting', `background brightness varies (${lighting})`);

  const penalty = issues.reduce((a, i) => a + (i.severity === 'blocking' ? 0.5 : 0.1), 0);
  const quality = round(Math.max(0, Math.min(1, 1 - penalty)), 3);
  return {
    page_number: pageNumber,
    readiness_score: blocking ? Math.min(quality, 0.3) : quality,
    quality_score: quality,
    blur_variance: blur === null ? null : round(blur, 2),
    brightness,
    contrast,
    skew_angle_degrees: skew,
    lighting_variance: lighting,
    crop_box: crop,
    photo_like: photoLike,
    blocking,
    operations_applied: [],
    issues,
  };
}

/** The statement's readiness: the worst page decides; any blocking page means re-upload. */
export function summarizeReadiness(pages: PageAssessment[]): ImageReadiness {
  if (!pages.length) return cleanDigitalReadiness(1);
  const readiness = Math.min(...pages.map((p) => p.readiness_score));
  const quality = round(pages.reduce((a, p) => a + p.quality_score, 0) / pages.length, 3);
  const reupload = pages.some((p) => p.blocking);
  const photo = pages.some((p) => p.photo_like);
  const tier = reupload
    ? 'unreadable'
    : photo
      ? 'photo'
      : pages.every((p) => p.issues.length === 0)
        ? 'clean_scan'
        : 'degraded_scan';
  const issues = pages.flatMap((p) => p.issues.map((i) => ({ ...i, message: `page ${p.page_number}: ${i.message}` })));
  return {
    readiness_score: readiness,
    quality_score: quality,
    quality_tier: tier,
    assessed_pages: pages.length,
    reupload_required: reupload,
    page_assessments: pages,
    issues,
  };
}

/** A text-layer statement needs no image: perfect readiness, nothing assessed beyond the page count. */
export function cleanDigitalReadiness(pageCount: number): ImageReadiness {
  return {
    readiness_score: 1,
    quality_score: 1,
    quality_tier: 'clean_digital',
    assessed_pages: Math.max(1, pageCount),
    reupload_required: false,
    page_assessments: [],
    issues: [],
  };
}
