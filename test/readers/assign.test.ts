// Which reader an OCR page goes to: a reader keeps the engine models it loaded (hundreds of MB each), so the
// pool hands a page to the reader that already holds its engine, and two readers read the two engines'
// pages at the same time, one model each.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pickTask, type ReaderView } from '../../src/readers/assign.ts';

type Task = { engine?: string; name: string };
interface SimReader extends ReaderView {
  engines: Set<string>;
  ran: string[];
}

/** Run `queue` through `n` readers that all finish together, one task each per round; what each ran. */
function simulate(n: number, queue: Task[]): string[][] {
  const readers: SimReader[] = Array.from({ length: n }, () => ({ free: true, engines: new Set(), ran: [] }));
  for (let round = 0; queue.length && round < 20; round++) {
    for (const r of readers) r.free = true;
    for (const r of readers) {
      const i = pickTask(
        r,
        readers.filter((o) => o !== r),
        queue,
      );
      if (i < 0) continue;
      const [t] = queue.splice(i, 1);
      if (t!.engine) r.engines.add(t!.engine);
      r.ran.push(t!.name);
      r.free = false;
    }
  }
  assert.equal(queue.length, 0, 'every task ran');
  return readers.map((r) => r.ran);
}

const pages = (engine: string, n: number): Task[] =>
  Array.from({ length: n }, (_, i) => ({ engine, name: `${engine[0]}${i + 1}` }));

test('two readers, two engines: each reader reads one engine, both at once', () => {
  assert.deepEqual(simulate(2, [...pages('tesseract', 3), ...pages('paddle', 3)]), [
    ['t1', 't2', 't3'],
    ['p1', 'p2', 'p3'],
  ]);
});

test('a reader holding the other engine waits rather than load a second model', () => {
  // three paddle pages, one tesseract page: reader 1 (tesseract) is free after one round and stays idle
  assert.deepEqual(simulate(2, [...pages('tesseract', 1), ...pages('paddle', 3)]), [['t1'], ['p1', 'p2', 'p3']]);
});

test('one reader reads both engines', () => {
  assert.deepEqual(simulate(1, [...pages('tesseract', 1), ...pages('paddle', 1)]), [['t1', 'p1']]);
});

test('more readers than engines: a reader holding no engine helps the busy ones', () => {
  const ran = simulate(4, [...pages('tesseract', 2), ...pages('paddle', 2)]);
  assert.deepEqual(ran, [['t1'], ['p1'], ['t2'], ['p2']]);
});

test('a text read goes before an OCR page that waits for another reader', () => {
  const queue: Task[] = [{ engine: 'paddle', name: 'p1' }, { name: 'extract' }];
  const busy: ReaderView = { free: false, engines: new Set(['paddle']) };
  assert.equal(pickTask({ free: true, engines: new Set(['tesseract']) }, [busy], queue), 1);
});

test('a page that comes prepared goes first; one being prepared elsewhere waits for its image', () => {
  const reader = { free: true, engines: new Set(['paddle']) };
  const queue = [
    { engine: 'paddle', name: 'p1', waits: true },
    { engine: 'paddle', name: 'p2' },
    { engine: 'paddle', name: 'p3', image: true },
  ];
  assert.equal(pickTask(reader, [], queue), 2);
  assert.equal(pickTask(reader, [], queue.slice(0, 2)), 1);
  assert.equal(pickTask(reader, [], queue.slice(0, 1)), -1);
});

test('a reader holding one engine leaves the other to a reader still starting', () => {
  const starting: ReaderView = { free: false, engines: new Set() };
  const queue = [{ engine: 'paddle' }];
  assert.equal(pickTask({ free: true, engines: new Set(['tesseract']) }, [starting], queue), -1);
  assert.equal(pickTask({ free: true, engines: new Set() }, [starting], queue), 0);
});
