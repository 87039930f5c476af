import { Clock, Mail, MessageCircle } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, Card, Grid, Link, Text } from '@meridian/ui';
import { messages } from './Help.messages';
import { ContactItem, ContactText } from './Help.styles';

interface HelpContactProps {
  supportEmail: string;
  onStartChat?: () => void;
}

/**
 * The ways to reach support: live chat, e-mail, and the support hours. Live chat is always the
 * first option; until a chat service is offered (`onStartChat`), it says how to reach support
 * instead of showing a button that leads nowhere.
 */
export function HelpContact({ supportEmail, onStartChat }: HelpContactProps) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(messages.contact)} description={intl.formatMessage(messages.contactDescription)}>
      <Grid as="ul" gap={5}>
        <ContactItem>
          <MessageCircle aria-hidden />
          <ContactText>
            <Text weight="semibold">{intl.formatMessage(messages.liveChat)}</Text>
            {onStartChat ? (
              <>
                <Text tone="muted">{intl.formatMessage(messages.liveChatText)}</Text>
                <Button size="sm" variant="secondary" name="startChat" onPress={onStartChat}>
                  {intl.formatMessage(messages.startChat)}
                </Button>
              </>
            ) : (
              <>
                <Text tone="muted">{intl.formatMessage(messages.liveChatUnavailable)}</Text>
                <Link href={`mailto:${supportEmail}`} variant="standalone">
                  {intl.formatMessage(messages.liveChatEmailInstead)}
                </Link>
              </>
            )}
          </ContactText>
        </ContactItem>
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
  );
}
