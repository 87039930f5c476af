import { normalizePhoneNumber, PROFILE_IMAGE_LIMITS, type NotificationType } from '@meridian/contract';
import {
  isApiError,
  useChangePassword,
  useNotificationPreferences,
  useUpdateNotificationPreference,
  useSendPhoneCode,
  useUpdateInfoSettings,
  useUploadProfileImage,
  useUserInfo,
  useVerifyPhone,
} from '@meridian/data';
import {
  Account,
  accountToastMessages,
  appearanceToastMessages,
  notificationToastMessages,
  type AccountTheme,
  type AccountDetailsValues,
  type AccountSaveStatus,
  type DisplayLanguage,
  type PasswordChangeValues,
  type PasswordFieldErrors,
  type PhoneStatus,
  type PhoneVerificationValues,
  type PictureStatus,
} from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../i18n/LocaleProvider';
import { pageNames, usePageTitle } from '../page-title';
import { workspaceMessages, workspaceValueMessages } from '../workspace/messages';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';
import { passwordFieldErrors } from '../workspace/workspace-errors';
import { useAccountEmailChange } from './account-email-change';

/**
 * /account: picture, name, e-mail address (changed with a mailed code), phone, password, display language and the e-mail of each notification
 * type, each saved on its own with a toast for its outcome.
 *
 * The phone number is saved only once verified: "Send code" texts a code to the number typed
 * (POST /user/phone/send-code), and the right code saves it as verified (POST
 * /user/phone/verify), which also updates the cached user.
 */
export default function AccountRoute() {
  usePageTitle(pageNames.account);
  const intl = useIntl();
  const toast = useToast();
  const { setLocale } = useLocale();
  const { user: shellUser } = useWorkspaceContext();
  const user = useUserInfo().data ?? shellUser;
  const settings = useUpdateInfoSettings();
  const upload = useUploadProfileImage();
  const changePassword = useChangePassword();
  const sendPhoneCode = useSendPhoneCode();
  const verifyPhone = useVerifyPhone();
  const emailChange = useAccountEmailChange();

  const [pictureStatus, setPictureStatus] = useState<PictureStatus>('idle');
  const [detailsStatus, setDetailsStatus] = useState<AccountSaveStatus>('idle');
  const [phoneStatus, setPhoneStatus] = useState<PhoneStatus>('idle');
  const [passwordStatus, setPasswordStatus] = useState<AccountSaveStatus>('idle');
  const [passwordErrors, setPasswordErrors] = useState<PasswordFieldErrors>();
  const [languageStatus, setLanguageStatus] = useState<AccountSaveStatus>('idle');
  const [themeStatus, setThemeStatus] = useState<AccountSaveStatus>('idle');
  const preferences = useNotificationPreferences();
  const updatePreference = useUpdateNotificationPreference();
  const [savingPreference, setSavingPreference] = useState<NotificationType | null>(null);
  // The number the last code went to, while the person may still enter that code.
  const codeSentTo = useRef<string | null>(null);

  const uploadPicture = async (file: File) => {
    setPictureStatus('uploading');
    try {
      await upload.trigger(file);
    } catch (error) {
      setPictureStatus('uploadFailed');
      const refused =
        isApiError(error) &&
        (error.code === 'PAYLOAD_TOO_LARGE' ||
          error.code === 'UNSUPPORTED_MEDIA_TYPE' ||
          error.code === 'VALIDATION_FAILED');
      toast.error(intl.formatMessage(accountToastMessages.pictureUpdateFailed), {
        description: refused
          ? intl.formatMessage(workspaceValueMessages.pictureRules, PROFILE_IMAGE_LIMITS)
          : undefined,
      });
      return;
    }
    setPictureStatus('uploaded');
    toast.success(intl.formatMessage(accountToastMessages.pictureUpdated));
  };

  const removePicture = async () => {
    setPictureStatus('removing');
    try {
      await settings.trigger({ removeProfileImage: 'true' });
    } catch {
      setPictureStatus('removeFailed');
      toast.error(intl.formatMessage(accountToastMessages.pictureRemoveFailed));
      return;
    }
    setPictureStatus('removed');
    toast.success(intl.formatMessage(accountToastMessages.pictureRemoved));
  };

  const saveDetails = async ({ name }: AccountDetailsValues) => {
    setDetailsStatus('saving');
    try {
      await settings.trigger({ name });
    } catch {
      setDetailsStatus('failed');
      toast.error(intl.formatMessage(accountToastMessages.detailsUpdateFailed));
      return;
    }
    setDetailsStatus('saved');
    toast.success(intl.formatMessage(accountToastMessages.detailsUpdated));
  };

  const sendCode = async (phone: string) => {
    setPhoneStatus('sendingCode');
    try {
      await sendPhoneCode.trigger({ phone });
    } catch (error) {
      const cooldown = isApiError(error) && error.code === 'RESEND_COOLDOWN';
      const retryIn =
        cooldown && error.retryAfterSeconds
          ? intl.formatMessage(workspaceValueMessages.retryIn, { seconds: error.retryAfterSeconds })
          : undefined;
      const sameNumber =
        codeSentTo.current !== null && normalizePhoneNumber(phone) === normalizePhoneNumber(codeSentTo.current);
      if (cooldown && sameNumber) {
        // Asked again within the minute for the number whose code is on its way: that code
        // still works, so the code step stays open.
        setPhoneStatus('codeSent');
        toast.info(intl.formatMessage(workspaceMessages.phoneCodeOnItsWay), { description: retryIn });
        return;
      }
      setPhoneStatus('sendFailed');
      const dailyLimit = isApiError(error) && error.code === 'RATE_LIMITED';
      const description = dailyLimit
        ? intl.formatMessage(workspaceValueMessages.phoneCodeDailyLimit, {
            hours: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 0) / 3600)),
          })
        : retryIn;
      toast.error(intl.formatMessage(workspaceMessages.phoneCodeFailed), { description });
      return;
    }
    codeSentTo.current = phone;
    setPhoneStatus('codeSent');
    toast.success(intl.formatMessage(workspaceMessages.phoneCodeSent));
  };

  const verifyCode = async (values: PhoneVerificationValues) => {
    setPhoneStatus('verifying');
    try {
      await verifyPhone.trigger(values);
    } catch (error) {
      const code = isApiError(error) ? error.code : null;
      if (code === 'CODE_INVALID') {
        setPhoneStatus('wrongCode');
        return;
      }
      // An expired or voided code cannot be entered again: a new one is needed.
      if (code === 'CODE_EXPIRED' || code === 'CODE_ATTEMPTS_EXCEEDED') codeSentTo.current = null;
      setPhoneStatus('verifyFailed');
      toast.error(intl.formatMessage(workspaceMessages.phoneVerifyFailed), {
        description:
          code === 'CODE_EXPIRED'
            ? intl.formatMessage(workspaceMessages.phoneCodeExpired)
            : code === 'CODE_ATTEMPTS_EXCEEDED'
              ? intl.formatMessage(workspaceMessages.phoneCodeAttempts)
              : undefined,
      });
      return;
    }
    codeSentTo.current = null;
    setPhoneStatus('verified');
    toast.success(intl.formatMessage(workspaceMessages.phoneVerified));
  };

  const updatePassword = async (values: PasswordChangeValues) => {
    setPasswordStatus('saving');
    setPasswordErrors(undefined);
    try {
      await changePassword.trigger(values);
    } catch (error) {
      setPasswordStatus('failed');
      setPasswordErrors(passwordFieldErrors(error));
      toast.error(intl.formatMessage(accountToastMessages.passwordUpdateFailed));
      return;
    }
    setPasswordStatus('saved');
    toast.success(intl.formatMessage(accountToastMessages.passwordUpdated));
  };

  const changeLanguage = async (language: DisplayLanguage) => {
    // The interface follows the choice at once; the account keeps it for every device.
    setLanguageStatus('saving');
    // The toasts speak the new language: `setLocale` gives its formatter, since the page may
    // not have rendered in it yet when the save ends.
    const switched = setLocale(language);
    try {
      await settings.trigger({ language });
    } catch {
      const chosen = await switched;
      setLanguageStatus('failed');
      toast.error(chosen.formatMessage(accountToastMessages.languageUpdateFailed));
      return;
    }
    const chosen = await switched;
    setLanguageStatus('saved');
    toast.success(chosen.formatMessage(accountToastMessages.languageUpdated));
  };

  // The dashboard takes on the theme once the account has it (the saved user updates the cache).
  const changeTheme = async (theme: AccountTheme) => {
    setThemeStatus('saving');
    try {
      await settings.trigger({ theme });
    } catch {
      setThemeStatus('failed');
      toast.error(intl.formatMessage(appearanceToastMessages.themeUpdateFailed));
      return;
    }
    setThemeStatus('saved');
    toast.success(intl.formatMessage(appearanceToastMessages.themeUpdated));
  };

  // A notification type's e-mail, saved as soon as its switch is flipped.
  const changeNotificationEmail = async (type: NotificationType, email: boolean) => {
    setSavingPreference(type);
    try {
      await updatePreference.trigger({ type, email });
      toast.success(intl.formatMessage(notificationToastMessages.saved));
    } catch {
      toast.error(intl.formatMessage(notificationToastMessages.saveFailed));
    } finally {
      setSavingPreference(null);
    }
  };

  return (
    <>
      <Account
        user={{
          name: user.name ?? '',
          email: user.email,
          phone: user.phone,
          phoneVerified: user.phoneVerified,
          pictureUrl: user.profileImageUrl,
          language: user.language,
        }}
        onUploadPicture={uploadPicture}
        onRemovePicture={removePicture}
        pictureStatus={pictureStatus}
        uploadProgress={upload.progress?.percent ?? undefined}
        onSaveDetails={saveDetails}
        detailsStatus={detailsStatus}
        onSendPhoneCode={sendCode}
        onVerifyPhone={verifyCode}
        phoneStatus={phoneStatus}
        onChangePassword={updatePassword}
        passwordStatus={passwordStatus}
        passwordFieldErrors={passwordErrors}
        onChangeLanguage={changeLanguage}
        languageStatus={languageStatus}
        appearance={{ theme: user.theme, onChange: changeTheme, status: themeStatus }}
        notifications={{
          email: preferences.data,
          loadFailed: preferences.error !== undefined,
          onChange: changeNotificationEmail,
          saving: savingPreference,
        }}
        emailChange={emailChange.section}
      />
      {emailChange.dialog}
    </>
  );
}
