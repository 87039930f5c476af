import { shortenAddress } from '@meridian/contract';
import { BadgeCheck, PenLine, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Badge, Button, Card, CopyButton, Menu, MenuItem, Text } from '@meridian/ui';
import type { WalletView } from '../common/views';
import { Address, Swatch } from '../common/money.styles';
import { messages, valueMessages } from './WalletManagement.messages';
import { CardRow, CardTitle } from './WalletManagement.styles';

interface WalletManagementCardProps {
  wallet: WalletView;
  canManage: boolean;
  isVerifying: boolean;
  onEdit: () => void;
  onVerify: () => void;
  onDelete: () => void;
  /** Proves the wallet with a signature pasted from a wallet app; offered while it is unverified. */
  onSignManually?: () => void;
}

/** One wallet: its colour and name, the shortened address with a copy button, whether it is verified, and its actions. */
export function WalletManagementCard({
  wallet,
  canManage,
  isVerifying,
  onEdit,
  onVerify,
  onDelete,
  onSignManually,
}: WalletManagementCardProps) {
  const intl = useIntl();
  return (
    <Card
      as="article"
      headingLevel={3}
      title={
        <CardTitle>
          <Swatch colour={wallet.colour} aria-hidden />
          {wallet.label}
        </CardTitle>
      }
      actions={
        canManage ? (
          <Menu
            triggerLabel={intl.formatMessage(valueMessages.actionsFor, { label: wallet.label })}
            onAction={(key) => {
              if (key === 'edit') onEdit();
              else if (key === 'verify') onVerify();
              else if (key === 'sign') onSignManually?.();
              else if (key === 'delete') onDelete();
            }}
          >
            <MenuItem id="edit" icon={<Pencil />}>
              {intl.formatMessage(messages.edit)}
            </MenuItem>
            {wallet.verified ? null : (
              <MenuItem id="verify" icon={<ShieldCheck />}>
                {intl.formatMessage(messages.verify)}
              </MenuItem>
            )}
            {wallet.verified || !onSignManually ? null : (
              <MenuItem id="sign" icon={<PenLine />}>
                {intl.formatMessage(messages.signManually)}
              </MenuItem>
            )}
            <MenuItem id="delete" icon={<Trash2 />} tone="danger">
              {intl.formatMessage(messages.delete)}
            </MenuItem>
          </Menu>
        ) : null
      }
    >
      <CardRow>
        <Address title={wallet.address}>{shortenAddress(wallet.address)}</Address>
        <CopyButton
          value={wallet.address}
          label={intl.formatMessage(valueMessages.copyAddress, { label: wallet.label })}
        />
      </CardRow>
      <CardRow>
        {wallet.verified ? (
          <Badge tone="success" icon={<BadgeCheck />}>
            {intl.formatMessage(messages.verified)}
          </Badge>
        ) : (
          <>
            <Badge tone="warning">{intl.formatMessage(messages.notVerified)}</Badge>
            {canManage ? (
              <Button size="sm" variant="secondary" isLoading={isVerifying} onPress={onVerify}>
                {intl.formatMessage(messages.verify)}
              </Button>
            ) : null}
          </>
        )}
      </CardRow>
      {!wallet.verified && wallet.provenElsewhere ? (
        <Text size="sm" tone="muted">
          {intl.formatMessage(messages.provenElsewhere)}
        </Text>
      ) : null}
    </Card>
  );
}
