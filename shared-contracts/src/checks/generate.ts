/**
 * Turns TypeBox schemas into the plain JSON Schema that ./check.ts walks, and writes the modules
 * holding them (`npm run checks -w shared-contracts`). The browser imports only those generated
 * modules, never TypeBox; the schemas stay the single source of truth, and a test fails when a
 * generated module no longer matches them.
 */
import type { TSchema } from '@sinclair/typebox';
import { assertChecked, type CheckedSchema } from './check';

/** Annotations that do not change what a value may be. */
const ANNOTATIONS = new Set(['description', 'default', 'title', 'examples', '$comment', '$id']);

/** The sub-schemas of a schema, with how to put a rewritten one back. */
function mapSchema(
  schema: Record<string, unknown>,
  visit: (inner: unknown) => unknown,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (key === 'anyOf' && Array.isArray(value)) out[key] = value.map(visit);
    else if (key === 'items' || (key === 'additionalProperties' && typeof value === 'object'))
      out[key] = visit(value);
    else if ((key === 'properties' || key === 'patternProperties') && typeof value === 'object' && value) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, visit(inner)]));
    } else out[key] = value;
  }
  return out;
}

/** The validation part of a TypeBox schema; throws on a keyword the browser checks do not know. */
export function toCheckedSchema(schema: TSchema): CheckedSchema {
  const strip = (node: unknown): unknown =>
    typeof node === 'object' && node !== null && !Array.isArray(node)
      ? mapSchema(JSON.parse(JSON.stringify(node)) as Record<string, unknown>, strip)
      : node;
  const plain = strip(schema);
  assertChecked(plain);
  return plain;
}

export interface ChecksModule {
  /** Name of the exported object, e.g. WIRE_CHECKS. */
  readonly exportName: string;
  /** Module (relative to the generated file) exporting `SCHEMAS`, the TypeBox source. */
  readonly schemasModule: string;
  /** Where createCheck comes from, seen from the generated file. */
  readonly checkModule: string;
  /**
   * When set, the checks are lazy (createLazyCheck): each schema goes to a module of its own in
   * this folder (relative to the generated file), which its check loads with import() on first
   * need, so a page downloads the schemas of the calls it makes and no others. Small schemas stay
   * in the module (LAZY_MIN_LENGTH).
   */
  readonly lazyDir?: string;
  readonly schemas: Readonly<Record<string, TSchema>>;
}

/** Parts of schemas repeated at least this often, and this long as JSON, are written once. */
const HOIST_MIN_LENGTH = 120;

/**
 * The schemas as source: each schema's expression, and the constants they reference. Sub-schemas
 * that several schemas share (an article inside every page of articles) are written once as
 * constants.
 */
function schemaSources(module: ChecksModule): {
  constants: string[];
  entries: (readonly [string, string])[];
} {
  const schemas = Object.entries(module.schemas).map(
    ([key, schema]) => [key, toCheckedSchema(schema)] as const,
  );
  const counts = new Map<string, number>();
  const count = (node: unknown): unknown => {
    mapSchema(node as Record<string, unknown>, count);
    const json = JSON.stringify(node);
    if (json.length >= HOIST_MIN_LENGTH) counts.set(json, (counts.get(json) ?? 0) + 1);
    return node;
  };
  schemas.forEach(([, schema]) => count(schema));
  const hoisted = new Map<string, string>();
  const constants: string[] = [];
  // Post-order: inner parts get their constant before the parts that contain them.
  // Sub-schemas are replaced by a placeholder string, swapped for their source below.
  const write = (node: unknown): string => {
    const json = JSON.stringify(node);
    const known = hoisted.get(json);
    if (known) return known;
    const parts: string[] = [];
    const withPlaceholders = mapSchema(node as Record<string, unknown>, (inner) => {
      parts.push(write(inner));
      return `\u0000${parts.length - 1}\u0000`;
    });
    const source = JSON.stringify(withPlaceholders).replace(
      /"\\u0000(\d+)\\u0000"/g,
      (_, index: string) => parts[Number(index)] as string,
    );
    if ((counts.get(json) ?? 0) < 2) return source;
    const name = `s${hoisted.size}`;
    hoisted.set(json, name);
    constants.push(`const ${name}: CheckedSchema = ${source};`);
    return name;
  };
  return { constants, entries: schemas.map(([key, schema]) => [key, write(schema)] as const) };
}

const header = (module: ChecksModule): string =>
  `// Generated from ${module.schemasModule} by \`npm run checks -w shared-contracts\`; do not edit.`;

/** The imports of a checks module, and the type of each schema's values. */
const imports = (module: ChecksModule, checkImport: string): string[] => [
  `import type { Static } from '@sinclair/typebox';`,
  `import ${checkImport} from '${module.checkModule}';`,
  `import type { SCHEMAS } from '${module.schemasModule}';`,
  '',
  'type Of<K extends keyof typeof SCHEMAS> = Static<(typeof SCHEMAS)[K]>;',
  '',
];

/** A lazy module's schemas shorter than this, as JSON, stay in the module (see checksModuleSources). */
const LAZY_MIN_LENGTH = 1000;

/** Where a module in the lazy folder imports `checkModule` from. */
const fromLazyDir = (checkModule: string): string =>
  checkModule.startsWith('./') ? `../${checkModule.slice(2)}` : checkModule;

/**
 * The generated files of a checks module, by path relative to its own file ('.' for itself): one
 * check per schema, typed by the schema's Static type, with the schemas in the same file, or, for
 * a lazy module, each in a module of its own in `lazyDir`.
 */
export function checksModuleSources(module: ChecksModule): Readonly<Record<string, string>> {
  const { lazyDir } = module;
  if (!lazyDir) {
    const { constants, entries } = schemaSources(module);
    return {
      '.': [
        header(module),
        ...imports(module, `{ createCheck${constants.length ? ', type CheckedSchema' : ''} }`),
        ...constants,
        '',
        `export const ${module.exportName} = {`,
        ...entries.map(([key, source]) => {
          const name = JSON.stringify(key);
          return `  ${name}: createCheck<Of<${name}>>(${source}),`;
        }),
        '} as const;',
        '',
      ].join('\n'),
    };
  }
  // A schema smaller than a request's own overhead (its headers, the chunk's wrapper) stays in
  // the module: loading it on its own would cost more than it saves.
  const lazy = new Set(
    Object.entries(module.schemas)
      .filter(([, schema]) => JSON.stringify(toCheckedSchema(schema)).length >= LAZY_MIN_LENGTH)
      .map(([key]) => key),
  );
  const eager = schemaSources({
    ...module,
    schemas: Object.fromEntries(Object.entries(module.schemas).filter(([key]) => !lazy.has(key))),
  });
  const eagerSource = new Map(eager.entries);
  const files: Record<string, string> = {
    '.': [
      header(module),
      ...imports(
        module,
        `{ createCheck, createLazyCheck${eager.constants.length ? ', type CheckedSchema' : ''} }`,
      ),
      ...eager.constants,
      ...(eager.constants.length ? [''] : []),
      `export const ${module.exportName} = {`,
      ...Object.keys(module.schemas).map((key) => {
        const name = JSON.stringify(key);
        if (!lazy.has(key)) return `  ${name}: createCheck<Of<${name}>>(${eagerSource.get(key) ?? '{}'}),`;
        const file = JSON.stringify(`${lazyDir}/${key}.generated`);
        return `  ${name}: createLazyCheck<Of<${name}>>(${name}, () => import(${file}).then((m) => m.SCHEMA)),`;
      }),
      '} as const;',
      '',
    ].join('\n'),
  };
  for (const key of lazy) {
    const { constants, entries } = schemaSources({
      ...module,
      schemas: { [key]: module.schemas[key] as TSchema },
    });
    files[`${lazyDir}/${key}.generated`] = [
      header(module),
      `import type { CheckedSchema } from '${fromLazyDir(module.checkModule)}';`,
      '',
      ...constants,
      ...(constants.length ? [''] : []),
      `export const SCHEMA: CheckedSchema = ${entries[0]?.[1] ?? '{}'};`,
      '',
    ].join('\n');
  }
  return files;
}
