// Emails and their threads. Every read is tenant-scoped; intake writes inside one transaction with the
// job admission and the email.received event.
import { sql, type Selectable } from 'kysely';
import type { EmailsTable, EmailThreadsTable } from './schema.ts';
import type { Executor } from './db.ts';

/** A row as read (jsonb columns parsed, see toEmail). */
export type EmailRow = Selectable<EmailsTable>;
export type ThreadRow = Selectable<EmailThreadsTable>;

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

function toEmail(row: Record<string, unknown>): EmailRow {
  const r = row as unknown as EmailRow;
  return {
    ...r,
    references: parsed(r.references),
    to_addresses: parsed(r.to_addresses),
    cc_addresses: parsed(r.cc_addresses),
    attachments: parsed(r.attachments),
    routing: parsed(r.routing),
  };
}

export async function getEmail(db: Executor, tenantId: string, id: string): Promise<EmailRow | undefined> {
  const row = await db
    .selectFrom('emails')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toEmail(row) : undefined;
}

/** A redelivery: the same dedupe key, or the same provider message id in the same mailbox. */
export async function findDelivered(
  db: Executor,
  tenantId: string,
  dedupeKey: string,
  mailboxId: string | null,
  providerMessageId: string | null,
): Promise<EmailRow | undefined> {
  let q = db.selectFrom('emails').selectAll().where('tenant_id', '=', tenantId);
  q = q.where((eb) => {
    const byKey = eb('dedupe_key', '=', dedupeKey);
    if (!providerMessageId || !mailboxId) return byKey;
    return eb.or([
      byKey,
      eb.and([eb('mailbox_id', '=', mailboxId), eb('provider_message_id', '=', providerMessageId)]),
    ]);
  });
  const row = await q.orderBy('created_at').limit(1).executeTakeFirst();
  return row ? toEmail(row) : undefined;
}

/** The thread of an earlier message of this mailbox named in References / In-Reply-To, if any. */
export async function threadOfMessages(
  db: Executor,
  tenantId: string,
  mailboxId: string | null,
  messageIds: string[],
): Promise<string | undefined> {
  if (messageIds.length === 0) return undefined;
  let q = db
    .selectFrom('emails')
    .select('thread_id')
    .where('tenant_id', '=', tenantId)
    .where('message_id', 'in', messageIds);
  q = mailboxId === null ? q.where('mailbox_id', 'is', null) : q.where('mailbox_id', '=', mailboxId);
  const row = await q.orderBy('created_at').limit(1).executeTakeFirst();
  return row?.thread_id;
}

/** The mailbox's latest thread that already holds every one of these documents (a forward of a deal's papers). */
export async function threadHoldingAll(
  db: Executor,
  tenantId: string,
  mailboxId: string | null,
  shas: string[],
): Promise<string | undefined> {
  if (shas.length === 0) return undefined;
  let q = db.selectFrom('email_threads').select('id').where('tenant_id', '=', tenantId).where('job_id', 'is not', null);
  q = mailboxId === null ? q.where('mailbox_id', 'is', null) : q.where('mailbox_id', '=', mailboxId);
  for (const sha of shas) q = q.where(sql<boolean>`documents @> ${JSON.stringify([{ sha256: sha }])}::jsonb`);
  const row = await q.orderBy('updated_at', 'desc').limit(1).executeTakeFirst();
  return row?.id;
}

export async function getThreadForUpdate(db: Executor, tenantId: string, id: string): Promise<ThreadRow | undefined> {
  const row = await db
    .selectFrom('email_threads')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ? ({ ...row, documents: parsed(row.documents) } as ThreadRow) : undefined;
}

export async function insertThread(db: Executor, t: ThreadRow): Promise<void> {
  await db
    .insertInto('email_threads')
    .values({ ...t, documents: JSON.stringify(t.documents) })
    .execute();
}

export async function updateThread(
  db: Executor,
  id: string,
  jobId: string,
  documents: unknown[],
  at: Date,
): Promise<void> {
  await db
    .updateTable('email_threads')
    .set({ job_id: jobId, documents: JSON.stringify(documents), updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function insertEmail(db: Executor, e: EmailRow): Promise<void> {
  await db
    .insertInto('emails')
    .values({
      ...e,
      references: JSON.stringify(e.references),
      to_addresses: JSON.stringify(e.to_addresses),
      cc_addresses: JSON.stringify(e.cc_addresses),
      attachments: JSON.stringify(e.attachments),
      routing: e.routing === null ? null : JSON.stringify(e.routing),
    })
    .execute();
}

export async function setEmailTags(
  db: Executor,
  tenantId: string,
  id: string,
  tags: string[],
): Promise<EmailRow | undefined> {
  const row = await db
    .updateTable('emails')
    .set({ tags })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toEmail(row) : undefined;
}

/** Messages a mailbox took since `since`, and the oldest of them (for Retry-After). */
export async function mailboxTraffic(
  db: Executor,
  mailboxId: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('emails')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('mailbox_id', '=', mailboxId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest ? new Date(row.oldest as Date) : null };
}

/** A mailbox's messages, newest first, keyset-paged by [created_at, id]. */
export async function listMailboxEmails(
  db: Executor,
  tenantId: string,
  mailboxId: string,
  limit: number,
  after: [string, string] | null,
): Promise<EmailRow[]> {
  let q = db.selectFrom('emails').selectAll().where('tenant_id', '=', tenantId).where('mailbox_id', '=', mailboxId);
  if (after)
    q = q.where((eb) =>
      eb.or([
        eb('created_at', '<', new Date(after[0])),
        eb.and([eb('created_at', '=', new Date(after[0])), eb('id', '<', after[1])]),
      ]),
    );
  return (await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()).map(toEmail);
}

/** The later job of the thread replaces the earlier one. */
export async function markSuperseded(db: Executor, tenantId: string, jobId: string, by: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ superseded_by: by })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', jobId)
    .execute();
}
