import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CustomerDetail } from './CustomerDetail';
import { Customers } from './Customers';
import { adaDetail, exampleCustomers } from './Customers.examples';

describe('Customers', () => {
  it('lists each customer with a page of their own and their live total, test payments apart', () => {
    renderWithProviders(
      <Customers
        customers={exampleCustomers}
        search=""
        onSearchChange={() => {}}
        customerHref={(id) => `/customers/${id}`}
        exportUrl="/api/export.csv"
      />,
    );
    const table = screen.getByRole('table', { name: 'Customers' });
    expect(within(table).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/customers/c-ada');
    expect(within(table).getByRole('link', { name: 'grace@example.org' })).toBeInTheDocument();
    expect(within(table).getByText('1 test payment, $49.90')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/export.csv');
  });

  it('searches as one types, and says when nobody matches', async () => {
    const onSearchChange = vi.fn();
    renderWithProviders(
      <Customers customers={[]} search="zed" onSearchChange={onSearchChange} customerHref={(id) => id} />,
    );
    expect(screen.getByText('No customer matches')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'a');
    expect(onSearchChange).toHaveBeenLastCalledWith('zeda');
  });

  it('erases a customer only after a confirmation that says the payments stay', async () => {
    const onErase = vi.fn(async () => {});
    renderWithProviders(<CustomerDetail detail={adaDetail} backHref="/customers" canErase onErase={onErase} />);
    expect(screen.getByText('GB123456789')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erase this customer’s personal data?' });
    expect(dialog).toHaveTextContent('Their 2 payments stay, without them.');
    expect(onErase).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(onErase).toHaveBeenCalledOnce());
  });

  it('offers no erasure to a member who may not erase', () => {
    renderWithProviders(<CustomerDetail detail={adaDetail} backHref="/customers" onErase={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).toBeNull();
  });
});
