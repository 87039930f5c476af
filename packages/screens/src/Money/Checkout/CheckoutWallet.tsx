import type { WalletErrorKey } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { Alert, Button, Spinner, Stack, Text } from '@meridian/ui';
import { walletErrorMessages } from '../AddWallet/AddWallet.messages';
import { messages, valueMessages } from './Checkout.messages';
import { Actions } from './Checkout.styles';
import type { CheckoutConnector, CheckoutNetwork } from './Checkout.types';

/** A wallet's refusal or failure, in the words the wallet pages use, with the QR code as the way round it. */
export function WalletErrorAlert({ error }: { error: WalletErrorKey }) {
  const intl = useIntl();
  return (
    <Alert
      live
      tone="danger"
      title={intl.formatMessage(messages.walletErrorTitle)}
      description={`${intl.formatMessage(walletErrorMessages[error])} ${intl.formatMessage(messages.orScan)}`}
    />
  );
}

interface ConnectProps {
  connectors: CheckoutConnector[];
  /** The connector waiting for the person's approval. */
  connecting?: string;
  onConnect: (connectorId: string) => void;
  onPayByQr: () => void;
}

/** The wallets the page can connect, one button each. */
export function CheckoutConnect({ connectors, connecting, onConnect, onPayByQr }: ConnectProps) {
  const intl = useIntl();
  return (
    <Stack gap={4}>
      <Text tone="muted">{intl.formatMessage(messages.connectWith)}</Text>
      <Stack gap={2} align="start">
        {connectors.map((connector) => (
          <Button
            key={connector.id}
            variant="secondary"
            isLoading={connecting === connector.id}
            isDisabled={connecting !== undefined && connecting !== connector.id}
            onPress={() => onConnect(connector.id)}
          >
            {connector.name}
          </Button>
        ))}
      </Stack>
      {connecting ? <Text tone="muted">{intl.formatMessage(messages.connecting)}</Text> : null}
      <Actions>
        <Button variant="ghost" onPress={onPayByQr}>
          {intl.formatMessage(messages.payByQr)}
        </Button>
      </Actions>
    </Stack>
  );
}

interface SwitchProps {
  network: CheckoutNetwork;
  /** The network the wallet is on, in words. */
  walletNetwork?: string;
  rejected: boolean;
  onSwitchNetwork: () => void;
  onPayByQr: () => void;
}

/** The wallet is on another network: switch it, or pay by QR code. After a refusal, the wallet message says what happened. */
export function CheckoutSwitch({ network, walletNetwork, rejected, onSwitchNetwork, onPayByQr }: SwitchProps) {
  const intl = useIntl();
  return (
    <Stack gap={4}>
      {rejected ? (
        <WalletErrorAlert error="switchRejected" />
      ) : (
        <Text>
          {intl.formatMessage(valueMessages.wrongNetworkHelp, { current: walletNetwork ?? '', network: network.name })}
        </Text>
      )}
      <Actions>
        <Button onPress={onSwitchNetwork}>
          {rejected
            ? intl.formatMessage(messages.tryAgain)
            : intl.formatMessage(valueMessages.switchTo, { network: network.name })}
        </Button>
        <Button variant="secondary" onPress={onPayByQr}>
          {intl.formatMessage(messages.payByQr)}
        </Button>
      </Actions>
    </Stack>
  );
}

/** The wallet holds the transaction for the person's approval. */
export function CheckoutSending() {
  const intl = useIntl();
  return (
    <Stack gap={3} align="start">
      <Spinner size="md" label={intl.formatMessage(messages.sendingHeading)} />
      <Text>{intl.formatMessage(messages.sendingHelp)}</Text>
    </Stack>
  );
}
