import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * postgres.js's queue of connections and queries, as patches/postgres+3.4.9.patch leaves it (applied by
 * `npm install`'s postinstall). Unpatched, a pool busier than its connections searched every slot its busy
 * queue had ever held on every query: at 50 concurrent queries on 10 connections a process served 27,000
 * selects a second, then 18,000, then 14,000, three seconds apart; patched, 65,000 throughout.
 */
interface Queue<T> {
  readonly length: number;
  push(x: T): T;
  shift(): T;
  remove(x: T): T | null;
}
type MakeQueue = <T>(initial?: T[]) => Queue<T>;

const require = createRequire(import.meta.url);
// The package's main is cjs/src/index.js; `import 'postgres'`, which the API uses, loads src/index.js.
const packageDir = path.resolve(path.dirname(require.resolve('postgres')), '..', '..');
const builds: [string, () => Promise<MakeQueue>][] = [
  [
    'the ES module build (what the API imports)',
    async () => (await import(pathToFileURL(path.join(packageDir, 'src', 'queue.js')).href)).default,
  ],
  ['the CommonJS build', async () => require(path.join(packageDir, 'cjs', 'src', 'queue.js'))],
];

/** Every array the queue searches while `run` runs: its length and how much of it one search covers. */
const watchSearches = (run: () => void) => {
  const original = Array.prototype.indexOf;
  const searches: { length: number; span: number }[] = [];
  Array.prototype.indexOf = function (this: unknown[], item: unknown, from?: number) {
    searches.push({ length: this.length, span: this.length - (from ?? 0) });
    return original.call(this, item, from);
  };
  try {
    run();
  } finally {
    Array.prototype.indexOf = original;
  }
  return searches;
};

describe.each(builds)('postgres.js Queue, %s', (_name, load) => {
  it('searches only the items still queued when it moves a connection, however many queries went through', async () => {
    const makeQueue = await load();
    const connections = Array.from({ length: 10 }, (_, id) => ({ id }));
    const busy = makeQueue(connections);
    // What the pool does per query while every connection is busy (index.js `go`): the next busy connection is
    // shifted out, given the query, and moved back (move() removes it from its queue first, then pushes it).
    let found = 0;
    const searches = watchSearches(() => {
      for (let i = 0; i < 100_000; i++) {
        const c = busy.shift();
        if (busy.remove(c) !== null) found++;
        busy.push(c);
      }
    });
    expect(found).toBe(0); // a connection shifted out is no longer in the queue
    expect(searches).toHaveLength(100_000);
    expect(Math.max(...searches.map((s) => s.span))).toBeLessThanOrEqual(connections.length);
    // The holes its shifts leave are let go of: it never holds a slot for every item it ever held.
    expect(Math.max(...searches.map((s) => s.length))).toBeLessThanOrEqual(2 * 1024 + connections.length);
    expect(busy.length).toBe(connections.length);
  });

  it('stays first in, first out through removals and compaction', async () => {
    const makeQueue = await load();
    const queue = makeQueue<number>();
    const model: number[] = [];
    let next = 0;
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let step = 0; step < 20_000; step++) {
      const roll = random();
      if (roll < 0.5 || model.length === 0) {
        queue.push(next);
        model.push(next++);
      } else if (roll < 0.9) {
        expect(queue.shift()).toBe(model.shift());
      } else {
        const victim = model[Math.floor(random() * model.length)]!;
        expect(queue.remove(victim)).toBe(victim);
        model.splice(model.indexOf(victim), 1);
        expect(queue.remove(victim)).toBeNull();
      }
      expect(queue.length).toBe(model.length);
    }
    while (model.length) expect(queue.shift()).toBe(model.shift());
    expect(queue.length).toBe(0);
  });
});
