import { useIntl } from 'react-intl';
import { Stack } from '@meridian/ui';
import { ListPageRoot } from '../../common/ListFilters/ListPage.styles';
import { PageHeader } from '../../common/PageHeader';
import { headerMessages } from './DashboardHeader.messages';
import { RevenueSkeleton } from './RevenueSkeleton';

/**
 * The workspace's home while the code of its content (the chart, the tables, the checklist)
 * loads: the page's heading and sentence where `Dashboard` shows them, and the figures and the
 * chart in their shape, in the box `Dashboard` lays them out in (`ListPage`'s). It needs none
 * of that code, nor the list page's filters, so the page can show it first.
 */
export function DashboardLoading() {
  const intl = useIntl();
  return (
    <ListPageRoot>
      <Stack gap={6}>
        <PageHeader
          title={intl.formatMessage(headerMessages.heading)}
          description={intl.formatMessage(headerMessages.description)}
        />
        <RevenueSkeleton />
      </Stack>
    </ListPageRoot>
  );
}
