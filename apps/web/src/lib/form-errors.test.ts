import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaErrors, schemaParse } from './form-errors.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  link: z
    .literal('')
    .transform(() => null)
    .or(z.url('Enter a full address')),
});

describe('schemaErrors and schemaParse', () => {
  it("gives the schema's first message for each field", () => {
    expect(schemaErrors(schema, { name: ' ', link: 'nope' })).toEqual({
      name: 'Name is required',
      link: 'Enter a full address',
    });
    expect(schemaErrors(schema, { name: 'Ama', link: '' })).toEqual({});
  });

  it('gives what the schema made of the values to send', () => {
    expect(schemaParse(schema, { name: '  Ama ', link: '', extra: 1 })).toEqual({
      errors: {},
      data: { name: 'Ama', link: null },
    });
  });
});
