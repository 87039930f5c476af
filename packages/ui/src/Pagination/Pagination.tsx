import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { PageButton, PaginationEllipsis, PaginationList, PaginationNav, PaginationSummary } from './Pagination.styles';
import { pageItems } from './pageItems';

const messages = defineMessages({
  label: { id: 'ui.Pagination.label', defaultMessage: 'Pagination' },
  previous: { id: 'ui.Pagination.previous', defaultMessage: 'Previous page' },
  next: { id: 'ui.Pagination.next', defaultMessage: 'Next page' },
});

const countMessages = defineMessages<{
  page: { page: number };
  summary: { from: number; to: number; total: number };
}>({
  page: { id: 'ui.Pagination.page', defaultMessage: 'Page {page, number}' },
  summary: {
    id: 'ui.Pagination.summary',
    defaultMessage: 'Showing {from, number}–{to, number} of {total, number}',
  },
});

export interface PaginationProps {
  /** The current page, counted from 1. */
  page: number;
  /** How many pages there are. Give this, or `total` and `pageSize`. */
  pageCount?: number;
  /** How many items there are in all; with `pageSize` it also shows "Showing 21–40 of 134". */
  total?: number;
  /** Items per page (used with `total`). Default 20. */
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** How many pages to show either side of the current one. Default 1. */
  siblingCount?: number;
  /** Names the navigation landmark; defaults to "Pagination". Give a distinct one when a page has two. */
  'aria-label'?: string;
}

/** Previous/next buttons, page numbers with ellipses and an optional "Showing x–y of z" summary. */
export function Pagination({
  page,
  pageCount: pageCountProp,
  total,
  pageSize = 20,
  onPageChange,
  siblingCount = 1,
  'aria-label': ariaLabel,
}: PaginationProps) {
  const intl = useIntl();
  const pageCount = Math.max(1, pageCountProp ?? (total === undefined ? 1 : Math.ceil(total / pageSize)));
  const current = Math.min(Math.max(1, page), pageCount);
  const currentRef = useRef<HTMLButtonElement>(null);
  const moveFocusToCurrent = useRef(false);

  // Previous and next become disabled at the ends; when the one that was pressed does, focus
  // moves to the current page's button instead of falling back to the document.
  useEffect(() => {
    if (moveFocusToCurrent.current) {
      moveFocusToCurrent.current = false;
      currentRef.current?.focus();
    }
  }, [current]);

  const go = (target: number) => {
    if (target === current || target < 1 || target > pageCount) return;
    if (target === 1 || target === pageCount) moveFocusToCurrent.current = true;
    onPageChange(target);
  };

  const summary =
    total !== undefined && total > 0
      ? intl.formatMessage(countMessages.summary, {
          from: (current - 1) * pageSize + 1,
          to: Math.min(current * pageSize, total),
          total,
        })
      : null;

  return (
    <PaginationNav aria-label={ariaLabel ?? intl.formatMessage(messages.label)}>
      {summary ? (
        // A status region so that moving to another page is announced by its new range.
        <PaginationSummary role="status">{summary}</PaginationSummary>
      ) : null}
      <PaginationList>
        <li>
          <PageButton
            aria-label={intl.formatMessage(messages.previous)}
            isDisabled={current <= 1}
            onPress={() => go(current - 1)}
          >
            <ChevronLeft aria-hidden />
          </PageButton>
        </li>
        {pageItems(current, pageCount, siblingCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                ref={item === current ? currentRef : undefined}
                aria-label={intl.formatMessage(countMessages.page, { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onPress={() => go(item)}
              >
                {intl.formatNumber(item)}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden>
              <PaginationEllipsis>…</PaginationEllipsis>
            </li>
          ),
        )}
        <li>
          <PageButton
            aria-label={intl.formatMessage(messages.next)}
            isDisabled={current >= pageCount}
            onPress={() => go(current + 1)}
          >
            <ChevronRight aria-hidden />
          </PageButton>
        </li>
      </PaginationList>
    </PaginationNav>
  );
}
