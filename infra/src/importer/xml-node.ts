/**
 * Typed access to fast-xml-parser's output, which is untyped and shaped by the (hostile) input:
 * any element may be missing, repeated (array) or carry attributes (object). Every reader here
 * narrows with guards instead of casting.
 */
import { decodeXmlEntities } from './feed-text';

export type XmlRecord = Readonly<Record<string, unknown>>;

export const TEXT_KEY = '#text';
export const CDATA_KEY = '#cdata';
export const ATTR_PREFIX = '@_';

export function isRecord(value: unknown): value is XmlRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own property only, so names like "constructor" in a feed never reach Object.prototype. */
export function child(node: unknown, name: string): unknown {
  return isRecord(node) && Object.hasOwn(node, name) ? node[name] : undefined;
}

export function children(node: unknown, name: string): unknown[] {
  const value = child(node, name);
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function firstChild(node: unknown, names: readonly string[]): unknown {
  for (const name of names) {
    const [first] = children(node, name);
    if (first !== undefined) return first;
  }
  return undefined;
}

export function attr(node: unknown, name: string): string | undefined {
  const value = child(node, ATTR_PREFIX + name);
  return typeof value === 'string' ? decodeXmlEntities(value).trim() : undefined;
}

/**
 * Character data of an element: CDATA sections verbatim, other text XML-decoded (the parser
 * leaves entities alone). Undefined for elements that hold child elements only.
 */
export function textOf(node: unknown): string | undefined {
  if (typeof node === 'string') return decodeXmlEntities(node);
  if (!isRecord(node)) return undefined;
  const cdata = child(node, CDATA_KEY);
  const cdataParts = (Array.isArray(cdata) ? cdata : [cdata]).filter((part) => typeof part === 'string');
  const text = child(node, TEXT_KEY);
  const parts = [...cdataParts, ...(typeof text === 'string' ? [decodeXmlEntities(text)] : [])];
  return parts.length > 0 ? parts.join('') : undefined;
}

export function childText(node: unknown, names: readonly string[]): string | undefined {
  for (const name of names) {
    for (const element of children(node, name)) {
      const text = textOf(element)?.trim();
      if (text) return text;
    }
  }
  return undefined;
}
