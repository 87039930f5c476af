import { messagesIn } from '@meridian/ui';
import {
  type Currency,
  type Environment,
  type LinkStatus,
  type LinkType,
  type Network,
  type WalletColour,
} from '@meridian/contract';
import { useIntl } from 'react-intl';
import { currencyName, formatMoney } from '../../common/intlFormats';

/*
 * Words every money screen shares: networks, wallet colours, link types, statuses and
 * environments. The ids are spelled out because message extraction reads them literally.
 */
const networkMessages = messagesIn('screens.Money.common.network', {
  moonbeam: 'Moonbeam',
  polkadot: 'Polkadot',
  kusama: 'Kusama',
}) satisfies Record<Network, unknown>;

const colourMessages = messagesIn('screens.Money.common.colour', {
  red: 'Red',
  blue: 'Blue',
  green: 'Green',
  yellow: 'Yellow',
  purple: 'Purple',
  orange: 'Orange',
  black: 'Black',
  white: 'White',
}) satisfies Record<WalletColour, unknown>;

const typeMessages = messagesIn('screens.Money.common.type', {
  static: 'Static',
  dynamic: 'Dynamic',
  donation: 'Donation',
}) satisfies Record<LinkType, unknown>;

const statusMessages = messagesIn('screens.Money.common.status', {
  active: 'Active',
  disabled: 'Disabled',
  archived: 'Archived',
}) satisfies Record<LinkStatus, unknown>;

const environmentMessages = messagesIn('screens.Money.common.environment', {
  live: 'Live',
  test: 'Test',
}) satisfies Record<Environment, unknown>;

const rateSourceMessages = messagesIn('screens.Money.common.rateSource', {
  sandbox: 'Sandbox (fixed test rates)',
});

/** The public tickers a rate may come from, by their own names (not translated). */
const RATE_SOURCE_NAMES: Readonly<Record<string, string>> = { kraken: 'Kraken', coinbase: 'Coinbase' };

/** The tone of each link status's badge. */
export const statusTones = { active: 'success', disabled: 'neutral', archived: 'warning' } as const satisfies Record<
  LinkStatus,
  string
>;

/** The shared money words in the current language, and amounts of money formatted for it. */
export function useMoneyText() {
  const intl = useIntl();
  return {
    network: (network: Network) => intl.formatMessage(networkMessages[network]),
    colour: (colour: WalletColour) => intl.formatMessage(colourMessages[colour]),
    type: (type: LinkType) => intl.formatMessage(typeMessages[type]),
    status: (status: LinkStatus) => intl.formatMessage(statusMessages[status]),
    environment: (environment: Environment) => intl.formatMessage(environmentMessages[environment]),
    /**
     * 4990 EUR cents -> "€49.90" (en), "49,90 €" (es); 4990 yen -> "¥4,990" (en): `formatMoney`,
     * for any ISO 4217 code (a provider's fee currency too, in Intl's own digits).
     */
    amount: (minor: number, currency: string) => formatMoney(intl.locale, minor, currency),
    /** 4990 -> "$49.90" (en), "49,90 US$" (es): US dollar cents (tier limits, figures kept in dollars). */
    usd: (cents: number) => formatMoney(intl.locale, cents, 'USD'),
    /** The currency's name in the current language ("euros", "yenes japoneses"). */
    currencyName: (currency: Currency) => currencyName(intl.locale, currency),
    /**
     * Where a locked rate came from, by its own name: `kraken` -> "Kraken", `sandbox` -> "Sandbox
     * (fixed test rates)" in the current language; a source not known here, capitalised.
     */
    rateSource: (source: string) =>
      source === 'sandbox'
        ? intl.formatMessage(rateSourceMessages.sandbox)
        : (RATE_SOURCE_NAMES[source] ?? source.charAt(0).toUpperCase() + source.slice(1)),
  };
}
