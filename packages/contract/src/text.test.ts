import { validate, type Struct } from 'superstruct';
import { checkPassword, NewPassword, normalizePassword } from './rules';
import { apiRoutes } from './routes';
import { getSchemaHints, type StructLike } from './schema';
import { multiLineText, passwordText, singleLineText, TEXT_RULE_MESSAGES, textRuleProblem } from './text';

/** Every string field reachable in a struct, with its dot path. */
function stringFields(struct: StructLike, path: string[] = []): { path: string; struct: StructLike }[] {
  const oneOf = getSchemaHints(struct)?.oneOf;
  if (oneOf) return oneOf.flatMap((member) => stringFields(member, path));
  switch (struct.type) {
    case 'string':
      return [{ path: path.join('.'), struct }];
    case 'object':
    case 'type':
      return Object.entries(struct.schema as Record<string, StructLike>).flatMap(([key, field]) =>
        stringFields(field, [...path, key]),
      );
    case 'array':
      return struct.schema ? stringFields(struct.schema as StructLike, [...path, '0']) : [];
    default:
      return [];
  }
}

function ruleMessages(struct: StructLike, value: string): string[] {
  const [error] = validate(value, struct as Struct<unknown, unknown>);
  return (error?.failures() ?? []).filter((f) => f.refinement === 'invalid').map((f) => f.message);
}

describe('the text rule', () => {
  const single = singleLineText();
  const multi = multiLineText();
  const password = passwordText();

  it('refuses control characters, tab and newline only in multi-line text', () => {
    for (const value of ['a\u0000b', 'a\u0007', '\u001b[31m', 'a\u007f']) {
      expect(validate(value, single)[0]).toBeDefined();
      expect(validate(value, multi)[0]).toBeDefined();
      expect(validate(value, password)[0]).toBeDefined();
    }
    expect(validate('a\tb\nc', single)[0]).toBeDefined();
    expect(validate('a\tb\nc', multi)[0]).toBeUndefined();
    expect(validate('a\r\nb', multi)[0]).toBeDefined();
  });

  it('refuses direction overrides, lone surrogates and text with nothing visible', () => {
    for (const value of ['abc\u202Egpj.exe', 'a\u2066b', 'a\uD800b', '\uDC00', '\u200B', '\u200B \u200D', '\u2800']) {
      expect(textRuleProblem(value), value).not.toBeNull();
      expect(validate(value, single)[0]).toBeDefined();
    }
    expect(validate('a\uD800b', password)[0]).toBeDefined();
  });

  it('accepts ordinary text in any script, emoji, and blank text (left to each field)', () => {
    for (const value of ['Ada Lovelace', 'Zoë', 'مرحبا', '日本語', '👩🏽‍💻 team', 'e\u0301', '', '   ']) {
      expect(validate(value, single)[0], value).toBeUndefined();
    }
    // A password may hold anything printable, direction marks and spaces included.
    expect(validate('pass \u202E word', password)[0]).toBeUndefined();
  });

  it('is carried by every text field of every route', () => {
    const fields = Object.entries(apiRoutes).flatMap(([name, route]) =>
      'request' in route && route.request
        ? stringFields(route.request as StructLike).map((field) => ({ ...field, name }))
        : [],
    );
    expect(fields.length).toBeGreaterThan(20);
    for (const { name, path, struct } of fields) {
      const messages = ruleMessages(struct, 'a\u0000b');
      expect(
        messages.some((message) => TEXT_RULE_MESSAGES.includes(message)),
        `${name}: ${path}`,
      ).toBe(true);
    }
  });
});

describe('new passwords', () => {
  it('refuse nothing but white space, as a missing password', () => {
    expect(checkPassword(' '.repeat(10))).toBe('required');
    expect(checkPassword('\u3000'.repeat(8))).toBe('required');
    const [error] = validate(' '.repeat(10), NewPassword);
    expect(error?.failures()[0]?.refinement).toBe('required');
    expect(validate(' a long passphrase ', NewPassword)[0]).toBeUndefined();
  });

  it('are compared in their NFKC form', () => {
    expect(normalizePassword('cre\u0300me')).toBe(normalizePassword('crème'));
    expect(normalizePassword('ｐａｓｓ')).toBe('pass');
  });
});
