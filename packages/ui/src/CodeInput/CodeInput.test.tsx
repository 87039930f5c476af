import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CodeInput } from './CodeInput';

function setup(props: Partial<Parameters<typeof CodeInput>[0]> = {}) {
  const onChange = vi.fn();
  const onComplete = vi.fn();
  renderWithProviders(<CodeInput label="Confirmation code" onChange={onChange} onComplete={onComplete} {...props} />);
  const input = screen.getByRole('textbox', { name: 'Confirmation code' });
  return { input, onChange, onComplete };
}

// Generous: the first render of a react-aria field is slow on a busy two-core machine.
describe('CodeInput', () => {
  it('is one numeric input, named by its label, that the browser may fill from a message', () => {
    const { input } = setup({ description: 'We sent it to ana@example.com.' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveAccessibleDescription('We sent it to ana@example.com.');
  });

  it('fills every box from a pasted code, keeping digits only, and reports it complete', async () => {
    const { input, onComplete } = setup();
    await userEvent.click(input);
    await userEvent.paste('123 456');
    expect(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('takes a pasted code with other separators or words around it', async () => {
    const { input, onComplete } = setup();
    await userEvent.click(input);
    await userEvent.paste('Code: 987-654.');
    expect(input).toHaveValue('987654');
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('advances as digits are typed and ignores anything else', async () => {
    const { input, onChange, onComplete } = setup();
    await userEvent.click(input);
    await userEvent.keyboard('1a2 -3');
    expect(input).toHaveValue('123');
    expect(input).toHaveProperty('selectionStart', 3);
    expect(onChange).toHaveBeenLastCalledWith('123');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
    // A full code takes no more digits.
    await userEvent.keyboard('7');
    expect(input).toHaveValue('123456');
  });

  it('deletes with Backspace and moves with arrows, Home and End', async () => {
    const { input } = setup({ defaultValue: '1234' });
    await userEvent.click(input);
    await userEvent.keyboard('{End}{Backspace}');
    expect(input).toHaveValue('123');
    await userEvent.keyboard('{Home}');
    expect(input).toHaveProperty('selectionStart', 0);
    await userEvent.keyboard('{ArrowRight}9');
    // Typing over a filled box replaces its digit.
    expect(input).toHaveValue('193');
    expect(input).toHaveProperty('selectionStart', 2);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Delete}');
    expect(input).toHaveValue('93');
  });

  it('follows a controlled value and reports edits', async () => {
    const onComplete = vi.fn();
    function Controlled() {
      const [code, setCode] = useState('12');
      return (
        <>
          <CodeInput label="Confirmation code" value={code} onChange={setCode} onComplete={onComplete} />
          <output>{code}</output>
        </>
      );
    }
    renderWithProviders(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Confirmation code' });
    await userEvent.click(input);
    await userEvent.keyboard('{End}3456');
    expect(screen.getByRole('status')).toHaveTextContent('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('shows an error as invalid and cannot be used while disabled', () => {
    renderWithProviders(
      <>
        <CodeInput label="Wrong code" defaultValue="111111" isInvalid errorMessage="That code is not right." />
        <CodeInput label="Disabled code" isDisabled />
      </>,
    );
    const wrong = screen.getByRole('textbox', { name: 'Wrong code' });
    expect(wrong).toHaveAttribute('aria-invalid', 'true');
    expect(wrong).toHaveAccessibleDescription('That code is not right.');
    expect(screen.getByRole('textbox', { name: 'Disabled code' })).toBeDisabled();
  });
});
