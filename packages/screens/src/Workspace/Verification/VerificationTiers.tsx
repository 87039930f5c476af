import { useIntl } from 'react-intl';
import type { MerchantVerificationStatus, VerificationOverview } from '@meridian/contract';
import { Badge, Card, Link, StatusBadge } from '@meridian/ui';
import { accountTiers, useTierText, type AccountTier } from '../../common/tiers';
import { messages } from './Verification.messages';
import { TierFacts, TierList } from './Verification.styles';

const NEEDS = {
  basic: messages.needsBasic,
  basicPlus: messages.needsBasicPlus,
  silver: messages.needsSilver,
  gold: messages.needsGold,
} as const;

const RANK: Record<AccountTier, number> = { notVerified: 0, basic: 1, basicPlus: 2, silver: 3, gold: 4 };

const STATUS = {
  active: { tone: 'success', message: messages.statusActive },
  in_progress: { tone: 'info', message: messages.statusInProgress },
  pending: { tone: 'warning', message: messages.statusPending },
  rejected: { tone: 'danger', message: messages.statusRejected },
} as const;

/** Where each tier stands for the workspace: reached (Active), or its latest request's status. */
function statusOf(tier: AccountTier, state: VerificationOverview): MerchantVerificationStatus | null {
  if (RANK[state.tier] >= RANK[tier]) return 'active';
  if (tier === 'silver') return state.silver?.status ?? null;
  if (tier === 'gold') return state.gold?.status ?? null;
  return null;
}

/** The four tiers: each one's limit, what it needs, and where the workspace stands. */
export function VerificationTiers({
  state,
  businessDetailsHref,
}: {
  state: VerificationOverview;
  businessDetailsHref: string;
}) {
  const intl = useIntl();
  const tierText = useTierText();
  const tiers = accountTiers.filter((tier): tier is Exclude<AccountTier, 'notVerified'> => tier !== 'notVerified');
  return (
    <TierList aria-label={intl.formatMessage(messages.tiers)}>
      {tiers.map((tier) => {
        const status = statusOf(tier, state);
        const current = state.tier === tier || (tier === 'basic' && state.tier === 'notVerified');
        return (
          <li key={tier}>
            <Card
              as="div"
              title={tierText.name(tier)}
              headingLevel={2}
              actions={
                current ? (
                  <Badge tone="accent">{intl.formatMessage(messages.currentTier)}</Badge>
                ) : status ? (
                  <StatusBadge tone={STATUS[status].tone}>{intl.formatMessage(STATUS[status].message)}</StatusBadge>
                ) : null
              }
              footer={
                tier === 'basicPlus' && !state.domainVerified && RANK[state.tier] < RANK.basicPlus ? (
                  <Link href={businessDetailsHref} variant="standalone">
                    {intl.formatMessage(messages.verifyDomain)}
                  </Link>
                ) : undefined
              }
            >
              <TierFacts>
                <dt>{intl.formatMessage(messages.limit)}</dt>
                <dd>{tierText.limit(tier)}</dd>
                <dt>{intl.formatMessage(messages.needs)}</dt>
                <dd>{intl.formatMessage(NEEDS[tier])}</dd>
              </TierFacts>
            </Card>
          </li>
        );
      })}
    </TierList>
  );
}
