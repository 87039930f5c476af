import { SearchX } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, EmptyState, SearchField } from '@meridian/ui';
import { PageHeader } from '../../common/PageHeader';
import { faqEntries, helpCategories, type HelpLinks, type HelpTestNetwork, type HelpValues } from './Help.content';
import { messages, valueMessages } from './Help.messages';
import { matchesQuery, onrampValues } from './Help.rules';
import { HelpSearch, Page, ResultsSummary } from './Help.styles';
import { HelpContact } from './HelpContact';
import { HelpFaq } from './HelpFaq';
import { HelpTiers } from './HelpTiers';
import { HelpTopics } from './HelpTopics';

export interface HelpProps {
  /** The app pages that articles lead to. */
  links: HelpLinks;
  /** The support team's address, for the e-mail option. */
  supportEmail: string;
  /** Opens the live chat. Without it (no chat service yet), the live chat option says to email support instead. */
  onStartChat?: () => void;
  /** What the search starts with (e.g. the `q` query of the address). */
  defaultQuery?: string;
  /** Called as the person types, e.g. to keep the query in the address. */
  onQueryChange?: (query: string) => void;
  /** The network test links are paid on, as the texts name it. @default 'moonbaseAlpha' */
  testNetwork?: HelpTestNetwork;
  /** The card and bank transfer provider configured and the countries it serves (ISO codes); none: not configured. */
  onramp?: { provider: string; countries: readonly string[] } | null;
}

/**
 * The help center: search, guides in three topics, frequently asked questions, the payment
 * limits of each tier and the ways to reach support. Search filters the guides and the questions
 * as the person types, ignoring case and accents, and opens the matching answers.
 */
export function Help({
  links,
  supportEmail,
  onStartChat,
  defaultQuery = '',
  onQueryChange,
  testNetwork = 'moonbaseAlpha',
  onramp,
}: HelpProps) {
  const intl = useIntl();
  // The values the texts take (the test network, the on-ramp and its countries in words), the
  // same wherever a text is shown or searched.
  const values = useMemo<HelpValues>(
    () => ({ testNetwork, ...onrampValues(onramp, intl.locale) }),
    [testNetwork, onramp, intl.locale],
  );
  const ids = { topics: useId(), faq: useId(), tiers: useId() };
  const [query, setQuery] = useState(defaultQuery);

  // Everything searchable, in the interface language.
  const { categories, faq } = useMemo(() => {
    const text = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor, values);
    return {
      categories: helpCategories.map((category) => ({
        ...category,
        articles: category.articles.filter((article) =>
          matchesQuery([text(category.title), text(article.title), text(article.body)], query, intl.locale),
        ),
      })),
      faq: faqEntries.filter((entry) => matchesQuery([text(entry.question), text(entry.answer)], query, intl.locale)),
    };
  }, [intl, query, values]);

  const searching = query.trim() !== '';
  // While searching, the matching answers are open, so that the words found can be read.
  const [expanded, setExpanded] = useState<Set<Key>>(() => (searching ? new Set(faq.map((e) => e.id)) : new Set()));
  const changeQuery = (next: string) => {
    setQuery(next);
    onQueryChange?.(next);
    const nextMatches = faqEntries.filter((entry) =>
      matchesQuery([intl.formatMessage(entry.question), intl.formatMessage(entry.answer, values)], next, intl.locale),
    );
    setExpanded(next.trim() === '' ? new Set() : new Set(nextMatches.map((entry) => entry.id)));
  };

  const visibleCategories = categories.filter((category) => category.articles.length > 0);
  const count = visibleCategories.reduce((sum, category) => sum + category.articles.length, 0) + faq.length;

  return (
    <Page>
      <PageHeader title={intl.formatMessage(messages.heading)} description={intl.formatMessage(messages.description)}>
        <HelpSearch>
          <SearchField
            name="query"
            label={intl.formatMessage(messages.search)}
            placeholder={intl.formatMessage(messages.searchPlaceholder)}
            fullWidth
            value={query}
            onChange={changeQuery}
          />
          <ResultsSummary role="status">
            {searching && count > 0 ? intl.formatMessage(valueMessages.results, { count, query: query.trim() }) : ''}
          </ResultsSummary>
        </HelpSearch>
      </PageHeader>

      {searching && count === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title={intl.formatMessage(valueMessages.noResults, { query: query.trim() })}
          description={intl.formatMessage(messages.noResultsText)}
          action={
            <Button variant="secondary" onPress={() => changeQuery('')}>
              {intl.formatMessage(messages.showAll)}
            </Button>
          }
        />
      ) : null}

      {visibleCategories.length > 0 ? (
        <HelpTopics headingId={ids.topics} categories={visibleCategories} links={links} values={values} />
      ) : null}

      {faq.length > 0 ? (
        <HelpFaq headingId={ids.faq} entries={faq} expanded={expanded} onExpandedChange={setExpanded} values={values} />
      ) : null}

      {searching ? null : <HelpTiers headingId={ids.tiers} />}

      <HelpContact supportEmail={supportEmail} onStartChat={onStartChat} />
    </Page>
  );
}
