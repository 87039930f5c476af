import type { MessageDescriptor, MessageTag, MessageValue, TypedMessageDescriptor } from 'react-intl';

/** A message the scope declares: its id is `<scope>.<key>`, its English text the value given. */
export type ScopedMessage<Text extends string = string> = MessageDescriptor & {
  readonly id: string;
  readonly defaultMessage: Text;
};

/**
 * Declares the messages of one place under one id prefix: each key's id is `<scope>.<key>`, so a
 * key and its id can never disagree, and each line of a messages file is the English text alone.
 *
 * ```ts
 * export const messages = messagesIn('screens.Workspace.Members', {
 *   heading: 'Members',
 *   invite: 'Invite a member',
 * });
 * // Values that are numbers (or anything else) are declared, for the type check and the language check:
 * const countMessages = messagesIn<{ shown: { count: number } }>('ui.DataTable', {
 *   shown: '{count, plural, one {# row} other {# rows}}',
 * });
 * ```
 *
 * `pnpm i18n:extract` reads these calls as written: the scope and every text must be literal
 * strings.
 */
export function messagesIn<const Texts extends Record<string, string>>(
  scope: string,
  texts: Texts,
): { readonly [Key in keyof Texts]: ScopedMessage<Texts[Key]> };
export function messagesIn<Values extends Record<string, Record<string, MessageValue | MessageTag>>>(
  scope: string,
  texts: { readonly [Key in keyof Values]: string },
): { readonly [Key in keyof Values]: TypedMessageDescriptor<Values[Key]> & { readonly id: string } };
export function messagesIn(scope: string, texts: Record<string, string>): Record<string, MessageDescriptor> {
  return Object.fromEntries(
    Object.entries(texts).map(([key, defaultMessage]) => [key, { id: `${scope}.${key}`, defaultMessage }]),
  );
}
