import type { WalletErrorKey } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { Alert, Button, Inline, Link } from '@meridian/ui';
import type { ActionResult } from '../../common/usePendingAction';
import { usePendingAction } from '../../common/usePendingAction';
import { messages, walletErrorMessages } from './AddWallet.messages';

interface AddWalletSignatureFailedProps {
  /** What the wallet answered, when it said something: told first. */
  walletError: WalletErrorKey | undefined;
  onSign: () => ActionResult;
  doneHref: string;
}

/** The wallet was added but did not sign its proof: why, with "Sign again" and "Verify later". */
export function AddWalletSignatureFailed({ walletError, onSign, doneHref }: AddWalletSignatureFailedProps) {
  const intl = useIntl();
  const sign = usePendingAction();
  const help = intl.formatMessage(messages.signatureFailedHelp);
  return (
    <Alert
      live
      tone="warning"
      title={intl.formatMessage(messages.signatureFailed)}
      description={walletError ? `${intl.formatMessage(walletErrorMessages[walletError])} ${help}` : help}
      action={
        <Inline gap={2}>
          <Button size="sm" variant="secondary" isLoading={sign.isPending} onPress={() => sign.run(onSign)}>
            {intl.formatMessage(messages.signAgain)}
          </Button>
          <Link href={doneHref} variant="standalone">
            {intl.formatMessage(messages.verifyLater)}
          </Link>
        </Inline>
      }
    />
  );
}
