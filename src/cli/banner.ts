// What `packet-parser serve` prints when it starts on a terminal: where it listens, what it stores where,
// how to get a key, whether a model provider is configured. Pure: the caller says whether it is a terminal
// (elsewhere the same facts go to the JSON log as one `listening` entry).
import type { Config } from '../config.ts';

export interface StartFacts {
  url: string;
  store: 'pglite' | 'postgres';
  /** The owner key was just created and printed on stdout (first start of an embedded store). */
  firstKeyPrinted: boolean;
}

/** The facts as a log entry's fields (no secret: a database URL loses its password). */
export function startFields(config: Config, facts: StartFacts) {
  return {
    url: facts.url,
    docs: `${facts.url}/docs`,
    store: facts.store,
    database: facts.store === 'postgres' ? withoutPassword(config.databaseUrl ?? '') : null,
    data_dir: config.dataDir,
    worker: config.serveWorker,
    model_provider: modelProvider(config),
  };
}

export function startBanner(config: Config, facts: StartFacts): string {
  const f = startFields(config, facts);
  const store =
    f.store === 'postgres' ? `PostgreSQL ${f.database}` : `embedded PostgreSQL (PGlite) in ${f.data_dir}/pglite`;
  const key = facts.firstKeyPrinted
    ? 'the owner key printed above (shown once: keep it), as X-API-Key'
    : f.store === 'postgres'
      ? 'npx packet-parser keys create --tenant NAME (any time), or POST /v1/api-keys with a keys:manage key'
      : 'POST /v1/api-keys with a keys:manage key now, or npx packet-parser keys create --tenant NAME with the server stopped';
  const model = f.model_provider
    ? `${f.model_provider} (scans, applications, categories)`
    : 'none: text-layer statements are read and verified; scans use local OCR; /readyz answers 503 until LLM_API_KEY is set';
  return [
    '',
    `  Packet Parser  ${f.url}`,
    '',
    `  API reference  ${f.docs}      OpenAPI ${f.url}/openapi.json`,
    `  store          ${store}`,
    `  uploads        ${f.data_dir}/blobs`,
    `  job worker     ${f.worker ? 'in this process' : 'off (SERVE_WORKER=false): run `packet-parser worker`'}`,
    `  model          ${model}`,
    `  API key        ${key}`,
    `  stop           Ctrl-C (running jobs finish or are handed back)`,
    '',
  ].join('\n');
}

function modelProvider(config: Config): string | null {
  if (!config.llm.apiKey) return null;
  return `${config.llm.model} at ${config.llm.baseUrl ?? 'the default OpenAI endpoint'}`;
}

function withoutPassword(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}
