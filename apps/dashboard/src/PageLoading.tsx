import { Spinner } from '@meridian/ui';
import { styled } from '@meridian/ui/theme';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { pageNames } from './page-title';

const Centre = styled('main', { display: 'grid', placeItems: 'center', minHeight: '100vh', background: '$bg' });

export interface PageLoadingProps {
  /**
   * Draws the spinner only once this many milliseconds have passed (the region is announced as
   * loading at once): a wait shorter than that shows the page itself as the first thing painted,
   * rather than a spinner replaced a moment later (docs/decisions.md, "Speed on a phone").
   */
  spinnerDelayMs?: number;
}

/** Shown while a page's code or data loads: a centred spinner announced as "Loading". */
export function PageLoading({ spinnerDelayMs = 0 }: PageLoadingProps) {
  const intl = useIntl();
  const [showSpinner, setShowSpinner] = useState(spinnerDelayMs <= 0);
  useEffect(() => {
    if (showSpinner) return;
    const timer = setTimeout(() => setShowSpinner(true), spinnerDelayMs);
    return () => clearTimeout(timer);
  }, [showSpinner, spinnerDelayMs]);
  return (
    <Centre aria-busy="true" aria-label={intl.formatMessage(pageNames.loading)}>
      {showSpinner ? <Spinner size="lg" /> : null}
    </Centre>
  );
}
