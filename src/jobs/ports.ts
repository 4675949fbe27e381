// The pipeline's model-side ports as every runner with a store builds them (the service's worker, the
// command line with a model): the metered model client and the document-read cache, both over the store.
import type { Config } from '../config.ts';
import { createModelClient } from '../llm/client.ts';
import type { PipelineDeps } from '../pipeline/run.ts';
import type { Db } from '../store/db.ts';
import { createDocumentReadCache } from './document-reads.ts';

export function modelPorts(
  config: Config,
  db: Db,
  now: () => Date,
): Required<Pick<PipelineDeps, 'model' | 'documentReads'>> {
  return {
    model: createModelClient({ config: config.llm, db, now }),
    documentReads: createDocumentReadCache(db, now),
  };
}
