// Language-model store: metering rows (one per call), the tenant-scoped replay cache of answers, the
// monthly spend the budget check reads, and the document-read cache (identical content read once).
import { sql } from 'kysely';
import type { Executor } from './db.ts';

export interface CallRecord {
  id: string;
  tenantId: string;
  jobId: string | null;
  task: string;
  model: string;
  cacheKey: string;
  status: 'ok' | 'replayed' | 'failed';
  attempts: number;
  promptTokens: number;
  cachedPromptTokens: number;
  completionTokens: number;
  reasoningTokens: number;
  costMicroUsd: number;
  costSource: 'provider' | 'price_table' | 'replay';
  error: string | null;
  at: Date;
}

export async function insertCall(db: Executor, c: CallRecord): Promise<void> {
  await db
    .insertInto('llm_calls')
    .values({
      id: c.id,
      tenant_id: c.tenantId,
      job_id: c.jobId,
      task: c.task,
      model: c.model,
      cache_key: c.cacheKey,
      status: c.status,
      attempts: c.attempts,
      prompt_tokens: c.promptTokens,
      cached_prompt_tokens: c.cachedPromptTokens,
      completion_tokens: c.completionTokens,
      reasoning_tokens: c.reasoningTokens,
      cost_micro_usd: c.costMicroUsd,
      cost_source: c.costSource,
      error: c.error,
      created_at: c.at,
    })
    .execute();
}

/** Millionths of a dollar spent by the tenant since `since` (the month start, UTC). */
export async function spendSince(db: Executor, tenantId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('llm_calls')
    .select(sql<string | number | null>`coalesce(sum(cost_micro_usd), 0)`.as('spent'))
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.spent ?? 0);
}

export async function tenantSettings(db: Executor, tenantId: string): Promise<Record<string, unknown> | null> {
  const row = await db.selectFrom('tenants').select('settings').where('id', '=', tenantId).executeTakeFirst();
  return row ? row.settings : null;
}

export async function findReplay(db: Executor, tenantId: string, cacheKey: string): Promise<unknown | undefined> {
  const row = await db
    .selectFrom('llm_replay')
    .select('answer')
    .where('tenant_id', '=', tenantId)
    .where('cache_key', '=', cacheKey)
    .executeTakeFirst();
  return row ? row.answer : undefined;
}

/** First answer wins: a concurrent identical call that also paid does not overwrite it. */
export async function saveReplay(
  db: Executor,
  r: { tenantId: string; cacheKey: string; task: string; model: string; answer: unknown; at: Date },
): Promise<void> {
  await db
    .insertInto('llm_replay')
    .values({
      tenant_id: r.tenantId,
      cache_key: r.cacheKey,
      task: r.task,
      model: r.model,
      answer: JSON.stringify(r.answer),
      created_at: r.at,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'cache_key']).doNothing())
    .execute();
}

export interface DocumentRead<T = unknown> {
  jobId: string;
  documentId: string;
  read: T;
}

/** The earlier read of identical document content for this tenant, if any. */
export async function findDocumentRead<T = unknown>(
  db: Executor,
  tenantId: string,
  contentSha256: string,
  kind: string,
): Promise<DocumentRead<T> | null> {
  const row = await db
    .selectFrom('document_reads')
    .select(['job_id', 'document_id', 'read'])
    .where('tenant_id', '=', tenantId)
    .where('content_sha256', '=', contentSha256)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? { jobId: row.job_id, documentId: row.document_id, read: row.read as T } : null;
}

/** Keeps the first read: the earliest submission stays the one later ones point at. */
export async function saveDocumentRead(
  db: Executor,
  r: {
    tenantId: string;
    contentSha256: string;
    kind: string;
    jobId: string;
    documentId: string;
    read: unknown;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('document_reads')
    .values({
      tenant_id: r.tenantId,
      content_sha256: r.contentSha256,
      kind: r.kind,
      job_id: r.jobId,
      document_id: r.documentId,
      read: JSON.stringify(r.read),
      created_at: r.at,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'content_sha256', 'kind']).doNothing())
    .execute();
}
