import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { NumberField } from './NumberField';

// Generous: the first render of a react-aria field is slow on a busy two-core machine.
describe('NumberField', () => {
  it('steps with its buttons within the bounds', async () => {
    const onChange = vi.fn();
    renderWithProviders(<NumberField label="Seats" defaultValue={2} minValue={1} maxValue={3} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Seats' });
    await userEvent.click(screen.getByRole('button', { name: 'Increase Seats' }));
    expect(input).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Increase Seats' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease Seats' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease Seats' }));
    expect(input).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('steps with the arrow keys and formats with formatOptions in the interface language', async () => {
    renderWithProviders(
      <NumberField label="Tasa" defaultValue={0.05} step={0.01} formatOptions={{ style: 'percent' }} />,
      { locale: 'es' },
    );
    const input = screen.getByRole('textbox', { name: 'Tasa' });
    expect(input).toHaveValue('5\u00a0%');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveValue('6\u00a0%');
  });

  it('can leave out the stepper', () => {
    renderWithProviders(<NumberField label="Quantity" hideStepper />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
