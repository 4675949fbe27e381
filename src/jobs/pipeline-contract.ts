// What the job runner hands the pipeline and what it gets back.
import type { FinalStatus } from '../store/jobs.ts';
import { emptyUsage, type Result } from '../schemas/result.ts';

export interface IntakeFileRecord {
  position: number;
  filename: string;
  content_type: string;
  sha256: string;
  bytes: number;
  from_email: boolean;
}

export interface PipelineInput {
  jobId: string;
  tenantId: string;
  source: string;
  createdAt: Date;
  intake: { files: IntakeFileRecord[]; [k: string]: unknown };
  options: Record<string, unknown>;
  files: Array<IntakeFileRecord & { data: Uint8Array }>;
}

export interface PipelineOutcome {
  status: FinalStatus;
  result: Result;
  error: string | null;
}

/** The result of a job that failed before the pipeline produced one: honest and empty, never data-like. */
export function failedResult(job: { id: string; source?: string; created_at?: Date | string }, error: string, now: Date): Result {
  const created = job.created_at ? new Date(job.created_at).toISOString() : now.toISOString();
  return {
    job_id: job.id,
    status: 'failed',
    source: job.source ?? 'upload',
    created_at: created,
    completed_at: now.toISOString(),
    review_reasons: [],
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
