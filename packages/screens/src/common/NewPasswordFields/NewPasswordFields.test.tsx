import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { NewPasswordFields } from './NewPasswordFields';

const state = (name: string) => ({ name, value: '', onChange: vi.fn() });

describe('NewPasswordFields', () => {
  it('asks for a new password with the length rule, and its confirmation', () => {
    renderWithProviders(<NewPasswordFields password={state('newPassword')} confirmation={state('confirmPassword')} />);
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('Use 8 to 128 characters.');
    expect(screen.getByLabelText(/^Confirm new password/)).toBeRequired();
  });

  it('asks for the password of a new account alone', () => {
    renderWithProviders(<NewPasswordFields label="password" password={state('password')} />);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.queryByLabelText(/^Confirm new password/)).not.toBeInTheDocument();
  });

  it('shows the error it is given', () => {
    renderWithProviders(
      <NewPasswordFields password={{ ...state('newPassword'), isInvalid: true, errorMessage: 'Too short' }} />,
    );
    expect(screen.getByText('Too short')).toBeInTheDocument();
  });
});
