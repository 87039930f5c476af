import { ChevronDown, Clock, Mail, MessageCircle, SearchX } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button, Card, EmptyState, Grid, Heading, Link, SearchField, Text } from '@meridian/ui';
import { PageHeader } from '../../common/PageHeader';
import { useTierText, type AccountTier } from '../../common/tiers';
import { faqEntries, helpCategories, type HelpLinks } from './Help.content';
import { messages, valueMessages } from './Help.messages';
import {
  Article,
  ArticleList,
  ArticleTitle,
  CategoryIcon,
  CategoryTitle,
  ContactItem,
  ContactText,
  FaqGroup,
  FaqHeading,
  FaqItem,
  FaqPanel,
  FaqTrigger,
  Page,
  HelpSearch,
  ResultsSummary,
  Section,
  TierTable,
} from './Help.styles';
import { matchesQuery } from './Help.rules';

/** The tiers the limits table lists; "Not Verified" has Basic's limit and is not a step of its own. */
const listedTiers: readonly AccountTier[] = ['basic', 'basicPlus', 'silver', 'gold'];

export interface HelpProps {
  /** The app pages that articles lead to. */
  links: HelpLinks;
  /** The support team's address, for the e-mail option. */
  supportEmail: string;
  /** Opens the live chat. Without it, the live chat option is not offered. */
  onStartChat?: () => void;
  /** What the search starts with (e.g. the `q` query of the address). */
  defaultQuery?: string;
  /** Called as the person types, e.g. to keep the query in the address. */
  onQueryChange?: (query: string) => void;
}

/**
 * The help center: search, guides in three topics, frequently asked questions, the payment
 * limits of each tier and the ways to reach support. Search filters the guides and the questions
 * as the person types, ignoring case and accents, and opens the matching answers.
 */
export function Help({ links, supportEmail, onStartChat, defaultQuery = '', onQueryChange }: HelpProps) {
  const intl = useIntl();
  const tierText = useTierText();
  const ids = { topics: useId(), faq: useId(), tiers: useId() };
  const [query, setQuery] = useState(defaultQuery);

  // Everything searchable, in the interface language.
  const { categories, faq } = useMemo(() => {
    const text = intl.formatMessage;
    return {
      categories: helpCategories.map((category) => ({
        ...category,
        articles: category.articles.filter((article) =>
          matchesQuery([text(category.title), text(article.title), text(article.body)], query, intl.locale),
        ),
      })),
      faq: faqEntries.filter((entry) => matchesQuery([text(entry.question), text(entry.answer)], query, intl.locale)),
    };
  }, [intl, query]);

  const searching = query.trim() !== '';
  // While searching, the matching answers are open, so that the words found can be read.
  const [expanded, setExpanded] = useState<Set<Key>>(() => (searching ? new Set(faq.map((e) => e.id)) : new Set()));
  const changeQuery = (next: string) => {
    setQuery(next);
    onQueryChange?.(next);
    const nextMatches = faqEntries.filter((entry) =>
      matchesQuery([intl.formatMessage(entry.question), intl.formatMessage(entry.answer)], next, intl.locale),
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
        <Section aria-labelledby={ids.topics}>
          <Heading level={2} id={ids.topics}>
            {intl.formatMessage(messages.topics)}
          </Heading>
          <Grid>
            {visibleCategories.map(({ id, icon: Icon, title, description, articles }) => (
              <Card
                key={id}
                headingLevel={3}
                title={
                  <CategoryTitle>
                    <CategoryIcon aria-hidden>
                      <Icon />
                    </CategoryIcon>
                    {intl.formatMessage(title)}
                  </CategoryTitle>
                }
                description={intl.formatMessage(description)}
              >
                <ArticleList>
                  {articles.map((article) => (
                    <Article key={article.id}>
                      <ArticleTitle>{intl.formatMessage(article.title)}</ArticleTitle>
                      <Text tone="muted">{intl.formatMessage(article.body)}</Text>
                      {article.link ? (
                        <Link href={links[article.link.to]} variant="standalone">
                          {intl.formatMessage(article.link.label)}
                        </Link>
                      ) : null}
                    </Article>
                  ))}
                </ArticleList>
              </Card>
            ))}
          </Grid>
        </Section>
      ) : null}

      {faq.length > 0 ? (
        <Section aria-labelledby={ids.faq}>
          <Heading level={2} id={ids.faq}>
            {intl.formatMessage(messages.faq)}
          </Heading>
          <FaqGroup allowsMultipleExpanded expandedKeys={expanded} onExpandedChange={setExpanded}>
            {faq.map((entry) => (
              <FaqItem key={entry.id} id={entry.id}>
                <FaqHeading level={3}>
                  <FaqTrigger slot="trigger">
                    <span>{intl.formatMessage(entry.question)}</span>
                    <ChevronDown data-chevron="" aria-hidden />
                  </FaqTrigger>
                </FaqHeading>
                <FaqPanel>
                  <p>{intl.formatMessage(entry.answer)}</p>
                </FaqPanel>
              </FaqItem>
            ))}
          </FaqGroup>
        </Section>
      ) : null}

      {searching ? null : (
        <Section aria-labelledby={ids.tiers}>
          <Heading level={2} id={ids.tiers}>
            {intl.formatMessage(messages.tiers)}
          </Heading>
          <Text tone="muted">{intl.formatMessage(messages.tiersDescription)}</Text>
          <TierTable>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(messages.tierColumn)}</th>
                <th scope="col">{intl.formatMessage(messages.limitColumn)}</th>
                <th scope="col">{intl.formatMessage(messages.howColumn)}</th>
              </tr>
            </thead>
            <tbody>
              {listedTiers.map((tier) => (
                <tr key={tier}>
                  <th scope="row">{tierText.name(tier)}</th>
                  <td>{tierText.limit(tier)}</td>
                  <td>{tierText.description(tier)}</td>
                </tr>
              ))}
            </tbody>
          </TierTable>
        </Section>
      )}

      <Card title={intl.formatMessage(messages.contact)} description={intl.formatMessage(messages.contactDescription)}>
        <Grid as="ul" gap={5}>
          {onStartChat ? (
            <ContactItem>
              <MessageCircle aria-hidden />
              <ContactText>
                <Text weight="semibold">{intl.formatMessage(messages.liveChat)}</Text>
                <Text tone="muted">{intl.formatMessage(messages.liveChatText)}</Text>
                <Button size="sm" variant="secondary" name="startChat" onPress={onStartChat}>
                  {intl.formatMessage(messages.startChat)}
                </Button>
              </ContactText>
            </ContactItem>
          ) : null}
          <ContactItem>
            <Mail aria-hidden />
            <ContactText>
              <Text weight="semibold">{intl.formatMessage(messages.emailSupport)}</Text>
              <Text tone="muted">{intl.formatMessage(messages.emailSupportText)}</Text>
              <Link href={`mailto:${supportEmail}`} variant="standalone">
                {supportEmail}
              </Link>
            </ContactText>
          </ContactItem>
          <ContactItem>
            <Clock aria-hidden />
            <ContactText>
              <Text weight="semibold">{intl.formatMessage(messages.hours)}</Text>
              <Text>{intl.formatMessage(messages.hoursValue)}</Text>
              <Text tone="muted">{intl.formatMessage(messages.hoursText)}</Text>
            </ContactText>
          </ContactItem>
        </Grid>
      </Card>
    </Page>
  );
}
