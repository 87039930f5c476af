import ts from 'typescript';
import type { Plugin } from 'vite';

/** The sources whose messages reach the dashboard through its catalogs. */
const messageSources = /\/(packages\/(ui|screens)\/src|apps\/dashboard\/src)\/.*\.tsx?$/;

const isProperty = (property: ts.ObjectLiteralElementLike, name: string) =>
  ts.isPropertyAssignment(property) &&
  (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
  property.name.text === name;

/**
 * In a production build every message comes from a precompiled catalog (`locales/*.json`, which
 * `pnpm i18n:check` keeps complete), so the English default and the translator's note written
 * next to each message id (`defaultMessage`, `description`) would only weigh on the pages. They
 * are blanked out of every message descriptor (an object with an `id` and a `defaultMessage`),
 * space for space, so that the code does not move and the source maps stay right. The dev server
 * keeps them: a message not yet extracted shows its default text there.
 */
export function stripDefaultMessages(): Plugin {
  return {
    name: 'meridian:strip-default-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!messageSources.test(file) || !code.includes('defaultMessage')) return undefined;
      const source = ts.createSourceFile(
        file,
        code,
        ts.ScriptTarget.Latest,
        true,
        file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
      const cuts: [number, number][] = [];
      const visit = (node: ts.Node) => {
        if (ts.isObjectLiteralExpression(node)) {
          const properties = node.properties;
          if (properties.some((p) => isProperty(p, 'id')) && properties.some((p) => isProperty(p, 'defaultMessage'))) {
            properties.forEach((property) => {
              if (!isProperty(property, 'defaultMessage') && !isProperty(property, 'description')) return;
              // The property and its comma, when one follows: what is left stays a valid object.
              const end = property.getEnd();
              const comma = /^\s*,/.exec(code.slice(end));
              cuts.push([property.getStart(source), comma ? end + comma[0].length : end]);
            });
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      if (cuts.length === 0) return undefined;
      let result = '';
      let from = 0;
      for (const [start, end] of cuts) {
        result += code.slice(from, start) + code.slice(start, end).replace(/[^\n]/g, ' ');
        from = end;
      }
      result += code.slice(from);
      return { code: result, map: null };
    },
  };
}
