import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { playPaging, storyPaging } from '../../test/paging';
import { Customers } from './Customers';
import { euroCustomers, exampleCustomers } from './Customers.examples';

const meta = {
  title: 'Screens/Money/Customers',
  component: Customers,
  args: {
    customers: exampleCustomers,
    search: '',
    onSearchChange: fn(),
    customerHref: (id: string) => `/customers/${id}`,
    exportUrl: '/api/company/c-1/customers/export',
    onRetry: fn(),
  },
} satisfies Meta<typeof Customers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { customers: [], isLoading: true } };
export const Empty: Story = { args: { customers: [], exportUrl: undefined } };
/** Each customer with their live total (test payments apart) and a page of their own. */
export const WithCustomers: Story = {
  name: 'Customers',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(exampleCustomers.length + 1);
  },
};
/** A workspace that prices in euros: every total in euros, and a line saying so. */
export const EuroWorkspace: Story = {
  args: { customers: euroCustomers },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/\(EUR\)/)).toBeInTheDocument();
  },
};
/** A search that matches nobody. */
export const NoMatch: Story = { args: { customers: [], search: 'zed' } };
export const Error: Story = { args: { customers: [], error: 'loadFailed' } };
/** Many customers: the second page, with Previous and Next. */
export const Paged: Story = {
  args: { paging: storyPaging({ count: exampleCustomers.length, pageSize: exampleCustomers.length, total: 9 }) },
  play: async ({ canvasElement, args }) => {
    await playPaging(canvasElement, args.paging, /4.6\D+9/);
  },
};
/** On a phone: the customer and the total. */
export const Phone: Story = {
  tags: ['phone'],
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('table')).getAllByRole('columnheader')).toHaveLength(2);
  },
};
