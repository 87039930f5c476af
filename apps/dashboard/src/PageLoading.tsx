import { Spinner } from '@meridian/ui';
import { styled } from '@meridian/ui/theme';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { pageNames } from './page-title';

const Centre = styled('main', { display: 'grid', placeItems: 'center', minHeight: '100vh', background: '$bg' });

/**
 * How long after the document started loading a first page's wait shows no spinner: a page
 * whose data answers within it is the first thing painted, rather than a spinner replaced a
 * moment later (docs/decisions.md, "Speed on a phone: the first paint is the page").
 */
export const FIRST_LOAD_QUIET_MS = 1500;

export interface PageLoadingProps {
  /**
   * Draws the spinner only from this time on, in milliseconds since the document started loading
   * (`performance.now()`); the region is announced as loading at once. Later in the document's
   * life (a page opened from another) the spinner shows at once, as by default.
   */
  spinnerFrom?: number;
}

/** Shown while a page's code or data loads: a centred spinner announced as "Loading". */
export function PageLoading({ spinnerFrom = 0 }: PageLoadingProps) {
  const intl = useIntl();
  const [showSpinner, setShowSpinner] = useState(() => performance.now() >= spinnerFrom);
  useEffect(() => {
    if (showSpinner) return;
    const timer = setTimeout(() => setShowSpinner(true), spinnerFrom - performance.now());
    return () => clearTimeout(timer);
  }, [showSpinner, spinnerFrom]);
  return (
    <Centre aria-busy="true" aria-label={intl.formatMessage(pageNames.loading)}>
      {showSpinner ? <Spinner size="lg" /> : null}
    </Centre>
  );
}
