// A whole service for tests: store (fresh per test), blobs in a temp dir, HTTP app, worker, a tenant and
// an API key. Tests talk to it with app.inject or, with listen: true, over a real socket.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig, type Config } from '../../src/config.ts';
import { DEFAULT_KEY_SCOPES } from '../../src/identity/permissions.ts';
import { generateKeyMaterial } from '../../src/identity/keys.ts';
import type { RunPipeline } from '../../src/jobs/runner.ts';
import { startService, type Service } from '../../src/service.ts';
import { findOrCreateTenant } from '../../src/identity/tenants.ts';
import { newId } from '../../src/ids.ts';
import { insertKey } from '../../src/store/identity.ts';
import { openTestStore, type Backend, type TestStore } from './store.ts';

export interface TestService {
  service: Service;
  store: TestStore;
  config: Config;
  tenantId: string;
  key: string;
  baseUrl: string | null;
  newKey(opts?: {
    tenant?: string;
    scopes?: string[];
    expiresAt?: Date | null;
  }): Promise<{ key: string; tenantId: string; id: string }>;
  close(): Promise<void>;
}

export interface TestServiceOptions {
  worker?: boolean;
  listen?: boolean;
  config?: Partial<Config>;
  runPipeline?: RunPipeline;
  now?: () => Date;
  /** The service's logger (silent by default); give config.logLevel too for the HTTP app to log. */
  log?: pino.Logger;
}

export async function startTestService(backend: Backend, opts: TestServiceOptions = {}): Promise<TestService> {
  const store = await openTestStore(backend);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pp-test-'));
  // local OCR is off unless a test asks for it (opts.config.ocr): it costs seconds of CPU per page
  const config = loadConfig(
    {},
    {
      dataDir,
      logLevel: 'silent',
      pollIntervalMs: 50,
      leaseSeconds: 5,
      ocr: { engines: [], timeoutMs: 180_000 },
      // a loaded test machine stalls the loop: shedding on delay or heap is tested where a test asks for it;
      // close() hands jobs back as before and leaves pending deliveries pending (restart tests count on it)
      shed: {
        maxQueueDepth: 0,
        maxEventLoopDelayMs: 0,
        maxHeapUsedPercent: 0,
        retryAfterSeconds: 5,
        sampleIntervalMs: 1000,
      },
      stop: { jobGraceMs: 10_000, deliveryDrainMs: 0 },
      ...opts.config,
    },
  );
  const service = await startService(config, {
    http: true,
    worker: opts.worker ?? true,
    store,
    log: opts.log ?? pino({ level: 'silent' }),
    runPipeline: opts.runPipeline,
    now: opts.now,
  });
  let baseUrl: string | null = null;
  if (opts.listen) {
    await service.app!.listen({ host: '127.0.0.1', port: 0 });
    const addr = service.app!.server.address();
    baseUrl = typeof addr === 'object' && addr ? `http://127.0.0.1:${addr.port}` : null;
  }
  const newKey = async (o: { tenant?: string; scopes?: string[]; expiresAt?: Date | null } = {}) => {
    const tenant = await findOrCreateTenant(store.db, o.tenant ?? 'acme');
    const m = generateKeyMaterial();
    const { id } = await insertKey(store.db, {
      id: newId('key'),
      tenantId: tenant.id,
      name: 'test',
      prefix: m.prefix,
      secretHash: m.secretHash,
      scopes: o.scopes ?? DEFAULT_KEY_SCOPES,
      createdBy: 'test',
      createdAt: new Date(),
      expiresAt: o.expiresAt ?? null,
      rotatedFrom: null,
    });
    return { key: m.key, tenantId: tenant.id, id };
  };
  const first = await newKey();
  return {
    service,
    store,
    config,
    tenantId: first.tenantId,
    key: first.key,
    baseUrl,
    newKey,
    async close() {
      await service.close();
      await store.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
