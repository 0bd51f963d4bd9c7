/**
 * Keeps one computed value until `version()` changes, sharing it (and a computation in flight) between
 * callers. `version()` returns null while changes cannot be seen (nothing is kept then: every call computes).
 *
 * Exact as long as every change bumps the version after it is visible: a value is kept under the version
 * read before computing, so a change committed during the computation bumps the version and the next call
 * computes afresh. A failed computation is not kept.
 */
export const memoUntilChange = <T>(version: () => number | null, compute: () => Promise<T>) => {
  let kept: { version: number; value: Promise<T> } | null = null;
  return (): Promise<T> => {
    const current = version();
    if (current === null) return compute();
    if (kept?.version === current) return kept.value;
    const value = compute();
    const entry = { version: current, value };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = null;
    });
    return value;
  };
};
