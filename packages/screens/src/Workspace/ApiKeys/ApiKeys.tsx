import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiKeyRollExpiry } from '@meridian/contract';
import { Alert, Button, ConfirmDialog, EmptyState, Stack, type CopyFunction } from '@meridian/ui';
import { PageHeader } from '../../common/PageHeader';
import type { ActionResult } from '../../common/usePendingAction';
import { useDialogState } from '../../common/useDialogState';
import { ApiKeyCreateDialog } from './ApiKeyCreateDialog';
import { ApiKeyLabelDialog } from './ApiKeyLabelDialog';
import { ApiKeyRollDialog } from './ApiKeyRollDialog';
import { ApiKeySecretDialog } from './ApiKeySecretDialog';
import { messages, valueMessages } from './ApiKeys.messages';
import type { NewApiKey } from './ApiKeys.rules';
import { ApiKeysTable, type ApiKeyItem } from './ApiKeysTable';

export type { ApiKeyItem } from './ApiKeysTable';
export type { NewApiKey } from './ApiKeys.rules';

/** Failures the screen can show: loading the list, or one of the actions. */
export type ApiKeysErrorKey = 'loadFailed' | 'createFailed' | 'renameFailed' | 'rollFailed' | 'revokeFailed';

export interface ApiKeysProps {
  keys: ApiKeyItem[];
  /** Owners, admins and developers: create, rename, roll and revoke. Viewers see the list only. */
  canManage: boolean;
  isLoading?: boolean;
  /** `loadFailed` replaces the table with the error and a retry; `createFailed` shows in the open form; the others above the list. */
  error?: ApiKeysErrorKey;
  onRetry?: () => void;
  /** A returned promise keeps the form busy; it closes when the promise resolves (the route then passes `secret`). */
  onCreate: (key: NewApiKey) => ActionResult;
  onRename: (keyId: string, label: string) => ActionResult;
  onRoll: (keyId: string, expiresIn: ApiKeyRollExpiry) => ActionResult;
  onRevoke: (keyId: string) => ActionResult;
  /** A key just created or rolled: shown once, until `onSecretClosed`. */
  secret?: string;
  onSecretClosed: () => void;
  /** How the secret is copied (stories and tests pass their own). */
  copy?: CopyFunction;
  /** What "expired" is measured against (stories pass a fixed date). */
  now?: Date;
}

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'rename'; key: ApiKeyItem }
  | { kind: 'roll'; key: ApiKeyItem }
  | { kind: 'revoke'; key: ApiKeyItem };

/** The workspace's API keys, and for those who manage them: create (the key shown once), rename, roll, revoke. */
export function ApiKeys({
  keys,
  canManage,
  isLoading = false,
  error,
  onRetry,
  onCreate,
  onRename,
  onRoll,
  onRevoke,
  secret,
  onSecretClosed,
  copy,
  now = new Date(),
}: ApiKeysProps) {
  const intl = useIntl();
  const {
    dialog,
    isOpen,
    openings,
    open,
    close: closeDialog,
    onOpenChange,
    run,
    isPending,
  } = useDialogState<OpenDialog>();
  /** A form's submission: the dialog closes only once it succeeded (a failure keeps what was typed). */
  const submit = async (callback: () => ActionResult) => {
    try {
      await callback();
      closeDialog();
    } catch {
      // Stays open with what was typed; the route's `error` (or its password dialog) says why.
    }
  };
  // A new secret (a creation or a roll finished, perhaps after the password was asked) closes the form.
  const [shownSecret, setShownSecret] = useState(secret);
  if (secret !== shownSecret) {
    setShownSecret(secret);
    if (secret) closeDialog();
  }

  const actionError =
    error && error !== 'loadFailed' && error !== 'createFailed' ? intl.formatMessage(messages[error]) : undefined;
  const createButton = canManage ? (
    <Button icon={<Plus aria-hidden />} onPress={() => open({ kind: 'create' })}>
      {intl.formatMessage(messages.create)}
    </Button>
  ) : null;
  const isEmpty = !isLoading && error !== 'loadFailed' && keys.length === 0;

  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage(messages.heading)}
        description={intl.formatMessage(canManage ? messages.description : messages.readOnly)}
        actions={isEmpty ? null : createButton}
      />
      {actionError ? <Alert live tone="danger" description={actionError} /> : null}
      {isEmpty ? (
        <EmptyState
          icon={<KeyRound />}
          title={intl.formatMessage(messages.emptyTitle)}
          description={canManage ? intl.formatMessage(messages.emptyDescription) : undefined}
          action={createButton}
        />
      ) : (
        <ApiKeysTable
          keys={keys}
          now={now}
          isLoading={isLoading}
          loadError={error === 'loadFailed' ? intl.formatMessage(messages.loadFailed) : undefined}
          onRetry={onRetry}
          canManage={canManage}
          onRename={(key) => open({ kind: 'rename', key })}
          onRoll={(key) => open({ kind: 'roll', key })}
          onRevoke={(key) => open({ kind: 'revoke', key })}
        />
      )}

      {dialog?.kind === 'create' ? (
        <ApiKeyCreateDialog
          key={openings}
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          failed={error === 'createFailed'}
          onCreate={(key) => submit(() => onCreate(key))}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <ApiKeyLabelDialog
          key={openings}
          label={dialog.key.label}
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          onSave={(label) => submit(() => onRename(dialog.key.id, label))}
        />
      ) : null}
      {dialog?.kind === 'roll' ? (
        <ApiKeyRollDialog
          key={openings}
          label={dialog.key.label}
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          isPending={isPending}
          onRoll={(expiresIn) => run(() => onRoll(dialog.key.id, expiresIn))}
        />
      ) : null}
      {dialog?.kind === 'revoke' ? (
        <ConfirmDialog
          tone="danger"
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          isPending={isPending}
          title={intl.formatMessage(valueMessages.revokeTitle, { label: dialog.key.label })}
          message={intl.formatMessage(valueMessages.revokeMessage, { lastFour: dialog.key.lastFour })}
          confirmLabel={intl.formatMessage(messages.revoke)}
          onConfirm={() => run(() => onRevoke(dialog.key.id))}
        />
      ) : null}
      {secret ? <ApiKeySecretDialog secret={secret} isOpen onClose={onSecretClosed} copy={copy} /> : null}
    </Stack>
  );
}
