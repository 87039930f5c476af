import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { TextArea } from './TextArea';

// Generous: the first render of a react-aria field is slow on a busy two-core machine.
describe('TextArea', () => {
  it('counts characters against the limit and describes the field with the count', async () => {
    renderWithProviders(<TextArea label="Message" description="Shown after payment." maxLength={20} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.getByText('0 / 20 characters')).toBeVisible();
    await userEvent.type(textarea, 'Thank you!');
    expect(screen.getByText('10 / 20 characters')).toBeVisible();
    expect(textarea).toHaveAccessibleDescription('Shown after payment. 10 / 20 characters');
    expect(textarea).toHaveAttribute('maxlength', '20');
  });

  it('counts a controlled value and formats the numbers in the interface language', () => {
    renderWithProviders(<TextArea label="Mensaje" value={'a'.repeat(12000)} maxLength={20000} />, {
      locale: 'es',
      messages: { 'ui.TextArea.count': '{count, number} / {max, plural, one {# carácter} other {# caracteres}}' },
    });
    expect(screen.getByText('12.000 / 20.000 caracteres')).toBeVisible();
  });

  it('shows no count without a limit and links an error', () => {
    renderWithProviders(<TextArea label="Notes" isInvalid errorMessage="Notes cannot contain links." />);
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAccessibleDescription('Notes cannot contain links.');
  });
});
