import { useIntl } from 'react-intl';
import { Heading, Text } from '@meridian/ui';
import { useTierText, type AccountTier } from '../../common/tiers';
import { messages } from './Help.messages';
import { Section, TierTable } from './Help.styles';

/** The tiers the limits table lists; "Not Verified" has Basic's limit and is not a step of its own. */
const listedTiers: readonly AccountTier[] = ['basic', 'basicPlus', 'silver', 'gold'];

interface HelpTiersProps {
  /** The id of the section's heading, which names the section. */
  headingId: string;
}

/** The payment limit of each verification tier and how to reach it. */
export function HelpTiers({ headingId }: HelpTiersProps) {
  const intl = useIntl();
  const tierText = useTierText();
  return (
    <Section aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {intl.formatMessage(messages.tiers)}
      </Heading>
      <Text tone="muted">{intl.formatMessage(messages.tiersDescription)}</Text>
      <TierTable>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.tierColumn)}</th>
            <th scope="col">{intl.formatMessage(messages.limitColumn)}</th>
            <th scope="col">{intl.formatMessage(messages.howColumn)}</th>
          </tr>
        </thead>
        <tbody>
          {listedTiers.map((tier) => (
            <tr key={tier}>
              <th scope="row">{tierText.name(tier)}</th>
              <td>{tierText.limit(tier)}</td>
              <td>{tierText.description(tier)}</td>
            </tr>
          ))}
        </tbody>
      </TierTable>
    </Section>
  );
}
