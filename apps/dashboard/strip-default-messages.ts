import ts from 'typescript';
import type { Plugin } from 'vite';

/** The sources whose messages reach the dashboard through its catalogs. */
const messageSources = /\/(packages\/(ui|screens)\/src|apps\/dashboard\/src)\/.*\.tsx?$/;

/**
 * In a production build every message comes from a precompiled catalog (`locales/*.json`, which
 * `pnpm i18n:check` keeps complete), so the English texts written in the sources would only weigh
 * on the pages. Each `messagesIn('scope', { key: 'text' })` call is compiled into the descriptors
 * it answers without their texts, `({ key: { id: "scope.key" } })`, keeping the code's line breaks
 * so that lines do not move. The ids are then written out in the built code, which is how
 * `precompiled-catalogs.ts` finds the messages each chunk shows. The dev server keeps the calls:
 * a message not yet extracted shows its English text there.
 */
export function stripDefaultMessages(): Plugin {
  return {
    name: 'meridian:strip-default-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!messageSources.test(file) || !code.includes('messagesIn')) return undefined;
      const source = ts.createSourceFile(
        file,
        code,
        ts.ScriptTarget.Latest,
        true,
        file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
      // Each edit replaces a range of the code, keeping its line breaks so that lines do not move.
      const edits: [number, number, string][] = [];
      const keepLines = (start: number, end: number, text: string) =>
        edits.push([start, end, text + code.slice(start, end).replace(/[^\n]/g, '')]);
      const visit = (node: ts.Node) => {
        const texts = ts.isCallExpression(node) ? node.arguments[1] : undefined;
        if (
          ts.isCallExpression(node) &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === 'messagesIn' &&
          node.arguments[0] &&
          ts.isStringLiteralLike(node.arguments[0]) &&
          texts &&
          ts.isObjectLiteralExpression(texts)
        ) {
          const scope = node.arguments[0].text;
          // `messagesIn<…>('scope', {` becomes `(`, the closing `})` stays `})`.
          keepLines(node.getStart(source), texts.getStart(source), '(');
          for (const property of texts.properties) {
            if (!ts.isPropertyAssignment(property)) continue;
            const key = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : '';
            const value = property.initializer;
            keepLines(value.getStart(source), value.getEnd(), `{ id: ${JSON.stringify(`${scope}.${key}`)} }`);
          }
          keepLines(texts.getEnd(), node.getEnd(), ')');
          return;
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      if (edits.length === 0) return undefined;
      let result = '';
      let from = 0;
      for (const [start, end, text] of edits) {
        result += code.slice(from, start) + text;
        from = end;
      }
      result += code.slice(from);
      return { code: result, map: null };
    },
  };
}
