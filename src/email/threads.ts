// Threads are deals. Pure decisions: which thread a message belongs to, and what it does to the thread's
// job (a new job with every document the thread has sent, the thread's job, or nothing).
import { createHash } from 'node:crypto';

export interface ThreadDocument {
  sha256: string;
  filename: string;
  content_type: string;
  bytes: number;
}

/** The root Message-ID: the oldest reference, else the message replied to, else the message itself. */
export function threadRoot(
  m: { messageId: string | null; inReplyTo: string | null; references: string[] },
  fallback: string,
): string {
  return m.references[0] ?? m.inReplyTo ?? m.messageId ?? fallback;
}

/** Stable: the same mailbox and root always name the same thread. */
export function threadIdOf(tenantId: string, mailboxId: string | null, root: string): string {
  return `thr_${createHash('sha256')
    .update(`${tenantId}\n${mailboxId ?? ''}\n${root}`)
    .digest('hex')
    .slice(0, 24)}`;
}

export type ThreadDecision =
  | { outcome: 'ignored'; reason: 'no_document' }
  | { outcome: 'merged' }
  | { outcome: 'job'; documents: ThreadDocument[]; added: ThreadDocument[] };

/**
 * A message without documents starts nothing; one whose documents the thread already holds returns the
 * thread's job; otherwise a job over every document the thread has sent, the new ones last.
 */
export function decideThread(
  thread: { jobId: string | null; documents: ThreadDocument[] },
  taken: ThreadDocument[],
): ThreadDecision {
  if (taken.length === 0) return { outcome: 'ignored', reason: 'no_document' };
  const known = new Set(thread.documents.map((d) => d.sha256));
  const added = taken.filter((d) => !known.has(d.sha256));
  if (added.length === 0 && thread.jobId) return { outcome: 'merged' };
  return { outcome: 'job', documents: [...thread.documents, ...added], added };
}

const TAG = /^[a-z0-9_:-]{1,64}$/;

/** Tags: trimmed, lowercased, 1-64 of a-z 0-9 _ : -; at most 20; duplicates dropped. Returns the problem or the list. */
export function normalizeTags(input: string[]): { tags: string[] } | { error: string; index: number } {
  const out: string[] = [];
  for (const [i, raw] of input.entries()) {
    const t = raw.trim().toLowerCase();
    if (!TAG.test(t))
      return {
        error: `tag ${JSON.stringify(raw)} must be 1 to 64 characters of a-z, 0-9, _, : or - (after trimming and lowercasing)`,
        index: i,
      };
    if (!out.includes(t)) out.push(t);
  }
  if (out.length > 20) return { error: `at most 20 tags per email, got ${out.length}`, index: 20 };
  return { tags: out };
}
