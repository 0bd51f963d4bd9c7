import { describe, expect, it } from 'vitest';
import { AppError, conflict, notFound, unauthenticated } from './errors.ts';

describe('AppError', () => {
  it('carries its status, code and message but no stack frames, and leaves other errors theirs', () => {
    const limit = Error.stackTraceLimit;
    const error = notFound('Package not found');
    expect(error).toBeInstanceOf(AppError);
    expect(error).toBeInstanceOf(Error);
    expect([error.statusCode, error.code, error.message]).toEqual([404, 'not_found', 'Package not found']);
    // Only the "Error: message" line: no frame was captured.
    expect(error.stack?.split('\n')).toEqual(['Error: Package not found']);
    expect(unauthenticated().stack?.split('\n')).toHaveLength(1);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('a fault').stack?.split('\n').length).toBeGreaterThan(1);
  });

  it('restores the stack limit even when the message cannot be made a string', () => {
    const limit = Error.stackTraceLimit;
    const unprintable = {
      toString: () => {
        throw new TypeError('no');
      },
    };
    expect(() => conflict(unprintable as unknown as string)).toThrow(TypeError);
    expect(Error.stackTraceLimit).toBe(limit);
  });
});
