// The pipeline's contract: what a caller (the job runner, the store-less CLI) hands runPipeline and what
// it gets back, the options a request may set, and the honest empty Result of a job that never got one.
import type { Intake, IntakeFileRecord } from '../schemas/intake.ts';
import type { FinalStatus } from '../schemas/job.ts';
import { emptyUsage, type Result } from '../schemas/result.ts';
import type { RevenueExclusion } from '../schemas/settings.ts';
import type { AffordabilitySettings } from '../underwriting/settings.ts';

/**
 * The `options` form field (and email query parameter), JSON. Its fields are ours to design (the spec leaves
 * them open); see docs/api.md. jobs/options.ts parses and checks it at the edge.
 */
export interface ParseOptions {
  /** Skip the language-model passes even when a provider is configured. */
  skip_model?: boolean;
  /** Run the image read for statements whose layout read fails the gate (default true). */
  image_fallback?: boolean;
  /** Free label echoed in the result's pipeline object. */
  label?: string;
}

export interface PipelineInput {
  jobId: string;
  tenantId: string;
  source: string;
  createdAt: Date;
  intake: Intake;
  options: Record<string, unknown>;
  files: Array<IntakeFileRecord & { data: Uint8Array }>;
  /** The tenant's settings that shape a result (docs/admin.md); absent: the service defaults. */
  policy?: PipelinePolicy;
}

export interface PipelinePolicy {
  /** the underwriting defaults the underwriting block uses */
  affordability?: Partial<AffordabilitySettings>;
  /** credits kept out of true revenue (default: all of REVENUE_EXCLUSIONS) */
  revenueExclusions?: readonly RevenueExclusion[];
}

export interface PipelineOutcome {
  /** how the job ends */
  status: FinalStatus;
  result: Result;
  error: string | null;
}

/** The result of a job that failed before the pipeline produced one: honest and empty, never data-like. */
export function failedResult(
  job: { id: string; source?: string; created_at?: Date | string },
  error: string,
  now: Date,
): Result {
  const created = job.created_at ? new Date(job.created_at).toISOString() : now.toISOString();
  return {
    job_id: job.id,
    status: 'failed',
    source: job.source ?? 'upload',
    created_at: created,
    completed_at: now.toISOString(),
    review_reasons: [],
    review_details: [],
    merchant_fingerprint: null,
    related_jobs: [],
    superseded_by: null, // the job row's; restated by the envelope once a later job of its email thread replaces it
    submission_packet: {},
    files: [],
    statements: [],
    applications: [],
    other_documents: [],
    accounts: [],
    months: [],
    positions: [],
    underwriting: null,
    usage: emptyUsage(),
    pipeline: { error },
  };
}

/** How every job runner (the worker, the command line, a reader running a whole job) words a job the pipeline did not end. */
export const jobFailure = {
  crashed: (err: unknown): string => `internal error while processing: ${(err as Error)?.message ?? String(err)}`,
  timedOut: (seconds: number): string => `the job ran past JOB_TIMEOUT_SECONDS (${seconds} s)`,
  interrupted: (times: number): string => `too many service stops: the job was interrupted ${times} times`,
};

/** A failed job's outcome: the honest empty Result and its error. */
export function failedOutcome(
  job: { id: string; source?: string; created_at?: Date | string },
  error: string,
  now: Date,
): PipelineOutcome {
  return { status: 'failed', result: failedResult(job, error, now), error };
}
