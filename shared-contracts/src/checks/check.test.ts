/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { createCheck, createLazyCheck, type Check, type CheckedSchema } from './check';
import { toCheckedSchema } from './generate';
import { CHECK_MODULES } from './modules';
import { moduleGraph } from '../../../infra/build/module-graph.mjs';

const repoRoot = path.resolve(__dirname, '../../..');

interface Loaded {
  readonly file: string;
  readonly schemas: Readonly<Record<string, TSchema>>;
  readonly checks: Readonly<Record<string, Check<unknown>>>;
}

const loaded: Loaded[] = CHECK_MODULES.map((target) => {
  const file = path.join(repoRoot, target.file);
  /* eslint-disable @typescript-eslint/no-require-imports -- the modules are listed as data */
  const { SCHEMAS } = require(path.join(path.dirname(file), target.schemasModule)) as {
    SCHEMAS: Record<string, TSchema>;
  };
  const checks = (require(file) as Record<string, Record<string, Check<unknown>>>)[target.exportName];
  /* eslint-enable @typescript-eslint/no-require-imports */
  if (!checks) throw new Error(`${target.file} does not export ${target.exportName}`);
  return { file: target.file, schemas: SCHEMAS, checks };
});

/** Strings tried for a string schema, the first one its limits accept is used. */
const STRINGS = ['a', 'flamengo', '1.0.0', '/noticias/a', '2024-02-29', 'x'.repeat(64)];

/** A value the schema accepts; `pick` chooses among union variants. */
function sample(schema: CheckedSchema, pick: number): unknown {
  if (schema.anyOf) return sample(schema.anyOf[pick % schema.anyOf.length] as CheckedSchema, pick);
  if ('const' in schema) return schema.const;
  switch (schema.type) {
    case 'null':
      return null;
    case 'boolean':
      return pick % 2 === 0;
    case 'string': {
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? Infinity;
      const found = STRINGS.find(
        (s) => s.length >= min && s.length <= max && (!schema.pattern || new RegExp(schema.pattern).test(s)),
      );
      if (found === undefined) throw new Error(`no sample string for ${JSON.stringify(schema)}`);
      return found;
    }
    case 'integer':
    case 'number': {
      const value = schema.type === 'integer' ? 1 + (pick % 3) : 1.5;
      return Math.min(Math.max(value, schema.minimum ?? -Infinity), schema.maximum ?? Infinity);
    }
    case 'array': {
      const count = Math.min(Math.max(schema.minItems ?? 0, 1), schema.maxItems ?? 1);
      return Array.from({ length: count }, (_, i) => (schema.items ? sample(schema.items, pick + i) : i));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(schema.properties ?? {})) {
        // Optional properties are left out on every other sample.
        if (!(schema.required ?? []).includes(key) && pick % 2 === 1) continue;
        out[key] = sample(inner, pick);
      }
      for (const inner of Object.values(schema.patternProperties ?? {})) out.key = sample(inner, pick);
      return out;
    }
    default:
      return pick % 2 === 0 ? 'anything' : { any: 1 };
  }
}

const REPLACEMENTS: readonly unknown[] = [
  null,
  'text',
  '',
  'x'.repeat(300),
  1,
  1.5,
  -5,
  0,
  true,
  {},
  [],
  NaN,
];
const REMOVED = Symbol('removed');

/** Copies of `value` with one part replaced, removed or given an extra field (valid or not). */
function mutations(value: unknown): unknown[] {
  const out: unknown[] = [];
  const visit = (node: unknown, rebuild: (replacement: unknown) => unknown): void => {
    for (const replacement of [...REPLACEMENTS, REMOVED]) out.push(rebuild(replacement));
    if (Array.isArray(node)) {
      out.push(rebuild([...node, node[0]]), rebuild([]));
      node.forEach((item, i) =>
        visit(item, (r) => rebuild(r === REMOVED ? node.filter((_, j) => j !== i) : node.with(i, r))),
      );
    } else if (typeof node === 'object' && node !== null) {
      const object = node as Record<string, unknown>;
      out.push(rebuild({ ...object, unexpected: 'x' }));
      for (const key of Object.keys(object)) {
        visit(object[key], (r) => {
          const copy = { ...object };
          if (r === REMOVED) delete copy[key];
          else copy[key] = r;
          return rebuild(copy);
        });
      }
    }
  };
  visit(value, (r) => (r === REMOVED ? undefined : r));
  return out;
}

describe.each(loaded)('generated checks of $file', ({ schemas, checks }) => {
  // Lazy checks load their schemas first (createLazyCheck); the others answer at once.
  beforeAll(() => Promise.all(Object.values(checks).map((check) => check.ready())));

  it('are up to date with their TypeBox schemas (run npm run checks -w shared-contracts)', () => {
    expect(Object.keys(checks).sort()).toEqual(Object.keys(schemas).sort());
    for (const [key, schema] of Object.entries(schemas)) {
      expect({ key, schema: checks[key]?.schema }).toEqual({ key, schema: toCheckedSchema(schema) });
    }
  });

  it.each(Object.keys(schemas))('%s answers as Value.Check on valid and invalid samples', (key) => {
    const schema = schemas[key] as TSchema;
    const check = checks[key] as Check<unknown>;
    const valid = [0, 1, 2].map((pick) => sample(check.schema, pick));
    const samples = [...valid, ...valid.flatMap(mutations)];
    let accepted = 0;
    for (const value of samples) {
      const expected = Value.Check(schema, value);
      if (check.is(value) !== expected) {
        throw new Error(`${key}: check says ${!expected} for ${JSON.stringify(value)}`);
      }
      expect(check.error(value) === undefined).toBe(expected);
      if (expected) accepted++;
      // What the bus keeps of a payload: Value.Clean's answer.
      expect(check.clean(value)).toEqual(Value.Clean(schema, Value.Clone(value)));
    }
    for (const value of valid) expect(Value.Check(schema, value)).toBe(true);
    expect(accepted).toBeLessThan(samples.length);
  });
});

describe('createCheck', () => {
  it('refuses a schema with a keyword it does not implement', () => {
    expect(() => toCheckedSchema(Type.String({ format: 'date' }))).toThrow('unsupported "format"');
    expect(() => toCheckedSchema(Type.Intersect([Type.Object({}), Type.Object({})]))).toThrow(
      'unsupported "allOf"',
    );
  });

  it('refuses, on first use, a schema with a keyword it does not implement', () => {
    const check = createCheck({ type: 'string', format: 'date' } as never);
    expect(() => check.is('2026-11-27')).toThrow('unsupported "format"');
    expect(() => check.error('x')).toThrow('unsupported "format"');
  });

  it('says where and why a value is rejected', () => {
    const check = createCheck(
      toCheckedSchema(Type.Object({ items: Type.Array(Type.Object({ id: Type.String() })) })),
    );
    expect(check.error({ items: [{ id: 'a' }, { id: 2 }] })).toBe('/items/1/id: Expected string');
    expect(check.error({})).toBe('/items: Expected required property');
    expect(check.error({ items: [] })).toBeUndefined();
  });

  it('cleans unknown fields into a copy, keeping a __proto__ key a plain property', () => {
    const check = createCheck(toCheckedSchema(Type.Record(Type.String(), Type.Object({ a: Type.Number() }))));
    const input = JSON.parse('{"__proto__": {"a": 1, "b": 2}, "x": {"a": 2}}') as unknown;
    const cleaned = check.clean(input) as Record<string, unknown>;
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(cleaned, '__proto__')?.value).toEqual({ a: 1 });
    expect(cleaned.x).toEqual({ a: 2 });
    expect(input).toEqual(JSON.parse('{"__proto__": {"a": 1, "b": 2}, "x": {"a": 2}}'));
  });
});

describe('createLazyCheck', () => {
  const schema = toCheckedSchema(Type.Object({ id: Type.String() }));

  it('refuses to answer before its schemas have loaded, then answers as its schema', async () => {
    const check = createLazyCheck<{ id: string }>('Item', async () => schema);
    expect(() => check.is({ id: 'a' })).toThrow('The check Item was used before ready() resolved');
    await check.ready();
    expect(check.is({ id: 'a' })).toBe(true);
    expect(check.error({ id: 1 })).toBe('/id: Expected string');
    expect(check.schema).toEqual(schema);
  });

  it('loads its schema once for every call, and again after a failed load', async () => {
    const load = jest
      .fn<Promise<CheckedSchema>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(schema);
    const check = createLazyCheck('Item', load);
    await expect(check.ready()).rejects.toThrow('ChunkLoadError');
    await Promise.all([check.ready(), check.ready()]);
    await check.ready();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('browser entry', () => {
  it('loads no TypeBox at run time', () => {
    const runtime = /^import (?!type)[^;]*from '@sinclair\/typebox/m;
    // The package's browser entry and the contracts every app shares, which it re-exports.
    const files = [
      ...moduleGraph(path.join(repoRoot, 'shared-contracts/src/browser.ts')),
      ...moduleGraph(path.join(repoRoot, 'shared-contracts/src/core.ts')),
    ].map((file) => path.relative(repoRoot, file));
    const withTypeBox = files.filter((file) =>
      runtime.test(fs.readFileSync(path.join(repoRoot, file), 'utf8')),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(files).toContain('shared-contracts/src/checks/wire/SiteConfig.generated.ts');
    expect(withTypeBox).toEqual([]);
  });
});
