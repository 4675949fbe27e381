// The document-read cache port: a verified read of identical content (same tenant, same bytes, same reader
// version in `kind`, e.g. `statement:v1`) stands in for a new one, so a re-sent document costs no call.
// The store keeps it (src/store/llm.ts); src/jobs/document-reads.ts binds the two.

/** An earlier read, and the job and document it was made for. */
export interface DocumentRead<T> {
  jobId: string;
  documentId: string;
  read: T;
}

export interface DocumentReadCache {
  find<T>(tenantId: string, contentSha256: string, kind: string): Promise<DocumentRead<T> | null>;
  save(r: {
    tenantId: string;
    contentSha256: string;
    kind: string;
    jobId: string;
    documentId: string;
    read: unknown;
  }): Promise<void>;
}

/** No cache: every read is made afresh and nothing is kept. */
export const noDocumentReadCache: DocumentReadCache = {
  find: async () => null,
  save: async () => {},
};
