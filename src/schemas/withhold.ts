// Request of POST /v1/underwriting/withhold (spec: "POST /v1/underwriting/withhold"), as TypeBox.
// Parts the spec leaves unshown are decided here and documented in docs/underwriting.md:
// the 0–100 bound is on `score`; a cash advance's cadence is `frequency` (default `daily`, like the
// proposed offer's). `first_payment_date` and `occurrences` are optional additions the pipeline fills
// so the calculator can reproduce monthly holdback and "established" exactly.
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

const DateStr = Type.String({ format: 'date' });
const Frequency = Type.Union([Type.Literal('daily'), Type.Literal('weekly'), Type.Literal('biweekly'), Type.Literal('monthly')]);
const FactorRate = Type.Number({ exclusiveMinimum: 1, maximum: 3, default: 2 });

export const WithholdMonthSchema = Type.Object({
  month: Type.String({ description: 'YYYY-MM' }),
  revenue: Type.Number({ description: 'true revenue of the month' }),
  operating_expenses: Type.Optional(Type.Number()),
  gross_deposits: Type.Optional(Type.Number()),
  ending_balance: Type.Optional(Type.Number()),
  average_balance: Type.Optional(Type.Number()),
  deposit_count: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  nsf_count: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  negative_days: Type.Optional(Type.Integer({ minimum: 0 })),
  excluded: Type.Optional(Type.Boolean({ default: false })),
});

export const CashAdvanceSchema = Type.Object({
  payment_amount: Type.Number({ minimum: 0 }),
  funder: Type.Optional(Type.String()),
  last_payment_date: Type.Optional(DateStr),
  active: Type.Optional(Type.Boolean({ default: true })),
  frequency: Type.Optional(Type.Union([Frequency], { default: 'daily' })),
  first_payment_date: Type.Optional(DateStr),
  occurrences: Type.Optional(Type.Integer({ minimum: 0 })),
});

export const ProposedOfferSchema = Type.Object({
  amount: Type.Number({ exclusiveMinimum: 0 }),
  factor_rate: Type.Optional(FactorRate),
  term: Type.Integer({ minimum: 1, description: 'months' }),
  frequency: Type.Optional(Type.Union([Frequency], { default: 'daily' })),
  fees_percent: Type.Optional(Type.Number({ minimum: 0, maximum: 100, default: 0 })),
});

export const AffordabilitySchema = Type.Object({
  ebitda_margin_multiplier: Type.Optional(Type.Number({ minimum: 0 })),
  default_factor_rate: Type.Optional(Type.Number({ exclusiveMinimum: 1, maximum: 3 })),
  min_avg_monthly_deposits: Type.Optional(Type.Number({ minimum: 0 })),
  min_avg_balance: Type.Optional(Type.Number()),
  max_monthly_nsfs: Type.Optional(Type.Number({ minimum: 0 })),
  max_monthly_negative_days: Type.Optional(Type.Number({ minimum: 0 })),
  min_monthly_deposit_count: Type.Optional(Type.Number({ minimum: 0 })),
  max_offer_pct: Type.Optional(Type.Number({ minimum: 0 })),
  min_offer_pct: Type.Optional(Type.Number({ minimum: 0 })),
});

export const WithholdRequestSchema = Type.Object({
  months: Type.Array(WithholdMonthSchema, { minItems: 1 }),
  cash_advances: Type.Optional(Type.Array(CashAdvanceSchema)),
  ebitda_margin_pct: Type.Optional(Type.Number()),
  stated_monthly_revenue: Type.Optional(Type.Number({ minimum: 0 })),
  score: Type.Optional(Type.Number({ minimum: 0, maximum: 100, default: 50 })),
  factor_rate: Type.Optional(FactorRate),
  proposed_offer: Type.Optional(ProposedOfferSchema),
  affordability: Type.Optional(AffordabilitySchema),
});
export type WithholdRequest = Static<typeof WithholdRequestSchema>;

/** Messages for constraints a person reads, keyed by the last path segment. */
const FRIENDLY: Record<string, string> = {
  factor_rate: 'must be > 1 and ≤ 3',
  default_factor_rate: 'must be > 1 and ≤ 3',
  score: 'must be between 0 and 100',
  months: 'must have at least 1 item',
  fees_percent: 'must be between 0 and 100',
  frequency: 'must be one of daily, weekly, biweekly, monthly',
};

export interface FieldProblem { path: string; message: string }

function dotted(instancePath: string, missing?: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof missing === 'string') parts.push(missing);
  return parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '');
}

/** Every problem of a request body, each naming its field: `factor_rate must be > 1 and ≤ 3`. */
export function withholdRequestProblems(body: unknown): FieldProblem[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [{ path: '', message: 'request body must be a JSON object' }];
  const seen = new Set<string>();
  const out: FieldProblem[] = [];
  const record = (instancePath: string, keyword: string, params: Record<string, unknown>, message: string) => {
    const path = dotted(instancePath, params.requiredProperties ? (params.requiredProperties as string[])[0] : params.missingProperty);
    if (!path || seen.has(path)) return;
    seen.add(path);
    const last = path.replace(/\[\d+\]$/, '').split('.').pop()!;
    out.push({ path, message: `${path} ${keyword === 'required' ? 'is required' : (FRIENDLY[last] ?? message)}` });
  };
  const value = body as Record<string, unknown>;
  if (!('months' in value)) record('', 'required', { missingProperty: 'months' }, '');
  // field by field, so one field's errors never crowd out another's (the error list is bounded)
  for (const [key, schema] of Object.entries(WithholdRequestSchema.properties)) {
    if (!(key in value)) continue;
    const v = value[key];
    const items = key === 'months' || key === 'cash_advances' ? (Array.isArray(v) ? v : null) : null;
    const check = (sch: unknown, x: unknown, base: string) => {
      for (const e of Value.Errors(sch as typeof WithholdMonthSchema, x)) record(base + e.instancePath, e.keyword, (e.params ?? {}) as Record<string, unknown>, e.message);
    };
    if (items && items.length) items.forEach((item, i) => check((schema as typeof WithholdRequestSchema.properties.months).items, item, `/${key}/${i}`));
    else check(schema, v, `/${key}`);
  }
  return out;
}

export class WithholdRequestError extends Error {
  constructor(readonly problems: FieldProblem[]) {
    super(problems.map((p) => p.message).join('; '));
  }
}
