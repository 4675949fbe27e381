// The model port: what the pipeline's model tasks (image read, application read, categorize, positions)
// ask of a language model and what comes back. src/llm/ implements it for a provider (metering, replay,
// retries); the null client stands in when none is configured, so every task still answers.
import type { Static, TSchema } from 'typebox';
import { emptyUsage, type Usage } from '../../schemas/result.ts';
import type { CallUsage } from './usage.ts';

/** One part of a message: text, or an image as a data URL. */
export type ModelContentPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string; detail?: 'auto' | 'low' | 'high' } };

export type ModelMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string | ModelContentPart[] }
  | { role: 'assistant'; content: string };

export interface ModelRequest<S extends TSchema> {
  /** what the call is for; the key of `usage.by_task` */
  task: string;
  tenantId: string;
  jobId?: string | null;
  schemaName: string;
  /** the answer must match it (the client checks again on receipt) */
  schema: S;
  messages: ModelMessage[];
  /** default: the configured text model */
  model?: string;
  seed?: number;
  signal?: AbortSignal;
}

export interface ModelAnswer<T> {
  value: T;
  usage: Usage;
  call: CallUsage;
  /** true when answered from the replay cache (cost 0) */
  cached: boolean;
  /** the model the provider says answered (absent on a replayed answer) */
  servedModel?: string;
}

export interface ModelClient {
  /** false for the null client: no provider is configured and the rules stand alone */
  readonly configured: boolean;
  readonly model: string;
  readonly visionModel: string;
  readonly secondVisionModel: string | null;
  call<S extends TSchema>(req: ModelRequest<S>): Promise<ModelAnswer<Static<S>>>;
}

export type ModelFailure = 'not_configured' | 'invalid_answer' | 'provider_error' | 'rate_limited' | 'timeout';

/** A call that did not produce a valid answer. `usage` holds what the failed tries still cost. */
export class ModelCallError extends Error {
  constructor(
    readonly reason: ModelFailure,
    message: string,
    readonly usage: Usage,
  ) {
    super(message);
    this.name = 'ModelCallError';
  }
}

export const nullModelClient: ModelClient = {
  configured: false,
  model: 'none',
  visionModel: 'none',
  secondVisionModel: null,
  async call() {
    // no provider, no call made: nothing to count
    throw new ModelCallError('not_configured', 'no language-model provider is configured', emptyUsage());
  },
};

/** What every model task is handed: the client, and whose money it spends for which job. */
export interface ModelTaskContext {
  client: ModelClient;
  tenantId: string;
  jobId?: string | null;
}
