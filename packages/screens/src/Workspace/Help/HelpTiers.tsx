import { useIntl } from 'react-intl';
import { DataTable, Heading, Stack, Text, type DataTableColumn } from '@meridian/ui';
import { useTierText, type AccountTier } from '../../common/tiers';
import { messages } from './Help.messages';
import { TierTable } from './Help.styles';

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
  const columns: DataTableColumn<AccountTier>[] = [
    { id: 'tier', header: intl.formatMessage(messages.tierColumn), isRowHeader: true, cell: tierText.name },
    { id: 'limit', header: intl.formatMessage(messages.limitColumn), cell: tierText.limit },
    { id: 'how', header: intl.formatMessage(messages.howColumn), cell: tierText.description },
  ];
  return (
    // Not a landmark of its own: the table is already a region named like the heading.
    <Stack>
      <Heading level={2} id={headingId}>
        {intl.formatMessage(messages.tiers)}
      </Heading>
      <Text tone="muted">{intl.formatMessage(messages.tiersDescription)}</Text>
      {/* On a phone the cells wrap, as every table does (DataTable's compact layout). */}
      <TierTable>
        <DataTable
          aria-label={intl.formatMessage(messages.tiers)}
          columns={columns}
          data={[...listedTiers]}
          getRowId={(tier) => tier}
        />
      </TierTable>
    </Stack>
  );
}
