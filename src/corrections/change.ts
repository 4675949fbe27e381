// What a reviewer may change (spec: Corrections). One flat `change` object, as the spec's correction
// record shows it: `type` names the target (transaction, position, month), the target's key fields say
// which one, the other fields are the corrected values, `reason` says why. docs/corrections.md.
import { Type, type Static } from 'typebox';
import { CATEGORIES, type Category } from '../pipeline/categorize/categories.ts';

const Decimal = Type.String({ pattern: '^-?\\d{1,12}\\.\\d{2}$', description: 'decimal amount, two places' });
const Positive = Type.String({ pattern: '^\\d{1,12}\\.\\d{2}$', description: 'positive decimal amount, two places' });
const Opt = Type.Optional;

export const CORRECTION_TYPES = ['transaction', 'position', 'month'] as const;
export type CorrectionType = (typeof CORRECTION_TYPES)[number];

export const ChangeSchema = Type.Object(
  {
    type: Type.Union([Type.Literal('transaction'), Type.Literal('position'), Type.Literal('month')]),
    reason: Type.String({
      minLength: 1,
      maxLength: 1000,
      description: 'why the reviewer made the change; kept forever',
    }),
    // transaction: which row, and its corrected fields
    document_id: Opt(Type.String({ maxLength: 64 })),
    index: Opt(Type.Integer({ minimum: 1 })),
    category: Opt(Type.Unsafe<Category>(Type.String({ enum: [...CATEGORIES] }))),
    counterparty: Opt(Type.String({ minLength: 1, maxLength: 200 })),
    amount: Opt(Positive),
    date: Opt(Type.String({ format: 'date' })),
    transaction_type: Opt(Type.Union([Type.Literal('credit'), Type.Literal('debit')])),
    // transaction and month: left out of every figure
    excluded: Opt(Type.Boolean()),
    // position: which one, and its corrected fields
    position_id: Opt(Type.String({ maxLength: 64 })),
    funder: Opt(Type.String({ minLength: 1, maxLength: 200 })),
    cadence: Opt(
      Type.Union([Type.Literal('daily'), Type.Literal('weekly'), Type.Literal('biweekly'), Type.Literal('monthly')]),
    ),
    payment_amount: Opt(Positive),
    kind: Opt(Type.Union([Type.Literal('mca'), Type.Literal('loan')])),
    counted_in_withhold: Opt(Type.Boolean()),
    not_a_position: Opt(Type.Boolean({ description: 'true: the detected stream is not a financing position' })),
    // month: which one, and its adjustment
    month: Opt(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })),
    revenue_adjustment: Opt(Decimal),
  },
  { additionalProperties: false },
);
export type Change = Static<typeof ChangeSchema>;

/** Fields each target type accepts besides its key and `reason`. */
export const FIELDS: Record<CorrectionType, readonly (keyof Change)[]> = {
  transaction: ['category', 'counterparty', 'amount', 'date', 'transaction_type', 'excluded'],
  position: ['funder', 'cadence', 'payment_amount', 'kind', 'counted_in_withhold', 'not_a_position'],
  month: ['excluded', 'revenue_adjustment'],
};
const KEYS: Record<CorrectionType, readonly (keyof Change)[]> = {
  transaction: ['document_id', 'index'],
  position: ['position_id'],
  month: ['month'],
};

/** Shape problems a schema cannot say: the key of the target present, at least one field, no foreign fields. */
export function shapeProblems(c: Change): string[] {
  const problems: string[] = [];
  for (const k of KEYS[c.type]) if (c[k] === undefined) problems.push(`a ${c.type} correction needs ${k}`);
  const allowed = new Set<string>([...KEYS[c.type], ...FIELDS[c.type], 'type', 'reason']);
  for (const k of Object.keys(c)) if (!allowed.has(k)) problems.push(`${k} does not apply to a ${c.type} correction`);
  if (!FIELDS[c.type].some((f) => c[f] !== undefined))
    problems.push(`a ${c.type} correction changes at least one of ${FIELDS[c.type].join(', ')}`);
  return problems;
}

/** An active correction as the recomputation sees it. */
export interface ActiveCorrection {
  id: string;
  change: Change;
}
