// An image read → the spec's Statement and the aggregate's input, through the same buildStatement the
// layout path uses. The statement is `accepted` only when the image read is verified (two agreeing reads
// and the gate); otherwise it is review_required with the image read's reasons. Pure.
import type { Statement } from '../../schemas/result.ts';
import { analyzeStatementOf, type AnalyzeStatement } from '../aggregate/analyze.ts';
import type { ModelLabels } from '../categorize/index.ts';
import { buildStatement, type BuildStatementInput } from '../statement/index.ts';
import type { ImageReadResult } from './read.ts';

export interface ImageStatement {
  statement: Statement;
  /** null when nothing could be read */
  analyze: AnalyzeStatement | null;
  /** the OCR's per-row categories, for categorizePacket's `modelLabels.byRow` */
  byRow: NonNullable<ModelLabels['byRow']>;
}

/**
 * `layout` is the statement the layout path produced (its attempt 1 and identity are kept when the image
 * read produced nothing). `input` is what buildStatement needs besides the read and gate.
 */
export function imageStatement(
  layout: Statement,
  input: Omit<BuildStatementInput, 'read' | 'gate'>,
  image: ImageReadResult,
): ImageStatement {
  const base =
    image.read && image.gate ? buildStatement({ ...input, read: image.read, gate: image.gate }) : { ...layout };
  const verified = image.verified && image.read !== null;
  const reasons = verified ? base.gate.reasons : [...new Set([...base.gate.reasons, ...image.reasons])];
  const statement: Statement = {
    ...base,
    gate: {
      ...base.gate,
      status: verified ? 'accepted' : 'review_required',
      reconciled: base.gate.reconciled && verified,
      reasons,
      priority: verified ? base.gate.priority : base.gate.priority === 'low' ? 'medium' : base.gate.priority,
    },
    image_readiness: image.readiness,
    transactions: image.read
      ? base.transactions.map((t) => ({
          ...t,
          read_from: !image.imagePages || image.imagePages.includes(t.page) ? (image.readFrom ?? 'image') : 'text',
        }))
      : layout.transactions,
    attempts: [...layout.attempts.filter((a) => a.read === 'layout'), ...image.attempts],
    cache_hit: image.cacheHit,
    usage: image.usage,
  };
  const analyze = image.read
    ? analyzeStatementOf({
        documentId: input.documentId,
        read: image.read,
        rows: image.rows,
        verified,
        readFrom: image.readFrom ?? 'image',
      })
    : null;
  return { statement, analyze, byRow: { [input.documentId]: image.labels } };
}
