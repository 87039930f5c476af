import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { loadMenuParts, Menu, MenuItem, MenuSeparator } from './Menu';

function renderMenu(onAction = vi.fn(), triggerLabel?: string) {
  renderWithProviders(
    <Menu triggerLabel={triggerLabel} onAction={onAction} disabledKeys={['disable']}>
      <MenuItem id="edit">Edit</MenuItem>
      <MenuItem id="disable">Disable</MenuItem>
      <MenuItem id="copy">Copy URL</MenuItem>
      <MenuSeparator />
      <MenuItem id="archive" tone="danger">
        Archive
      </MenuItem>
    </Menu>,
  );
  return onAction;
}

describe('Menu', () => {
  // These tests drive an open menu: its code, which otherwise loads on first open
  // (Menu.first-open.test.tsx), is loaded before them, whatever else ran in the worker first.
  beforeAll(() => loadMenuParts());

  it('has a "More actions" trigger by default', () => {
    renderMenu();
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveAttribute('aria-haspopup', 'true');
  });

  it('is driven by the keyboard: open, move past disabled items, run, close', async () => {
    const onAction = renderMenu(vi.fn(), 'Actions for Summer sale');
    const trigger = screen.getByRole('button', { name: 'Actions for Summer sale' });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    expect(within(menu).getByRole('menuitem', { name: 'Disable' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Copy URL' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction.mock.calls[0]?.[0]).toBe('archive');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const onAction = renderMenu();
    const trigger = screen.getByRole('button', { name: 'More actions' });
    await userEvent.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(onAction).not.toHaveBeenCalled();
  });
});
