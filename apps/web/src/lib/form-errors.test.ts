import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deferredCheck } from './form-errors.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  link: z
    .literal('')
    .transform(() => null)
    .or(z.url('Enter a full address')),
});

describe('deferredCheck', () => {
  it("gives the schema's first message for each field once it has downloaded", async () => {
    const check = deferredCheck(async () => schema);
    expect(await check.errors({ name: ' ', link: 'nope' })).toEqual({
      name: 'Name is required',
      link: 'Enter a full address',
    });
    expect(await check.errors({ name: 'Ama', link: '' })).toEqual({});
  });

  it('gives what the schema made of the values to send', async () => {
    const check = deferredCheck(async () => schema);
    expect(await check.parse({ name: '  Ama ', link: '', extra: 1 })).toEqual({
      errors: {},
      data: { name: 'Ama', link: null },
    });
  });

  it('lets the values go as typed, for the server to check, when the schema fails to download', async () => {
    const check = deferredCheck(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    const values = { name: ' ', link: 'nope' };
    expect(await check.errors(values)).toEqual({});
    expect(await check.parse(values)).toEqual({ errors: {}, data: values });
    await expect(check.preload()).resolves.toBeUndefined();
  });
});
