import { ENVIRONMENTS, LINK_STATUSES, LINK_TYPES } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { SearchField, Select, SelectItem } from '@meridian/ui';
import { useMoneyText } from '../common/money.messages';
import { messages } from './PaymentLinks.messages';
import { defaultLinkFilters, type PaymentLinkFilters } from './PaymentLinks.rules';
import { ListFilters } from '../../common/ListFilters';

interface PaymentLinksFiltersProps {
  filters: PaymentLinkFilters;
  onChange: (filters: PaymentLinkFilters) => void;
}

/**
 * Type, status (archived included on demand), environment and a search by name; behind one
 * button on a phone.
 */
export function PaymentLinksFilters({ filters, onChange }: PaymentLinksFiltersProps) {
  const intl = useIntl();
  const text = useMoneyText();
  const set = <K extends keyof PaymentLinkFilters>(key: K, value: PaymentLinkFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const activeCount =
    (['type', 'status', 'environment'] as const).filter((key) => filters[key] !== defaultLinkFilters[key]).length +
    (filters.search.trim() ? 1 : 0);
  return (
    <ListFilters label={intl.formatMessage(messages.filters)} activeCount={activeCount}>
      <SearchField
        name="search"
        label={intl.formatMessage(messages.search)}
        value={filters.search}
        onChange={(search) => set('search', search)}
      />
      <Select
        name="type"
        label={intl.formatMessage(messages.type)}
        value={filters.type}
        onChange={(type) => set('type', String(type) as PaymentLinkFilters['type'])}
      >
        <SelectItem id="all">{intl.formatMessage(messages.allTypes)}</SelectItem>
        {LINK_TYPES.map((type) => (
          <SelectItem key={type} id={type}>
            {text.type(type)}
          </SelectItem>
        ))}
      </Select>
      <Select
        name="status"
        label={intl.formatMessage(messages.status)}
        value={filters.status}
        onChange={(status) => set('status', String(status) as PaymentLinkFilters['status'])}
      >
        <SelectItem id="notArchived">{intl.formatMessage(messages.notArchived)}</SelectItem>
        {LINK_STATUSES.map((status) => (
          <SelectItem key={status} id={status}>
            {text.status(status)}
          </SelectItem>
        ))}
      </Select>
      <Select
        name="environment"
        label={intl.formatMessage(messages.environment)}
        value={filters.environment}
        onChange={(environment) => set('environment', String(environment) as PaymentLinkFilters['environment'])}
      >
        <SelectItem id="all">{intl.formatMessage(messages.allEnvironments)}</SelectItem>
        {ENVIRONMENTS.map((environment) => (
          <SelectItem key={environment} id={environment}>
            {text.environment(environment)}
          </SelectItem>
        ))}
      </Select>
    </ListFilters>
  );
}
