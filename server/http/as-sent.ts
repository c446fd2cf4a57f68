// A value as the API sends it: through JSON, so instants become ISO text and Prisma's decimals their text.
// The type says the same, so a page handing a screen its first data is checked by tsc against the screen's
// props instead of asserting them.

/** T as JSON carries it: a Date (or anything with toJSON) as what toJSON answers, functions left out. */
export type AsSent<T> = T extends { toJSON(): infer J }
  ? AsSent<J>
  : T extends readonly (infer E)[]
    ? AsSent<E>[]
    : T extends object
      ? { [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: AsSent<T[K]> }
      : T;

export function asSent<T>(value: T): AsSent<T> {
  return JSON.parse(JSON.stringify(value)) as AsSent<T>;
}
