import { defineMessages, useIntl } from 'react-intl';
import { Badge, Card, Grid, Link, Stack, Text } from '@meridian/ui';
import { PageHeader } from '../../common/PageHeader';
import { nextTier, useTierText, type AccountTier } from '../../common/tiers';
import { LimitLine } from './Settings.styles';

const messages = defineMessages({
  heading: { id: 'screens.Workspace.Settings.heading', defaultMessage: 'Settings' },
  description: {
    id: 'screens.Workspace.Settings.description',
    defaultMessage: 'Manage your workspace’s team, business details, API keys and verification.',
  },
  tierTitle: { id: 'screens.Workspace.Settings.tierTitle', defaultMessage: 'Account tier' },
  limitLabel: { id: 'screens.Workspace.Settings.limitLabel', defaultMessage: 'Payment limit' },
  raiseLimit: { id: 'screens.Workspace.Settings.raiseLimit', defaultMessage: 'Raise your limit' },
  highestTier: {
    id: 'screens.Workspace.Settings.highestTier',
    defaultMessage: 'This is the highest tier.',
  },
  sections: { id: 'screens.Workspace.Settings.sections', defaultMessage: 'Workspace settings' },
  members: { id: 'screens.Workspace.Settings.members', defaultMessage: 'Members' },
  membersDescription: {
    id: 'screens.Workspace.Settings.membersDescription',
    defaultMessage: 'Invite your team and choose what each person can do.',
  },
  businessDetails: { id: 'screens.Workspace.Settings.businessDetails', defaultMessage: 'Business details' },
  businessDetailsDescription: {
    id: 'screens.Workspace.Settings.businessDetailsDescription',
    defaultMessage: 'Legal name, address and contact details, and domain and email verification.',
  },
  apiKeys: { id: 'screens.Workspace.Settings.apiKeys', defaultMessage: 'API keys' },
  apiKeysDescription: {
    id: 'screens.Workspace.Settings.apiKeysDescription',
    defaultMessage: 'Keys that let your own systems create payment links and read payments.',
  },
  webhooks: { id: 'screens.Workspace.Settings.webhooks', defaultMessage: 'Webhooks' },
  webhooksDescription: {
    id: 'screens.Workspace.Settings.webhooksDescription',
    defaultMessage: 'Signed requests to your server when a checkout is paid or a payment confirmed.',
  },
  integrations: { id: 'screens.Workspace.Settings.integrations', defaultMessage: 'Integrations' },
  integrationsDescription: {
    id: 'screens.Workspace.Settings.integrationsDescription',
    defaultMessage: 'Connect your Squarespace or WooCommerce store.',
  },
  verification: { id: 'screens.Workspace.Settings.verification', defaultMessage: 'Verification' },
  verificationDescription: {
    id: 'screens.Workspace.Settings.verificationDescription',
    defaultMessage: 'Verify your domain, your identity or your business to raise your tier and payment limit.',
  },
});

export interface SettingsLinks {
  members: string;
  businessDetails: string;
  apiKeys: string;
  webhooks: string;
  integrations: string;
  verification: string;
}

export interface SettingsProps {
  /** The workspace's verification tier, with the payment limit it brings. */
  tier: AccountTier;
  /** The address of each settings page. */
  links: SettingsLinks;
}

const sections = [
  { key: 'members', title: messages.members, description: messages.membersDescription },
  { key: 'businessDetails', title: messages.businessDetails, description: messages.businessDetailsDescription },
  { key: 'apiKeys', title: messages.apiKeys, description: messages.apiKeysDescription },
  { key: 'webhooks', title: messages.webhooks, description: messages.webhooksDescription },
  { key: 'integrations', title: messages.integrations, description: messages.integrationsDescription },
  { key: 'verification', title: messages.verification, description: messages.verificationDescription },
] as const;

/** The settings hub: the workspace's tier and payment limit, and a card for each settings page. */
export function Settings({ tier, links }: SettingsProps) {
  const intl = useIntl();
  const tierText = useTierText();
  const canRaise = nextTier(tier) !== undefined;
  return (
    <Stack gap={6}>
      <PageHeader title={intl.formatMessage(messages.heading)} description={intl.formatMessage(messages.description)} />

      <Card
        title={intl.formatMessage(messages.tierTitle)}
        actions={<Badge tone={tier === 'notVerified' ? 'warning' : 'accent'}>{tierText.name(tier)}</Badge>}
        footer={
          canRaise ? (
            <Link href={links.verification} variant="standalone">
              {intl.formatMessage(messages.raiseLimit)}
            </Link>
          ) : (
            <Text tone="muted" size="sm">
              {intl.formatMessage(messages.highestTier)}
            </Text>
          )
        }
      >
        <Stack gap={2}>
          <LimitLine>
            <dt>{intl.formatMessage(messages.limitLabel)}</dt>
            <dd>{tierText.limit(tier)}</dd>
          </LimitLine>
          <Text tone="muted">{tierText.description(tier)}</Text>
        </Stack>
      </Card>

      <Grid as="ul" minColumnWidth="$field" gap={4} aria-label={intl.formatMessage(messages.sections)}>
        {sections.map((section) => (
          <li key={section.key}>
            <Card
              as="div"
              title={intl.formatMessage(section.title)}
              headingLevel={2}
              description={intl.formatMessage(section.description)}
              href={links[section.key]}
            />
          </li>
        ))}
      </Grid>
    </Stack>
  );
}
