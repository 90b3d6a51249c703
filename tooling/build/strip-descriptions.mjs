// Translator notes (`description`) are for `formatjs extract` and the translators, never for the
// browser: this drops them from every `defineMessages(…)` / `defineMessage(…)` descriptor when a
// package is built. The English `defaultMessage` stays — it is the last-resort text when no
// catalog could be loaded.
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

const CALLEES = new Set(['defineMessages', 'defineMessage']);

/** The `description` properties of message descriptors (object literals with an `id`). */
function descriptionProperties(sourceFile) {
  const found = [];
  const inDescriptor = (object) => {
    const names = object.properties.map((property) => (property.name && ts.isIdentifier(property.name) ? property.name.text : undefined));
    if (!names.includes('id')) {
      for (const property of object.properties) {
        if (ts.isPropertyAssignment(property) && ts.isObjectLiteralExpression(property.initializer)) inDescriptor(property.initializer);
      }
      return;
    }
    for (const property of object.properties) {
      if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'description') found.push(property);
    }
  };
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && CALLEES.has(node.expression.text)) {
      for (const argument of node.arguments) if (ts.isObjectLiteralExpression(argument)) inDescriptor(argument);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/**
 * The source with each descriptor's `description` (and its comma) blanked out. Blanked, not cut:
 * every other character keeps its line and column, so the package's source maps stay exact.
 */
export function stripMessageDescriptions(source, fileName = 'messages.ts') {
  if (!source.includes('defineMessage')) return source;
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  // UTF-16 units, as TypeScript's positions count them.
  const units = source.split('');
  for (const property of descriptionProperties(sourceFile)) {
    let end = property.end;
    while (end < source.length && /[ \t]/.test(source[end])) end += 1;
    if (source[end] === ',') end += 1;
    for (let index = property.getStart(sourceFile); index < end; index += 1) {
      if (units[index] !== '\n' && units[index] !== '\r') units[index] = ' ';
    }
  }
  return units.join('');
}

/** The esbuild plugin tsup runs over each package's sources. */
export const stripMessageDescriptionsPlugin = {
  name: 'shell-strip-message-descriptions',
  setup(build) {
    build.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('defineMessage')) return undefined;
      return { contents: stripMessageDescriptions(source, args.path), loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};
