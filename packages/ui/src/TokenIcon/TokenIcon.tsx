import type { ReactNode } from 'react';
import type { Size } from '../theme/vocabulary';
import { TokenSvg } from './TokenIcon.styles';

/** The tokens that have an icon: the stablecoins, the Moonbeam coins (live and test) and the relay chains' coins. */
export const TOKEN_ICON_SYMBOLS = ['USDC', 'USDT', 'DAI', 'EURC', 'GLMR', 'DEV', 'DOT', 'KSM'] as const;
export type TokenIconSymbol = (typeof TOKEN_ICON_SYMBOLS)[number];

export interface TokenIconProps {
  symbol: TokenIconSymbol;
  /** One of the theme's icon sizes (14, 16, 18, 20 px). Default `md`. */
  size?: Extract<Size, 'xs' | 'sm' | 'md' | 'lg'>;
  /**
   * Set when the icon stands alone, with no text naming the token beside it: it is then an
   * image named `label` (default: the token's symbol). By default it is decorative and hidden
   * from assistive technology, since the symbol is written next to it.
   */
  standalone?: boolean;
  /** The accessible name of a standalone icon. @default the symbol, e.g. "USDC" */
  label?: string;
}

const WHITE = '#ffffff';

/** Moonbeam's mark, on its coin and its test coin: a rising moon over three strokes of light. */
const moonMark = (
  <g fill={WHITE}>
    <path d="M7.4 12.4a4.6 4.6 0 0 1 9.2 0z" />
    <path d="M6.2 14.6h6.4M9.4 16.8h8.4M7.8 19h3.4" stroke={WHITE} strokeWidth="1.3" strokeLinecap="round" />
  </g>
);

/** Each token's disc colour and mark, drawn on a 24×24 grid. Our own drawings, not the issuers' logos. */
const TOKENS: Record<TokenIconSymbol, { disc: string; mark: ReactNode }> = {
  // A dollar sign inside an open ring.
  USDC: {
    disc: '#2775ca',
    mark: (
      <g fill="none" stroke={WHITE} strokeLinecap="round">
        <path d="M8.2 5.6a7.4 7.4 0 0 0 0 12.8M15.8 5.6a7.4 7.4 0 0 1 0 12.8" strokeWidth="1.3" />
        <path
          d="M14.4 9.6c-.3-1-1.2-1.6-2.4-1.6-1.4 0-2.4.7-2.4 1.8 0 2.5 5 1.3 5 4 0 1.1-1.1 1.9-2.6 1.9-1.3 0-2.3-.6-2.6-1.7M12 6.6v1.4m0 8v1.4"
          strokeWidth="1.5"
        />
      </g>
    ),
  },
  // A T with a flat ring across its stem.
  USDT: {
    disc: '#26a17b',
    mark: (
      <g fill={WHITE}>
        <path d="M6.5 6.5h11v2.4h-4.3v9.6h-2.4V8.9H6.5z" />
        <ellipse cx="12" cy="11.6" rx="5.6" ry="1.5" fill="none" stroke={WHITE} strokeWidth="1.1" />
      </g>
    ),
  },
  // A D crossed by two bars.
  DAI: {
    disc: '#f5ac37',
    mark: (
      <g fill="none" stroke={WHITE} strokeWidth="1.6" strokeLinecap="round">
        <path d="M8.5 6.8h3.2a5.2 5.2 0 0 1 0 10.4H8.5z" />
        <path d="M6.4 10.8h11.2M6.4 13.2h11.2" strokeWidth="1.2" />
      </g>
    ),
  },
  // A euro sign inside an open ring.
  EURC: {
    disc: '#1c4f9c',
    mark: (
      <g fill="none" stroke={WHITE} strokeLinecap="round">
        <path d="M8.2 5.6a7.4 7.4 0 0 0 0 12.8M15.8 5.6a7.4 7.4 0 0 1 0 12.8" strokeWidth="1.3" />
        <path d="M14.6 8.9a3.6 3.6 0 1 0 0 6.2M8.6 11h4.6M8.6 13h4.6" strokeWidth="1.5" />
      </g>
    ),
  },
  // A rising moon over three strokes of light.
  GLMR: {
    disc: '#e1147b',
    mark: moonMark,
  },
  // Moonbeam's test coin: the same moon on the test network's teal.
  DEV: {
    disc: '#1b7f7c',
    mark: moonMark,
  },
  // Six dots around the centre.
  DOT: {
    disc: '#e6007a',
    mark: (
      <g fill={WHITE}>
        <ellipse cx="12" cy="6.6" rx="2.4" ry="1.5" />
        <ellipse cx="12" cy="17.4" rx="2.4" ry="1.5" />
        <ellipse cx="7.3" cy="9.3" rx="2.4" ry="1.5" transform="rotate(-60 7.3 9.3)" />
        <ellipse cx="16.7" cy="9.3" rx="2.4" ry="1.5" transform="rotate(60 16.7 9.3)" />
        <ellipse cx="7.3" cy="14.7" rx="2.4" ry="1.5" transform="rotate(60 7.3 14.7)" />
        <ellipse cx="16.7" cy="14.7" rx="2.4" ry="1.5" transform="rotate(-60 16.7 14.7)" />
      </g>
    ),
  },
  // A K on a dark disc with a light rim, visible on dark backgrounds too.
  KSM: {
    disc: '#111111',
    mark: (
      <g fill="none" stroke={WHITE} strokeLinecap="round" strokeLinejoin="round">
        <circle cx="12" cy="12" r="11.2" strokeOpacity="0.35" strokeWidth="0.8" />
        <path d="M9 6.5v11M15.5 6.5 9.4 12.2l6.3 5.3" strokeWidth="1.8" />
      </g>
    ),
  },
};

/**
 * A token's icon: a coloured disc with a mark of its own, at one of the theme's icon sizes.
 * Decorative unless `standalone`, when it is an image named after the token.
 */
export function TokenIcon({ symbol, size = 'md', standalone = false, label }: TokenIconProps) {
  const { disc, mark } = TOKENS[symbol];
  const name = standalone ? (label ?? symbol) : undefined;
  return (
    <TokenSvg
      size={size}
      viewBox="0 0 24 24"
      data-token={symbol}
      role={name ? 'img' : undefined}
      aria-label={name}
      aria-hidden={name ? undefined : true}
      focusable="false"
    >
      <circle cx="12" cy="12" r="12" fill={disc} />
      {mark}
    </TokenSvg>
  );
}
