import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, Select, SelectItem } from '@meridian/ui';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { accountToastMessages, messages } from './Account.messages';
import { SectionBody } from './Account.styles';
import type { AccountSaveStatus } from './AccountDetails';
import { LANGUAGE_NAMES } from '@meridian/contract';
import { displayLanguages, type DisplayLanguage } from './Account.rules';

const isDisplayLanguage = (value: unknown): value is DisplayLanguage =>
  displayLanguages.includes(value as DisplayLanguage);

interface AccountLanguageProps {
  language: DisplayLanguage;
  status: AccountSaveStatus;
  onChange: (language: DisplayLanguage) => ActionResult;
}

/** The display language, applied as soon as it is chosen. */
export function AccountLanguage({ language, status, onChange }: AccountLanguageProps) {
  const intl = useIntl();
  const save = usePendingAction();
  // The choice stays on screen when saving it fails, so that "Try again" sends it again.
  const [selected, setSelected] = useState(language);
  const isSaving = status === 'saving' || save.isPending;

  const choose = (value: DisplayLanguage) => {
    setSelected(value);
    save.run(() => onChange(value));
  };

  return (
    <Card
      title={intl.formatMessage(messages.languageSection)}
      description={intl.formatMessage(messages.languageDescription)}
    >
      <SectionBody>
        <Select
          name="language"
          label={intl.formatMessage(messages.language)}
          value={selected}
          onChange={(key) => {
            if (isDisplayLanguage(key) && key !== selected) choose(key);
          }}
        >
          {displayLanguages.map((code) => (
            <SelectItem key={code} id={code} textValue={LANGUAGE_NAMES[code]}>
              <span lang={code}>{LANGUAGE_NAMES[code]}</span>
            </SelectItem>
          ))}
        </Select>
        {!isSaving && status === 'saved' ? (
          <Alert tone="success" description={intl.formatMessage(accountToastMessages.languageUpdated)} />
        ) : null}
        {!isSaving && status === 'failed' ? (
          <Alert
            tone="danger"
            live
            description={intl.formatMessage(accountToastMessages.languageUpdateFailed)}
            action={
              <Button
                size="sm"
                variant="secondary"
                name="retryLanguage"
                onPress={() => save.run(() => onChange(selected))}
              >
                {intl.formatMessage(messages.tryAgain)}
              </Button>
            }
          />
        ) : null}
      </SectionBody>
    </Card>
  );
}
