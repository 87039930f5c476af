import { messagesIn } from '../i18n';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '../Spinner';
import { CursorButton, CursorButtons, PaginationNav, PaginationSummary } from './Pagination.styles';

const messages = messagesIn('ui.CursorPagination', {
  label: 'Pages',
  previous: 'Previous',
  next: 'Next',
});

const rangeMessages = messagesIn<{
  range: { from: number; to: number; total: number };
  rangeOpen: { from: number; to: number };
}>('ui.CursorPagination', {
  range: '{from, number}–{to, number} of {total, number}',
  rangeOpen: '{from, number}–{to, number}',
});

/** Where a list paged by cursors stands, and how to move: what a list's data layer hands its screen. */
export interface CursorPaging {
  /** The page shown, counted from 1. */
  page: number;
  /** Items per page: page 3 of 20 starts at item 41. */
  pageSize: number;
  /** How many items the page shows (none while it loads). */
  count: number;
  /** How many items there are in all, when known. */
  total?: number;
  /** Whether a page follows (the server gave a cursor for it). */
  hasNext: boolean;
  onNext: () => void;
  /** Back one page; offered only past the first. */
  onPrevious: () => void;
  /**
   * The page is loading: the button that was pressed stays focused and busy (it announces it and
   * ignores presses) until the page is there, rather than being disabled under the keyboard.
   */
  isLoading?: boolean;
}

export interface CursorPaginationProps extends CursorPaging {
  /** Names the navigation landmark; defaults to "Pages". Give a distinct one when a page has two. */
  'aria-label'?: string;
}

/**
 * Previous and Next for a list that pages forward by cursor (it cannot jump to page 7), with the
 * range shown: "21–40 of 134". A button with nowhere to go is disabled, never hidden, so the
 * controls do not move; focus that sat on it moves to the other one.
 */
export function CursorPagination({
  page,
  pageSize,
  count,
  total,
  hasNext,
  onNext,
  onPrevious,
  isLoading = false,
  'aria-label': ariaLabel,
}: CursorPaginationProps) {
  const intl = useIntl();
  const hasPrevious = page > 1;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // Which button moved to the page (for focus once it is there), and which one shows it loading.
  const pressed = useRef<'previous' | 'next' | null>(null);
  const [busyButton, setBusyButton] = useState<'previous' | 'next' | null>(null);
  const [wasLoading, setWasLoading] = useState(isLoading);
  if (wasLoading !== isLoading) {
    setWasLoading(isLoading);
    if (!isLoading) setBusyButton(null);
  }

  // Once the page is there, a button that was just pressed and now has nowhere to go is
  // disabled: focus moves to the other one instead of falling back to the document.
  useEffect(() => {
    if (isLoading) return;
    if (pressed.current === 'next' && !hasNext && hasPrevious) previousRef.current?.focus();
    if (pressed.current === 'previous' && !hasPrevious && hasNext) nextRef.current?.focus();
    pressed.current = null;
  }, [hasNext, hasPrevious, isLoading]);
  const busy = isLoading ? busyButton : null;

  const from = (page - 1) * pageSize + 1;
  const to = from + count - 1;
  const summary =
    count <= 0
      ? null
      : total === undefined
        ? intl.formatMessage(rangeMessages.rangeOpen, { from, to })
        : intl.formatMessage(rangeMessages.range, { from, to, total: Math.max(total, to) });

  return (
    <PaginationNav aria-label={ariaLabel ?? intl.formatMessage(messages.label)}>
      {/* A status region, so that moving to another page is announced by its new range. */}
      <PaginationSummary role="status">{summary}</PaginationSummary>
      <CursorButtons>
        <CursorButton
          ref={previousRef}
          isDisabled={!hasPrevious && busy !== 'previous'}
          isPending={busy === 'previous'}
          onPress={() => {
            pressed.current = 'previous';
            setBusyButton('previous');
            if (hasPrevious) onPrevious();
          }}
        >
          {busy === 'previous' ? <Spinner size="sm" label={null} /> : <ChevronLeft aria-hidden />}
          {intl.formatMessage(messages.previous)}
        </CursorButton>
        <CursorButton
          ref={nextRef}
          isDisabled={!hasNext && busy !== 'next'}
          isPending={busy === 'next'}
          onPress={() => {
            pressed.current = 'next';
            setBusyButton('next');
            if (hasNext) onNext();
          }}
        >
          {intl.formatMessage(messages.next)}
          {busy === 'next' ? <Spinner size="sm" label={null} /> : <ChevronRight aria-hidden />}
        </CursorButton>
      </CursorButtons>
    </PaginationNav>
  );
}
