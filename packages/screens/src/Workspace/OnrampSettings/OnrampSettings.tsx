import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Badge, Card, Inline, Link, Skeleton, SkeletonGroup, Stack, Switch, Text } from '@meridian/ui';
import { LoadFailedAlert } from '../../common/LoadFailedAlert';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { SummaryList } from '../../Money/common/money.styles';
import { onrampValues } from '../Help/Help.rules';
import { messages, onrampSettingsToastMessages } from './OnrampSettings.messages';

/** The workspace's setting as the API answers it: on or off, the provider and the countries it serves. */
export interface OnrampSettingsView {
  enabled: boolean;
  /** The configured provider; null where none is (nothing can be turned on). */
  provider: { name: string; sandbox: boolean } | null;
  /** The countries the provider serves (ISO 3166-1 alpha-2). */
  countries: readonly string[];
}

export interface OnrampSettingsProps {
  /**
   * `workspace`: the workspace's own setting (the business details page); `link`: one link's
   * (its page), offered to payers only where the workspace has it on too.
   */
  scope: 'workspace' | 'link';
  /** The workspace's setting; undefined while it loads. */
  workspace?: OnrampSettingsView;
  /** The link's own setting (`link` scope); undefined while it loads. */
  linkEnabled?: boolean;
  /** Whether the person may change it (owners and admins). */
  canEdit: boolean;
  /** Turns it on or off; a returned promise keeps the switch busy until it settles. */
  onChange: (enabled: boolean) => ActionResult;
  /** The last change failed: said under the switch. */
  saveFailed?: boolean;
  /** The setting could not be loaded. */
  loadFailed?: boolean;
  onRetry?: () => void;
  /** `link` scope: the business details page, where the workspace's setting is. */
  workspaceHref?: string;
}

/**
 * Cards and bank transfers through the on-ramp provider: the switch (owners and admins; others
 * read it), the provider and the countries it serves; for a link, whether the workspace offers
 * them at all.
 */
export function OnrampSettings({
  scope,
  workspace,
  linkEnabled,
  canEdit,
  onChange,
  saveFailed = false,
  loadFailed = false,
  onRetry,
  workspaceHref,
}: OnrampSettingsProps) {
  const intl = useIntl();
  const change = usePendingAction();
  // While a change is sent, the switch shows where it goes.
  const [target, setTarget] = useState<boolean>();
  const isLink = scope === 'link';
  const title = intl.formatMessage(messages.title);
  const description = intl.formatMessage(isLink ? messages.linkDescription : messages.workspaceDescription);
  const saved = isLink ? linkEnabled : workspace?.enabled;

  if (workspace === undefined || saved === undefined) {
    return (
      <Card title={title} description={description}>
        {loadFailed ? (
          <LoadFailedAlert description={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />
        ) : (
          <SkeletonGroup label={intl.formatMessage(messages.loading)}>
            <Stack gap={3}>
              <Skeleton width="16rem" />
              <Skeleton lines={2} />
            </Stack>
          </SkeletonGroup>
        )}
      </Card>
    );
  }

  const { provider } = workspace;
  const enabled = change.isPending && target !== undefined ? target : saved;
  const toggle = (next: boolean) => {
    setTarget(next);
    change.run(() => onChange(next), { onSettled: () => setTarget(undefined) });
  };
  const countries = provider
    ? onrampValues({ provider: provider.name, countries: workspace.countries }, intl.locale).onrampCountries
    : '';

  return (
    <Card title={title} description={description}>
      <Stack gap={4}>
        {provider ? (
          <Switch
            name={isLink ? 'linkOnramp' : 'workspaceOnramp'}
            isSelected={enabled}
            isReadOnly={!canEdit}
            isDisabled={change.isPending}
            onChange={toggle}
            description={isLink ? undefined : intl.formatMessage(messages.workspaceSwitchHelp)}
          >
            {intl.formatMessage(isLink ? messages.linkSwitch : messages.workspaceSwitch)}
          </Switch>
        ) : (
          <Alert tone="info" description={intl.formatMessage(messages.noProvider)} />
        )}
        {!change.isPending && saveFailed ? (
          <Alert tone="danger" live description={intl.formatMessage(onrampSettingsToastMessages.saveFailed)} />
        ) : null}
        {isLink && provider && !workspace.enabled ? (
          <Alert
            tone="warning"
            description={intl.formatMessage(messages.workspaceOff)}
            action={
              workspaceHref ? (
                <Link href={workspaceHref} variant="standalone">
                  {intl.formatMessage(messages.workspaceSettings)}
                </Link>
              ) : undefined
            }
          />
        ) : null}
        {provider ? (
          <SummaryList>
            <dt>{intl.formatMessage(messages.provider)}</dt>
            <dd>
              <Inline gap={2} align="center">
                <span>{provider.name}</span>
                {provider.sandbox ? (
                  <Badge size="sm" tone="warning">
                    {intl.formatMessage(messages.sandbox)}
                  </Badge>
                ) : null}
              </Inline>
            </dd>
            <dt>{intl.formatMessage(messages.countries)}</dt>
            <dd>{countries}</dd>
          </SummaryList>
        ) : null}
        {canEdit ? null : (
          <Text size="sm" tone="muted">
            {intl.formatMessage(messages.readOnly)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
