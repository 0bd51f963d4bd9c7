import { describe, expect, it } from 'vitest';
import { AppError, notFound } from './errors.ts';

describe('AppError', () => {
  it('carries its status, code and message', () => {
    const error = notFound('Package not found');
    expect(error).toBeInstanceOf(AppError);
    expect(error).toBeInstanceOf(Error);
    expect([error.statusCode, error.code, error.message]).toEqual([404, 'not_found', 'Package not found']);
  });
});
