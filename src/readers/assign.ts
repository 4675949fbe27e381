// Which queued task a free reader takes next. Pure: the pool (./pool.ts) passes what it knows of its readers.
//
// An OCR engine's model stays loaded in the reader that first ran it (tesseract ~250 MB, paddle ~400 MB of
// resident memory), so an OCR page goes to a reader that already holds its engine: with two readers and two
// engines each reader holds one model, and the two reads of a page run at the same time, one per core.
// A reader takes, in this order of preference (queue order within each):
//   0. an OCR task for an engine it holds;
//   1. a task that is not OCR;
//   2. an OCR task for an engine no other reader holds, when this reader holds none or every other
//      reader (starting ones included) holds one;
//   3. only a reader holding no engine: an OCR task whose engine's readers are all busy (more readers
//      than engines, on a machine with more cores).
// An OCR task for an engine held by another, busy reader waits for that reader otherwise. Within a rank a
// page that arrives prepared (./share.ts) goes first, and a page another reader is preparing is left
// until its image comes.

/**
 * `image`: the page comes prepared by another reader (./share.ts), taken first within its rank; `waits`:
 * another reader is preparing that page for it right now, so it is not taken yet.
 */
export interface QueuedTask {
  engine?: string;
  image?: boolean;
  waits?: boolean;
}

export interface ReaderView {
  free: boolean;
  engines: ReadonlySet<string>;
}

/** The index in `queue` of the task `reader` should start, or -1 when none suits it. */
export function pickTask(reader: ReaderView, others: ReaderView[], queue: QueuedTask[]): number {
  let best = -1,
    bestRank = 8;
  for (let i = 0; i < queue.length && bestRank > 0; i++) {
    const t = queue[i]!;
    if (t.waits) continue;
    const rank = taskRank(reader, others, t.engine) * 2 + (t.image ? 0 : 1);
    if (rank < bestRank && rank < 8) [best, bestRank] = [i, rank];
  }
  return best;
}

function taskRank(reader: ReaderView, others: ReaderView[], engine: string | undefined): number {
  if (engine === undefined) return 1;
  if (reader.engines.has(engine)) return 0;
  const holders = others.filter((o) => o.engines.has(engine));
  // a reader holding a model loads a second only when no reader without one (busy or starting) could
  if (holders.length === 0) return reader.engines.size === 0 || others.every((o) => o.engines.size > 0) ? 2 : 4;
  if (reader.engines.size === 0 && holders.every((o) => !o.free)) return 3;
  return 4;
}
