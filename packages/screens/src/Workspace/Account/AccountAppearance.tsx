import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, Radio, RadioGroup, messagesIn } from '@meridian/ui';
import type { ActionResult } from '../../common/usePendingAction';
import { messages as accountMessages } from './Account.messages';
import { SectionBody } from './Account.styles';
import type { AccountSaveStatus } from './AccountDetails';

const messages = messagesIn('screens.Workspace.Account.appearance', {
  section: 'Appearance',
  description: 'How Meridian looks on every device you sign in on.',
  theme: 'Theme',
  system: 'System',
  systemHelp: 'Light or dark, as your device is set.',
  light: 'Light',
  dark: 'Dark',
});

/** The outcomes of saving the theme, for the app's toasts. */
export const appearanceToastMessages = messagesIn('screens.Workspace.Account', {
  themeUpdated: 'Theme updated',
  themeUpdateFailed: 'Failed to update theme',
});

/** The colour themes a person can choose: `system` follows the device's light or dark setting. */
export type AccountTheme = 'system' | 'light' | 'dark';

const themes: readonly AccountTheme[] = ['system', 'light', 'dark'];
const isAccountTheme = (value: unknown): value is AccountTheme => themes.includes(value as AccountTheme);

export interface AccountAppearanceProps {
  /** The theme saved with the account. */
  theme: AccountTheme;
  /** Called as soon as another theme is chosen. */
  onChange: (theme: AccountTheme) => ActionResult;
  status?: AccountSaveStatus;
}

/** The colour theme, saved as soon as it is chosen. */
export function AccountAppearance({ theme, onChange, status = 'idle' }: AccountAppearanceProps) {
  const intl = useIntl();
  // The choice stays on screen when saving it fails, so that "Try again" sends it again.
  const [selected, setSelected] = useState(theme);

  return (
    <Card title={intl.formatMessage(messages.section)} description={intl.formatMessage(messages.description)}>
      <SectionBody>
        <RadioGroup
          name="theme"
          label={intl.formatMessage(messages.theme)}
          value={selected}
          onChange={(value) => {
            if (!isAccountTheme(value) || value === selected) return;
            setSelected(value);
            void onChange(value);
          }}
        >
          <Radio value="system" description={intl.formatMessage(messages.systemHelp)}>
            {intl.formatMessage(messages.system)}
          </Radio>
          <Radio value="light">{intl.formatMessage(messages.light)}</Radio>
          <Radio value="dark">{intl.formatMessage(messages.dark)}</Radio>
        </RadioGroup>
        {status === 'saved' ? (
          <Alert tone="success" description={intl.formatMessage(appearanceToastMessages.themeUpdated)} />
        ) : null}
        {status === 'failed' ? (
          <Alert
            tone="danger"
            live
            description={intl.formatMessage(appearanceToastMessages.themeUpdateFailed)}
            action={
              <Button size="sm" variant="secondary" name="retryTheme" onPress={() => void onChange(selected)}>
                {intl.formatMessage(accountMessages.tryAgain)}
              </Button>
            }
          />
        ) : null}
      </SectionBody>
    </Card>
  );
}
