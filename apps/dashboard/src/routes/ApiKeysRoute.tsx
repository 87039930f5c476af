import { can, type ApiKey, type ApiKeyRollExpiry } from '@meridian/contract';
import {
  isApiError,
  useApiKeys,
  useCreateApiKey,
  useRenameApiKey,
  useRevokeApiKey,
  useRollApiKey,
} from '@meridian/data';
import {
  ApiKeys,
  PasswordConfirmDialog,
  type ApiKeyItem,
  type ApiKeysErrorKey,
  type NewApiKey,
} from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { apiKeyMessages } from '../api-keys/messages';
import { pageNames, usePageTitle } from '../page-title';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/** An action that asked for the password: what it was, to send again with it. */
type Sensitive =
  | { kind: 'create'; key: NewApiKey }
  | { kind: 'roll'; keyId: string; label: string; expiresIn: ApiKeyRollExpiry }
  | { kind: 'revoke'; keyId: string; label: string };

function toItem(key: ApiKey): ApiKeyItem {
  return {
    id: key.id,
    label: key.label,
    mode: key.mode,
    prefix: key.prefix,
    lastFour: key.lastFour,
    scopes: key.scopes,
    createdAt: new Date(key.createdAt),
    lastUsedAt: key.lastUsedAt ? new Date(key.lastUsedAt) : undefined,
    expiresAt: key.expiresAt ? new Date(key.expiresAt) : undefined,
  };
}

/**
 * /settings/api-keys: the workspace's API keys. Owners, admins and developers create them (the
 * key is shown once), rename, roll and revoke them; creating, rolling and revoking may ask for
 * the password again (REAUTHENTICATION_REQUIRED), in a dialog, and the action is sent again
 * with it. Viewers see the list.
 */
export default function ApiKeysRoute() {
  usePageTitle(pageNames.apiKeys);
  const intl = useIntl();
  const toast = useToast();
  const { workspace } = useWorkspaceContext();
  const companyId = workspace.id;
  const keys = useApiKeys(companyId);
  const createKey = useCreateApiKey(companyId);
  const renameKey = useRenameApiKey(companyId);
  const rollKey = useRollApiKey(companyId);
  const revokeKey = useRevokeApiKey(companyId);
  const [error, setError] = useState<ApiKeysErrorKey>();
  const [secret, setSecret] = useState<string>();
  const [pending, setPending] = useState<Sensitive>();
  const [isReauthOpen, setReauthOpen] = useState(false);
  const [reauthError, setReauthError] = useState<'wrong'>();

  const labelOf = (keyId: string) => keys.data?.find((key) => key.id === keyId)?.label ?? '';

  /** Sends a sensitive action, with the password when given; answers whether it was done. */
  const send = async (action: Sensitive, password?: string): Promise<boolean> => {
    if (action.kind === 'create') {
      const created = await createKey.trigger({ ...action.key, ...(password !== undefined ? { password } : {}) });
      setSecret(created.secret);
      toast.success(intl.formatMessage(apiKeyMessages.created, { label: created.apiKey.label }));
    } else if (action.kind === 'roll') {
      const updated = await rollKey.trigger({ keyId: action.keyId, expiresIn: action.expiresIn, password });
      if (updated.rolled) setSecret(updated.rolled.secret);
      toast.success(intl.formatMessage(apiKeyMessages.rolled, { label: action.label }));
    } else {
      await revokeKey.trigger({ keyId: action.keyId, password });
      toast.success(intl.formatMessage(apiKeyMessages.revoked, { label: action.label }));
    }
    return true;
  };

  const failure: Record<Sensitive['kind'], ApiKeysErrorKey> = {
    create: 'createFailed',
    roll: 'rollFailed',
    revoke: 'revokeFailed',
  };

  /** The first try: a password request opens the dialog; a creation's failure keeps its form open. */
  const attempt = async (action: Sensitive) => {
    setError(undefined);
    try {
      await send(action);
    } catch (failed) {
      if (isApiError(failed) && failed.code === 'REAUTHENTICATION_REQUIRED') {
        setPending(action);
        setReauthError(undefined);
        setReauthOpen(true);
      } else {
        setError(failure[action.kind]);
        if (isApiError(failed) && failed.code === 'NOT_FOUND') void keys.mutate();
      }
      // The form stays open (with what was typed) until the key is made.
      if (action.kind === 'create') throw failed;
    }
  };

  const confirmWithPassword = async (password: string) => {
    if (!pending) return;
    setReauthError(undefined);
    try {
      await send(pending, password);
    } catch (failed) {
      if (isApiError(failed) && failed.code === 'REAUTHENTICATION_REQUIRED') {
        setReauthError('wrong');
        return;
      }
      setReauthOpen(false);
      setError(failure[pending.kind]);
      return;
    }
    setReauthOpen(false);
  };

  const rename = async (keyId: string, label: string) => {
    setError(undefined);
    try {
      await renameKey.trigger({ keyId, label });
      toast.success(intl.formatMessage(apiKeyMessages.renamed, { label }));
    } catch (failed) {
      setError('renameFailed');
      throw failed;
    }
  };

  return (
    <>
      <ApiKeys
        keys={(keys.data ?? []).map(toItem)}
        canManage={can(workspace.role, 'manageDeveloper')}
        isLoading={keys.isLoading}
        error={keys.error && !keys.data ? 'loadFailed' : error}
        onRetry={() => void keys.mutate()}
        onCreate={(key) => attempt({ kind: 'create', key })}
        onRename={rename}
        onRoll={(keyId, expiresIn) => attempt({ kind: 'roll', keyId, label: labelOf(keyId), expiresIn })}
        onRevoke={(keyId) => attempt({ kind: 'revoke', keyId, label: labelOf(keyId) })}
        secret={secret}
        onSecretClosed={() => setSecret(undefined)}
      />
      <PasswordConfirmDialog
        isOpen={isReauthOpen}
        description={intl.formatMessage(apiKeyMessages.reauthDescription, {
          label: pending?.kind === 'create' ? pending.key.label : (pending?.label ?? ''),
        })}
        onConfirm={confirmWithPassword}
        onCancel={() => setReauthOpen(false)}
        error={reauthError}
      />
    </>
  );
}
