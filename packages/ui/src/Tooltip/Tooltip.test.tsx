import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { renderWithProviders } from '../test/render';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger, and hides on Escape', async () => {
    renderWithProviders(
      <Tooltip content="Creates a new key and revokes this one">
        <Button>Regenerate key</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Creates a new key and revokes this one');
    expect(screen.getByRole('button', { name: 'Regenerate key' })).toHaveAccessibleDescription(
      'Creates a new key and revokes this one',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});
