import { useIntl } from 'react-intl';
import { PageHeader } from '../../common/PageHeader';
import { SettingsPage } from '../../common/page.styles';
import type { ActionResult } from '../../common/usePendingAction';
import { messages } from './Account.messages';
import { AccountDetails, type AccountDetailsValues, type AccountSaveStatus } from './AccountDetails';
import { AccountAppearance, type AccountAppearanceProps } from './AccountAppearance';
import { AccountEmail, type AccountEmailProps } from './AccountEmail';
import { AccountLanguage } from './AccountLanguage';
import { AccountNotifications, type AccountNotificationsProps } from './AccountNotifications';
import { AccountPassword, type PasswordFieldErrors } from './AccountPassword';
import { AccountPhone, type PhoneStatus, type PhoneVerificationValues } from './AccountPhone';
import { AccountPicture, type PictureStatus } from './AccountPicture';
import type { DisplayLanguage, PasswordChangeFields, PasswordChangeValues } from './Account.rules';

/** The signed-in person, as the account page shows them. */
export interface AccountUser {
  /** The person's name; empty when they have not given one. */
  name: string;
  /** The address they sign in with; read-only here. */
  email: string;
  phone: string | null;
  phoneVerified: boolean;
  /** The picture's (signed, expiring) address, or `null` without one. */
  pictureUrl: string | null;
  language: DisplayLanguage;
}

export interface AccountProps {
  user: AccountUser;

  /** Called with a PNG, JPEG or WebP file of at most 2 MB (the screen refuses others itself). */
  onUploadPicture: (file: File) => ActionResult;
  /** Called once the person confirms the removal. */
  onRemovePicture: () => ActionResult;
  /** The picture's last action: `uploading` (with `uploadProgress`) or `removing`, then its outcome. */
  pictureStatus?: PictureStatus;
  /** Upload progress from 0 to 100 while `pictureStatus` is `uploading`; without it the bar is indeterminate. */
  uploadProgress?: number;

  /** Saves the name. */
  onSaveDetails: (values: AccountDetailsValues) => ActionResult;
  detailsStatus?: AccountSaveStatus;

  /** The change of the sign-in address (new address, mailed code); without it, the address is only shown. */
  emailChange?: Omit<AccountEmailProps, 'email'>;

  /** Sends a 6-digit code by text message to the number (trimmed). */
  onSendPhoneCode: (phone: string) => ActionResult;
  /** Checks the code; a verified number is saved. */
  onVerifyPhone: (values: PhoneVerificationValues) => ActionResult;
  phoneStatus?: PhoneStatus;

  /** Called with the current and new passwords once the fields are filled and the new ones match. */
  onChangePassword: (values: PasswordChangeValues) => ActionResult;
  /** `saved` clears the fields; `failed` keeps them. */
  passwordStatus?: AccountSaveStatus;
  /** Server refusals by field, shown until the fields are edited. */
  passwordFieldErrors?: PasswordFieldErrors;
  /** What the password fields start with (stories and tests; the app starts empty). */
  defaultPasswordValues?: Partial<PasswordChangeFields>;

  /** Called as soon as another language is chosen. */
  onChangeLanguage: (language: DisplayLanguage) => ActionResult;
  languageStatus?: AccountSaveStatus;

  /** The colour theme saved with the account and how to change it; without it, no appearance section. */
  appearance?: AccountAppearanceProps;

  /** Which notifications also come by e-mail, and how to change it; without it, no notifications section. */
  notifications?: AccountNotificationsProps;
}

/**
 * The account page: profile picture, name and email, phone number with its verification,
 * password change, display language and which notifications come by e-mail. Each section saves on its own and reports its outcome
 * beside itself; the app announces the same outcomes with toasts (`accountToastMessages`).
 */
export function Account({
  user,
  onUploadPicture,
  onRemovePicture,
  pictureStatus = 'idle',
  uploadProgress,
  onSaveDetails,
  detailsStatus = 'idle',
  onSendPhoneCode,
  onVerifyPhone,
  phoneStatus = 'idle',
  onChangePassword,
  passwordStatus = 'idle',
  passwordFieldErrors,
  defaultPasswordValues,
  onChangeLanguage,
  languageStatus = 'idle',
  appearance,
  notifications,
  emailChange,
}: AccountProps) {
  const intl = useIntl();
  return (
    <SettingsPage>
      <PageHeader title={intl.formatMessage(messages.heading)} description={intl.formatMessage(messages.description)} />
      <AccountPicture
        name={user.name || user.email}
        pictureUrl={user.pictureUrl}
        status={pictureStatus}
        uploadProgress={uploadProgress}
        onUpload={onUploadPicture}
        onRemove={onRemovePicture}
      />
      <AccountDetails
        name={user.name}
        email={emailChange ? undefined : user.email}
        status={detailsStatus}
        onSave={onSaveDetails}
      />
      {emailChange ? <AccountEmail email={user.email} {...emailChange} /> : null}
      <AccountPhone
        phone={user.phone}
        isVerified={user.phoneVerified}
        status={phoneStatus}
        onSendCode={onSendPhoneCode}
        onVerify={onVerifyPhone}
      />
      <AccountPassword
        status={passwordStatus}
        fieldErrors={passwordFieldErrors}
        onChange={onChangePassword}
        defaultValues={defaultPasswordValues}
      />
      <AccountLanguage language={user.language} status={languageStatus} onChange={onChangeLanguage} />
      {appearance ? <AccountAppearance {...appearance} /> : null}
      {notifications ? <AccountNotifications {...notifications} /> : null}
    </SettingsPage>
  );
}
