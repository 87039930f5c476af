import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Stack } from '@meridian/ui';
import { messages } from './ListFilters.messages';
import { FilterGroup, ListPageRoot, NarrowLine, NarrowOnly, ToggleRow, WideOnly } from './ListFilters.styles';

export interface ListFiltersProps {
  /** The filters' group name ("Filter the links"). */
  label: string;
  /** How many filters differ from their default: the narrow toggle counts them. */
  activeCount: number;
  /** The filters (search field, selects). */
  children: ReactNode;
  /** Open at first on narrow pages (stories). */
  defaultOpen?: boolean;
}

/**
 * A list page's filters: in a row on wide pages; on narrow ones (a phone) behind one "Filters"
 * button that says how many are set, so that the list starts near the top. Inside a
 * `ListPage`, whose width decides.
 */
export function ListFilters({ label, activeCount, children, defaultOpen = false }: ListFiltersProps) {
  const intl = useIntl();
  const id = useId();
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <Stack gap={3}>
      <ToggleRow>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={id}
          onPress={() => setOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden />
          {intl.formatMessage(messages.toggle, { count: activeCount })}
        </Button>
      </ToggleRow>
      <FilterGroup id={id} role="group" aria-label={label} data-open={isOpen || undefined}>
        {children}
      </FilterGroup>
    </Stack>
  );
}

/**
 * The root of a list page (links, payments, wallets, members): the box whose width switches its
 * filters, its actions (`WideOnly`, `NarrowOnly`) and its table to their phone layout.
 */
export function ListPage({ children }: { children: ReactNode }) {
  return <ListPageRoot>{children}</ListPageRoot>;
}

export { NarrowLine, NarrowOnly, WideOnly };
