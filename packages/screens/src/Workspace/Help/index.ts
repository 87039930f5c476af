export { Help, type HelpProps } from './Help';
export type { HelpLinks } from './Help.content';
export { foldForSearch, matchesQuery } from './Help.rules';
