// Intake → job: stores the files by content, records the intake object, and admits the job under the
// tenant's active-job cap and idempotency rules, all in one transaction per submission.
import { createHash } from 'node:crypto';
import { ApiError } from '../errors.ts';
import { newId } from '../ids.ts';
import type { Caller } from '../identity/permissions.ts';
import type { BlobStore } from '../store/blobs.ts';
import type { Db } from '../store/db.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../store/schema.ts';
import { countActiveJobs, findByIdempotencyKey, insertJob, lockTenant } from '../store/jobs.ts';
import type { AcceptedType } from '../pipeline/sniff.ts';
import { assertBudgetLeft } from '../llm/budget.ts';
import { readTenantSettingsRow } from '../store/settings.ts';
import type { Intake, IntakeFields } from '../schemas/intake.ts';

/** A file of a submission: its bytes, or (an upload streamed into the store as it arrived) where they are. */
export type IntakeFile = {
  filename: string;
  contentType: AcceptedType;
  fromEmail?: boolean;
} & ({ bytes: Uint8Array } | { stored: { sha256: string; size: number } });

export type { IntakeFields };

export interface SubmitRequest {
  /** Only the tenant matters to admission; email intake passes the mailbox's tenant. */
  caller: Caller | Pick<Caller, 'tenantId'>;
  source: string;
  files: IntakeFile[];
  fields: IntakeFields;
  options: Record<string, unknown>;
  idempotencyKey: string | null;
  receivedAt: Date;
  /** intake.email of an email job (src/email/intake.ts). */
  email?: Record<string, unknown>;
  /** The HTTP request's id: the job's log lines carry it. */
  requestId?: string;
}

export interface SubmitDeps {
  db: Db;
  blobs: BlobStore;
  maxActiveJobs: number;
  /** Seconds a client should wait before retrying when the tenant is at its cap. */
  retryAfterSeconds?: number;
  /** The monthly language-model budget in USD (config.llm.monthlyBudgetUsd); unset: no budget check. */
  monthlyBudgetUsd?: number | null;
}

export interface Submitted {
  jobId: string;
  created: boolean;
  status: string;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function buildIntake(
  req: Pick<SubmitRequest, 'source' | 'fields' | 'files' | 'receivedAt' | 'email'>,
  shas: string[],
): Intake {
  const f = req.fields;
  return {
    source: req.source,
    received_at: req.receivedAt.toISOString(),
    broker_email: f.broker_email ?? null,
    contact_email: f.contact_email ?? null,
    business_name: f.business_name ?? null,
    business_ein: f.business_ein ?? null,
    external_business_id: f.external_business_id ?? null,
    end_user_id: f.end_user_id ?? null,
    requested_advance_amount: f.requested_advance_amount ?? null,
    document_types: f.document_types ?? null,
    ...(req.email ? { email: req.email } : {}),
    files: req.files.map((file, i) => ({
      position: i + 1,
      filename: file.filename,
      content_type: file.contentType,
      sha256: shas[i]!,
      bytes: 'stored' in file ? file.stored.size : file.bytes.length,
      from_email: file.fromEmail ?? false,
    })),
  };
}

/** Same files in the same order with the same metadata and options → the same hash. */
export function requestHash(req: SubmitRequest, shas: string[]): string {
  const canonical = canonicalJson({
    source: req.source,
    files: req.files.map((f, i) => ({ sha256: shas[i], filename: f.filename })),
    fields: req.fields,
    options: req.options,
  });
  return createHash('sha256').update(canonical).digest('hex');
}

export async function submitJob(deps: SubmitDeps, req: SubmitRequest): Promise<Submitted> {
  // Blobs first: content-addressed and idempotent, so a failed admission leaves nothing wrong behind.
  const shas: string[] = [];
  for (const file of req.files) shas.push('stored' in file ? file.stored.sha256 : await deps.blobs.put(file.bytes));
  const hash = requestHash(req, shas);
  const attempt = () => deps.db.transaction().execute((trx) => admitJob(trx, deps, req, shas, hash));

  try {
    return await attempt();
  } catch (err) {
    // Two identical requests racing on one key: the loser sees the unique index and re-reads the winner.
    if (req.idempotencyKey && isUniqueViolation(err)) return attempt();
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}

/**
 * Admission inside the caller's transaction: tenant lock, idempotency, model budget, active-job cap, insert.
 * Email intake runs it in the transaction that also records the email and its thread.
 */
export async function admitJob(
  trx: Transaction<Database>,
  deps: SubmitDeps,
  req: SubmitRequest,
  shas: string[],
  hash = requestHash(req, shas),
): Promise<Submitted> {
  const tenantId = req.caller.tenantId;
  const tenant = await lockTenant(trx, tenantId);
  if (!tenant) throw new ApiError('unauthenticated', 'tenant no longer exists');
  if (req.idempotencyKey) {
    const earlier = await findByIdempotencyKey(trx, tenantId, req.idempotencyKey);
    if (earlier) {
      if (earlier.request_hash !== hash) {
        throw new ApiError(
          'idempotency_conflict',
          'Idempotency-Key was already used with a different request (files, order, metadata or options differ)',
        );
      }
      return { jobId: earlier.id, created: false, status: earlier.status };
    }
  }
  await assertBudgetLeft(trx, tenantId, deps.monthlyBudgetUsd, req.receivedAt);
  const cap = tenant.max_active_jobs ?? deps.maxActiveJobs;
  const active = await countActiveJobs(trx, tenantId);
  if (active >= cap) {
    throw new ApiError(
      'too_many_active_jobs',
      `this tenant already has ${active} queued or running jobs (cap ${cap}); retry when one finishes`,
      {
        'retry-after': String(deps.retryAfterSeconds ?? 5),
      },
    );
  }
  const jobId = newId('job');
  // the tenant's default parse options under the request's own (the hash above is of the request as sent)
  const defaults = (await readTenantSettingsRow(trx, tenantId))?.settings.parse_defaults;
  await insertJob(trx, {
    id: jobId,
    tenantId,
    source: req.source,
    idempotencyKey: req.idempotencyKey,
    requestHash: hash,
    intake: buildIntake(req, shas),
    options: { ...(defaults && typeof defaults === 'object' ? defaults : {}), ...req.options },
    requestId: req.requestId ?? null,
  });
  return { jobId, created: true, status: 'queued' };
}
