import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

describe('Button', () => {
  it('is pressed with the keyboard', async () => {
    const onPress = vi.fn();
    renderWithProviders(<Button onPress={onPress}>Save</Button>);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('ignores presses and stays focusable while loading', async () => {
    const onPress = vi.fn();
    renderWithProviders(
      <Button onPress={onPress} isLoading>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});

describe('ButtonLink', () => {
  it('is a link, named by its words, that downloads without the app’s router', () => {
    renderWithProviders(
      <ButtonLink href="/api/payments/export?companyId=c1" download icon={<svg aria-hidden />}>
        Export CSV
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/payments/export?companyId=c1');
    expect(link).toHaveAttribute('download');
  });
});
