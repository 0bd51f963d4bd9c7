// drizzle-orm's `entity.js` with a memoised `is`: the bundle (build.ts) compiles this in its place. Drizzle
// asks `is(value, Class)` for every chunk of every query it builds and every column of every row it reads,
// and each "no" walked the value's class chain again: a tenth of the server's CPU on a customer's list.
// Classes never change, so the answer for one class and one kind is kept. Same exports, same answers
// (drizzle-entity.test.ts compares them with drizzle's own).
export const entityKind = Symbol.for('drizzle:entityKind');
export const hasOwnEntityKind = Symbol.for('drizzle:hasOwnEntityKind');

type Entity = abstract new (...args: never[]) => unknown;
const answers = new WeakMap<object, Map<unknown, boolean>>();

const walk = (cls: unknown, kind: unknown) => {
  for (let c = cls as Record<symbol, unknown> | null; c; c = Object.getPrototypeOf(c))
    if (entityKind in c && c[entityKind] === kind) return true;
  return false;
};

export function is(value: unknown, type: Entity): boolean {
  if (!value || typeof value !== 'object') return false;
  if (value instanceof type) return true;
  if (!Object.hasOwn(type, entityKind))
    throw new Error(
      `Class "${type.name ?? '<unknown>'}" doesn't look like a Drizzle entity. If this is incorrect and the class is provided by Drizzle, please report this as a bug.`,
    );
  const kind = (type as unknown as Record<symbol, unknown>)[entityKind];
  const cls: unknown = Object.getPrototypeOf(value).constructor;
  if (typeof cls !== 'function') return walk(cls, kind);
  let byKind = answers.get(cls);
  if (!byKind) {
    byKind = new Map();
    answers.set(cls, byKind);
  }
  let answer = byKind.get(kind);
  if (answer === undefined) {
    answer = walk(cls, kind);
    byKind.set(kind, answer);
  }
  return answer;
}
