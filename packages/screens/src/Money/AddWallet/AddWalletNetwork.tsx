import { NETWORKS, type Network } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { ChoiceCard, ChoiceCards, TokenIcon } from '@meridian/ui';
import { useMoneyText } from '../common/money.messages';
import { messages } from './AddWallet.messages';

const networkIcon = { moonbeam: 'GLMR', polkadot: 'DOT', kusama: 'KSM' } as const satisfies Record<Network, string>;
const networkHelp = {
  moonbeam: messages.moonbeamHelp,
  polkadot: messages.polkadotHelp,
  kusama: messages.kusamaHelp,
} satisfies Record<Network, unknown>;

interface AddWalletNetworkProps {
  value: Network | null;
  onChange: (network: Network) => void;
  error: string | undefined;
}

/** Step 1: the network, which decides the kind of wallet and address. */
export function AddWalletNetwork({ value, onChange, error }: AddWalletNetworkProps) {
  const intl = useIntl();
  const text = useMoneyText();
  return (
    <ChoiceCards
      name="network"
      label={intl.formatMessage(messages.network)}
      columns={3}
      isRequired
      value={value}
      onChange={(network) => onChange(network as Network)}
      isInvalid={error !== undefined}
      errorMessage={error}
    >
      {NETWORKS.map((network) => (
        <ChoiceCard
          key={network}
          value={network}
          icon={<TokenIcon symbol={networkIcon[network]} size="lg" />}
          title={text.network(network)}
          description={intl.formatMessage(networkHelp[network])}
        />
      ))}
    </ChoiceCards>
  );
}
