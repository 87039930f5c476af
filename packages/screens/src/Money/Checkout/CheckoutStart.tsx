import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, ChoiceCard, ChoiceCards, Form, Heading, Stack, TextField, TokenIcon } from '@meridian/ui';
import { useForm } from '../../common/useForm';
import type { ActionResult } from '../../common/usePendingAction';
import { messages } from './Checkout.messages';
import {
  checkStart,
  emptyDetails,
  prepareStart,
  tokenIcon,
  type CheckoutStartErrorKey,
  type CheckoutStartValues,
} from './Checkout.rules';
import { FieldPair, StepBody, TokenTitle } from './Checkout.styles';
import type { CheckoutCollect, CheckoutDetails, CheckoutToken } from './Checkout.types';

/** What the payer chose: the token, and the details the link asks for. */
export interface CheckoutStartSubmission {
  token: string;
  details: Partial<CheckoutDetails>;
}

interface CheckoutStartProps {
  tokens: CheckoutToken[];
  collect: CheckoutCollect;
  defaultValues?: Partial<CheckoutStartValues>;
  /** What is typed, as it changes. */
  onDraftChange?: (values: Partial<CheckoutStartValues>) => void;
  onStart: (choice: CheckoutStartSubmission) => ActionResult;
  isBusy: boolean;
}

const errorText = {
  required: messages.required,
  emailInvalid: messages.emailInvalid,
  tokenRequired: messages.tokenRequired,
} satisfies Record<CheckoutStartErrorKey, unknown>;

/** The token to pay with, then the e-mail and billing details when the link collects them. */
export function CheckoutStart({ tokens, collect, defaultValues, onDraftChange, onStart, isBusy }: CheckoutStartProps) {
  const intl = useIntl();
  const form = useForm({
    initialValues: { token: tokens.length === 1 ? tokens[0]!.symbol : '', ...emptyDetails, ...defaultValues },
    validate: (values: CheckoutStartValues) => checkStart(values, collect),
    prepare: (values: CheckoutStartValues) => prepareStart(values, collect),
    onSubmit: onStart,
    isBusy,
  });
  const { values } = form;
  useEffect(() => onDraftChange?.(values), [values, onDraftChange]);
  const field = (name: keyof CheckoutDetails, label: string, options: { type?: 'email'; required?: boolean } = {}) => {
    const error = form.errorFor(name);
    return (
      <TextField
        name={name}
        type={options.type}
        label={label}
        isRequired={options.required ?? true}
        fullWidth
        autoComplete={autoComplete[name]}
        description={name === 'email' ? intl.formatMessage(messages.emailHelp) : undefined}
        value={form.values[name]}
        onChange={(value) => form.setValue(name, value)}
        isInvalid={error !== undefined}
        errorMessage={error ? intl.formatMessage(errorText[error]) : undefined}
      />
    );
  };
  const tokenError = form.errorFor('token');
  const billingId = useId();

  return (
    <Card>
      <Form {...form.formProps}>
        <StepBody>
          <ChoiceCards
            name="token"
            label={intl.formatMessage(messages.token)}
            columns={tokens.length > 2 ? 3 : 2}
            isRequired
            value={form.values.token || null}
            onChange={(token) => form.setValue('token', token)}
            isInvalid={tokenError !== undefined}
            errorMessage={tokenError ? intl.formatMessage(errorText[tokenError]) : undefined}
          >
            {tokens.map((token) => {
              const icon = tokenIcon(token.symbol);
              return (
                <ChoiceCard
                  key={token.symbol}
                  value={token.symbol}
                  title={
                    <TokenTitle>
                      {icon ? <TokenIcon symbol={icon} size="sm" /> : null}
                      {token.symbol}
                    </TokenTitle>
                  }
                  description={token.contract ? undefined : intl.formatMessage(messages.nativeCoin)}
                />
              );
            })}
          </ChoiceCards>
          {collect.email ? field('email', intl.formatMessage(messages.email), { type: 'email' }) : null}
          {collect.billing ? (
            <Stack as="section" gap={4} aria-labelledby={billingId}>
              <Heading level={2} size="sm" id={billingId}>
                {intl.formatMessage(messages.billing)}
              </Heading>
              {field('name', intl.formatMessage(messages.name))}
              {field('address', intl.formatMessage(messages.address))}
              <FieldPair>
                {field('postalCode', intl.formatMessage(messages.postalCode))}
                {field('city', intl.formatMessage(messages.city))}
              </FieldPair>
              <FieldPair>
                {field('country', intl.formatMessage(messages.country))}
                {field('vatId', intl.formatMessage(messages.vatId), { required: false })}
              </FieldPair>
            </Stack>
          ) : null}
          <Button type="submit" isLoading={form.isSubmitting}>
            {intl.formatMessage(messages.continue)}
          </Button>
        </StepBody>
      </Form>
    </Card>
  );
}

const autoComplete: Record<keyof CheckoutDetails, string> = {
  email: 'email',
  name: 'name',
  address: 'street-address',
  postalCode: 'postal-code',
  city: 'address-level2',
  country: 'country-name',
  vatId: 'off',
};
