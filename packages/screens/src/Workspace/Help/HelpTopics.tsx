import { useIntl } from 'react-intl';
import { Card, Grid, Heading, Link, Stack, Text } from '@meridian/ui';
import type { HelpCategory, HelpLinks, HelpValues } from './Help.content';
import { messages } from './Help.messages';
import { ArticleTitle, CategoryIcon, CategoryTitle } from './Help.styles';

interface HelpTopicsProps {
  /** The id of the section's heading, which names the section. */
  headingId: string;
  /** The topics to show, each with the guides left by the search. */
  categories: readonly HelpCategory[];
  links: HelpLinks;
  /** The values the guides' texts take. */
  values: HelpValues;
}

/** The guides, a card per topic. */
export function HelpTopics({ headingId, categories, links, values }: HelpTopicsProps) {
  const intl = useIntl();
  return (
    <Stack as="section" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {intl.formatMessage(messages.topics)}
      </Heading>
      <Grid>
        {categories.map(({ id, icon: Icon, title, description, articles }) => (
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
            <Stack as="ul" gap={5}>
              {articles.map((article) => (
                <Stack as="li" key={article.id} gap={1} align="start">
                  <ArticleTitle>{intl.formatMessage(article.title)}</ArticleTitle>
                  <Text tone="muted">{intl.formatMessage(article.body, values)}</Text>
                  {article.link ? (
                    <Link href={links[article.link.to]} variant="standalone">
                      {intl.formatMessage(article.link.label)}
                    </Link>
                  ) : null}
                </Stack>
              ))}
            </Stack>
          </Card>
        ))}
      </Grid>
    </Stack>
  );
}
