import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { TOKEN_ICON_SYMBOLS, TokenIcon } from './TokenIcon';

describe('TokenIcon', () => {
  it('is hidden from assistive technology beside the symbol it names', () => {
    const { container } = renderWithProviders(
      <p>
        <TokenIcon symbol="USDC" /> USDC
      </p>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image named after the token when it stands alone', () => {
    renderWithProviders(
      <>
        <TokenIcon symbol="KSM" standalone />
        <TokenIcon symbol="GLMR" standalone label="Glimmer" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'KSM' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Glimmer' })).toBeInTheDocument();
  });

  it('draws every token with a disc colour of its own', () => {
    const { container } = renderWithProviders(
      <>
        {TOKEN_ICON_SYMBOLS.map((symbol) => (
          <TokenIcon key={symbol} symbol={symbol} />
        ))}
      </>,
    );
    const discs = [...container.querySelectorAll('svg')].map((svg) =>
      svg.querySelector('circle')?.getAttribute('fill'),
    );
    expect(new Set(discs).size).toBe(TOKEN_ICON_SYMBOLS.length);
  });
});
