import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { AmountField } from './AmountField';

// Generous: the first render of a react-aria field is slow on a busy two-core machine.
describe('AmountField', () => {
  it('formats the typed amount as US dollars to the cent by default', async () => {
    const onChange = vi.fn();
    renderWithProviders(<AmountField label="Amount" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '1250.5');
    await userEvent.tab();
    expect(input).toHaveValue('$1,250.50');
    expect(onChange).toHaveBeenLastCalledWith(1250.5);
  });

  it('formats in the interface language', () => {
    renderWithProviders(<AmountField label="Importe" currency="EUR" defaultValue={12345.5} />, { locale: 'es' });
    expect(screen.getByRole('textbox', { name: 'Importe' })).toHaveValue('12.345,50\u00a0€');
  });

  it('parses what is typed in the interface language', async () => {
    const onChange = vi.fn();
    renderWithProviders(<AmountField label="Montant" currency="EUR" onChange={onChange} />, { locale: 'fr' });
    const input = screen.getByRole('textbox', { name: 'Montant' });
    await userEvent.type(input, '99,9');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(99.9);
    expect(input).toHaveValue('99,90\u00a0€');
  });

  it('refuses an amount the language cannot read one way, keeps it as typed and says how to write it', async () => {
    const onChange = vi.fn();
    renderWithProviders(<AmountField label="Amount" defaultValue={5} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(input);
    await userEvent.type(input, '12,50');
    await userEvent.tab();
    // Never $1,250.00: no amount, and the field says so.
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
    expect(onChange).not.toHaveBeenCalledWith(1250);
    expect(input).toHaveValue('12,50');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This amount can be read more than one way. Write it like 1,234.50.');
    expect(input.closest('[data-unreadable-amount]')).not.toBeNull();
    // Written the English way, it is read.
    await userEvent.clear(input);
    await userEvent.type(input, '12.50{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(12.5);
    expect(input).toHaveValue('$12.50');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input.closest('[data-unreadable-amount]')).toBeNull();
  });

  it('reads the same keys as the amount they are in Spanish', async () => {
    const onChange = vi.fn();
    renderWithProviders(<AmountField label="Importe" onChange={onChange} />, { locale: 'es' });
    const input = screen.getByRole('textbox', { name: 'Importe' });
    await userEvent.type(input, '12,50');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(12.5);
    expect(input).toHaveValue('12,50\u00a0US$');
  });

  it('shows an amount set from outside', () => {
    const { rerender } = renderWithProviders(<AmountField label="Amount" value={5} />);
    rerender(<AmountField label="Amount" value={25} />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('$25.00');
  });

  it('formats the amount again when the interface language changes', () => {
    const { rerender } = render(
      <IntlProvider locale="en">
        <AmountField label="Amount" defaultValue={1250.5} />
      </IntlProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('$1,250.50');
    rerender(
      <IntlProvider locale="es">
        <AmountField label="Amount" defaultValue={1250.5} />
      </IntlProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1250,50\u00a0US$');
  });

  it('never goes below zero', async () => {
    const onChange = vi.fn();
    renderWithProviders(<AmountField label="Amount" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '-5');
    await userEvent.tab();
    expect(input).not.toHaveValue('-$5.00');
    expect(onChange).not.toHaveBeenCalledWith(-5);
  });

  it('names the maximum in the description, in the currency', () => {
    renderWithProviders(<AmountField label="Amount" description="Per payment." maxAmount={1000} />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      'Per payment. Maximum $1,000.00',
    );
  });

  it('shows and reads yen without decimals, and refuses a decimal as no amount of yen', async () => {
    const onChange = vi.fn();
    renderWithProviders(<AmountField label="Amount" currency="JPY" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '1250{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1250);
    expect(input).toHaveValue('¥1,250');
    await userEvent.clear(input);
    await userEvent.type(input, '12.5{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
    expect(input).toHaveValue('12.5');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows reais in Portuguese with their sign first', () => {
    renderWithProviders(<AmountField label="Valor" currency="BRL" defaultValue={12.5} />, { locale: 'pt' });
    expect(screen.getByRole('textbox', { name: 'Valor' })).toHaveValue('R$\u00a012,50');
  });

  it('keeps the amount when the currency changes, and a decimal that yen cannot hold stays as typed until it can', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <IntlProvider locale="en">
        <AmountField label="Amount" currency="EUR" defaultValue={1250} onChange={onChange} />
      </IntlProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveValue('€1,250.00');
    rerender(
      <IntlProvider locale="en">
        <AmountField label="Amount" currency="JPY" defaultValue={1250} onChange={onChange} />
      </IntlProvider>,
    );
    expect(input).toHaveValue('¥1,250');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '12.50{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    rerender(
      <IntlProvider locale="en">
        <AmountField label="Amount" currency="USD" defaultValue={1250} onChange={onChange} />
      </IntlProvider>,
    );
    expect(input).toHaveValue('$12.50');
    expect(input).not.toHaveAttribute('aria-invalid');
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(12.5));
  });

  it('held by a form, keeps what was typed when the currency changes', async () => {
    const told: number[] = [];
    function Priced({ currency }: { currency: string }) {
      const [amount, setAmount] = useState(Number.NaN);
      return (
        <AmountField
          label="Amount"
          currency={currency}
          value={amount}
          onChange={(next) => {
            told.push(next);
            setAmount(next);
          }}
        />
      );
    }
    const { rerender } = render(
      <IntlProvider locale="en">
        <Priced currency="EUR" />
      </IntlProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '12.5{Enter}');
    expect(input).toHaveValue('€12.50');
    rerender(
      <IntlProvider locale="en">
        <Priced currency="JPY" />
      </IntlProvider>,
    );
    await vi.waitFor(() => expect(told.at(-1)).toBeNaN());
    expect(input).toHaveValue('12.5');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    rerender(
      <IntlProvider locale="en">
        <Priced currency="BRL" />
      </IntlProvider>,
    );
    await vi.waitFor(() => expect(told.at(-1)).toBe(12.5));
    expect(input).toHaveValue('R$12.50');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
