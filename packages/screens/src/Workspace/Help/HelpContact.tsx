import { Clock, Mail, MessageCircle } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, Card, Grid, Link, Text } from '@meridian/ui';
import { messages } from './Help.messages';
import { ContactItem, ContactText } from './Help.styles';

interface HelpContactProps {
  supportEmail: string;
  onStartChat?: () => void;
}

/** The ways to reach support: live chat when offered, e-mail, and the support hours. */
export function HelpContact({ supportEmail, onStartChat }: HelpContactProps) {
  const intl = useIntl();
  return (
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
  );
}
