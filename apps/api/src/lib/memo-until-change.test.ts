import { describe, expect, it } from 'vitest';
import { memoUntilChange } from './memo-until-change.ts';

describe('memoUntilChange', () => {
  it('computes once per version and shares a computation in flight', async () => {
    let version = 1;
    let runs = 0;
    const read = memoUntilChange(
      () => version,
      async () => ++runs,
    );
    const [a, b] = await Promise.all([read(), read()]);
    expect([a, b, await read()]).toEqual([1, 1, 1]);
    version = 2;
    expect(await read()).toBe(2);
    expect(runs).toBe(2);
  });

  it('keeps nothing while changes cannot be seen', async () => {
    let runs = 0;
    const read = memoUntilChange(
      () => null,
      async () => ++runs,
    );
    await read();
    await read();
    expect(runs).toBe(2);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const read = memoUntilChange(
      () => 1,
      async () => {
        if (fail) throw new Error('database down');
        return 'ok';
      },
    );
    await expect(read()).rejects.toThrow('database down');
    fail = false;
    expect(await read()).toBe('ok');
  });
});
