// What of the tenant's settings (docs/admin.md) the pipeline reads for one job, as the worker starts it:
// only what the tenant set (absent: the pipeline's defaults).
import type { PipelinePolicy } from '../pipeline/contract.ts';
import type { RevenueExclusion } from '../schemas/settings.ts';
import type { Executor } from '../store/db.ts';
import { readTenantSettingsRow } from '../store/settings.ts';

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export async function pipelinePolicy(db: Executor, tenantId: string): Promise<PipelinePolicy> {
  const s = obj((await readTenantSettingsRow(db, tenantId))?.settings);
  return {
    ...(s.affordability ? { affordability: obj(s.affordability) as PipelinePolicy['affordability'] } : {}),
    ...(Array.isArray(s.true_revenue_exclusions)
      ? { revenueExclusions: s.true_revenue_exclusions as RevenueExclusion[] }
      : {}),
  };
}
