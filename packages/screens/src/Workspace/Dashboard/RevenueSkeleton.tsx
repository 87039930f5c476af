import { useIntl } from 'react-intl';
import { Skeleton, SkeletonGroup, Stack } from '@meridian/ui';
import { headerMessages } from './DashboardHeader.messages';
import { Figure, FigureList } from './Figures.styles';

/** @internal The figures and the chart in the shape they will have, while they load. */
export function RevenueSkeleton() {
  const intl = useIntl();
  return (
    <SkeletonGroup label={intl.formatMessage(headerMessages.loading)}>
      <Stack gap={5}>
        <FigureList as="div">
          {[0, 1, 2].map((index) => (
            <Figure key={index}>
              <Skeleton width="40%" />
              <Skeleton variant="block" height="32px" width="60%" />
              <Skeleton width="70%" />
            </Figure>
          ))}
        </FigureList>
        <Skeleton variant="block" height="240px" />
      </Stack>
    </SkeletonGroup>
  );
}
