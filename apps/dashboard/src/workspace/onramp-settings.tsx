import { can, type Role } from '@meridian/contract';
import {
  isApiError,
  useCompanyOnramp,
  useLinkOnramp,
  useUpdateCompanyOnramp,
  useUpdateLinkOnramp,
} from '@meridian/data';
import { OnrampSettings, onrampSettingsToastMessages } from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '../paths';
import { workspaceMessages } from './messages';

/** A change of the setting sent, with its toast; `failed` until the next change. */
function useOnrampChange(trigger: (enabled: boolean) => Promise<unknown>) {
  const intl = useIntl();
  const toast = useToast();
  const [failed, setFailed] = useState(false);
  const change = async (enabled: boolean) => {
    setFailed(false);
    try {
      await trigger(enabled);
    } catch (error) {
      setFailed(true);
      if (isApiError(error) && error.code === 'FORBIDDEN')
        toast.error(intl.formatMessage(workspaceMessages.notAllowed));
      return;
    }
    toast.success(
      intl.formatMessage(enabled ? onrampSettingsToastMessages.turnedOn : onrampSettingsToastMessages.turnedOff),
    );
  };
  return { failed, change };
}

/**
 * The workspace's cards and bank transfers, on the business details page: every member reads
 * it, owners and admins change it.
 */
export function WorkspaceOnrampSettings({ companyId, role }: { companyId: string; role: Role }) {
  const settings = useCompanyOnramp(companyId);
  const update = useUpdateCompanyOnramp(companyId);
  const { failed, change } = useOnrampChange((enabled) => update.trigger(enabled));
  return (
    <OnrampSettings
      scope="workspace"
      workspace={settings.data}
      canEdit={can(role, 'manageBusiness')}
      onChange={change}
      saveFailed={failed}
      loadFailed={settings.error !== undefined && !settings.data}
      onRetry={() => void settings.mutate()}
    />
  );
}

/**
 * A link's own cards and bank transfers, on its page: offered to its payers only where the
 * workspace has them on too (said, with the way to the workspace's setting).
 */
export function LinkOnrampSettings({ companyId, linkId, role }: { companyId: string; linkId: string; role: Role }) {
  const workspace = useCompanyOnramp(companyId);
  const link = useLinkOnramp(linkId);
  const update = useUpdateLinkOnramp(linkId);
  const { failed, change } = useOnrampChange((enabled) => update.trigger(enabled));
  const loadFailed = (workspace.error !== undefined && !workspace.data) || (link.error !== undefined && !link.data);
  return (
    <OnrampSettings
      scope="link"
      workspace={workspace.data}
      linkEnabled={link.data?.enabled}
      canEdit={can(role, 'manageBusiness')}
      onChange={change}
      saveFailed={failed}
      loadFailed={loadFailed}
      onRetry={() => {
        void workspace.mutate();
        void link.mutate();
      }}
      workspaceHref={paths.businessDetails}
    />
  );
}
