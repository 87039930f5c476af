import { messagesIn } from '../i18n';
import { useEffect, useState, type FocusEvent } from 'react';
import { I18nProvider, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field';
import { useValidationMessage } from '../Form/useValidationMessage';
import { NumberGroup, NumberInput } from '../NumberField/NumberField.styles';
import { StyledAmountField } from './AmountField.styles';
import { currencyDigits, readAmount } from './readAmount';
import { UNREADABLE_AMOUNT_ATTRIBUTE } from './unreadable';

const messages = messagesIn<{ maxAmount: { amount: string }; unreadable: { example: string } }>('ui.AmountField', {
  maxAmount: 'Maximum {amount}',
  unreadable: 'This amount can be read more than one way. Write it like {example}.',
});

export interface AmountFieldProps
  extends
    Omit<
      RACTextFieldProps,
      'className' | 'style' | 'children' | 'render' | 'type' | 'value' | 'defaultValue' | 'onChange'
    >,
    FieldProps {
  /** The amount (`NaN` while empty). */
  value?: number;
  defaultValue?: number;
  /** The amount once typed (on leaving the field, or Enter); `NaN` when empty or unreadable. */
  onChange?: (value: number) => void;
  /**
   * ISO 4217 code of the amount's currency (default `USD`): the field shows and reads amounts in
   * its own digits (none for `JPY`), and refuses more decimals than it has as unreadable.
   */
  currency?: string;
  /**
   * The largest amount allowed (a tier limit, for example), shown in the description. It is a
   * hint, not a clamp: the caller validates and names the limit when it is exceeded.
   */
  maxAmount?: number;
  /** Example text shown while empty. */
  placeholder?: string;
  /** Stretch to the container's width instead of the standard field width. */
  fullWidth?: boolean;
  /**
   * What is wrong with a text the field cannot read as an amount, in words (the caller's rule:
   * a minus sign, too many decimals, another currency's sign...); without an answer, the field
   * says the amount can be read more than one way.
   */
  unreadableMessage?: (text: string) => string | undefined;
  /**
   * The text the field starts with instead of the formatted `value` (what a form's draft kept
   * of a field being typed in before a reload): read at once, as leaving the field would have,
   * and shown as typed.
   */
  defaultText?: string;
  /** Told the field's text on every change: each keystroke, and its formatting once read. */
  onTextChange?: (text: string) => void;
}

/**
 * An amount of money in one currency, typed and shown in the interface language's currency
 * format (`$1,250.00`, `1.250,00 €`, `¥1,250`), never negative, to the currency's smallest unit. What the language cannot read
 * one way only (`12,50` in English) stays as typed, is reported as no amount (`NaN`), and the
 * field says how to write it; a `useForm` form does not submit while a field cannot read its amount.
 */
export function AmountField({
  currency = 'USD',
  maxAmount,
  label,
  description,
  errorMessage,
  placeholder,
  fullWidth,
  value,
  defaultValue,
  onChange,
  isInvalid,
  onBlur,
  onKeyDown,
  unreadableMessage,
  defaultText,
  onTextChange,
  ...props
}: AmountFieldProps) {
  const intl = useIntl();
  // The currency's own digits: two for most, none for the yen.
  const digits = currencyDigits(currency);
  const format = (amount: number) =>
    Number.isFinite(amount)
      ? intl.formatNumber(amount, {
          style: 'currency',
          currency,
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        })
      : '';
  // A draft's text (typed before a reload) is read at once, as leaving the field would have
  // (`null`: it cannot be read), and stays as typed.
  const [drafted] = useState(() => (defaultText ? readAmount(defaultText, intl.locale, currency) : undefined));
  const [own, setOwn] = useState(() => (typeof drafted === 'number' ? drafted : (defaultValue ?? Number.NaN)));
  const current = value ?? own;
  const [text, setShownText] = useState(() => defaultText ?? format(current));
  const setText = (next: string) => {
    setShownText(next);
    onTextChange?.(next);
  };
  const [unreadable, setUnreadable] = useState(drafted === null);
  // The text as it was when the field could not read it: its message stays while it is edited.
  const [unreadableText, setUnreadableText] = useState(drafted === null ? (defaultText ?? '') : '');
  // An amount set from outside (a suggested amount chosen, a reset) shows as the field formats it,
  // and so does the amount when the interface language changes; what the previous language could
  // not read stays as typed, for the person to correct. The draft's amount, once the form holds
  // it, keeps its text as typed.
  const [shown, setShown] = useState(current);
  const [awaited, setAwaited] = useState(typeof drafted === 'number' ? drafted : undefined);
  const [shownLocale, setShownLocale] = useState(intl.locale);
  // The currency changed (a link's currency chosen): the amount stays and shows in the new one;
  // one with more decimals than it has (12.50 turned into yen) stays as a number, unreadable, and
  // a text unreadable before is read again in the new currency.
  const [shownCurrency, setShownCurrency] = useState(currency);
  // The amount the new currency made of it, told once (a new object each time).
  const [reread, setReread] = useState<{ amount: number } | undefined>(undefined);
  if (shownCurrency !== currency) {
    setShownCurrency(currency);
    if (unreadable) {
      const read = readAmount(text, intl.locale, currency);
      if (read !== null) {
        setShownText(format(read));
        setUnreadable(false);
        setOwn(read);
        setAwaited(read);
        setReread({ amount: read });
      }
    } else if (Number.isFinite(current)) {
      const fits = Number(current.toFixed(digits)) === current;
      const plain = intl.formatNumber(current, { maximumFractionDigits: 20, useGrouping: false });
      setShownText(fits ? format(current) : plain);
      if (!fits) {
        setUnreadable(true);
        setUnreadableText(plain);
        setOwn(Number.NaN);
        setAwaited(Number.NaN);
        setReread({ amount: Number.NaN });
      }
    }
  }
  useEffect(() => {
    if (reread) onChange?.(reread.amount);
    // Once per currency change that changed the amount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reread]);
  if (!Object.is(current, shown)) {
    setShown(current);
    if (awaited !== undefined && Object.is(current, awaited)) setAwaited(undefined);
    else {
      setShownText(format(current));
      setUnreadable(false);
    }
  } else if (shownLocale !== intl.locale) {
    setShownLocale(intl.locale);
    if (!unreadable) setShownText(format(current));
  }
  useEffect(() => {
    if (typeof drafted === 'number' && !Object.is(drafted, current)) onChange?.(drafted);
    // Once, when the field opens with a draft's text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drafted]);

  const commit = () => {
    const read = readAmount(text, intl.locale, currency);
    const next = read ?? Number.NaN;
    setUnreadable(read === null);
    setUnreadableText(read === null ? text : '');
    if (read !== null) setText(format(next));
    setShown(next);
    setOwn(next);
    if (!Object.is(next, current)) onChange?.(next);
  };

  const error = useValidationMessage(
    unreadable
      ? (unreadableMessage?.(unreadableText) ??
          intl.formatMessage(messages.unreadable, {
            example: intl.formatNumber(digits === 0 ? 1234 : 1234.5, {
              minimumFractionDigits: digits,
              maximumFractionDigits: digits,
            }),
          }))
      : errorMessage,
  );
  const hint =
    maxAmount === undefined
      ? null
      : intl.formatMessage(messages.maxAmount, {
          amount: intl.formatNumber(maxAmount, { style: 'currency', currency }),
        });
  return (
    <I18nProvider locale={intl.locale}>
      <StyledAmountField
        {...props}
        {...{ [UNREADABLE_AMOUNT_ATTRIBUTE]: unreadable || undefined }}
        value={text}
        onChange={setText}
        isInvalid={unreadable || isInvalid}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          commit();
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          onKeyDown?.(event);
        }}
        fullWidth={fullWidth ? true : undefined}
      >
        {label ? <FieldLabel>{label}</FieldLabel> : null}
        <NumberGroup>
          <NumberInput placeholder={placeholder} inputMode="decimal" autoComplete="off" />
        </NumberGroup>
        <FieldHelp
          description={
            description && hint ? (
              <>
                {description} {hint}
              </>
            ) : (
              (description ?? hint)
            )
          }
          errorMessage={error}
        />
      </StyledAmountField>
    </I18nProvider>
  );
}
