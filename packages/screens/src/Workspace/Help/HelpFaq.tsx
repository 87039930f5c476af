import { ChevronDown } from 'lucide-react';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Heading, Stack } from '@meridian/ui';
import type { FaqEntry, HelpValues } from './Help.content';
import { messages } from './Help.messages';
import { FaqGroup, FaqHeading, FaqItem, FaqPanel, FaqTrigger } from './Help.styles';

interface HelpFaqProps {
  /** The id of the section's heading, which names the section. */
  headingId: string;
  /** The questions to show. */
  entries: readonly FaqEntry[];
  /** The ids of the questions whose answers are open. */
  expanded: Set<Key>;
  onExpandedChange: (keys: Set<Key>) => void;
  /** The values the answers take. */
  values: HelpValues;
}

/** The frequently asked questions, each answer opening under its question. */
export function HelpFaq({ headingId, entries, expanded, onExpandedChange, values }: HelpFaqProps) {
  const intl = useIntl();
  return (
    <Stack as="section" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {intl.formatMessage(messages.faq)}
      </Heading>
      <FaqGroup allowsMultipleExpanded expandedKeys={expanded} onExpandedChange={onExpandedChange}>
        {entries.map((entry) => (
          <FaqItem key={entry.id} id={entry.id}>
            <FaqHeading level={3}>
              <FaqTrigger slot="trigger">
                <span>{intl.formatMessage(entry.question)}</span>
                <ChevronDown data-chevron="" aria-hidden />
              </FaqTrigger>
            </FaqHeading>
            <FaqPanel>
              <p>{intl.formatMessage(entry.answer, values)}</p>
            </FaqPanel>
          </FaqItem>
        ))}
      </FaqGroup>
    </Stack>
  );
}
