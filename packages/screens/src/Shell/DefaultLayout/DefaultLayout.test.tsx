import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DefaultLayout, type DefaultLayoutProps } from './DefaultLayout';
import { exampleLayoutProps } from './DefaultLayout.examples';

function renderLayout(props: Partial<DefaultLayoutProps> = {}) {
  const handlers = { onSelectWorkspace: vi.fn(), onLogout: vi.fn(), onNotificationsPress: vi.fn() };
  renderWithProviders(
    <DefaultLayout {...exampleLayoutProps} {...handlers} {...props}>
      <p>Page content</p>
    </DefaultLayout>,
  );
  return handlers;
}

/**
 * jsdom matches no media query, so the layout is the narrow one there: the sidebar opens from
 * the menu button, as on a phone.
 */
async function openSidebar() {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
}

const switcher = () => within(screen.getByRole('complementary', { name: 'Workspace' })).getAllByRole('button')[0]!;

describe('DefaultLayout', () => {
  it('lists the pages of the sidebar in a labelled navigation landmark, marking the current one', async () => {
    renderLayout({ currentPath: '/payment-links/' });
    await openSidebar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Dashboard',
      'Wallets',
      'Payment links',
      'Integrations',
      'Customers',
      'Account',
      'Billing',
      'Settings',
      'Help',
    ]);
    expect(within(nav).getByRole('link', { name: 'Payment links' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Wallets' })).toHaveAttribute('href', '/wallet-management');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('marks the section of a page inside it', async () => {
    renderLayout({ currentPath: '/settings/members' });
    await openSidebar();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'true');
  });

  it('puts the page in main, reached by a skip link that comes first', async () => {
    renderLayout();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Page content');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.click(skip);
    expect(main).toHaveFocus();
  });

  it('shows the member count and the copyright line', () => {
    renderLayout({ memberCount: 1 });
    expect(screen.getByText('1 member')).toBeInTheDocument();
    expect(screen.getByText('© 2026 Meridian')).toBeInTheDocument();
  });

  it('switches workspace from a menu that marks the selected one', async () => {
    const { onSelectWorkspace } = renderLayout();
    await openSidebar();
    await userEvent.click(switcher());
    const menu = await screen.findByRole('menu');
    const lumen = within(menu).getByRole('menuitemradio', { name: 'Lumen Coffee Roasters' });
    expect(lumen).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Create a workspace' })).toHaveAttribute('href', '/onboarding');
    expect(within(menu).getByRole('menuitem', { name: 'Join a workspace' })).toHaveAttribute(
      'href',
      '/pending-invites',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Add members' })).toHaveAttribute(
      'href',
      '/settings/members/invite',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Atlas Outdoor Supply' }));
    expect(onSelectWorkspace).toHaveBeenCalledExactlyOnceWith('atlas');
  });

  it.each(['developer', 'viewer'] as const)('hides "Add members" from a %s', async (role) => {
    renderLayout({ callerRole: role });
    await openSidebar();
    await userEvent.click(switcher());
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Add members' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Join a workspace' })).toBeInTheDocument();
  });

  it('counts unread notifications in the button name', async () => {
    const { onNotificationsPress } = renderLayout({ unreadCount: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
    expect(onNotificationsPress).toHaveBeenCalledOnce();
  });

  it('opens the notifications panel it is given in a dialog', async () => {
    renderLayout({ unreadCount: 1, notificationsPanel: <p>Payment received</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toHaveTextContent('Payment received');
  });

  it('logs out from the user menu', async () => {
    const { onLogout } = renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Ana Silva' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('opens the narrow sidebar from the menu button, moves focus into it, and closes it with Escape', async () => {
    renderLayout({ forceNarrow: true });
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(switcher()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });
});
