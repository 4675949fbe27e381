// Default underwriting settings and score bands (the spec leaves them unshown; docs/underwriting.md
// explains each). A request's `affordability` object overrides any of the settings.

export interface AffordabilitySettings {
  /** EBITDA margin × this = the cap on total withhold (spec: 1.15) */
  ebitda_margin_multiplier: number;
  default_factor_rate: number;
  /** dollars */
  min_avg_monthly_deposits: number;
  /** dollars, on the average daily balance */
  min_avg_balance: number;
  max_monthly_nsfs: number;
  max_monthly_negative_days: number;
  min_monthly_deposit_count: number;
  /** largest advance as a percent of average monthly revenue */
  max_offer_pct: number;
  /** smallest advance worth writing, percent of average monthly revenue */
  min_offer_pct: number;
}

export const DEFAULT_AFFORDABILITY: AffordabilitySettings = {
  ebitda_margin_multiplier: 1.15,
  default_factor_rate: 2,
  min_avg_monthly_deposits: 10_000,
  min_avg_balance: 1_000,
  max_monthly_nsfs: 4,
  max_monthly_negative_days: 5,
  min_monthly_deposit_count: 4,
  max_offer_pct: 150,
  min_offer_pct: 20,
};

export interface ScoreBand {
  band: string;
  min_score: number;
  max_score: number;
  /** largest total withhold (existing + new) the band allows, percent of revenue */
  max_withhold_pct: number;
  /** longest term offered, months */
  term_months: number;
}

/** Score bands, best first. Band E is a decline: no new withhold. */
export const SCORE_BANDS: ScoreBand[] = [
  { band: 'A', min_score: 80, max_score: 100, max_withhold_pct: 25, term_months: 12 },
  { band: 'B', min_score: 65, max_score: 79.99, max_withhold_pct: 20, term_months: 9 },
  { band: 'C', min_score: 50, max_score: 64.99, max_withhold_pct: 15, term_months: 6 },
  { band: 'D', min_score: 35, max_score: 49.99, max_withhold_pct: 10, term_months: 4 },
  { band: 'E', min_score: 0, max_score: 34.99, max_withhold_pct: 0, term_months: 0 },
];

export function bandFor(score: number): ScoreBand {
  return SCORE_BANDS.find((b) => score >= b.min_score) ?? SCORE_BANDS[SCORE_BANDS.length - 1];
}

/** Each priced (active, counted) position cuts the largest offer by this share, down to POSITION_FLOOR. */
export const POSITION_HAIRCUT = 0.2;
export const POSITION_FLOOR = 0.2;
/** stated revenue within ±this percent of verified revenue is consistent */
export const STATED_TOLERANCE_PCT = 20;
/** offers are rounded down to this many dollars */
export const OFFER_ROUNDING = 100;
