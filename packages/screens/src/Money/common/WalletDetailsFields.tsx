import { messagesIn } from '@meridian/ui';
import { WALLET_COLOURS, WALLET_LABEL_MAX_LENGTH, type WalletColour } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { Radio, RadioGroup, TextField } from '@meridian/ui';
import { useMoneyText } from './money.messages';
import { ColourOption, Swatch } from './money.styles';

export interface WalletDetailsValues {
  label: string;
  colour: WalletColour;
}

export type WalletDetailsErrorKey = 'labelRequired' | 'labelTooLong';

const messages = messagesIn('screens.Money.common.wallet', {
  label: 'Name',
  labelHelp: 'How your team will recognise this wallet, e.g. “Main payouts”.',
  colour: 'Colour',
  labelRequired: 'Give the wallet a name.',
});

const tooLong = messagesIn<{ labelTooLong: { max: number } }>('screens.Money.common.wallet', {
  labelTooLong: '{max, plural, one {Use at most # character.} other {Use at most # characters.}}',
});

/** A wallet's name and colour, as required and as long as the API accepts. */
export function checkWalletDetails(values: WalletDetailsValues): Partial<Record<'label', WalletDetailsErrorKey>> {
  const label = values.label.trim();
  if (label === '') return { label: 'labelRequired' };
  if (label.length > WALLET_LABEL_MAX_LENGTH) return { label: 'labelTooLong' };
  return {};
}

interface WalletDetailsFieldsProps {
  values: WalletDetailsValues;
  onLabelChange: (label: string) => void;
  onColourChange: (colour: WalletColour) => void;
  labelError: WalletDetailsErrorKey | undefined;
}

/** The wallet's name and its colour (a swatch per colour, each named). */
export function WalletDetailsFields({ values, onLabelChange, onColourChange, labelError }: WalletDetailsFieldsProps) {
  const intl = useIntl();
  const text = useMoneyText();
  return (
    <>
      <TextField
        name="label"
        label={intl.formatMessage(messages.label)}
        description={intl.formatMessage(messages.labelHelp)}
        isRequired
        fullWidth
        value={values.label}
        onChange={onLabelChange}
        isInvalid={labelError !== undefined}
        errorMessage={
          labelError === 'labelTooLong'
            ? intl.formatMessage(tooLong.labelTooLong, { max: WALLET_LABEL_MAX_LENGTH })
            : labelError
              ? intl.formatMessage(messages.labelRequired)
              : undefined
        }
      />
      <RadioGroup
        name="colour"
        label={intl.formatMessage(messages.colour)}
        orientation="horizontal"
        value={values.colour}
        onChange={(colour) => onColourChange(colour as WalletColour)}
      >
        {WALLET_COLOURS.map((colour) => (
          <Radio key={colour} value={colour}>
            <ColourOption>
              <Swatch colour={colour} aria-hidden />
              {text.colour(colour)}
            </ColourOption>
          </Radio>
        ))}
      </RadioGroup>
    </>
  );
}
