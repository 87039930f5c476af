import { useIntl } from 'react-intl';
import { Badge, Card, Grid, Link, Stack, Text, messagesIn } from '@meridian/ui';
import { PageHeader } from '../../common/PageHeader';
import { nextTier, useTierText, type AccountTier } from '../../common/tiers';
import { LimitLine } from './Settings.styles';

const messages = messagesIn('screens.Workspace.Settings', {
  heading: 'Settings',
  description: 'Manage your workspace’s team, business details, API keys and verification.',
  tierTitle: 'Account tier',
  limitLabel: 'Payment limit',
  raiseLimit: 'Raise your limit',
  highestTier: 'This is the highest tier.',
  sections: 'Workspace settings',
  members: 'Members',
  membersDescription: 'Invite your team and choose what each person can do.',
  businessDetails: 'Business details',
  businessDetailsDescription: 'Legal name, address and contact details, and domain and email verification.',
  apiKeys: 'API keys',
  apiKeysDescription: 'Keys that let your own systems create payment links and read payments.',
  webhooks: 'Webhooks',
  webhooksDescription: 'Signed requests to your server when a checkout is paid or a payment confirmed.',
  integrations: 'Integrations',
  integrationsDescription: 'Connect your Squarespace or WooCommerce store.',
  verification: 'Verification',
  verificationDescription: 'Verify your domain, your identity or your business to raise your tier and payment limit.',
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
