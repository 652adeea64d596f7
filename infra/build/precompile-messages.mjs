// @ts-check
/**
 * Webpack loader for the translation catalogues (`src/i18n/*.ts`) of browser builds: each message
 * string becomes the syntax tree react-intl would otherwise parse in the reader's browser, so the
 * ICU parser (about 7 kB compressed) is not shipped (federation.mjs aliases it to its
 * parser-less build) and no message is parsed on the phone.
 *
 * A catalogue is an object literal whose keys are all message ids (dotted: 'rewards.title') and
 * whose values are strings; other objects are left as they are. Runs after swc (plain JS in).
 */
import * as acorn from 'acorn';
import { parse } from '@formatjs/icu-messageformat-parser';

/** @param {any} node */
const isMessageId = (node) =>
  node.type === 'Literal' && typeof node.value === 'string' && node.value.includes('.');

/** @param {any} node */
const stringOf = (node) => {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return undefined;
};

/** @param {any} node @param {(node: any) => void} visit */
function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const key of Object.keys(node)) {
    const child = node[key];
    if (Array.isArray(child)) child.forEach((c) => walk(c, visit));
    else if (child && typeof child.type === 'string') walk(child, visit);
  }
}

/** @param {string} source @returns {string} */
export function precompileMessages(source) {
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  /** @type {{ start: number; end: number; text: string }[]} */
  const edits = [];
  walk(ast, (node) => {
    if (node.type !== 'ObjectExpression') return;
    const props = node.properties.filter((/** @type {any} */ p) => p.type === 'Property');
    if (props.length === 0) return;
    const catalogue = props.every(
      (/** @type {any} */ p) => !p.computed && isMessageId(p.key) && stringOf(p.value) !== undefined,
    );
    if (!catalogue) return;
    for (const p of props) {
      const message = /** @type {string} */ (stringOf(p.value));
      edits.push({ start: p.value.start, end: p.value.end, text: JSON.stringify(parse(message)) });
    }
  });
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

/** @param {string} source */
export default function loader(source) {
  return precompileMessages(source);
}
