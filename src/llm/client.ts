// The model client: the provider side of the pipeline's model port (src/pipeline/ports/model.ts). One
// OpenAI-compatible provider, strict JSON-schema answers validated again on receipt, retries with backoff
// (Retry-After honoured) on 429/5xx/timeouts and on invalid answers, a global and a per-tenant concurrency
// limit, a per-call timeout, metering of every call, and a tenant-scoped replay cache so a re-sent
// document or window costs nothing. Entry: createModelClient (the null client when none is configured).
import { createHash } from 'node:crypto';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Config } from '../config.ts';
import { newId } from '../ids.ts';
import { toMicros } from '../money.ts';
import type { Db } from '../store/db.ts';
import { findReplay, insertCall, saveReplay } from '../store/llm.ts';
import {
  ModelCallError,
  nullModelClient,
  type ModelAnswer,
  type ModelClient,
  type ModelFailure,
  type ModelRequest,
} from '../pipeline/ports/model.ts';
import { usageOf, type CallUsage } from '../pipeline/ports/usage.ts';
import { priceMicroUsd } from './prices.ts';
import { Semaphore } from './semaphore.ts';

function zeroCall(task: string, ok: boolean): CallUsage {
  return {
    task,
    replayed: false,
    ok,
    promptTokens: 0,
    cachedPromptTokens: 0,
    completionTokens: 0,
    reasoningTokens: 0,
    costMicroUsd: 0,
  };
}

export interface ModelClientOptions {
  config: Config['llm'];
  db: Db;
  now?: () => Date;
  /** test hook: sleep used for backoff */
  sleep?: (ms: number) => Promise<void>;
}

/** Strict structured output needs every object closed and every property required. */
export function strictJsonSchema(schema: TSchema): Record<string, unknown> {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = walk(v);
    if (!out.type && Array.isArray(out.enum) && out.enum.every((e) => typeof e === 'string')) out.type = 'string';
    if (out.type === 'object' && out.properties) {
      out.additionalProperties = false;
      out.required = Object.keys(out.properties as object);
    }
    return out;
  };
  return walk(JSON.parse(JSON.stringify(schema))) as Record<string, unknown>;
}

// Hashes of recent data URLs: one page image is sent in up to six calls (two reads × owned + context).
const urlHashes = new Map<string, string>();
function hashDataUrl(url: string): string {
  let h = urlHashes.get(url);
  if (!h) {
    h = `sha256:${createHash('sha256').update(url).digest('hex')}`;
    if (urlHashes.size >= 64) urlHashes.delete(urlHashes.keys().next().value!);
    urlHashes.set(url, h);
  }
  return h;
}

/** Image parts are keyed by the hash of their bytes, so the key is small and the same image keys the same. */
function canonicalMessages(node: unknown): unknown {
  if (typeof node === 'string') return node.startsWith('data:') ? hashDataUrl(node) : node;
  if (Array.isArray(node)) return node.map(canonicalMessages);
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, canonicalMessages(v)]));
  return node;
}

export function replayKey(
  model: string,
  req: Pick<ModelRequest<TSchema>, 'messages' | 'schemaName' | 'schema' | 'seed'>,
): string {
  const body = JSON.stringify({
    model,
    schema_name: req.schemaName,
    schema: strictJsonSchema(req.schema),
    seed: req.seed ?? null,
    messages: canonicalMessages(req.messages),
  });
  return createHash('sha256').update(body).digest('hex');
}

const validators = new WeakMap<TSchema, ReturnType<typeof Compile>>();
function validatorOf(schema: TSchema) {
  let v = validators.get(schema);
  if (!v) validators.set(schema, (v = Compile(schema)));
  return v;
}

function retryAfterMs(err: unknown): number | null {
  const h = (err as { headers?: Headers | Record<string, string> }).headers;
  const get = (name: string): string | null => (!h ? null : h instanceof Headers ? h.get(name) : (h[name] ?? null));
  const ms = Number(get('retry-after-ms'));
  if (get('retry-after-ms') && Number.isFinite(ms)) return ms;
  const raw = get('retry-after');
  if (!raw) return null;
  const s = Number(raw);
  if (Number.isFinite(s)) return s * 1000;
  const at = Date.parse(raw);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : null;
}

const MAX_RETRY_WAIT_MS = 60_000;

export function createModelClient(opts: ModelClientOptions): ModelClient {
  const cfg = opts.config;
  if (!cfg.apiKey && !cfg.baseUrl) return nullModelClient;
  const now = opts.now ?? (() => new Date());
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const openai = new OpenAI({
    apiKey: cfg.apiKey ?? 'unset',
    baseURL: cfg.baseUrl ?? undefined,
    maxRetries: 0,
    timeout: cfg.timeoutMs,
  });
  const global = new Semaphore(cfg.concurrency);
  const perTenant = new Map<string, Semaphore>();
  const tenantSlot = (id: string) => {
    let s = perTenant.get(id);
    if (!s) perTenant.set(id, (s = new Semaphore(cfg.tenantConcurrency)));
    return s;
  };

  async function call<S extends TSchema>(req: ModelRequest<S>): Promise<ModelAnswer<Static<S>>> {
    const model = req.model ?? cfg.model;
    const key = replayKey(model, req);
    const base = { id: '', tenantId: req.tenantId, jobId: req.jobId ?? null, task: req.task, model, cacheKey: key };
    const validator = validatorOf(req.schema);

    const replayed = await findReplay(opts.db, req.tenantId, key);
    if (replayed !== undefined && validator.Check(replayed)) {
      const c: CallUsage = { ...zeroCall(req.task, true), replayed: true };
      await insertCall(opts.db, {
        ...base,
        id: newId('llmc'),
        status: 'replayed',
        attempts: 0,
        promptTokens: 0,
        cachedPromptTokens: 0,
        completionTokens: 0,
        reasoningTokens: 0,
        costMicroUsd: 0,
        costSource: 'replay',
        error: null,
        at: now(),
      });
      return { value: replayed as Static<S>, usage: usageOf(c), call: c, cached: true };
    }

    const spent = zeroCall(req.task, false);
    let providerCost = true;
    let lastReason: ModelFailure = 'provider_error';
    let lastMessage = '';
    let attempts = 0;
    const tenant = tenantSlot(req.tenantId);
    for (attempts = 1; attempts <= cfg.maxAttempts; attempts++) {
      let waitMs = cfg.backoffMs * 2 ** (attempts - 1);
      await tenant.acquire();
      await global.acquire();
      try {
        const completion = await openai.chat.completions.create(
          {
            model,
            messages: req.messages as ChatCompletionMessageParam[],
            temperature: 0,
            ...(req.seed !== undefined ? { seed: req.seed } : {}),
            response_format: {
              type: 'json_schema',
              json_schema: { name: req.schemaName, strict: true, schema: strictJsonSchema(req.schema) },
            },
          },
          { signal: req.signal, timeout: cfg.timeoutMs },
        );
        const u = completion.usage as (OpenAI.CompletionUsage & { cost?: number }) | undefined;
        const t = {
          promptTokens: u?.prompt_tokens ?? 0,
          cachedPromptTokens: u?.prompt_tokens_details?.cached_tokens ?? 0,
          completionTokens: u?.completion_tokens ?? 0,
          reasoningTokens: u?.completion_tokens_details?.reasoning_tokens ?? 0,
        };
        const reported = typeof u?.cost === 'number' && Number.isFinite(u.cost) ? toMicros(u.cost) : null;
        if (reported === null) providerCost = false;
        spent.promptTokens += t.promptTokens;
        spent.cachedPromptTokens += t.cachedPromptTokens;
        spent.completionTokens += t.completionTokens;
        spent.reasoningTokens += t.reasoningTokens;
        spent.costMicroUsd += reported ?? priceMicroUsd(model, t);

        const message = completion.choices[0]?.message;
        let value: unknown;
        try {
          value = JSON.parse(message?.content ?? '');
        } catch {
          lastReason = 'invalid_answer';
          lastMessage = message?.refusal ? `refused: ${message.refusal}` : 'answer is not JSON';
          continue;
        }
        if (!validator.Check(value)) {
          const first = [...validator.Errors(value)][0] as { instancePath?: string; message?: string } | undefined;
          lastReason = 'invalid_answer';
          lastMessage = `answer violates the schema${first ? ` at ${first.instancePath || '/'}: ${first.message}` : ''}`;
          continue;
        }
        const c: CallUsage = { ...spent, ok: true };
        await insertCall(opts.db, {
          ...base,
          id: newId('llmc'),
          status: 'ok',
          attempts,
          ...tokens(c),
          costSource: providerCost ? 'provider' : 'price_table',
          error: null,
          at: now(),
        });
        await saveReplay(opts.db, {
          tenantId: req.tenantId,
          cacheKey: key,
          task: req.task,
          model,
          answer: value,
          at: now(),
        });
        return {
          value: value as Static<S>,
          usage: usageOf(c),
          call: c,
          cached: false,
          servedModel: completion.model || model,
        };
      } catch (err) {
        if (req.signal?.aborted) throw err;
        const status = (err as { status?: number }).status;
        if (err instanceof OpenAI.APIConnectionTimeoutError) {
          lastReason = 'timeout';
        } else if (status === 429) {
          lastReason = 'rate_limited';
          waitMs = retryAfterMs(err) ?? waitMs;
        } else if (status === undefined || status >= 500 || status === 408) {
          lastReason = 'provider_error';
          waitMs = retryAfterMs(err) ?? waitMs;
        } else {
          // 400/401/403/404: asking again will not help
          lastReason = 'provider_error';
          lastMessage = `provider answered ${status}: ${(err as Error).message}`;
          break;
        }
        lastMessage = `${(err as Error).message}`;
      } finally {
        global.release();
        tenant.release();
      }
      if (attempts < cfg.maxAttempts) await sleep(Math.min(waitMs, MAX_RETRY_WAIT_MS));
    }
    attempts = Math.min(attempts, cfg.maxAttempts);
    await insertCall(opts.db, {
      ...base,
      id: newId('llmc'),
      status: 'failed',
      attempts,
      ...tokens(spent),
      costSource: providerCost ? 'provider' : 'price_table',
      error: `${lastReason}: ${lastMessage}`.slice(0, 500),
      at: now(),
    });
    throw new ModelCallError(lastReason, `${req.task}: ${lastMessage} (after ${attempts} tries)`, usageOf(spent));
  }

  return {
    configured: true,
    model: cfg.model,
    visionModel: cfg.visionModel,
    secondVisionModel: cfg.secondVisionModel,
    call,
  };
}

function tokens(c: CallUsage) {
  return {
    promptTokens: c.promptTokens,
    cachedPromptTokens: c.cachedPromptTokens,
    completionTokens: c.completionTokens,
    reasoningTokens: c.reasoningTokens,
    costMicroUsd: c.costMicroUsd,
  };
}
