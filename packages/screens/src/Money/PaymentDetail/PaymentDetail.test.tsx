import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { refundedPayment } from '../common/refunds.examples';
import { PaymentDetail } from './PaymentDetail';

function renderPayment(source: string) {
  renderWithProviders(
    <PaymentDetail
      payment={{ ...refundedPayment, rate: { ...refundedPayment.rate!, source } }}
      refunds={[]}
      back={{ href: '/', to: 'dashboard' }}
      onRefund={vi.fn()}
      onCancelRefund={vi.fn()}
      onSend={vi.fn()}
      onGiveHash={vi.fn()}
      onNewLink={vi.fn()}
    />,
  );
}

describe('PaymentDetail', () => {
  it('names the locked rate’s source as the receipt does', () => {
    renderPayment('kraken');
    expect(
      screen.getByText(/^At the rate locked for this payment: 1 EURC = €1\.00, from Kraken on /),
    ).toBeInTheDocument();
  });

  it('says a sandbox rate is a fixed test rate, in the page’s language', () => {
    renderPayment('sandbox');
    expect(screen.getByText(/, from Sandbox \(fixed test rates\) on /)).toBeInTheDocument();
    expect(screen.queryByText(/from sandbox on/)).not.toBeInTheDocument();
  });
});
