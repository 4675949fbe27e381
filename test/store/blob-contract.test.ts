// The blob store's contract, run against both backends: the disk store (the embedded default) and the S3
// store against a local S3-compatible server. Whatever a caller can notice (names, bytes, streams,
// corruption refused, conditional delete, listing) is the same on both.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { BlobIntegrityError, DiskBlobStore, collect, sha256Hex, type BlobStore } from '../../src/store/blobs.ts';
import { S3BlobStore, parseBlobUrl } from '../../src/store/s3-blobs.ts';
import { startLocalS3, type LocalS3 } from '../helpers/s3.ts';

interface Backend {
  store: BlobStore;
  /** Replaces a blob's stored bytes behind the store's back (a corrupted copy). */
  corrupt(sha: string, bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

const backends: Record<string, () => Promise<Backend>> = {
  disk: async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pp-blobs-'));
    return {
      store: new DiskBlobStore(root),
      corrupt: (sha, bytes) => fs.writeFile(path.join(root, sha.slice(0, 2), sha.slice(2, 4), sha), bytes),
      close: () => fs.rm(root, { recursive: true, force: true }),
    };
  },
  s3: async () => {
    const s3: LocalS3 = await startLocalS3();
    const c = s3.config(`contract-${randomBytes(4).toString('hex')}`);
    const store = new S3BlobStore({ ...parseBlobUrl(c.blobUrl!), ...c.s3 });
    return {
      store,
      corrupt: async (sha, bytes) => {
        await store.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: store.key(sha), Body: bytes }));
      },
      close: async () => {
        store.close();
        await s3.close();
      },
    };
  },
};

async function* chunks(bytes: Uint8Array, size: number): AsyncIterable<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

const names = async (s: BlobStore) => {
  const out: string[] = [];
  for await (const b of s.list()) out.push(b.sha256);
  return out.sort();
};

for (const [name, open] of Object.entries(backends)) {
  describe(`blob store contract: ${name}`, () => {
    let b: Backend;
    before(async () => {
      b = await open();
    });
    after(() => b.close());

    test('a put is named by the sha256 of its bytes and reads back the same bytes', async () => {
      const bytes = randomBytes(10_000);
      const sha = await b.store.put(bytes);
      assert.equal(sha, sha256Hex(bytes));
      assert.deepEqual(Buffer.from(await b.store.get(sha)), bytes);
      assert.equal(await b.store.has(sha), true);
      assert.equal(await b.store.has(sha256Hex('never stored')), false);
    });

    test('a streamed put and a streamed read carry a multi-megabyte blob whole, under the same name as a put', async () => {
      const bytes = randomBytes(3 * 1024 * 1024 + 17);
      const sha = await b.store.putStream(chunks(bytes, 64 * 1024));
      assert.equal(sha, sha256Hex(bytes));
      assert.deepEqual(Buffer.from(await collect(await b.store.getStream(sha))), bytes);
      assert.equal(await b.store.put(bytes), sha, 'the same bytes put whole: the same blob');
    });

    test('the same bytes put twice are one blob', async () => {
      const bytes = randomBytes(100);
      const sha = await b.store.put(bytes);
      await b.store.put(bytes);
      assert.equal((await names(b.store)).filter((n) => n === sha).length, 1);
    });

    test('a blob whose stored bytes no longer match its name is refused, whole or streamed', async () => {
      const bytes = randomBytes(2048);
      const sha = await b.store.put(bytes);
      await b.corrupt(sha, randomBytes(2048));
      await assert.rejects(b.store.get(sha), BlobIntegrityError);
      await assert.rejects(collect(await b.store.getStream(sha)), BlobIntegrityError);
    });

    test('a missing blob is an error on read, not empty bytes', async () => {
      await assert.rejects(b.store.get(sha256Hex('missing')));
    });

    test('delete removes a blob; a conditional delete keeps one written since the cutoff', async () => {
      const gone = await b.store.put(randomBytes(64));
      const kept = await b.store.put(randomBytes(64));
      await b.store.delete(gone);
      await b.store.delete(kept, new Date(Date.now() - 3600_000)); // written after the cutoff: stays
      await b.store.delete(sha256Hex('never stored')); // nothing there: no error
      assert.equal(await b.store.has(gone), false);
      assert.equal(await b.store.has(kept), true);
      const listed = await names(b.store);
      assert.ok(listed.includes(kept) && !listed.includes(gone));
      await b.store.delete(kept, new Date(Date.now() + 3600_000)); // written before the cutoff: removed
      assert.equal(await b.store.has(kept), false);
    });

    test('list names every blob with when it was written', async () => {
      const start = Math.floor(Date.now() / 1000) * 1000; // S3 keeps seconds
      const shas = await Promise.all([1, 2, 3].map(() => b.store.put(randomBytes(32))));
      const listed = new Map<string, Date>();
      for await (const x of b.store.list()) listed.set(x.sha256, x.modifiedAt);
      for (const s of shas) {
        assert.ok(listed.has(s), `${s} listed`);
        assert.ok(listed.get(s)!.getTime() >= start);
      }
    });
  });
}

describe('BLOB_URL', () => {
  test('s3://bucket/prefix names the bucket and a prefix ending in a slash', () => {
    assert.deepEqual(parseBlobUrl('s3://my-bucket/packets/prod'), { bucket: 'my-bucket', prefix: 'packets/prod/' });
    assert.deepEqual(parseBlobUrl('s3://my-bucket'), { bucket: 'my-bucket', prefix: '' });
    assert.throws(() => parseBlobUrl('https://my-bucket/x'), /BLOB_URL/);
  });
});

describe('S3 store under a flaky server', () => {
  let s3: LocalS3;
  let proxy: http.Server;
  let store: S3BlobStore;
  let failed = 0;
  before(async () => {
    s3 = await startLocalS3();
    // in front of the server: every first try of each request answers 503 SlowDown, as S3 does under load
    const seen = new Set<string>();
    const target = new URL(s3.endpoint);
    proxy = http.createServer((req, res) => {
      const key = `${req.method} ${req.url}`;
      if (!seen.has(key)) {
        seen.add(key);
        failed++;
        req.resume();
        res.writeHead(503, { 'content-type': 'application/xml' });
        res.end(
          '<?xml version="1.0"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
        );
        return;
      }
      const fwd = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      req.pipe(fwd);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', () => r()));
    const c = s3.config('flaky');
    const port = (proxy.address() as { port: number }).port;
    store = new S3BlobStore({ ...parseBlobUrl(c.blobUrl!), ...c.s3, endpoint: `http://127.0.0.1:${port}` });
  });
  after(async () => {
    store.close();
    await new Promise((r) => proxy.close(r));
    await s3.close();
  });

  test('a put, a streamed put, a read and a delete each succeed through a transient 503', async () => {
    const bytes = randomBytes(5000);
    const sha = await store.put(bytes);
    assert.deepEqual(Buffer.from(await store.get(sha)), bytes);
    const streamed = randomBytes(70_000);
    assert.equal(await store.putStream(chunks(streamed, 8192)), sha256Hex(streamed));
    await store.delete(sha);
    assert.equal(await store.has(sha), false);
    assert.ok(failed >= 5, `the server refused the first try of each request (${failed})`);
  });
});

describe('S3 store when a connection is cut mid-body', () => {
  let s3: LocalS3;
  let proxy: http.Server;
  let store: S3BlobStore;
  let cut = 0;
  before(async () => {
    s3 = await startLocalS3();
    // in front of the server: the first read of each object sends its headers and half its bytes, then the
    // connection drops (a reset socket, a restarted proxy)
    const target = new URL(s3.endpoint);
    const seen = new Set<string>();
    proxy = http.createServer((req, res) => {
      const fwd = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          const key = `${req.method} ${req.url}`;
          if (req.method !== 'GET' || up.statusCode !== 200 || seen.has(key)) return void up.pipe(res);
          seen.add(key);
          const half = Number(up.headers['content-length']) / 2;
          let sent = 0;
          up.on('data', (c: Buffer) => {
            if (sent >= half) return;
            res.write(c.subarray(0, half - sent));
            sent += Math.min(c.length, half - sent);
            if (sent >= half) {
              cut++;
              res.socket?.destroy();
            }
          });
        },
      );
      req.pipe(fwd);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', () => r()));
    const c = s3.config('cut');
    const port = (proxy.address() as { port: number }).port;
    store = new S3BlobStore({ ...parseBlobUrl(c.blobUrl!), ...c.s3, endpoint: `http://127.0.0.1:${port}` });
  });
  after(async () => {
    store.close();
    proxy.closeAllConnections();
    await new Promise((r) => proxy.close(r));
    await s3.close();
  });

  test(
    'a read whose body is cut off is read again, never left waiting (it hung a job for good)',
    { timeout: 30_000 },
    async () => {
      const bytes = randomBytes(200_000);
      const sha = await store.put(bytes);
      assert.deepEqual(Buffer.from(await store.get(sha)), bytes);
      assert.equal(cut, 1, 'the first read was cut');
    },
  );

  test(
    'a streamed read whose body is cut off fails its reader instead of never ending',
    { timeout: 30_000 },
    async () => {
      const bytes = randomBytes(200_000);
      const sha = await store.put(bytes);
      const stream = await store.getStream(sha);
      await assert.rejects(collect(stream));
      assert.equal(cut, 2);
    },
  );
});
