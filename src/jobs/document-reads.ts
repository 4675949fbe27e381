// The pipeline's document-read cache port (src/pipeline/ports/read-cache.ts), kept in the store's
// document_reads table: per tenant, content hash and reader version; the first read is kept.
import type { DocumentReadCache } from '../pipeline/ports/read-cache.ts';
import type { Db } from '../store/db.ts';
import { findDocumentRead, saveDocumentRead } from '../store/llm.ts';

export function createDocumentReadCache(db: Db, now: () => Date = () => new Date()): DocumentReadCache {
  return {
    find: (tenantId, contentSha256, kind) => findDocumentRead(db, tenantId, contentSha256, kind),
    save: (r) => saveDocumentRead(db, { ...r, at: now() }),
  };
}
