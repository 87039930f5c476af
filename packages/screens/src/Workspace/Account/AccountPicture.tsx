import { useEffect, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Alert, Avatar, Button, Card, ConfirmDialog, ProgressBar, Text } from '@meridian/ui';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { accountToastMessages, messages, valueMessages } from './Account.messages';
import { ButtonRow, PictureActions, PictureRow, SectionBody } from './Account.styles';
import { checkPictureFile, PICTURE_LIMITS, PICTURE_TYPES } from './Account.rules';

export type PictureStatus =
  'idle' | 'uploading' | 'uploaded' | 'uploadFailed' | 'removing' | 'removed' | 'removeFailed';

interface AccountPictureProps {
  name: string;
  pictureUrl: string | null;
  status: PictureStatus;
  uploadProgress: number | undefined;
  onUpload: (file: File) => ActionResult;
  onRemove: () => ActionResult;
}

const outcomes = {
  uploaded: { tone: 'success', message: accountToastMessages.pictureUpdated },
  removed: { tone: 'success', message: accountToastMessages.pictureRemoved },
  uploadFailed: { tone: 'danger', message: accountToastMessages.pictureUpdateFailed },
  removeFailed: { tone: 'danger', message: accountToastMessages.pictureRemoveFailed },
} as const;

/** The profile picture: upload a new one (with progress), or remove it after a confirmation. */
export function AccountPicture({ name, pictureUrl, status, uploadProgress, onUpload, onRemove }: AccountPictureProps) {
  const intl = useIntl();
  const upload = usePendingAction();
  const remove = usePendingAction();
  // A file refused before uploading; it goes with the next choice.
  const [refused, setRefused] = useState<'pictureType' | 'pictureTooLarge'>();
  const isUploading = status === 'uploading' || upload.isPending;
  const isRemoving = status === 'removing' || remove.isPending;
  const isBusy = isUploading || isRemoving;

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = checkPictureFile(file);
    setRefused(problem);
    if (!problem) upload.run(() => onUpload(file));
  };

  // Removing the picture removes the Remove button that had focus: keep focus in the section.
  const rowRef = useRef<HTMLDivElement>(null);
  const hadPicture = useRef(pictureUrl !== null);
  useEffect(() => {
    const row = rowRef.current;
    if (hadPicture.current && pictureUrl === null && row) {
      const active = row.ownerDocument.activeElement;
      if (!active || active === row.ownerDocument.body) row.querySelector<HTMLElement>('button')?.focus();
    }
    hadPicture.current = pictureUrl !== null;
  }, [pictureUrl]);

  const outcome = status in outcomes && !isBusy && !refused ? outcomes[status as keyof typeof outcomes] : undefined;

  return (
    <Card title={intl.formatMessage(messages.pictureSection)}>
      <SectionBody>
        <PictureRow ref={rowRef}>
          <Avatar name={name} src={pictureUrl} size="xl" />
          <PictureActions>
            <ButtonRow>
              <FileTrigger acceptedFileTypes={[...PICTURE_TYPES]} onSelect={choose}>
                <Button variant="secondary" name="uploadPicture" isLoading={isUploading} isDisabled={isRemoving}>
                  {intl.formatMessage(pictureUrl ? messages.changePicture : messages.uploadPicture)}
                </Button>
              </FileTrigger>
              {pictureUrl ? (
                <ConfirmDialog
                  tone="danger"
                  title={intl.formatMessage(messages.removeTitle)}
                  message={intl.formatMessage(messages.removeMessage)}
                  confirmLabel={intl.formatMessage(messages.removeConfirm)}
                  onConfirm={() => remove.run(onRemove)}
                  trigger={
                    <Button variant="ghost" name="removePicture" isLoading={isRemoving} isDisabled={isUploading}>
                      {intl.formatMessage(messages.removePicture)}
                    </Button>
                  }
                />
              ) : null}
            </ButtonRow>
            <Text tone="muted" size="sm">
              {intl.formatMessage(valueMessages.pictureHelp, PICTURE_LIMITS)}
            </Text>
          </PictureActions>
        </PictureRow>
        {status === 'uploading' ? (
          <div data-stretch="">
            <ProgressBar
              label={intl.formatMessage(messages.uploading)}
              value={uploadProgress ?? 0}
              isIndeterminate={uploadProgress === undefined}
            />
          </div>
        ) : null}
        {refused ? (
          <Alert
            tone="danger"
            live
            description={
              refused === 'pictureTooLarge'
                ? intl.formatMessage(valueMessages.pictureTooLarge, PICTURE_LIMITS)
                : intl.formatMessage(messages.pictureType)
            }
          />
        ) : null}
        {outcome ? (
          <Alert
            tone={outcome.tone}
            live={outcome.tone === 'danger'}
            description={intl.formatMessage(outcome.message)}
          />
        ) : null}
      </SectionBody>
    </Card>
  );
}
