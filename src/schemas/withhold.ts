// Request of POST /v1/underwriting/withhold (spec: "POST /v1/underwriting/withhold"), as TypeBox.
// Parts the spec leaves unshown are decided here and documented in docs/underwriting.md:
// the 0–100 bound is on `score` and on the `ebitda_margin_pct` override's top; a cash advance's cadence
// is `cadence` (the Position's word; `frequency` is accepted too), default `daily`.
// A month and a cash advance take the calculator's names and the result's names alike, so a job's own
// `result.months` and `result.positions` can be sent back unchanged; a field the calculator does not know
// is a 422 naming it, never silently dropped (a dropped cadence once turned weekly into daily).
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { amountToCents, MoneyError } from '../money.ts';
import { MonthSchema, PositionSchema } from './result.ts';

const DateStr = Type.String({ format: 'date' });
const Cadence = Type.Union([
  Type.Literal('daily'),
  Type.Literal('weekly'),
  Type.Literal('biweekly'),
  Type.Literal('monthly'),
  Type.Literal('irregular'),
]);
const Frequency = Type.Union([
  Type.Literal('daily'),
  Type.Literal('weekly'),
  Type.Literal('biweekly'),
  Type.Literal('monthly'),
]);
const FactorRate = Type.Number({ exclusiveMinimum: 1, maximum: 3, default: 2 });
/** A JSON number, or a decimal string as results carry money (`"1450.00"`). */
const Amount = Type.Union([Type.Number(), Type.String({ pattern: '^-?\\d+(\\.\\d+)?$' })]);
const Count = Type.Integer({ minimum: 0 });
const Opt = Type.Optional;

/** Result fields a month or position may carry that the calculator reads no figure from. */
const informational = (props: Record<string, unknown>, used: string[]) =>
  Object.fromEntries(
    Object.keys(props)
      .filter((k) => !used.includes(k))
      .map((k) => [k, Opt(Type.Unknown({ description: 'accepted from a result; not used' }))]),
  );

const MONTH_FIELDS_USED = [
  'month',
  'true_revenue',
  'operating_expenses_total',
  'deposits_total',
  'ending_balance',
  'average_balance',
  'deposits_count',
  'nsf_count',
  'negative_balance_days',
  'included_in_averages',
];
export const WithholdMonthSchema = Type.Object(
  {
    ...informational(MonthSchema.properties, MONTH_FIELDS_USED),
    month: Type.String({ description: 'YYYY-MM' }),
    revenue: Opt(Amount),
    true_revenue: Opt(Amount),
    operating_expenses: Opt(Amount),
    operating_expenses_total: Opt(Amount),
    gross_deposits: Opt(Amount),
    deposits_total: Opt(Amount),
    ending_balance: Opt(Type.Union([Amount, Type.Null()])),
    average_balance: Opt(Type.Union([Amount, Type.Null()])),
    deposit_count: Opt(Count),
    deposits_count: Opt(Count),
    nsf_count: Opt(Count),
    negative_days: Opt(Count),
    negative_balance_days: Opt(Count),
    excluded: Opt(Type.Boolean({ description: 'default false' })),
    included_in_averages: Opt(Type.Boolean({ description: 'a result month; false means excluded' })),
  },
  {
    additionalProperties: false,
    description: 'calculator names, or a result Month as returned (revenue = true_revenue, …)',
  },
);

const POSITION_FIELDS_USED = [
  'funder',
  'cadence',
  'payment_amount',
  'occurrences',
  'first_date',
  'last_date',
  'is_active',
  'counted_in_withhold',
  'kind',
];
export const CashAdvanceSchema = Type.Object(
  {
    ...informational(PositionSchema.properties, POSITION_FIELDS_USED),
    payment_amount: Amount,
    funder: Opt(Type.String()),
    cadence: Opt(Cadence),
    frequency: Opt(Cadence),
    last_payment_date: Opt(DateStr),
    last_date: Opt(DateStr),
    first_payment_date: Opt(DateStr),
    first_date: Opt(DateStr),
    active: Opt(Type.Boolean({ description: 'default true' })),
    is_active: Opt(Type.Boolean()),
    counted_in_withhold: Opt(Type.Boolean({ description: 'false keeps the position out of the burden' })),
    kind: Opt(
      Type.Union([Type.Literal('mca'), Type.Literal('loan')], { description: 'loans are accepted and never counted' }),
    ),
    occurrences: Opt(Count),
  },
  {
    additionalProperties: false,
    description: 'calculator names, or a result Position as returned (cadence, last_date, is_active, …)',
  },
);

export const ProposedOfferSchema = Type.Object(
  {
    amount: Type.Number({ exclusiveMinimum: 0 }),
    factor_rate: Opt(FactorRate),
    term: Type.Integer({ minimum: 1, description: 'months' }),
    frequency: Opt(Type.Union([Frequency], { default: 'daily' })),
    fees_percent: Opt(Type.Number({ minimum: 0, maximum: 100, default: 0 })),
  },
  { additionalProperties: false },
);

export const AffordabilitySchema = Type.Object(
  {
    ebitda_margin_multiplier: Opt(Type.Number({ minimum: 0 })),
    default_factor_rate: Opt(Type.Number({ exclusiveMinimum: 1, maximum: 3 })),
    min_avg_monthly_deposits: Opt(Type.Number({ minimum: 0 })),
    min_avg_balance: Opt(Type.Number()),
    max_monthly_nsfs: Opt(Type.Number({ minimum: 0 })),
    max_monthly_negative_days: Opt(Type.Number({ minimum: 0 })),
    min_monthly_deposit_count: Opt(Type.Number({ minimum: 0 })),
    max_offer_pct: Opt(Type.Number({ minimum: 0 })),
    min_offer_pct: Opt(Type.Number({ minimum: 0 })),
  },
  { additionalProperties: false },
);

export const WithholdRequestSchema = Type.Object(
  {
    months: Type.Array(WithholdMonthSchema, { minItems: 1 }),
    cash_advances: Opt(Type.Array(CashAdvanceSchema)),
    ebitda_margin_pct: Opt(Type.Number({ maximum: 100, description: 'override, at most 100' })),
    stated_monthly_revenue: Opt(Type.Number({ minimum: 0 })),
    score: Opt(Type.Number({ minimum: 0, maximum: 100, default: 50 })),
    factor_rate: Opt(FactorRate),
    proposed_offer: Opt(ProposedOfferSchema),
    affordability: Opt(AffordabilitySchema),
  },
  { additionalProperties: false },
);
export type WithholdRequest = Static<typeof WithholdRequestSchema>;

/** Messages for constraints a person reads, keyed by the last path segment. */
const FRIENDLY: Record<string, string> = {
  factor_rate: 'must be > 1 and ≤ 3',
  default_factor_rate: 'must be > 1 and ≤ 3',
  score: 'must be between 0 and 100',
  ebitda_margin_pct: 'must be at most 100',
  months: 'must have at least 1 item',
  fees_percent: 'must be between 0 and 100',
  frequency: 'must be one of daily, weekly, biweekly, monthly',
  cadence: 'must be one of daily, weekly, biweekly, monthly, irregular',
};
const AMOUNT_FIELDS = new Set([
  'revenue',
  'true_revenue',
  'operating_expenses',
  'operating_expenses_total',
  'gross_deposits',
  'deposits_total',
  'ending_balance',
  'average_balance',
  'payment_amount',
]);

/** Two names for one figure (the calculator's and the result's); `invert` for excluded/included_in_averages. */
export const MONTH_ALIASES: Array<[string, string, boolean?]> = [
  ['revenue', 'true_revenue'],
  ['operating_expenses', 'operating_expenses_total'],
  ['gross_deposits', 'deposits_total'],
  ['deposit_count', 'deposits_count'],
  ['negative_days', 'negative_balance_days'],
  ['excluded', 'included_in_averages', true],
];
export const ADVANCE_ALIASES: Array<[string, string, boolean?]> = [
  ['cadence', 'frequency'],
  ['last_payment_date', 'last_date'],
  ['first_payment_date', 'first_date'],
  ['active', 'is_active'],
];

export interface FieldProblem {
  path: string;
  message: string;
}

/** An amount the schema let through may still be beyond what integer cents can hold exactly. */
function fitsInCents(v: unknown): boolean {
  if (typeof v !== 'number' && typeof v !== 'string') return true;
  try {
    amountToCents(v);
    return true;
  } catch (err) {
    if (err instanceof MoneyError) return false;
    throw err;
  }
}

function dotted(instancePath: string, missing?: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof missing === 'string') parts.push(missing);
  return parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '');
}

const sameValue = (a: unknown, b: unknown, invert?: boolean) =>
  invert ? a === !b : typeof a === 'number' || typeof b === 'number' ? Number(a) === Number(b) : a === b;

/** Both names of one figure given with different values: which one is meant is unknowable. */
function aliasConflicts(
  item: Record<string, unknown>,
  aliases: Array<[string, string, boolean?]>,
  base: string,
): FieldProblem[] {
  return aliases
    .filter(([a, b, inv]) => item[a] !== undefined && item[b] !== undefined && !sameValue(item[a], item[b], inv))
    .map(([a, b]) => ({
      path: `${base}.${a}`,
      message: `${base}.${a} and ${base}.${b} name the same figure and disagree`,
    }));
}

/** Every problem of a request body, each naming its field: `factor_rate must be > 1 and ≤ 3`. */
export function withholdRequestProblems(body: unknown): FieldProblem[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return [{ path: '', message: 'request body must be a JSON object' }];
  const seen = new Set<string>();
  const out: FieldProblem[] = [];
  const push = (p: FieldProblem) => {
    if (!p.path || seen.has(p.path)) return;
    seen.add(p.path);
    out.push(p);
  };
  const record = (
    instancePath: string,
    keyword: string,
    params: Record<string, unknown>,
    message: string,
    schemaPath: string,
  ) => {
    if (keyword === 'additionalProperties') return; // each unknown field is reported on its own path below
    const path = dotted(
      instancePath,
      params.requiredProperties ? (params.requiredProperties as string[])[0] : params.missingProperty,
    );
    const last = path
      .replace(/\[\d+\]$/, '')
      .split('.')
      .pop()!;
    const text = schemaPath.endsWith('/additionalProperties')
      ? 'is not a field of this request'
      : keyword === 'required'
        ? 'is required'
        : (FRIENDLY[last] ?? (AMOUNT_FIELDS.has(last) ? 'must be a number or a decimal string' : message));
    push({ path, message: `${path} ${text}` });
  };
  const value = body as Record<string, unknown>;
  if (!('months' in value)) record('', 'required', { missingProperty: 'months' }, '', '');
  for (const key of Object.keys(value))
    if (!(key in WithholdRequestSchema.properties)) record(`/${key}`, 'boolean', {}, '', '#/additionalProperties');
  // field by field, so one field's errors never crowd out another's (the error list is bounded)
  for (const [key, schema] of Object.entries(WithholdRequestSchema.properties)) {
    if (!(key in value)) continue;
    const v = value[key];
    const items = key === 'months' || key === 'cash_advances' ? (Array.isArray(v) ? v : null) : null;
    const check = (sch: unknown, x: unknown, base: string) => {
      for (const e of Value.Errors(sch as typeof WithholdMonthSchema, x))
        record(base + e.instancePath, e.keyword, (e.params ?? {}) as Record<string, unknown>, e.message, e.schemaPath);
    };
    if (items && items.length) {
      items.forEach((item, i) => {
        check((schema as typeof WithholdRequestSchema.properties.months).items, item, `/${key}/${i}`);
        if (typeof item !== 'object' || item === null) return;
        const it = item as Record<string, unknown>;
        const base = `${key}[${i}]`;
        for (const f of Object.keys(it))
          if (AMOUNT_FIELDS.has(f) && !fitsInCents(it[f]))
            push({ path: `${base}.${f}`, message: `${base}.${f} is too large an amount` });
        if (key === 'months') {
          if (it.revenue === undefined && it.true_revenue === undefined)
            push({ path: `${base}.revenue`, message: `${base}.revenue is required` });
          aliasConflicts(it, MONTH_ALIASES, base).forEach(push);
        } else {
          aliasConflicts(it, ADVANCE_ALIASES, base).forEach(push);
          const cadence = it.cadence ?? it.frequency;
          const counted =
            it.kind !== 'loan' && (it.active ?? it.is_active ?? true) === true && it.counted_in_withhold !== false;
          if (cadence === 'irregular' && counted) {
            push({
              path: `${base}.cadence`,
              message: `${base}.cadence irregular has no monthly equivalent: give daily, weekly, biweekly or monthly, or set counted_in_withhold false`,
            });
          }
        }
      });
    } else check(schema, v, `/${key}`);
  }
  return out;
}

export class WithholdRequestError extends Error {
  constructor(readonly problems: FieldProblem[]) {
    super(problems.map((p) => p.message).join('; '));
  }
}
