// A local OpenAI-compatible chat-completions server for tests: a real HTTP server on 127.0.0.1:0 that
// answers from a per-test script. Each request is recorded (body parsed) so tests can assert what the
// client sent: prompts, images, schema, seed, and how many calls were in flight at once.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  model: string;
  messages: Array<{ role: string; content: unknown }>;
  response_format?: { type: string; json_schema?: { name: string; strict: boolean; schema: Record<string, unknown> } };
  seed?: number;
  [k: string]: unknown;
}

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  /** JSON value the model "answers" (serialized into message.content) */
  answer?: unknown;
  /** raw message.content (for malformed JSON) */
  content?: string;
  /** whole raw HTTP body (overrides answer/content) */
  body?: unknown;
  delayMs?: number;
  usage?: {
    prompt_tokens?: number;
    completion_tokens?: number;
    cached_tokens?: number;
    reasoning_tokens?: number;
    cost?: number;
  };
}

export type FakeScript = (req: FakeRequest, n: number) => FakeReply | Promise<FakeReply>;

export interface FakeLlm {
  baseUrl: string;
  requests: FakeRequest[];
  maxInFlight: number;
  setScript(script: FakeScript): void;
  close(): Promise<void>;
}

export const DEFAULT_USAGE = { prompt_tokens: 1000, completion_tokens: 200, cached_tokens: 0, reasoning_tokens: 0 };

/** Text of every message part, joined: handy for routing a scripted answer by prompt. */
export function promptText(req: FakeRequest): string {
  return req.messages
    .map((m) =>
      typeof m.content === 'string'
        ? m.content
        : Array.isArray(m.content)
          ? m.content.map((p: { text?: string }) => p.text ?? '').join('\n')
          : '',
    )
    .join('\n');
}

/** Image data URLs sent in the request, in order. */
export function imagesOf(req: FakeRequest): string[] {
  return req.messages.flatMap((m) =>
    Array.isArray(m.content)
      ? m.content
          .filter((p: { type: string }) => p.type === 'image_url')
          .map((p: { image_url: { url: string } }) => p.image_url.url)
      : [],
  );
}

export async function startFakeLlm(script: FakeScript = () => ({ answer: {} })): Promise<FakeLlm> {
  let current = script;
  const requests: FakeRequest[] = [];
  let inFlight = 0;
  const state = { maxInFlight: 0 };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeRequest;
    const n = requests.push(body);
    inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    try {
      const reply = await current(body, n);
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      const status = reply.status ?? 200;
      const headers = { 'content-type': 'application/json', ...(reply.headers ?? {}) };
      if (status !== 200) {
        res
          .writeHead(status, headers)
          .end(JSON.stringify(reply.body ?? { error: { message: `scripted ${status}`, type: 'server_error' } }));
        return;
      }
      const u = { ...DEFAULT_USAGE, ...(reply.usage ?? {}) };
      const out = reply.body ?? {
        id: `chatcmpl-${n}`,
        object: 'chat.completion',
        created: 1_700_000_000,
        model: body.model,
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: { role: 'assistant', content: reply.content ?? JSON.stringify(reply.answer ?? {}), refusal: null },
          },
        ],
        usage: {
          prompt_tokens: u.prompt_tokens,
          completion_tokens: u.completion_tokens,
          total_tokens: u.prompt_tokens + u.completion_tokens,
          prompt_tokens_details: { cached_tokens: u.cached_tokens },
          completion_tokens_details: { reasoning_tokens: u.reasoning_tokens },
          ...(u.cost !== undefined ? { cost: u.cost } : {}),
        },
      };
      res.writeHead(200, headers).end(JSON.stringify(out));
    } catch (err) {
      if (!res.headersSent)
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: String(err) } }));
    } finally {
      inFlight--;
    }
  });
  // idle sockets stay open longer than any test pause, so a reused connection is never reset mid-test
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get maxInFlight() {
      return state.maxInFlight;
    },
    setScript(s) {
      current = s;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
