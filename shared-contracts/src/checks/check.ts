/**
 * Checks for data the browser receives (API responses, bus events, stored values) without
 * shipping a schema compiler: the schemas are TypeBox's (the single source of truth, see
 * ./generate.ts), written at build time as plain JSON Schema limited to the keywords below, and
 * this small walker checks values against them with TypeBox's Value.Check semantics (a test
 * holds the two to the same answers). Unknown keywords are refused when a check is first used
 * (and by the generator and the tests before that), so a schema using a kind this walker does not
 * know cannot pass silently.
 */

/** The JSON Schema subset TypeBox writes for the kinds the browser checks. */
export interface CheckedSchema {
  readonly type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  readonly const?: string | number | boolean | null;
  readonly anyOf?: readonly CheckedSchema[];
  readonly properties?: Readonly<Record<string, CheckedSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | CheckedSchema;
  readonly patternProperties?: Readonly<Record<string, CheckedSchema>>;
  readonly minProperties?: number;
  readonly maxProperties?: number;
  readonly items?: CheckedSchema;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly multipleOf?: number;
}

/** The keywords CheckedSchema supports; anything else in a schema is an error. */
export const CHECKED_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'const',
  'anyOf',
  'properties',
  'required',
  'additionalProperties',
  'patternProperties',
  'minProperties',
  'maxProperties',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
]);

export interface Check<T> {
  /** The schema this check applies (generated from the TypeBox schema); a lazy check's after ready(). */
  readonly schema: CheckedSchema;
  /**
   * Resolves once the check can answer: at once for a check made with its schema, once its
   * schema's module has loaded for a lazy one (createLazyCheck). Rejects when it cannot load.
   */
  ready(): Promise<void>;
  /** True when the value matches the schema. */
  is(value: unknown): value is T;
  /** Why the value does not match (`/path: reason`), or undefined when it does. */
  error(value: unknown): string | undefined;
  /** A copy without the object properties the schema does not name (TypeBox's Value.Clean). */
  clean(value: unknown): unknown;
}

interface Failure {
  readonly path: string;
  readonly message: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const has = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** Throws when a schema uses a keyword this walker does not implement. */
export function assertChecked(schema: unknown, path = ''): asserts schema is CheckedSchema {
  if (!isObject(schema)) throw new Error(`Schema at ${path || '/'} is not an object`);
  for (const [key, inner] of Object.entries(schema)) {
    if (!CHECKED_KEYWORDS.has(key)) throw new Error(`Schema at ${path || '/'} uses unsupported "${key}"`);
    if (key === 'anyOf') (inner as unknown[]).forEach((s, i) => assertChecked(s, `${path}/anyOf/${i}`));
    if (key === 'items') assertChecked(inner, `${path}/items`);
    if (key === 'additionalProperties' && typeof inner !== 'boolean') assertChecked(inner, `${path}/+`);
    if (key === 'properties' || key === 'patternProperties') {
      for (const [name, s] of Object.entries(inner as object)) assertChecked(s, `${path}/${name}`);
    }
  }
}

/**
 * A check of `schema`. Its keywords are asserted on first use, not here: a page creates every
 * generated check as its modules load (every generated schema walked on the main thread before the
 * first tap), and uses a few. The generated checks are asserted by their tests (check.test.ts).
 */
export function createCheck<T>(schema: CheckedSchema): Check<T> {
  let asserted = false;
  const checked = (): CheckedSchema => {
    if (!asserted) {
      assertChecked(schema);
      asserted = true;
    }
    return schema;
  };
  const compiled = new Map<string, RegExp>();
  const regex = (source: string): RegExp => {
    let found = compiled.get(source);
    if (!found) compiled.set(source, (found = new RegExp(source)));
    return found;
  };

  function visit(s: CheckedSchema, value: unknown, path: string): Failure | undefined {
    const fail = (message: string): Failure => ({ path: path || '/', message });
    if (s.anyOf) {
      return s.anyOf.some((inner) => !visit(inner, value, path))
        ? undefined
        : fail('Expected one of the union variants');
    }
    if ('const' in s && value !== s.const) return fail(`Expected ${JSON.stringify(s.const)}`);
    switch (s.type) {
      case 'null':
        return value === null ? undefined : fail('Expected null');
      case 'boolean':
        return typeof value === 'boolean' ? undefined : fail('Expected boolean');
      case 'string':
        if (typeof value !== 'string') return fail('Expected string');
        if (s.minLength !== undefined && value.length < s.minLength) return fail('String too short');
        if (s.maxLength !== undefined && value.length > s.maxLength) return fail('String too long');
        if (s.pattern !== undefined && !regex(s.pattern).test(value))
          return fail('String does not match pattern');
        return undefined;
      case 'integer':
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value)) return fail(`Expected ${s.type}`);
        if (s.type === 'integer' && !Number.isInteger(value)) return fail('Expected integer');
        if (s.minimum !== undefined && value < s.minimum) return fail(`Expected at least ${s.minimum}`);
        if (s.maximum !== undefined && value > s.maximum) return fail(`Expected at most ${s.maximum}`);
        if (s.exclusiveMinimum !== undefined && value <= s.exclusiveMinimum)
          return fail(`Expected more than ${s.exclusiveMinimum}`);
        if (s.exclusiveMaximum !== undefined && value >= s.exclusiveMaximum)
          return fail(`Expected less than ${s.exclusiveMaximum}`);
        if (s.multipleOf !== undefined && value % s.multipleOf !== 0)
          return fail(`Expected a multiple of ${s.multipleOf}`);
        return undefined;
      case 'array': {
        if (!Array.isArray(value)) return fail('Expected array');
        if (s.minItems !== undefined && value.length < s.minItems) return fail('Too few items');
        if (s.maxItems !== undefined && value.length > s.maxItems) return fail('Too many items');
        if (s.items) {
          for (let i = 0; i < value.length; i++) {
            const failure = visit(s.items, value[i], `${path}/${i}`);
            if (failure) return failure;
          }
        }
        return undefined;
      }
      case 'object':
        return visitObject(s, value, path, fail);
      default:
        return undefined;
    }
  }

  function visitObject(
    s: CheckedSchema,
    value: unknown,
    path: string,
    fail: (message: string) => Failure,
  ): Failure | undefined {
    if (!isObject(value)) return fail('Expected object');
    const keys = Object.keys(value);
    if (s.minProperties !== undefined && keys.length < s.minProperties) return fail('Too few properties');
    if (s.maxProperties !== undefined && keys.length > s.maxProperties) return fail('Too many properties');
    const properties = s.properties ?? {};
    const required = s.required ?? [];
    for (const [key, inner] of Object.entries(properties)) {
      const at = `${path}/${key}`;
      if (required.includes(key)) {
        // A required property whose schema accepts anything must still be present.
        if (!(key in value) && Object.keys(inner).length === 0)
          return { path: at, message: 'Expected required property' };
        const failure = visit(inner, value[key], at);
        if (failure)
          return value[key] === undefined ? { path: at, message: 'Expected required property' } : failure;
      } else if (value[key] !== undefined) {
        const failure = visit(inner, value[key], at);
        if (failure) return failure;
      }
    }
    const patternEntries = Object.entries(s.patternProperties ?? {});
    for (const key of keys) {
      const at = `${path}/${key}`;
      if (has(properties, key)) continue;
      let matched = false;
      for (const [source, inner] of patternEntries) {
        if (!regex(source).test(key)) continue;
        matched = true;
        const failure = visit(inner, value[key], at);
        if (failure) return failure;
      }
      if (matched) continue;
      if (s.additionalProperties === false) return { path: at, message: 'Unexpected property' };
      if (typeof s.additionalProperties === 'object') {
        const failure = visit(s.additionalProperties, value[key], at);
        if (failure) return failure;
      }
    }
    return undefined;
  }

  function clean(s: CheckedSchema, value: unknown): unknown {
    if (s.anyOf) {
      const match = s.anyOf.find((inner) => !visit(inner, value, ''));
      return match ? clean(match, value) : value;
    }
    if (s.type === 'array' && Array.isArray(value)) {
      return s.items ? value.map((item) => clean(s.items as CheckedSchema, item)) : value.slice();
    }
    if (s.type !== 'object' || !isObject(value)) return value;
    const properties = s.properties ?? {};
    const patternEntries = Object.entries(s.patternProperties ?? {});
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      const known =
        (has(properties, key) ? properties[key] : undefined) ??
        patternEntries.find(([source]) => regex(source).test(key))?.[1];
      let kept: unknown = undefined;
      if (known) kept = clean(known, inner);
      else if (typeof s.additionalProperties === 'object' && !visit(s.additionalProperties, inner, '')) {
        kept = clean(s.additionalProperties, inner);
      } else continue;
      // defineProperty: a `__proto__` key stays a plain property.
      Object.defineProperty(out, key, { value: kept, enumerable: true, writable: true, configurable: true });
    }
    return out;
  }

  return {
    schema,
    ready: () => Promise.resolve(),
    is: (value): value is T => visit(checked(), value, '') === undefined,
    error(value) {
      const failure = visit(checked(), value, '');
      return failure && `${failure.path}: ${failure.message}`;
    },
    clean: (value) => clean(checked(), value),
  };
}

/**
 * A check whose schema is a module loaded on first need (`load`, an import()): the schemas of the
 * API's responses are most of a check module's bytes, a page's first view, rendered on the server,
 * calls the API little or not at all, and each call needs one schema. The API client awaits
 * ready() beside the request, so a response waits for its schema only when it arrives after it.
 * Answering before ready() has resolved is a programming error and throws.
 */
export function createLazyCheck<T>(name: string, load: () => Promise<CheckedSchema>): Check<T> {
  let loaded: Check<T> | undefined;
  let loading: Promise<void> | undefined;
  const inner = (): Check<T> => {
    if (!loaded) throw new Error(`The check ${name} was used before ready() resolved`);
    return loaded;
  };
  return {
    get schema() {
      return inner().schema;
    },
    ready() {
      loading ??= load().then(
        (schema) => {
          loaded = createCheck<T>(schema);
        },
        (error: unknown) => {
          // A failed chunk load (offline) is tried again on the next call.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    is: (value): value is T => inner().is(value),
    error: (value) => inner().error(value),
    clean: (value) => inner().clean(value),
  };
}
