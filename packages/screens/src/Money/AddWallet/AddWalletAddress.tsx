import { NETWORK_ECOSYSTEM, shortenAddress, type Ecosystem, type WalletErrorKey } from '@meridian/contract';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, ChoiceCard, ChoiceCards, Radio, RadioGroup, Spinner, Text, TextField } from '@meridian/ui';
import type { ActionResult } from '../../common/usePendingAction';
import { usePendingAction } from '../../common/usePendingAction';
import { Address } from '../common/money.styles';
import { messages, walletErrorMessages } from './AddWallet.messages';
import type { AddressSource, AddWalletValues } from './AddWallet.rules';
import { ConnectorNotes, Connectors } from './AddWallet.styles';

/** The connected wallet as the wallet library reports it. */
export interface WalletConnection {
  status: 'disconnected' | 'connecting' | 'reconnecting' | 'connected';
  /** The accounts the wallet shares, once connected. */
  accounts: string[];
}

/** A way to connect a wallet (a browser extension, a QR-code protocol...). */
export interface WalletConnector {
  id: string;
  /** The wallet's or protocol's own name. */
  name: string;
  /** The kind of network it connects to; offered for those networks only (every one when unset). */
  ecosystem?: Ecosystem;
  /**
   * Offered, but not usable here: why, said under the buttons (WalletConnect's QR code without a
   * project id: `projectIdMissing`). Its button is disabled.
   */
  unavailable?: WalletErrorKey;
}

/** The connectors offered for a network. */
export function connectorsFor(connectors: WalletConnector[], network: AddWalletValues['network']): WalletConnector[] {
  return connectors.filter(
    (connector) => !connector.ecosystem || !network || connector.ecosystem === NETWORK_ECOSYSTEM[network],
  );
}

interface AddWalletAddressProps {
  values: AddWalletValues;
  setValue: <N extends keyof AddWalletValues>(name: N, value: AddWalletValues[N]) => void;
  error: string | undefined;
  connection: WalletConnection;
  connectors: WalletConnector[];
  onConnect: (connectorId: string) => ActionResult;
  walletError: WalletErrorKey | undefined;
}

/** Step 2: the address, chosen from the connected wallet's accounts or typed by hand. */
export function AddWalletAddress({
  values,
  setValue,
  error,
  connection,
  connectors,
  onConnect,
  walletError,
}: AddWalletAddressProps) {
  const intl = useIntl();
  const noteId = useId();
  const connect = usePendingAction<string>();
  const isConnecting = connection.status === 'connecting' || connection.status === 'reconnecting';
  const offered = connectorsFor(connectors, values.network);
  const unavailable = offered.filter((connector) => connector.unavailable !== undefined);
  return (
    <>
      <ChoiceCards
        name="source"
        label={intl.formatMessage(messages.source)}
        columns={2}
        value={values.source}
        onChange={(source) => setValue('source', source as AddressSource)}
      >
        <ChoiceCard
          value="wallet"
          title={intl.formatMessage(messages.sourceWallet)}
          description={intl.formatMessage(messages.sourceWalletHelp)}
        />
        <ChoiceCard
          value="manual"
          title={intl.formatMessage(messages.sourceManual)}
          description={intl.formatMessage(messages.sourceManualHelp)}
        />
      </ChoiceCards>

      {values.source === 'manual' ? (
        <TextField
          name="address"
          label={intl.formatMessage(messages.address)}
          isRequired
          fullWidth
          autoComplete="off"
          spellCheck="false"
          value={values.address}
          onChange={(address) => setValue('address', address)}
          isInvalid={error !== undefined}
          errorMessage={error}
        />
      ) : (
        <>
          {walletError ? (
            <Alert live tone="danger" description={intl.formatMessage(walletErrorMessages[walletError])} />
          ) : null}
          {connection.status === 'connected' ? (
            connection.accounts.length > 0 ? (
              <RadioGroup
                name="account"
                label={intl.formatMessage(messages.account)}
                isRequired
                value={values.account || null}
                onChange={(account) => setValue('account', account)}
                isInvalid={error !== undefined}
                errorMessage={error}
              >
                {connection.accounts.map((account) => (
                  <Radio key={account} value={account}>
                    <Address title={account}>{shortenAddress(account, 10)}</Address>
                  </Radio>
                ))}
              </RadioGroup>
            ) : (
              <Text tone="muted">{intl.formatMessage(messages.noAccounts)}</Text>
            )
          ) : (
            <div role="group" aria-label={intl.formatMessage(messages.connectWith)}>
              <Connectors>
                {offered.map((connector) => (
                  <Button
                    key={connector.id}
                    variant="secondary"
                    aria-describedby={connector.unavailable ? `${noteId}-${connector.id}` : undefined}
                    isDisabled={
                      connector.unavailable !== undefined || (isConnecting && connect.pending !== connector.id)
                    }
                    isLoading={connect.pending === connector.id}
                    onPress={() => connect.run(() => onConnect(connector.id), { key: connector.id })}
                  >
                    {connector.name}
                  </Button>
                ))}
              </Connectors>
              {unavailable.length > 0 ? (
                <ConnectorNotes>
                  {unavailable.map((connector) =>
                    connector.unavailable ? (
                      <Text key={connector.id} id={`${noteId}-${connector.id}`} tone="muted" size="sm">
                        {intl.formatMessage(walletErrorMessages[connector.unavailable])}
                      </Text>
                    ) : null,
                  )}
                </ConnectorNotes>
              ) : null}
              {isConnecting ? (
                <Text tone="muted" size="sm">
                  <Spinner size="sm" label={null} /> {intl.formatMessage(messages.connecting)}
                </Text>
              ) : null}
              {error && !walletError ? (
                <Text tone="danger" size="sm">
                  {error}
                </Text>
              ) : null}
            </div>
          )}
        </>
      )}
    </>
  );
}
