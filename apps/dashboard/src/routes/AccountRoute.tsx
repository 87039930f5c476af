import {
  isApiError,
  useChangePassword,
  useUpdateInfoSettings,
  useUploadProfileImage,
  useUserInfo,
} from '@meridian/data';
import {
  Account,
  accountToastMessages,
  type AccountDetailsValues,
  type AccountSaveStatus,
  type DisplayLanguage,
  type PasswordChangeValues,
  type PasswordFieldErrors,
  type PhoneStatus,
  type PictureStatus,
} from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../i18n/LocaleProvider';
import { pageNames, usePageTitle } from '../page-title';
import { workspaceMessages } from '../workspace/messages';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';
import { passwordFieldErrors } from '../workspace/workspace-errors';

/**
 * /account: picture, name, phone, password and display language, each saved on its own with a
 * toast for its outcome (SPEC.md section 8).
 *
 * The API has no text-message provider, so phone numbers cannot be verified: "Send code" saves
 * the number and says that verification by text message is not available; the code step never
 * opens.
 */
export default function AccountRoute() {
  usePageTitle(pageNames.account);
  const intl = useIntl();
  // The language's own toast is said in the language just chosen, once it has rendered.
  const latestIntl = useRef(intl);
  useEffect(() => {
    latestIntl.current = intl;
  }, [intl]);
  const toast = useToast();
  const { setLocale } = useLocale();
  const { user: shellUser } = useWorkspaceContext();
  const user = useUserInfo().data ?? shellUser;
  const settings = useUpdateInfoSettings();
  const upload = useUploadProfileImage();
  const changePassword = useChangePassword();

  const [pictureStatus, setPictureStatus] = useState<PictureStatus>('idle');
  const [detailsStatus, setDetailsStatus] = useState<AccountSaveStatus>('idle');
  const [phoneStatus, setPhoneStatus] = useState<PhoneStatus>('idle');
  const [passwordStatus, setPasswordStatus] = useState<AccountSaveStatus>('idle');
  const [passwordErrors, setPasswordErrors] = useState<PasswordFieldErrors>();
  const [languageStatus, setLanguageStatus] = useState<AccountSaveStatus>('idle');

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
        description: refused ? intl.formatMessage(workspaceMessages.pictureRules) : undefined,
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

  const savePhone = async (phone: string) => {
    setPhoneStatus('sendingCode');
    try {
      await settings.trigger({ phone });
    } catch {
      setPhoneStatus('sendFailed');
      toast.error(intl.formatMessage(workspaceMessages.phoneSaveFailed));
      return;
    }
    setPhoneStatus('idle');
    toast.info(intl.formatMessage(workspaceMessages.phoneSaved), {
      description: intl.formatMessage(workspaceMessages.phoneVerificationUnavailable),
      duration: 8000,
    });
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
    const switched = setLocale(language);
    try {
      await settings.trigger({ language });
    } catch {
      await switched;
      setLanguageStatus('failed');
      toast.error(latestIntl.current.formatMessage(accountToastMessages.languageUpdateFailed));
      return;
    }
    await switched;
    setLanguageStatus('saved');
    toast.success(latestIntl.current.formatMessage(accountToastMessages.languageUpdated));
  };

  return (
    <Account
      user={{
        name: user.name ?? '',
        email: user.email,
        phone: user.phone,
        phoneVerified: false,
        pictureUrl: user.profileImageUrl,
        language: user.language,
      }}
      onUploadPicture={uploadPicture}
      onRemovePicture={removePicture}
      pictureStatus={pictureStatus}
      uploadProgress={upload.progress?.percent ?? undefined}
      onSaveDetails={saveDetails}
      detailsStatus={detailsStatus}
      onSendPhoneCode={savePhone}
      onVerifyPhone={() => setPhoneStatus('verifyFailed')}
      phoneStatus={phoneStatus}
      onChangePassword={updatePassword}
      passwordStatus={passwordStatus}
      passwordFieldErrors={passwordErrors}
      onChangeLanguage={changeLanguage}
      languageStatus={languageStatus}
    />
  );
}
