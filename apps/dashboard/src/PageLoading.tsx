import { Spinner } from '@meridian/ui';
import { styled } from '@meridian/ui/theme';
import { useIntl } from 'react-intl';
import { pageNames } from './page-title';

const Centre = styled('main', { display: 'grid', placeItems: 'center', minHeight: '100vh', background: '$bg' });

/** Shown while a page's code or data loads: a centred spinner announced as "Loading". */
export function PageLoading() {
  const intl = useIntl();
  return (
    <Centre aria-busy="true" aria-label={intl.formatMessage(pageNames.loading)}>
      <Spinner size="lg" />
    </Centre>
  );
}
