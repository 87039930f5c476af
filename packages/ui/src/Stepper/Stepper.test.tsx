import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Stepper, type StepperStep } from './Stepper';

const steps: StepperStep[] = [
  { id: 'billing', label: 'Billing' },
  { id: 'payment', label: 'Payment' },
  { id: 'after', label: 'After payment' },
];

describe('Stepper', () => {
  it('is an ordered list that marks the current step and spells out each status', () => {
    renderWithProviders(<Stepper steps={steps} currentStep="payment" />);
    const list = screen.getByRole('list', { name: 'Progress' });
    expect(list.tagName).toBe('OL');
    const [billing, payment, after] = screen.getAllByRole('listitem');
    expect(billing).not.toHaveAttribute('aria-current');
    expect(billing).toHaveTextContent('Step 1 of 3: Billing, Completed');
    expect(payment).toHaveAttribute('aria-current', 'step');
    expect(payment).toHaveTextContent('Step 2 of 3: Payment, Current step');
    expect(after).toHaveTextContent('Step 3 of 3: After payment');
    expect(after).not.toHaveTextContent('Completed');
  });

  it('announces a failed step as an error', () => {
    renderWithProviders(
      <Stepper steps={steps.map((s) => (s.id === 'billing' ? { ...s, hasError: true } : s))} currentStep="payment" />,
    );
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Step 1 of 3: Billing, Error');
  });

  it('marks every step complete and none current when the flow is done', () => {
    renderWithProviders(<Stepper steps={steps} isComplete />);
    for (const item of screen.getAllByRole('listitem')) {
      expect(item).not.toHaveAttribute('aria-current');
      expect(item).toHaveTextContent('Completed');
    }
  });

  it('lets completed steps be pressed, and only those', async () => {
    const onStepPress = vi.fn();
    renderWithProviders(<Stepper steps={steps} currentStep="payment" onStepPress={onStepPress} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onStepPress).toHaveBeenCalledWith('billing');
    expect(screen.getByRole('button', { name: 'Step 1 of 3: Billing, Completed' })).toHaveFocus();
  });
});
