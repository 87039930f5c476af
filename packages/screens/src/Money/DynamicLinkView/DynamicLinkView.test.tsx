import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { exampleLinks } from '../common/examples';
import { DynamicLinkView, type DynamicLinkDetails, type DynamicLinkPayment } from './DynamicLinkView';

const link: DynamicLinkDetails = {
  ...exampleLinks[1]!,
  amountCents: 125000,
  recipientName: 'Atlas Outdoor Supply',
  expiresAt: new Date('2026-06-19T09:30:00Z'),
};

function renderView(payment: DynamicLinkPayment, paymentSettings?: ReactNode) {
  renderWithProviders(
    <DynamicLinkView
      link={link}
      payment={payment}
      backHref="/payment-links"
      createHref="/payment-links/new"
      paymentSettings={paymentSettings}
    />,
  );
}

describe('DynamicLinkView', () => {
  it('offers the URL to share, with a QR code, while the payment is awaited', () => {
    renderView({ state: 'pending' });
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice 2026-031 for Atlas' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for payment')).toBeInTheDocument();
    expect(screen.getByText('$1,250.00')).toBeInTheDocument();
    expect(screen.getByText(link.url)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of the link URL' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the link URL' })).toBeInTheDocument();
  });

  it('shows the payment settings the page gives it under the URL', () => {
    renderView({ state: 'pending' }, <section aria-label="Cards and bank transfers">Sandbox</section>);
    const url = screen.getByText(link.url);
    const settings = screen.getByRole('region', { name: 'Cards and bank transfers' });
    expect(url.compareDocumentPosition(settings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the payment once made, and no longer the URL', () => {
    renderView({
      state: 'paid',
      paidAt: new Date('2026-06-13T15:42:00Z'),
      paymentId: 'pay_7Hq2',
      token: 'USDC',
      tokenAmount: '1250.0004',
    });
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('1250.0004 USDC')).toBeInTheDocument();
    expect(screen.getByText('pay_7Hq2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy the link URL' })).not.toBeInTheDocument();
  });

  it('offers a new link once expired', () => {
    renderView({ state: 'expired' });
    expect(screen.getByText(/This link expired on Jun 19, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a new link' })).toHaveAttribute('href', '/payment-links/new');
  });
});
