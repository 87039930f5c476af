// A file of its own: the menu's and the popover's code must not have loaded yet when these
// tests press their triggers (each test file starts with fresh modules).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Popover, PopoverDialog, PopoverTrigger } from '../Popover';
import { renderWithProviders } from '../test/render';
import { Menu, MenuItem } from './Menu';

describe('a menu or popover opened for the first time', () => {
  it('opens a menu on the first key press, with its first item focused, and runs the chosen item', async () => {
    const onAction = vi.fn();
    renderWithProviders(
      <Menu triggerLabel="Actions for Summer sale" onAction={onAction}>
        <MenuItem id="edit">Edit</MenuItem>
        <MenuItem id="archive">Archive</MenuItem>
      </Menu>,
    );
    const trigger = screen.getByRole('button', { name: 'Actions for Summer sale' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    act(() => trigger.focus());
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Actions for Summer sale' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction.mock.calls[0]?.[0]).toBe('archive');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('opens a popover on the first key press and moves focus into its dialog; Escape closes it', async () => {
    renderWithProviders(
      <PopoverTrigger>
        <Button variant="secondary">Network fees</Button>
        <Popover>
          <PopoverDialog aria-label="Network fees">
            <p>Moonbeam fees are paid in GLMR by the payer.</p>
            <Button>Got it</Button>
          </PopoverDialog>
        </Popover>
      </PopoverTrigger>,
    );
    const trigger = screen.getByRole('button', { name: 'Network fees' });
    act(() => trigger.focus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Network fees' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dialog).toHaveFocus());
    // A button inside the popover is its own: pressing it does not toggle the popover.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.getByRole('dialog', { name: 'Network fees' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
