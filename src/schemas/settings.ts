// A tenant's settings (docs/admin.md): what GET /v1/settings answers and PATCH /v1/settings takes. Every
// field falls back to the service's configuration (the environment) until the tenant sets it.
import { Type, type Static, type TSchema } from 'typebox';
import { AffordabilitySchema } from './withhold.ts';

/** Credits a funder may choose to keep out of true revenue (all four are out by default). */
export const REVENUE_EXCLUSIONS = ['transfers', 'loan_proceeds', 'mca_funding', 'refunds'] as const;
export type RevenueExclusion = (typeof REVENUE_EXCLUSIONS)[number];

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
/**
 * A PATCH value that may be null (back to the default). One `type` list, not a union: the app coerces
 * types, and a union would read 0 as null and null as 0.
 */
const OrNull = <T extends TSchema>(t: T) =>
  Type.Unsafe<Static<T> | null>({ ...t, type: [(t as { type?: string }).type, 'null'] });
const Days = Type.Integer({ minimum: 1, maximum: 3650 });

export const ParseDefaultsSchema = Type.Object(
  {
    skip_model: Type.Optional(Type.Boolean()),
    image_fallback: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const RetentionSchema = Type.Object(
  {
    upload_days: Type.Optional(OrNull(Days)),
    raw_email_days: Type.Optional(OrNull(Days)),
  },
  { additionalProperties: false },
);

export const WebhookPauseSchema = Type.Object(
  {
    after_failures: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    seconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 })),
  },
  { additionalProperties: false },
);

const ExclusionList = Type.Array(Type.Enum([...REVENUE_EXCLUSIONS]), {
  maxItems: REVENUE_EXCLUSIONS.length,
  uniqueItems: true,
});

/** PATCH body: named fields change, `null` puts a field back to the service default, absent ones keep their value. */
export const SettingsPatchSchema = Type.Object(
  {
    max_active_jobs: Type.Optional(OrNull(Type.Integer({ minimum: 1, maximum: 10_000 }))),
    monthly_model_budget_usd: Type.Optional(OrNull(Type.Number({ minimum: 0, maximum: 10_000_000 }))),
    affordability: Type.Optional(OrNull(AffordabilitySchema)),
    parse_defaults: Type.Optional(OrNull(ParseDefaultsSchema)),
    true_revenue_exclusions: Type.Optional(OrNull(ExclusionList)),
    retention: Type.Optional(OrNull(RetentionSchema)),
    webhook_pause: Type.Optional(OrNull(WebhookPauseSchema)),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type SettingsPatch = Static<typeof SettingsPatchSchema>;

const Num = Type.Number();
export const SettingsSchema = Type.Object({
  max_active_jobs: Type.Integer({ description: 'queued or running jobs at once; more answer 429' }),
  monthly_model_budget_usd: Type.Number({ description: 'model spend per calendar month (UTC); past it 429' }),
  affordability: Type.Object(
    {
      ebitda_margin_multiplier: Num,
      default_factor_rate: Num,
      min_avg_monthly_deposits: Num,
      min_avg_balance: Num,
      max_monthly_nsfs: Num,
      max_monthly_negative_days: Num,
      min_monthly_deposit_count: Num,
      max_offer_pct: Num,
      min_offer_pct: Num,
    },
    { description: "the underwriting defaults of every job's underwriting block" },
  ),
  parse_defaults: Type.Object({ skip_model: Type.Boolean(), image_fallback: Type.Boolean() }),
  true_revenue_exclusions: Type.Array(Type.String({ enum: [...REVENUE_EXCLUSIONS] }), {
    description: 'credits kept out of true revenue; one left out of the list counts as revenue',
  }),
  retention: Type.Object({
    upload_days: Nullable(Type.Integer({ description: 'days a finished job keeps its uploaded files; null: forever' })),
    raw_email_days: Nullable(Type.Integer({ description: 'days a raw email is kept; null: forever' })),
  }),
  webhook_pause: Type.Object({ after_failures: Type.Integer(), seconds: Type.Integer() }),
  customized: Type.Array(Type.String(), { description: 'fields the tenant set; the others are the service defaults' }),
  updated_at: Nullable(Type.String({ format: 'date-time' })),
});
export type Settings = Static<typeof SettingsSchema>;
