export { Help, type HelpProps } from './Help';
export type { HelpLinks, HelpTestNetwork } from './Help.content';
export { foldForSearch, matchesQuery } from './Help.rules';
