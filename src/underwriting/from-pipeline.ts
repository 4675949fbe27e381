// The pipeline's months and positions → the calculator's request, so a parsed packet's underwriting
// block is computeWithhold of exactly what an underwriter would send to POST /v1/underwriting/withhold.
// Amounts stay the decimal strings the result carries, so cents are never rebuilt from a float.
import type { Month, Position } from '../schemas/result.ts';
import type { WithholdRequest } from '../schemas/withhold.ts';
import { FREQUENCIES, type Frequency } from './cadence.ts';

export interface StatedFigures {
  monthly_revenue?: number;
}

export function withholdRequestFrom(
  months: Month[],
  positions: Position[],
  stated?: StatedFigures,
  extra: Partial<WithholdRequest> = {},
): WithholdRequest {
  return {
    months: months.map((m) => ({
      month: m.month,
      revenue: m.true_revenue,
      operating_expenses: m.operating_expenses_total,
      gross_deposits: m.deposits_total,
      ending_balance: m.ending_balance ?? undefined,
      average_balance: m.average_balance ?? undefined,
      deposit_count: m.deposits_count,
      nsf_count: m.nsf_count,
      negative_days: m.negative_balance_days,
      excluded: !m.included_in_averages,
    })),
    // MCA positions with a known cadence; loans never enter the withhold
    cash_advances: positions
      .filter((p) => p.kind === 'mca' && (FREQUENCIES as readonly string[]).includes(p.cadence))
      .map((p) => ({
        payment_amount: p.payment_amount,
        funder: p.funder,
        last_payment_date: p.last_date,
        first_payment_date: p.first_date,
        active: p.counted_in_withhold,
        frequency: p.cadence as Frequency,
        occurrences: p.occurrences,
      })),
    // a stated figure read off an application may be garbage; only a real amount is compared
    ...(stated?.monthly_revenue !== undefined && Number.isFinite(stated.monthly_revenue) && stated.monthly_revenue >= 0
      ? { stated_monthly_revenue: stated.monthly_revenue }
      : {}),
    ...extra,
  };
}
