import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ChoiceCard, ChoiceCards } from './ChoiceCards';

// Keyboard-driven tests take a few seconds in jsdom on a busy machine.
describe('ChoiceCards', () => {
  it('is a radio group in single mode: arrow keys move and select', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <ChoiceCards label="How do you want to start?" onChange={onChange}>
        <ChoiceCard value="create" title="Create a workspace" description="Set up your business from scratch." />
        <ChoiceCard value="join" title="Join a workspace" description="Accept an invitation from your team." />
      </ChoiceCards>,
    );
    expect(screen.getByRole('radiogroup', { name: 'How do you want to start?' })).toBeInTheDocument();
    const create = screen.getByRole('radio', { name: 'Create a workspace' });
    expect(create).toHaveAccessibleDescription('Set up your business from scratch.');
    await userEvent.tab();
    expect(create).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Join a workspace' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('join');
  });

  it('selects with a click on the title', async () => {
    renderWithProviders(
      <ChoiceCards label="How do you want to start?">
        <ChoiceCard value="create" title="Create a workspace" description="Set up your business from scratch." />
      </ChoiceCards>,
    );
    await userEvent.click(screen.getByText('Create a workspace'));
    expect(screen.getByRole('radio', { name: 'Create a workspace' })).toBeChecked();
  });

  it('is a checkbox group in multiple mode: Tab moves, Space toggles', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <ChoiceCards selectionMode="multiple" label="Use cases" onChange={onChange}>
        <ChoiceCard value="ecommerce" title="Online store" />
        <ChoiceCard value="donations" title="Donations" />
        <ChoiceCard value="invoices" title="Invoices" />
      </ChoiceCards>,
    );
    expect(screen.getByRole('group', { name: 'Use cases' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Online store' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Donations' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Invoices' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(['ecommerce', 'invoices']);
  });

  it('shows the error of an invalid group', () => {
    renderWithProviders(
      <ChoiceCards selectionMode="multiple" label="Use cases" isInvalid errorMessage="Pick at least one use case.">
        <ChoiceCard value="ecommerce" title="Online store" />
      </ChoiceCards>,
    );
    expect(screen.getByRole('group', { name: 'Use cases' })).toHaveAccessibleDescription('Pick at least one use case.');
  });
});
