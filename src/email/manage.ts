// The /v1/emails resource as a service: an email's record (never its body), its raw message as stored, and
// its tags (audited, one transaction). Another tenant's email is not found. The HTTP handlers only call these.
import type { Readable } from 'node:stream';
import { writeAudit } from '../audit.ts';
import { invalidField, notFound } from '../errors.ts';
import type { Caller } from '../identity/permissions.ts';
import type { BlobStore } from '../store/blobs.ts';
import type { Db } from '../store/db.ts';
import { getEmail, setEmailTags } from '../store/emails.ts';
import { emailRecord } from './record.ts';
import { normalizeTags } from './threads.ts';

async function emailOf(db: Db, tenantId: string, id: string) {
  const row = await getEmail(db, tenantId, id);
  if (!row) throw notFound('email');
  return row;
}

export const emailRecordOf = async (db: Db, tenantId: string, id: string) =>
  emailRecord(await emailOf(db, tenantId, id));

/** The message exactly as received, streamed from the blob store (a copy failing its checksum is cut off). */
export async function rawEmail(
  deps: { db: Db; blobs: BlobStore },
  tenantId: string,
  id: string,
): Promise<{ filename: string; body: Readable }> {
  const row = await emailOf(deps.db, tenantId, id);
  if (row.raw_expired_at) throw notFound('raw message (past the retention days in settings)');
  return { filename: `${row.id}.eml`, body: await deps.blobs.getStream(row.raw_sha256) };
}

/** Replaces the email's tags (normalized; 422 names the first bad one), audited with before and after. */
export async function replaceEmailTags(
  db: Db,
  { caller, requestId }: { caller: Caller; requestId: string },
  id: string,
  tags: string[],
) {
  const normalized = normalizeTags(tags);
  if ('error' in normalized) {
    throw invalidField(['body', 'tags', normalized.index], normalized.error, {
      input: tags[normalized.index] ?? null,
      message: `tags: ${normalized.error}`,
    });
  }
  const row = await db.transaction().execute(async (trx) => {
    const before = await getEmail(trx, caller.tenantId, id);
    if (!before) throw notFound('email');
    const after = await setEmailTags(trx, caller.tenantId, before.id, normalized.tags);
    await writeAudit(trx, {
      caller,
      action: 'email.tags_updated',
      targetType: 'email',
      targetId: before.id,
      requestId,
      details: { before: before.tags, after: normalized.tags },
    });
    return after!;
  });
  return emailRecord(row);
}
