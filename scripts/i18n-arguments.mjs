// What the sources give their messages as values, and the two rules about them: every number goes
// through `plural` (a language that inflects the noun after a number, “1 nuevo”, “2 nuevos”,
// cannot do it otherwise, because a translation may not change the arguments' types), and no
// sentence is built from translated fragments that would have to agree. docs/glossary.md
// explains the rules.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';

const propertyName = (name) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined);

/** The call `messagesIn('scope', { key: 'text' })` (or `messagesIn<{…}>(…)`) answers its scope, else undefined. */
function scopeOf(node) {
  if (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'messagesIn' &&
    node.arguments.length === 2 &&
    ts.isStringLiteralLike(node.arguments[0])
  ) {
    return node.arguments[0].text;
  }
  return undefined;
}

/**
 * The messages a source declares with `messagesIn('scope', { key: 'text' })`: a Map from id
 * (`scope.key`) to the English text, and the problems of calls the extraction cannot read (a scope
 * or a text that is not a literal string, a spread, a key declared twice).
 */
export function scopedMessagesOf(source, fileName = 'messages.ts') {
  const messages = new Map();
  const problems = [];
  // One way to declare a message: react-intl's own declarations are refused.
  const other = /\bdefineMessages?\s*[<(]|<FormattedMessage\s+id=/.exec(source);
  if (other) {
    const line = source.slice(0, other.index).split('\n').length;
    problems.push(
      `${fileName}:${line}: declare messages with messagesIn('scope', { key: 'text' }), not ${other[0].trim()} (see docs/contributing.md)`,
    );
  }
  if (!source.includes('messagesIn')) return { messages, problems };
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const where = (node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'messagesIn') {
      const scope = scopeOf(node);
      const texts = node.arguments[1];
      if (scope === undefined || !texts || !ts.isObjectLiteralExpression(texts)) {
        problems.push(`${where(node)}: messagesIn takes a literal scope and an object of literal texts`);
      } else {
        for (const property of texts.properties) {
          const key = ts.isPropertyAssignment(property) ? propertyName(property.name) : undefined;
          if (key === undefined || !ts.isStringLiteralLike(property.initializer)) {
            problems.push(`${where(property)}: each message of messagesIn is \`key: 'literal text'\``);
            continue;
          }
          const id = `${scope}.${key}`;
          if (messages.has(id)) problems.push(`${where(property)}: ${id} is declared twice`);
          messages.set(id, property.initializer.text);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { messages, problems };
}

/**
 * The number arguments of the messages a source declares: for each `messagesIn<{ key: { arg:
 * number } }>('scope', { key: '…' })` call, the id of each key and the names of its arguments typed
 * `number`. Answers a Map from message id to the set of those names.
 */
export function numberArgumentsOf(source, fileName = 'messages.ts') {
  const found = new Map();
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const visit = (node) => {
    const scope = scopeOf(node);
    const types = scope === undefined ? undefined : node.typeArguments?.[0];
    if (types && ts.isTypeLiteralNode(types) && ts.isObjectLiteralExpression(node.arguments[1])) {
      for (const member of types.members) {
        if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeLiteralNode(member.type)) continue;
        const names = member.type.members
          .filter((arg) => ts.isPropertySignature(arg) && arg.type?.kind === ts.SyntaxKind.NumberKeyword)
          .map((arg) => propertyName(arg.name));
        if (names.length) found.set(`${scope}.${propertyName(member.name)}`, new Set(names));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The number arguments of every message declared in `paths`. */
export function numberArgumentsIn(paths) {
  const found = new Map();
  for (const path of paths) {
    const source = readFileSync(path, 'utf8');
    if (!source.includes('messagesIn<')) continue;
    for (const [id, names] of numberArgumentsOf(source, path)) found.set(id, names);
  }
  return found;
}

/**
 * The arguments a message itself formats as numbers (`{count, number}`), wherever they are: a
 * number whatever the code declares, so held to the same rule as a declared one.
 */
export function numberFormattedArguments(message) {
  const found = new Set();
  const walk = (elements) => {
    for (const element of elements) {
      if (element.type === TYPE.number) found.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(typeof message === 'string' ? parse(message) : message);
  return found;
}

/**
 * The places a message shows a number argument outside a `plural` (or `selectordinal`): a bare
 * `{count}` or `{count, number}` that no plural encloses. Inside a plural's branch a number is
 * accepted (“{required, plural, other {{count, number} of # confirmations}}”): the words around it
 * are already chosen by a number.
 */
export function numbersOutsidePlural(message, numberArguments) {
  const found = new Set();
  const walk = (elements) => {
    for (const element of elements) {
      if ((element.type === TYPE.argument || element.type === TYPE.number) && numberArguments.has(element.value)) {
        found.add(element.value);
      }
      if (element.type === TYPE.plural) continue;
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(typeof message === 'string' ? parse(message) : message);
  return [...found].map(
    (name) =>
      `the number {${name}} is shown outside a plural (a plural for every number): write {${name}, plural, one {# …} other {# …}} in the English source, then in every language`,
  );
}

const isFormatMessage = (node) =>
  ts.isCallExpression(node) &&
  ((ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'formatMessage') ||
    (ts.isIdentifier(node.expression) && node.expression.text === 'formatMessage'));

/** Whether a translated message is formatted inside `node` (not inside a function it defines). */
function formatsMessage(node) {
  if (isFormatMessage(node)) return true;
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return false;
  return ts.forEachChild(node, formatsMessage) ?? false;
}

/**
 * The places a source builds a sentence from translated fragments: a message formatted with a
 * value that is itself a formatted message (`formatMessage(health, { outcome:
 * formatMessage(failed) })`). The fragment cannot agree with the words around it in every
 * language (“productos importados, fallido”): write one message per case and choose inside it
 * with `select`. A fragment that stands alone (a page's name in the window title, a status
 * between separators) says so in a comment on the line before: `// i18n-fragment: why`.
 */
export function fragmentProblems(source, path) {
  const found = [];
  if (!source.includes('formatMessage')) return found;
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = source.split('\n');
  const visit = (node) => {
    if (isFormatMessage(node) && node.arguments.length > 1 && ts.isObjectLiteralExpression(node.arguments[1])) {
      for (const property of node.arguments[1].properties) {
        if (!ts.isPropertyAssignment(property) || !formatsMessage(property.initializer)) continue;
        const line = file.getLineAndCharacterOfPosition(property.getStart()).line;
        if (/\/\/\s*i18n-fragment:\s*\S/.test(lines[line - 1] ?? '') || /\/\/\s*i18n-fragment:\s*\S/.test(lines[line]))
          continue;
        const name = propertyName(property.name);
        found.push(
          `${path}:${line + 1}: {${name}} is another translated message (fragments that must agree): write one message per case, choosing inside it with {${name}, select, …}, or say why it stands alone in a // i18n-fragment: comment`,
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The fragment problems of the sources in `paths`, named from `root`. */
export function fragmentProblemsIn(paths, root) {
  return paths.flatMap((path) => fragmentProblems(readFileSync(path, 'utf8'), relative(root, path)));
}

/** The TypeScript sources that may declare messages: packages/*\/src and apps/*\/src, tests and stories aside. */
export function sourceFiles(root) {
  const files = [];
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, group))) {
      const src = join(root, group, name, 'src');
      if (!existsSync(src)) continue;
      for (const path of readdirSync(src, { recursive: true })) {
        if (/\.tsx?$/.test(path) && !/\.(test|stories|d)\.tsx?$/.test(path) && !path.includes('node_modules')) {
          files.push(join(src, path));
        }
      }
    }
  }
  return files;
}
