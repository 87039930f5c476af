export { TokenIcon, TOKEN_ICON_SYMBOLS, type TokenIconProps, type TokenIconSymbol } from './TokenIcon';
