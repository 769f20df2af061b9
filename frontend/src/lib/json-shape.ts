// Small checks of the JSON the storefront reads (settings, the catalogue, the
// stored cart, error answers, ...): what zod/mini did there, with the same
// rules, in far less code, so zod stays out of the first load and off the
// storefront's pages (decision 143). Forms and the admin keep zod.
//
// A check reads a value and gives back what it read, or says where it does
// not fit; as zod's, an object gives back only its declared keys, and
// numbers are finite. `safeParse` answers as zod's does, so a check can stand
// where a zod schema was (AnswerSchema in api/answers.ts).

/** Where a value lies in what is read: keys and list positions. */
export type Path = readonly (string | number)[];

/** What does not fit: a message for people, and where (as zod's issues, of which there is one). */
export type ReadError = { message: string; issues: [{ path: Path; message: string }] };

export type Parsed<T> = { success: true; data: T } | { success: false; error: ReadError };

export type Check<T> = {
  /** The value read, for a value at path; throws a Mismatch when it does not fit. */
  read: (value: unknown, path: Path) => T;
  safeParse: (value: unknown) => Parsed<T>;
};

/** A key that may be left out: the object read leaves it out too. */
type OptionalCheck<T> = Check<T | undefined> & { optional: true };

export type Infer<C> = C extends Check<infer T> ? T : never;

/** What does not fit, and where. */
class Mismatch extends Error {
  readonly expected: string;
  readonly path: Path;
  constructor(expected: string, path: Path) {
    super(`expected ${expected} at ${path.length === 0 ? 'the top' : path.join('.')}`);
    this.expected = expected;
    this.path = path;
  }
}

function check<T>(read: (value: unknown, path: Path) => T): Check<T> {
  return {
    read,
    safeParse(value) {
      try {
        return { success: true, data: read(value, []) };
      } catch (error) {
        if (error instanceof Mismatch) {
          const issue = { path: error.path, message: `expected ${error.expected}` };
          return { success: false, error: { message: error.message, issues: [issue] } };
        }
        throw error;
      }
    },
  };
}

function mismatch(expected: string, path: Path): never {
  throw new Mismatch(expected, path);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value that passes test, as it is. */
export function custom<T>(expected: string, test: (value: unknown) => boolean): Check<T> {
  return check((value, path) => (test(value) ? (value as T) : mismatch(expected, path)));
}

/** A value of base that also passes test (a length, a sign, a bound). */
export function refine<T>(base: Check<T>, expected: string, test: (value: T) => boolean): Check<T> {
  return check((value, path) => {
    const read = base.read(value, path);
    return test(read) ? read : mismatch(expected, path);
  });
}

export const string = custom<string>('a string', (value) => typeof value === 'string');
export const boolean = custom<boolean>('a boolean', (value) => typeof value === 'boolean');
/** A finite number, as z.number(). */
export const number = custom<number>('a number', (value) => typeof value === 'number' && Number.isFinite(value));
/** A safe integer, as z.int(). */
export const int = custom<number>('an integer', Number.isSafeInteger);

export function literal<const T extends string | number | null>(expected: T): Check<T> {
  return custom(JSON.stringify(expected), (value) => value === expected);
}

/** One of values, as z.enum(values). */
export function oneOf<const T extends readonly string[]>(values: T): Check<T[number]> {
  return custom(`one of ${values.join(', ')}`, (value) => values.includes(value as string));
}

export function array<T>(item: Check<T>): Check<T[]> {
  return check((value, path) =>
    Array.isArray(value) ? value.map((entry, i) => item.read(entry, [...path, i])) : mismatch('a list', path),
  );
}

/** An object of any string keys, each value read by item, as z.record(z.string(), item). */
export function record<T>(item: Check<T>): Check<Record<string, T>> {
  return check((value, path) => {
    const proto: unknown = isObject(value) ? Object.getPrototypeOf(value) : undefined;
    if (proto !== Object.prototype && proto !== null) {
      return mismatch('an object', path);
    }
    const read: Record<string, T> = {};
    for (const key of Object.keys(value as object)) {
      if (key !== '__proto__') {
        read[key] = item.read((value as Record<string, unknown>)[key], [...path, key]);
      }
    }
    return read;
  });
}

type Fields = Record<string, Check<unknown>>;
type Flat<T> = { [K in keyof T]: T[K] } & {};
type ObjectOf<F extends Fields> = Flat<
  { [K in keyof F as F[K] extends { optional: true } ? never : K]: Infer<F[K]> } & {
    [K in keyof F as F[K] extends { optional: true } ? K : never]?: Infer<F[K]>;
  }
>;

/**
 * An object with these fields, as z.object(fields): other keys are left out
 * of what is read. A missing key is read as undefined (and so refused unless
 * its check allows it); it stays missing when read as undefined.
 */
export function object<F extends Fields>(fields: F): Check<ObjectOf<F>> {
  return check((value, path) => {
    if (!isObject(value)) {
      return mismatch('an object', path);
    }
    const read: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) {
      const fieldValue = field.read(value[key], [...path, key]);
      if (fieldValue !== undefined || key in value) {
        read[key] = fieldValue;
      }
    }
    return read as ObjectOf<F>;
  });
}

/** A key that may be missing, as z.optional(inner). */
export function optional<T>(inner: Check<T>): OptionalCheck<T> {
  return { ...check((value, path) => (value === undefined ? undefined : inner.read(value, path))), optional: true };
}

export function nullable<T>(inner: Check<T>): Check<T | null> {
  return check((value, path) => (value === null ? null : inner.read(value, path)));
}

/** fallback in place of a missing value, as z._default(inner, fallback). */
export function withDefault<T>(inner: Check<T>, fallback: T): Check<T> {
  return check((value, path) => (value === undefined ? fallback : inner.read(value, path)));
}

/** fallback in place of a value that does not fit (or is missing), as z.catch(inner, fallback). */
export function orElse<T>(inner: Check<T>, fallback: T): Check<T> {
  return check((value) => {
    const tried = inner.safeParse(value);
    return tried.success ? tried.data : fallback;
  });
}

/** What inner reads, changed by change, as z.pipe(inner, z.transform(change)). */
export function map<T, U>(inner: Check<T>, change: (value: T) => U): Check<U> {
  return check((value, path) => change(inner.read(value, path)));
}

/** What first reads, else what second reads (options told apart by a literal field, as z.discriminatedUnion). */
export function either<A, B>(first: Check<A>, second: Check<B>): Check<A | B> {
  return check((value, path) => {
    const tried: Parsed<A | B> = first.safeParse(value);
    return tried.success ? tried.data : second.read(value, path);
  });
}
