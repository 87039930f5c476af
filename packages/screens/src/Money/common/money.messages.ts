import {
  type Currency,
  type Environment,
  type LinkStatus,
  type LinkType,
  type Network,
  type WalletColour,
} from '@meridian/contract';
import { defineMessages, useIntl } from 'react-intl';
import { currencyName, formatMoney } from '../../common/intlFormats';

/*
 * Words every money screen shares: networks, wallet colours, link types, statuses and
 * environments. The ids are spelled out because message extraction reads them literally.
 */
const networkMessages = defineMessages({
  moonbeam: { id: 'screens.Money.common.network.moonbeam', defaultMessage: 'Moonbeam' },
  polkadot: { id: 'screens.Money.common.network.polkadot', defaultMessage: 'Polkadot' },
  kusama: { id: 'screens.Money.common.network.kusama', defaultMessage: 'Kusama' },
}) satisfies Record<Network, unknown>;

const colourMessages = defineMessages({
  red: { id: 'screens.Money.common.colour.red', defaultMessage: 'Red' },
  blue: { id: 'screens.Money.common.colour.blue', defaultMessage: 'Blue' },
  green: { id: 'screens.Money.common.colour.green', defaultMessage: 'Green' },
  yellow: { id: 'screens.Money.common.colour.yellow', defaultMessage: 'Yellow' },
  purple: { id: 'screens.Money.common.colour.purple', defaultMessage: 'Purple' },
  orange: { id: 'screens.Money.common.colour.orange', defaultMessage: 'Orange' },
  black: { id: 'screens.Money.common.colour.black', defaultMessage: 'Black' },
  white: { id: 'screens.Money.common.colour.white', defaultMessage: 'White' },
}) satisfies Record<WalletColour, unknown>;

const typeMessages = defineMessages({
  static: { id: 'screens.Money.common.type.static', defaultMessage: 'Static' },
  dynamic: { id: 'screens.Money.common.type.dynamic', defaultMessage: 'Dynamic' },
  donation: { id: 'screens.Money.common.type.donation', defaultMessage: 'Donation' },
}) satisfies Record<LinkType, unknown>;

const statusMessages = defineMessages({
  active: { id: 'screens.Money.common.status.active', defaultMessage: 'Active' },
  disabled: { id: 'screens.Money.common.status.disabled', defaultMessage: 'Disabled' },
  archived: { id: 'screens.Money.common.status.archived', defaultMessage: 'Archived' },
}) satisfies Record<LinkStatus, unknown>;

const environmentMessages = defineMessages({
  live: { id: 'screens.Money.common.environment.live', defaultMessage: 'Live' },
  test: { id: 'screens.Money.common.environment.test', defaultMessage: 'Test' },
}) satisfies Record<Environment, unknown>;

const rateSourceMessages = defineMessages({
  sandbox: { id: 'screens.Money.common.rateSource.sandbox', defaultMessage: 'Sandbox (fixed test rates)' },
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
