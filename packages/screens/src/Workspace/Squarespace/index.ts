export { Squarespace, type SquarespaceKeyError, type SquarespaceProps } from './Squarespace';
export type { SquarespaceLinkSettings, SquarespaceWallet } from './SquarespaceSettings';
