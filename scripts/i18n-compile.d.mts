import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A catalog (`{ id: message }`) as `{ id: MessageFormatElement[] }`, as react-intl formats it. */
export function compileCatalog(catalog: Record<string, string>, locale: string): Record<string, MessageFormatElement[]>;
