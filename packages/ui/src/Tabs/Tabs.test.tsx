import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

describe('Tabs', () => {
  it('moves with arrow keys, skipping a disabled tab, and shows the selected panel', async () => {
    renderWithProviders(
      <Tabs disabledKeys={['payments']}>
        <TabList aria-label="Payment link">
          <Tab id="details">Details</Tab>
          <Tab id="payments">Payments</Tab>
          <Tab id="customers">Customers</Tab>
        </TabList>
        <TabPanel id="details">Summer sale</TabPanel>
        <TabPanel id="payments">12 payments</TabPanel>
        <TabPanel id="customers">9 customers</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Payment link' })).toHaveAttribute('aria-orientation', 'horizontal');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Customers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Customers' })).toHaveTextContent('9 customers');
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-disabled', 'true');
  });
});
