import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { QRCode } from './QRCode';

describe('QRCode', () => {
  it('renders an svg image named by its label', () => {
    renderWithProviders(<QRCode value="https://meridian.example/pay/abc" label="QR code to pay" size={200} />);
    const image = screen.getByRole('img', { name: 'QR code to pay' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image).toHaveAttribute('width', '200');
    // A version 3 symbol (29 modules) plus a quiet zone of four modules on each side.
    expect(image).toHaveAttribute('viewBox', '0 0 37 37');
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
  });

  it('redraws when the value changes', () => {
    const { rerender } = renderWithProviders(<QRCode value="a" label="QR code" />);
    const first = screen.getByRole('img').querySelector('path')?.getAttribute('d');
    rerender(
      <QRCode value="https://meridian.example/a/much/longer/address/that/needs/a/bigger/symbol" label="QR code" />,
    );
    expect(screen.getByRole('img').querySelector('path')?.getAttribute('d')).not.toBe(first);
  });
});
