import { messagesIn } from '@meridian/ui';
import { WALLET_COLOURS, WALLET_LABEL_MAX_LENGTH, type WalletColour } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { Radio, RadioGroup, TextField } from '@meridian/ui';
import type { FieldBinding } from '../../common/useForm';
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

/** What the fields take of a wallet form (`useForm`'s): the values, the label bound, the colour set, the label's error. */
interface WalletDetailsForm {
  values: WalletDetailsValues;
  field(name: 'label'): FieldBinding<string>;
  setValue(name: 'colour', value: WalletColour): void;
  errorFor(name: 'label'): string | undefined;
}

/** The wallet's name and its colour (a swatch per colour, each named), bound to the wallet's form. */
export function WalletDetailsFields({ form }: { form: WalletDetailsForm }) {
  const intl = useIntl();
  const text = useMoneyText();
  const key = form.errorFor('label');
  const labelError = key === 'labelRequired' || key === 'labelTooLong' ? key : undefined;
  return (
    <>
      <TextField
        {...form.field('label')}
        label={intl.formatMessage(messages.label)}
        description={intl.formatMessage(messages.labelHelp)}
        isRequired
        fullWidth
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
        value={form.values.colour}
        onChange={(colour) => form.setValue('colour', colour as WalletColour)}
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
