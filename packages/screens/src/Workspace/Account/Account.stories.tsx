import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Account, type AccountProps } from './Account';

/** A stand-in portrait drawn inline, so that the story loads nothing from the network. */
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
    '<rect width="96" height="96" fill="#f2dccb"/>' +
    '<circle cx="48" cy="38" r="18" fill="#8a5a44"/>' +
    '<path d="M12 96c4-22 19-32 36-32s32 10 36 32z" fill="#3e63dd"/>' +
    '</svg>',
)}`;

function input(canvasElement: HTMLElement, name: string): HTMLInputElement {
  const element = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!element) throw new Error(`No input named ${name}`);
  return element;
}

/** The password form's submit button, found through one of its fields. */
function passwordSubmit(canvasElement: HTMLElement): HTMLButtonElement {
  const button = input(canvasElement, 'currentPassword').form?.querySelector<HTMLButtonElement>(
    'button[type="submit"]',
  );
  if (!button) throw new Error('No password submit button');
  return button;
}

const meta = {
  title: 'Screens/Workspace/Account',
  component: Account,
  args: {
    user: {
      name: 'Ana Silva',
      email: 'ana.silva@example.com',
      phone: '+351 912 345 678',
      phoneVerified: true,
      pictureUrl: picture,
      language: 'en',
    },
    onUploadPicture: fn(),
    onRemovePicture: fn(),
    onSaveDetails: fn(),
    onSendPhoneCode: fn(),
    onVerifyPhone: fn(),
    onChangePassword: fn(),
    onChangeLanguage: fn(),
    notifications: {
      email: {
        payment_received: false,
        wallet_verification: true,
        company_invite: true,
        kyb_verification: true,
        refund: true,
      },
      onChange: fn(),
    },
    emailChange: { status: 'idle', onSendCode: fn(), onConfirm: fn() },
  },
} satisfies Meta<typeof Account>;

export default meta;
type Story = StoryObj<typeof meta>;

const user = meta.args.user;
const unverifiedPhone = { ...user, phone: '+351 912 345 678', phoneVerified: false };

/** Every section (the address with "Change email", closed), the e-mail switches of notifications last (payments off, the rest on). */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    // The sentences are checked in English; the other languages draw the same markup.
    if (globals.locale !== 'en') return;
    const section = within(canvasElement).getByRole('region', { name: 'Notifications' });
    const payments = within(section).getByRole('switch', { name: /Payments received/ });
    await expect(payments).not.toBeChecked();
    await expect(within(section).getByRole('switch', { name: /Invitations/ })).toBeChecked();
    await userEvent.click(payments);
    await expect(args.notifications?.onChange).toHaveBeenCalledWith('payment_received', true);
  },
};

/** On a phone: every section, one column. */
export const Phone: Story = { tags: ['phone'] };

/** The e-mail choices still loading. */
export const NotificationsLoading: Story = { args: { notifications: { onChange: fn() } } };

/** No picture yet: the initials show, and there is nothing to remove. */
export const NoPicture: Story = { args: { user: { ...user, pictureUrl: null, phone: null, phoneVerified: false } } };

export const UploadingPicture: Story = { args: { pictureStatus: 'uploading', uploadProgress: 45 } };

export const PictureUpdated: Story = { args: { pictureStatus: 'uploaded' } };

export const PictureFailed: Story = { args: { pictureStatus: 'uploadFailed' } };

/** "Remove" asks first; focus starts on Cancel. */
export const RemovePicture: Story = {
  play: async ({ canvasElement, args }) => {
    const remove = canvasElement.querySelector<HTMLButtonElement>('button[name="removePicture"]');
    await userEvent.click(remove!);
    const dialog = await screen.findByRole('alertdialog');
    const [cancel] = within(dialog).getAllByRole('button');
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(args.onRemovePicture).not.toHaveBeenCalled();
  },
};

export const PictureRemoveFailed: Story = { args: { pictureStatus: 'removeFailed' } };

export const DetailsSaved: Story = { args: { detailsStatus: 'saved' } };

export const DetailsFailed: Story = { args: { detailsStatus: 'failed' } };

/** A code was sent to the new number: it goes in the code boxes. */
export const PhoneVerification: Story = { args: { user: unverifiedPhone, phoneStatus: 'codeSent' } };

export const PhoneWrongCode: Story = { args: { user: unverifiedPhone, phoneStatus: 'wrongCode' } };

export const PhoneCodeFailed: Story = { args: { user: unverifiedPhone, phoneStatus: 'sendFailed' } };

export const PhoneVerified: Story = { args: { phoneStatus: 'verified' } };

/** A number typed without its country code: the field says so, and no code is sent. */
export const PhoneNoCountryCode: Story = {
  args: { user: { ...user, phone: null, phoneVerified: false } },
  play: async ({ canvasElement, args }) => {
    const phone = canvasElement.querySelector<HTMLInputElement>('input[name="phone"]');
    if (!phone) throw new Error('No phone field');
    await userEvent.type(phone, '912 345 678{Enter}');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onSendPhoneCode).not.toHaveBeenCalled();
  },
};

export const PasswordFieldsEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(passwordSubmit(canvasElement));
    const current = input(canvasElement, 'currentPassword');
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const PasswordMismatch: Story = {
  args: {
    defaultPasswordValues: {
      currentPassword: 'correct-horse-battery',
      newPassword: 'violet-harbour-lantern',
      confirmPassword: 'violet-harbor-lantern',
    },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(passwordSubmit(canvasElement));
    const confirm = input(canvasElement, 'confirmPassword');
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const PasswordUpdated: Story = { args: { passwordStatus: 'saved' } };

export const PasswordFailed: Story = {
  args: {
    passwordStatus: 'failed',
    defaultPasswordValues: {
      currentPassword: 'correct-horse-battery',
      newPassword: 'violet-harbour-lantern',
      confirmPassword: 'violet-harbour-lantern',
    },
  },
};

export const PasswordCurrentWrong: Story = {
  args: { ...PasswordFailed.args, passwordFieldErrors: { currentPassword: 'currentPasswordWrong' } },
};

export const LanguageChanged: Story = { args: { user: { ...user, language: 'fr' }, languageStatus: 'saved' } };

export const LanguageFailed: Story = { args: { user: { ...user, language: 'pt' }, languageStatus: 'failed' } };

const newAddress = 'ana@silva-studio.pt';
/** The e-mail change at one step, the form open on the new address (as typed before the step). */
const emailStep = (status: NonNullable<AccountProps['emailChange']>['status'], email = newAddress) => ({
  emailChange: { ...meta.args.emailChange, status, defaultOpen: true, defaultNewEmail: email },
});

/** "Change email" pressed: the new address's field, "Send code" and "Cancel". */
export const EmailChangeOpen: Story = {
  play: async ({ canvasElement, args }) => {
    // The section holding the read-only current address; its one button is "Change email".
    const section = input(canvasElement, 'email').closest('section');
    if (!section) throw new Error('No e-mail section');
    await userEvent.click(within(section).getByRole('button'));
    const field = await waitFor(() => input(canvasElement, 'newEmail'));
    await waitFor(() => expect(field).toBeVisible());
    await expect(args.emailChange?.onSendCode).not.toHaveBeenCalled();
  },
};

/** A code went to the new address: it goes in the code boxes. */
export const EmailCodeSent: Story = { args: emailStep('codeSent') };

export const EmailWrongCode: Story = { args: emailStep('wrongCode') };

export const EmailCodeExpired: Story = { args: emailStep('codeExpired') };

/** The address typed is the one the account already has: no code is sent. */
export const EmailSameAddress: Story = { args: emailStep('sameEmail', user.email) };

/** The code was right: the account's address is the new one, and the form is closed. */
export const EmailChanged: Story = {
  args: { user: { ...user, email: newAddress }, emailChange: { ...meta.args.emailChange, status: 'changed' } },
};
