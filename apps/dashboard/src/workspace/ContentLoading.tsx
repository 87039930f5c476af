import { Spinner } from '@meridian/ui';
import { styled } from '@meridian/ui/theme';

const Centre = styled('div', { display: 'grid', placeItems: 'center', minHeight: '240px' });

/** A page's data is loading, inside the shell: a spinner announced as "Loading". */
export function ContentLoading() {
  return (
    <Centre aria-busy="true">
      <Spinner size="lg" />
    </Centre>
  );
}
