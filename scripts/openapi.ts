// `npm run openapi [-- FILE]`: prints (or writes) the OpenAPI document the service serves at /openapi.json,
// built from the route schemas by the app itself on an in-memory embedded store. The typed client
// (src/client/) is generated from it: `npm run client`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { startService } from '../src/service.ts';
import { openStore } from '../src/store/db.ts';

export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-openapi-'));
  const config = loadConfig({}, { dataDir, logLevel: 'silent', ocr: { engines: [], timeoutMs: 1000 } });
  const store = await openStore({ databaseUrl: null, dataDir: null, migrate: false });
  const service = await startService(config, { http: true, worker: false, store, log: pino({ level: 'silent' }) });
  try {
    return (await service.app!.inject({ url: '/openapi.json' })).json();
  } finally {
    await service.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
  if (process.argv[2]) fs.writeFileSync(process.argv[2], text);
  else process.stdout.write(text);
}
