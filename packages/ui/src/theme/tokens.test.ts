// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Styles speak in tokens: borders and icons take their sizes from the theme (`$thin`,
 * `$iconSm`...), and colours are semantic (`$textMuted`, `$dangerBorder`, `$bgHover`...), never
 * a step of a colour scale (`$gray11`, `$red9`), which only the theme itself maps. This reads
 * every style definition outside the theme: the `*.styles.ts` files of ui and screens, and any
 * `styled`/`css` call in ui's components.
 */

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const scaleStep = /\$(?:colors\$)?(?:gray|brand|red|green|amber|blue)\d+\b/;
const pixels = /(?<![\w.$-])\d*\.?\d+px\b/;
const borderProperty = /^(?:border(?!.*Radius)|outline(?!Offset)|columnRule)/;
const iconSelector = /\bsvg\b/;
const sizeProperty = /^(?:width|height|minWidth|minHeight|maxWidth|maxHeight|inlineSize|blockSize|size)$/;
// A box-shadow drawn as a ring (`0 0 0 1px`, `inset 0 0 0 2px`) is a border by other means.
const ringShadow = /(?:^|,\s*)(?:inset\s+)?0\s+0\s+0\s+\d*\.?\d+px/;

function keyText(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name)) {
    const expression = name.expression;
    if (ts.isTemplateExpression(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return expression.getText().slice(1, -1);
    if (ts.isStringLiteral(expression)) return expression.text;
  }
  return undefined;
}

function valueText(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.getText().slice(1, -1);
  return undefined;
}

/** The places in one source file where a style breaks the rules, as `line: property: value (why)`. */
export function styleProblems(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const problems: string[] = [];
  const report = (node: ts.Node, property: string, value: string, why: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    problems.push(`${line + 1}: ${property}: '${value}' (${why})`);
  };
  const visit = (node: ts.Node, selectors: string[]) => {
    if (ts.isPropertyAssignment(node)) {
      const property = keyText(node.name) ?? '';
      const value = valueText(node.initializer);
      if (value !== undefined) {
        if (scaleStep.test(value)) report(node, property, value, 'a colour scale step: use a semantic colour');
        if (borderProperty.test(property) && pixels.test(value))
          report(node, property, value, 'a raw border width: use $thin, $thick or $accent');
        if (property === 'boxShadow' && ringShadow.test(value))
          report(node, property, value, 'a raw ring width: use $borderWidths$thin or $borderWidths$thick');
        if (sizeProperty.test(property) && selectors.some((s) => iconSelector.test(s)) && pixels.test(value))
          report(node, property, value, 'a raw icon size: use $iconXs to $iconLg');
      }
      if (ts.isObjectLiteralExpression(node.initializer)) {
        node.initializer.forEachChild((child) => visit(child, [...selectors, property]));
        return;
      }
    }
    node.forEachChild((child) => visit(child, selectors));
  };
  visit(file, []);
  return problems;
}

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(keep);
}

const uiSrc = join(root, 'packages/ui/src');
const styleFiles = [
  ...filesUnder(uiSrc, (path) => !path.startsWith(join(uiSrc, 'theme')) && path.endsWith('.styles.ts')),
  ...filesUnder(join(root, 'packages/screens/src'), (path) => path.endsWith('.styles.ts')),
];
// Components that define styles next to their markup rather than in a styles file.
const componentFiles = filesUnder(
  uiSrc,
  (path) =>
    !path.startsWith(join(uiSrc, 'theme')) &&
    /\.tsx?$/.test(path) &&
    !/\.(styles|stories|test)\.tsx?$/.test(path) &&
    /\b(styled|css|keyframes)\(/.test(readFileSync(path, 'utf8')),
);

describe('style definitions use theme tokens', () => {
  it('finds the style files of ui and screens', () => {
    expect(styleFiles.length).toBeGreaterThan(30);
  });

  it.each([...styleFiles, ...componentFiles].map((path) => relative(root, path)))('%s', (path) => {
    expect(styleProblems(path, readFileSync(join(root, path), 'utf8'))).toEqual([]);
  });
});

describe('the style check', () => {
  it('flags colour scale steps, raw border widths, rings and icon sizes', () => {
    const source = `
      export const Box = styled('div', {
        color: '$gray11',
        border: '1px solid $border',
        borderLeftWidth: '4px',
        '&:hover': { backgroundColor: '$colors$red9', boxShadow: 'inset 0 0 0 2px $colors$focusRing' },
        '& svg': { width: '16px', height: '$iconSm' },
        [\`\${Icon} svg\`]: { height: '18px' },
      });`;
    expect(styleProblems('Box.styles.ts', source)).toEqual([
      "3: color: '$gray11' (a colour scale step: use a semantic colour)",
      "4: border: '1px solid $border' (a raw border width: use $thin, $thick or $accent)",
      "5: borderLeftWidth: '4px' (a raw border width: use $thin, $thick or $accent)",
      "6: backgroundColor: '$colors$red9' (a colour scale step: use a semantic colour)",
      "6: boxShadow: 'inset 0 0 0 2px $colors$focusRing' (a raw ring width: use $borderWidths$thin or $borderWidths$thick)",
      "7: width: '16px' (a raw icon size: use $iconXs to $iconLg)",
      "8: height: '18px' (a raw icon size: use $iconXs to $iconLg)",
    ]);
  });

  it('accepts tokens, radii, offsets and sizes of things that are not icons', () => {
    const source = `
      export const Box = styled('div', {
        color: '$textMuted',
        border: '$borderWidths$thin solid $border',
        borderRadius: '4px',
        outlineOffset: '2px',
        width: '180px',
        boxShadow: '0 1px 2px rgba(0, 0, 0, 0.1)',
        '& svg': { width: '$iconSm', height: '1em' },
      });`;
    expect(styleProblems('Box.styles.ts', source)).toEqual([]);
  });
});
