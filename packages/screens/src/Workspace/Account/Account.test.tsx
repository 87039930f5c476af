import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Account, type AccountProps } from './Account';
import { checkPasswordChange, checkPictureFile, PICTURE_MAX_BYTES } from './Account.rules';

const user: AccountProps['user'] = {
  name: 'Ana Silva',
  email: 'ana.silva@example.com',
  phone: null,
  phoneVerified: false,
  pictureUrl: 'https://cdn.example/ana.png',
  language: 'en',
};

function renderAccount(props: Partial<AccountProps> = {}) {
  const handlers = {
    onUploadPicture: vi.fn(),
    onRemovePicture: vi.fn(),
    onSaveDetails: vi.fn(),
    onSendPhoneCode: vi.fn(),
    onVerifyPhone: vi.fn(),
    onChangePassword: vi.fn(),
    onChangeLanguage: vi.fn(),
  };
  const view = renderWithProviders(<Account user={user} {...handlers} {...props} />);
  const rerender = (next: Partial<AccountProps>) =>
    view.rerender(<Account user={user} {...handlers} {...props} {...next} />);
  return { ...handlers, rerender };
}

describe('checkPasswordChange', () => {
  it('asks for every field first', () => {
    expect(checkPasswordChange({ currentPassword: 'a', newPassword: '', confirmPassword: 'b' })).toEqual({
      problem: 'fillAll',
      fields: ['newPassword'],
    });
  });

  it('then for matching new passwords, then for their length', () => {
    expect(checkPasswordChange({ currentPassword: 'a', newPassword: 'abcdefgh', confirmPassword: 'abcdefgi' })).toEqual(
      { problem: 'mismatch', fields: ['confirmPassword'] },
    );
    expect(checkPasswordChange({ currentPassword: 'a', newPassword: 'short', confirmPassword: 'short' })).toEqual({
      problem: 'tooShort',
      fields: ['newPassword'],
    });
    expect(
      checkPasswordChange({ currentPassword: 'a', newPassword: 'long enough', confirmPassword: 'long enough' }),
    ).toBeUndefined();
  });

  it('accepts pictures the server accepts', () => {
    expect(checkPictureFile({ type: 'image/webp', size: PICTURE_MAX_BYTES })).toBeUndefined();
    expect(checkPictureFile({ type: 'image/gif', size: 10 })).toBe('pictureType');
    expect(checkPictureFile({ type: 'image/png', size: PICTURE_MAX_BYTES + 1 })).toBe('pictureTooLarge');
  });
});

const passwordForm = () => screen.getByRole('region', { name: 'Password' });
const passwordField = (name: string) => within(passwordForm()).getByLabelText(name, { selector: 'input' });

describe('Account', () => {
  it('says "Please fill all password fields" and marks the empty ones', async () => {
    const { onChangePassword } = renderAccount();
    await userEvent.type(passwordField('Current password'), 'correct-horse');
    await userEvent.click(within(passwordForm()).getByRole('button', { name: 'Update password' }));
    expect(within(passwordForm()).getByRole('alert')).toHaveTextContent('Please fill all password fields');
    expect(passwordField('Current password')).toBeValid();
    expect(passwordField('New password')).toBeInvalid();
    expect(passwordField('New password')).toHaveFocus();
    expect(passwordField('Confirm new password')).toBeInvalid();
    expect(onChangePassword).not.toHaveBeenCalled();
  });

  it('says "New passwords do not match", then sends the change once they do', async () => {
    const { onChangePassword } = renderAccount({
      defaultPasswordValues: {
        currentPassword: 'old-password',
        newPassword: 'new-password',
        confirmPassword: 'new-passwort',
      },
    });
    await userEvent.click(within(passwordForm()).getByRole('button', { name: 'Update password' }));
    expect(within(passwordForm()).getByRole('alert')).toHaveTextContent('New passwords do not match');
    await userEvent.clear(passwordField('Confirm new password'));
    await userEvent.type(passwordField('Confirm new password'), 'new-password');
    expect(within(passwordForm()).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(passwordForm()).getByRole('button', { name: 'Update password' }));
    expect(onChangePassword).toHaveBeenCalledExactlyOnceWith({
      currentPassword: 'old-password',
      newPassword: 'new-password',
    });
  });

  it('keeps the passwords after a failure and clears them once updated', () => {
    const values = { currentPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-password' };
    const { rerender } = renderAccount({ defaultPasswordValues: values, passwordStatus: 'saving' });
    rerender({ passwordStatus: 'failed' });
    expect(within(passwordForm()).getByRole('alert')).toHaveTextContent('Failed to update password');
    expect(passwordField('New password')).toHaveValue('new-password');
    rerender({ passwordStatus: 'saved' });
    expect(within(passwordForm()).getByText('Password updated')).toBeInTheDocument();
    expect(passwordField('New password')).toHaveValue('');
  });

  it('asks before removing the picture', async () => {
    const { onRemovePicture } = renderAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove your profile picture?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onRemovePicture).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove picture' }));
    expect(onRemovePicture).toHaveBeenCalledTimes(1);
  });

  it('uploads a PNG, refuses a GIF and shows the upload progress', async () => {
    const { onUploadPicture, rerender } = renderAccount();
    const fileInput = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(fileInput).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(fileInput, new File(['gif'], 'ana.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    expect(onUploadPicture).not.toHaveBeenCalled();
    const png = new File(['png'], 'ana.png', { type: 'image/png' });
    await upload.upload(fileInput, png);
    expect(onUploadPicture).toHaveBeenCalledExactlyOnceWith(png);
    rerender({ pictureStatus: 'uploading', uploadProgress: 40 });
    expect(screen.getByRole('progressbar', { name: 'Uploading picture' })).toHaveAttribute('aria-valuenow', '40');
    rerender({ pictureStatus: 'uploadFailed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update profile picture');
  });

  it('sends a code to the phone number, then verifies it', async () => {
    const { onSendPhoneCode, onVerifyPhone, rerender } = renderAccount();
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(phone, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(phone).toHaveAccessibleDescription(/Start with \+ and the country code/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+351 912 34');
    expect(phone).toHaveAccessibleDescription(/This number has too few digits for its country/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+999 912 345 678');
    expect(phone).toHaveAccessibleDescription(/No country has the code after the \+/);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSendPhoneCode).not.toHaveBeenCalled();
    await userEvent.clear(phone);
    await userEvent.type(phone, ' +351 912 345 678 ');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSendPhoneCode).toHaveBeenCalledExactlyOnceWith('+351 912 345 678');
    rerender({ phoneStatus: 'codeSent' });
    expect(screen.getByText('Enter the 6-digit code we sent to +351 912 345 678.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Verify number' }));
    expect(onVerifyPhone).toHaveBeenCalledExactlyOnceWith({ phone: '+351 912 345 678', code: '482913' });
    rerender({ phoneStatus: 'wrongCode' });
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
      /This code is not correct/,
    );
  });

  it('changes the language at once and offers to try again after a failure', async () => {
    const { onChangeLanguage, rerender } = renderAccount();
    await userEvent.click(screen.getByRole('button', { name: /Language/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Français' }));
    expect(onChangeLanguage).toHaveBeenCalledExactlyOnceWith('fr');
    rerender({ languageStatus: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update language');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onChangeLanguage).toHaveBeenLastCalledWith('fr');
  });

  it('shows the email read-only with a note', () => {
    renderAccount();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(/cannot be changed here/);
  });
});

describe('Account notifications', () => {
  it('shows a switch per type for its e-mail, and flips one at once', async () => {
    const onChange = vi.fn();
    renderAccount({
      notifications: {
        email: {
          payment_received: false,
          wallet_verification: true,
          company_invite: true,
          kyb_verification: false,
          refund: true,
        },
        onChange,
      },
    });
    const section = screen.getByRole('region', { name: 'Notifications' });
    const switches = within(section).getAllByRole('switch');
    expect(switches.map((element) => (element as HTMLInputElement).checked)).toEqual([false, true, true, false, true]);
    await userEvent.click(within(section).getByRole('switch', { name: /Wallets verified/ }));
    expect(onChange).toHaveBeenCalledWith('wallet_verification', false);
  });

  it('has no section without its props', () => {
    renderAccount();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });
});
