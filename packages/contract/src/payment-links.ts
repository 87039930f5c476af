// Payment links: the request and response structs of the link routes (link-routes.ts). The rules
// they apply (types, statuses, amounts, redirects) live in money.ts, shared with the screens.
import { array, boolean, enums, integer, object, refine, string, type Infer, type Struct } from 'superstruct';
import { requiredText } from './phone';
import { Email, LanguageStruct, textLength } from './rules';
import { annotate, nullable, optional, refineCodes, type CodedFailure } from './schema';
import { multiLineText, singleLineText } from './text';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, pageAnswerFields, pageQueryFields } from './lists';
import { EnvironmentStruct, LinkStatusStruct, LinkTypeStruct, Amount } from './link-fields';
import {
  isHttpsUrl,
  LINK_MESSAGE_MAX_LENGTH,
  LINK_NAME_MAX_LENGTH,
  LINK_REDIRECT_MAX_LENGTH,
  VAT_RATE_MAX,
} from './money';
import { DateTime, Uuid, UuidField } from './ids';
import { CurrencyStruct } from './currencies';

export { EnvironmentStruct, LinkStatusStruct, LinkTypeStruct, Amount };

/** The types made with POST /payment-link/static. */
export const STATIC_LINK_TYPES = ['static', 'donation'] as const;
export type StaticLinkType = (typeof STATIC_LINK_TYPES)[number];

/** At most this many suggested amounts on a donation link. */
export const SUGGESTED_AMOUNTS_MAX = 3;
/** The longest recipient name and payment summary of a dynamic link. */
export const RECIPIENT_NAME_MAX_LENGTH = 100;
export const LINK_SUMMARY_MAX_LENGTH = 500;

/** A VAT rate in percent, with up to two decimals, from 0 to 100 (`"21"`, `"5.5"`). */
export const VatRate = annotate(
  refineCodes(singleLineText(), ['invalid', 'out_of_range'], (value) => {
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(value.trim())) {
      return [{ code: 'invalid', message: 'Enter a rate in percent, such as 21 or 5.5' }];
    }
    return Number(value) <= VAT_RATE_MAX ? [] : [{ code: 'out_of_range', message: 'Enter a rate from 0 to 100' }];
  }),
  { examples: ['21'] },
);

/** An https address to send the payer to after paying; an empty string clears it. */
export const RedirectUrl = annotate(
  refineCodes(singleLineText(), ['too_long', 'invalid'], (value) => {
    const url = value.trim();
    if (url.length > LINK_REDIRECT_MAX_LENGTH) {
      return [{ code: 'too_long', message: `Use at most ${LINK_REDIRECT_MAX_LENGTH} characters` }];
    }
    return url === '' || isHttpsUrl(url) ? [] : [{ code: 'invalid', message: 'Enter an https:// address' }];
  }),
  { format: 'uri', maxLength: LINK_REDIRECT_MAX_LENGTH },
);

/** Text that may be empty, at most `max` characters, over several lines. */
function optionalMultiLine(max: number): Struct<string, null> {
  return annotate(
    refine(multiLineText(), 'too_long', (value) => textLength(value.trim()) <= max || `Use at most ${max} characters`),
    { maxLength: max },
  );
}

/** A link's name; empty or absent at creation, the link is named `PaymentLink_<n>`. */
const LinkName = annotate(
  refine(
    singleLineText(),
    'too_long',
    (value) => textLength(value.trim()) <= LINK_NAME_MAX_LENGTH || `Use at most ${LINK_NAME_MAX_LENGTH} characters`,
  ),
  { maxLength: LINK_NAME_MAX_LENGTH },
);

/** What the checkout asks the payer for. */
export const LinkOptions = object({
  collectEmail: boolean(),
  collectBillingDetails: boolean(),
  includeVat: boolean(),
  /** Required when `includeVat` is true; percent. */
  vatRate: nullable(VatRate),
});
export type LinkOptions = Infer<typeof LinkOptions>;

/** `vatRate` is given exactly when VAT is included. */
function vatRule<T extends { options?: LinkOptions }>(struct: Struct<T, unknown>): Struct<T, unknown> {
  return refineCodes(struct, ['required', 'not_allowed'], (value) => {
    if (value.options?.includeVat && value.options.vatRate === null) {
      return [{ path: ['options', 'vatRate'], code: 'required', message: 'Enter the VAT rate' }];
    }
    if (value.options && !value.options.includeVat && value.options.vatRate !== null) {
      return [{ path: ['options', 'vatRate'], code: 'not_allowed', message: 'No VAT rate without VAT' }];
    }
    return [];
  });
}

/** Static links have an amount and no donation fields; donations the reverse. */
function typeRule<
  T extends { type?: StaticLinkType; amount?: string; minimumAmount?: string | null; suggestedAmounts?: string[] },
>(struct: Struct<T, unknown>, creating: boolean): Struct<T, unknown> {
  return refineCodes(struct, ['required', 'not_allowed'], (value) => {
    const failures: CodedFailure[] = [];
    if (value.type === 'static') {
      if (creating && value.amount === undefined) {
        failures.push({ path: ['amount'], code: 'required', message: 'Enter the amount' });
      }
      if (value.minimumAmount !== undefined) {
        failures.push({ path: ['minimumAmount'], code: 'not_allowed', message: 'Only donations have a minimum' });
      }
      if (value.suggestedAmounts !== undefined) {
        failures.push({
          path: ['suggestedAmounts'],
          code: 'not_allowed',
          message: 'Only donations have suggested amounts',
        });
      }
    } else if (value.type === 'donation' && value.amount !== undefined) {
      failures.push({ path: ['amount'], code: 'not_allowed', message: 'The payer chooses the amount of a donation' });
    }
    return failures;
  });
}

const SuggestedAmounts = annotate(
  refine(array(Amount), 'too_long', (value) =>
    value.length <= SUGGESTED_AMOUNTS_MAX ? true : `Suggest at most ${SUGGESTED_AMOUNTS_MAX} amounts`,
  ),
  { maxItems: SUGGESTED_AMOUNTS_MAX },
);

const staticFields = {
  name: optional(LinkName),
  /** The price currency, for the link's whole life; the workspace's when left out. Amounts are in its digits. */
  currency: optional(CurrencyStruct),
  /** Static links: the price. */
  amount: optional(Amount),
  /** Donations: the smallest amount accepted (null: none). */
  minimumAmount: optional(nullable(Amount)),
  /** Donations: up to three amounts offered to the payer. */
  suggestedAmounts: optional(SuggestedAmounts),
  message: optional(optionalMultiLine(LINK_MESSAGE_MAX_LENGTH)),
  redirectUrl: optional(RedirectUrl),
  environment: EnvironmentStruct,
  /** A Moonbeam wallet of the same workspace; verified for a `live` link. */
  payoutWalletId: UuidField,
  options: optional(LinkOptions),
};

/**
 * POST /payment-link/static: a `static` link (a fixed amount, reusable) or a `donation` (the
 * payer chooses, with an optional minimum and up to three suggested amounts).
 */
export const CreateStaticLinkRequest = vatRule(
  typeRule(
    object({
      companyId: UuidField,
      type: enums(STATIC_LINK_TYPES),
      ...staticFields,
    }),
    true,
  ),
);
export type CreateStaticLinkRequest = Infer<typeof CreateStaticLinkRequest>;

const { environment: _environment, ...publicStaticFields } = staticFields;

/**
 * POST /v1/payment-links: a static link or a donation made with an API key. The key's mode is
 * the link's environment; without `payoutWalletId`, the workspace's first wallet that may
 * receive in that environment is used.
 */
export const PublicCreateLinkRequest = vatRule(
  typeRule(
    object({ type: enums(STATIC_LINK_TYPES), ...publicStaticFields, payoutWalletId: optional(UuidField) }),
    true,
  ),
);
export type PublicCreateLinkRequest = Infer<typeof PublicCreateLinkRequest>;

/** PATCH /payment-link/static/{id}: only the fields sent change (the type stays). */
export const UpdateStaticLinkRequest = vatRule(
  object({
    name: optional(LinkName),
    amount: optional(Amount),
    minimumAmount: optional(nullable(Amount)),
    suggestedAmounts: optional(SuggestedAmounts),
    message: optional(optionalMultiLine(LINK_MESSAGE_MAX_LENGTH)),
    redirectUrl: optional(RedirectUrl),
    environment: optional(EnvironmentStruct),
    payoutWalletId: optional(UuidField),
    options: optional(LinkOptions),
  }),
);
export type UpdateStaticLinkRequest = Infer<typeof UpdateStaticLinkRequest>;

/** POST /payment-link/dynamic: one payment for one recipient (the recipient step, then the summary step). */
export const CreateDynamicLinkRequest = vatRule(
  object({
    companyId: UuidField,
    name: optional(LinkName),
    recipientName: requiredText(RECIPIENT_NAME_MAX_LENGTH),
    recipientEmail: Email,
    /** The language the request is mailed to the recipient in; the creator's own when absent. */
    recipientLanguage: optional(LanguageStruct),
    /** The price currency; the workspace's when left out. */
    currency: optional(CurrencyStruct),
    amount: Amount,
    /** What the payment is for. */
    summary: annotate(
      refine(optionalMultiLine(LINK_SUMMARY_MAX_LENGTH), 'required', (value) =>
        value.trim() === '' ? 'Describe what the payment is for' : true,
      ),
      { minLength: 1, maxLength: LINK_SUMMARY_MAX_LENGTH },
    ),
    message: optional(optionalMultiLine(LINK_MESSAGE_MAX_LENGTH)),
    redirectUrl: optional(RedirectUrl),
    environment: EnvironmentStruct,
    payoutWalletId: UuidField,
    options: optional(LinkOptions),
  }),
);
export type CreateDynamicLinkRequest = Infer<typeof CreateDynamicLinkRequest>;

/** PATCH /payment-link/{id}: a status change (active <-> disabled; either -> archived, final). */
export const ChangeLinkStatusRequest = object({ status: LinkStatusStruct });
export type ChangeLinkStatusRequest = Infer<typeof ChangeLinkStatusRequest>;

/** A payment link as the workspace's members see it. */
export const PaymentLink = object({
  id: Uuid,
  companyId: Uuid,
  type: LinkTypeStruct,
  name: string(),
  status: LinkStatusStruct,
  environment: EnvironmentStruct,
  /** The currency of every amount of the link, for its whole life. */
  currency: CurrencyStruct,
  /** Static and dynamic links: the price in `currency` (`"49.90"`, yen `"1250"`); donations: null. */
  amount: nullable(string()),
  /** Donations: the smallest amount accepted, or null. */
  minimumAmount: nullable(string()),
  /** Donations: the amounts offered (up to three); empty otherwise. */
  suggestedAmounts: array(string()),
  message: nullable(string()),
  redirectUrl: nullable(string()),
  /** Null once the wallet was removed (only archived links can lose theirs). */
  payoutWalletId: nullable(Uuid),
  options: object({
    collectEmail: boolean(),
    collectBillingDetails: boolean(),
    includeVat: boolean(),
    vatRate: nullable(string()),
  }),
  /** Dynamic links: who pays, and what for. */
  recipient: nullable(object({ name: string(), email: string() })),
  summary: nullable(string()),
  /** The unguessable part of the public address. */
  slug: string(),
  /** The public address: `<dashboard>/pay/<slug>`. */
  url: string(),
  createdAt: DateTime,
  updatedAt: DateTime,
  /**
   * What the link has taken: its paid checkout sessions and their total in the link's currency (`"149.70"`).
   * Answered by the list routes.
   */
  paid: optional(object({ count: integer(), total: string() })),
});
export type PaymentLink = Infer<typeof PaymentLink>;

export const LINK_SORTS = ['created', 'name', 'amount'] as const;
export type LinkSort = (typeof LINK_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** The list kind's page sizes (`lists.ts`), under the links' names. */
export const LINK_PAGE_SIZE_DEFAULT = PAGE_SIZE_DEFAULT;
export const LINK_PAGE_SIZE_MAX = PAGE_SIZE_MAX;

const listFilters = {
  companyId: UuidField,
  /** Without it: active and disabled links (archived ones only when asked for). */
  status: optional(LinkStatusStruct),
  environment: optional(EnvironmentStruct),
  /** Part of the name, any case. */
  search: optional(annotate(singleLineText(), { maxLength: LINK_NAME_MAX_LENGTH })),
  /** `created` (default), `name` or `amount` (a donation counts as its minimum, else 0). */
  sort: optional(enums(LINK_SORTS)),
  /** `desc` by default for `created`, `asc` for the others. */
  order: optional(enums(SORT_ORDERS)),
  ...pageQueryFields,
};

/** GET /payment-link?companyId: filters, sort and keyset pagination. */
export const LinkListQuery = object({ ...listFilters, type: optional(LinkTypeStruct) });
export type LinkListQuery = Infer<typeof LinkListQuery>;

/** GET /v1/payment-links: the link list's filters, in the key's environment. */
export const PublicLinkListQuery = object({
  status: listFilters.status,
  type: optional(LinkTypeStruct),
  search: listFilters.search,
  ...pageQueryFields,
});
export type PublicLinkListQuery = Infer<typeof PublicLinkListQuery>;

/** GET /payment-link/static?companyId: the static and donation links, with the same filters. */
export const StaticLinkListQuery = object({ ...listFilters, type: optional(enums(STATIC_LINK_TYPES)) });
export type StaticLinkListQuery = Infer<typeof StaticLinkListQuery>;

/**
 * A page of links. `total` counts every link matching the filters; `nextCursor` fetches the
 * following page (null on the last one). Pages follow a unique order (the sort, then the id),
 * so links created meanwhile never make a page repeat or skip one.
 */
export const LinkListResponse = object({ links: array(PaymentLink), ...pageAnswerFields });
export type LinkListResponse = Infer<typeof LinkListResponse>;
