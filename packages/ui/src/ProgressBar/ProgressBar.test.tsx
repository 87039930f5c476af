import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('exposes its value and shows it as a percentage', () => {
    renderWithProviders(<ProgressBar label="Uploading profile picture" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading profile picture' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(bar).toHaveTextContent('40%');
  });

  it('formats the percentage in the interface locale', () => {
    renderWithProviders(<ProgressBar label="Envoi" value={1} maxValue={4} />, { locale: 'fr' });
    const bar = screen.getByRole('progressbar', { name: 'Envoi' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^25\s%$/);
  });

  it('takes a value text of the caller’s', () => {
    renderWithProviders(<ProgressBar label="Uploading" value={1.2} maxValue={3} valueLabel="1.2 MB / 3 MB" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1.2 MB / 3 MB');
  });

  it('has no value while indeterminate', () => {
    renderWithProviders(<ProgressBar label="Verifying" isIndeterminate />);
    const bar = screen.getByRole('progressbar', { name: 'Verifying' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuetext');
  });

  it('keeps the value within its bounds', () => {
    renderWithProviders(<ProgressBar label="Uploading" value={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '100%');
  });
});
