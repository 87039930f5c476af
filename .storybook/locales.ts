import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES, type Language } from '@meridian/contract';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import pt from '../locales/pt.json';

export const locales = LANGUAGES;
export type Locale = Language;
export const defaultLocale: Locale = 'en';
export const catalogs: Record<Locale, Record<string, string>> = { en, es, fr, pt };

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

const accents: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ø',
  U: 'Û',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};

function pseudoText(text: string): string {
  const accented = [...text].map((ch) => accents[ch] ?? ch).join('');
  // About 35% longer, the growth typical of German or French, to reveal truncation.
  const padding = '~'.repeat(Math.ceil(text.length * 0.35));
  return accented + padding;
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: pseudoText(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: pseudoElements(option.value) },
        ]),
      );
      return { ...element, options };
    }
    if (element.type === TYPE.tag) return { ...element, children: pseudoElements(element.children) };
    return element;
  });
}

let pseudo: Record<string, MessageFormatElement[]> | undefined;

/**
 * The English catalog, accented and lengthened and wrapped in brackets. Text that is not a
 * message stays plain English in this mode, which is how hard-coded strings show up.
 */
export function pseudoCatalog(): Record<string, MessageFormatElement[]> {
  pseudo ??= Object.fromEntries(
    Object.entries(en as Record<string, string>).map(([id, message]) => {
      const ast = pseudoElements(parse(message));
      return [
        id,
        [{ type: TYPE.literal, value: '[' }, ...ast, { type: TYPE.literal, value: ']' }] as MessageFormatElement[],
      ];
    }),
  );
  return pseudo;
}
