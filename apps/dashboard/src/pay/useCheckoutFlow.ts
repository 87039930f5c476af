import type { CheckoutLink as CheckoutLinkAnswer, CheckoutSession } from '@meridian/contract';
import { isApiError, useCheckoutSession, useOpenCheckoutSession, useSubmitCheckoutTransaction } from '@meridian/data';
import {
  loadSessionSteps,
  type CheckoutStartSubmission,
  type CheckoutStartValues,
  type CheckoutState,
} from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { walletMessages } from '../wallets/messages';
import {
  addressWithSession,
  amountDue,
  linkState,
  openRequest,
  refusedState,
  sessionFromSearch,
  sessionState,
  type WalletStep,
} from './checkout-view';
import { payMessages } from './messages';
import type { PayWallet } from './pay-wallet';

/** The page's address names the session it follows (`?session=`), without a new history entry. */
function showSession(id: string | undefined) {
  const next = addressWithSession(window.location.href, id);
  if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
    window.history.replaceState(window.history.state, '', next);
  }
}

/** Where this device keeps the session a link opened, so that a reload follows the same payment. */
const storageKey = (slug: string) => `meridian.checkout.${slug}`;

function storedSession(slug: string): string | undefined {
  try {
    return globalThis.sessionStorage?.getItem(storageKey(slug)) ?? undefined;
  } catch {
    return undefined;
  }
}

function storeSession(slug: string, id: string | undefined) {
  try {
    if (id) globalThis.sessionStorage?.setItem(storageKey(slug), id);
    else globalThis.sessionStorage?.removeItem(storageKey(slug));
  } catch {
    // Without storage, a reload starts a new payment.
  }
}

/** How long the server may take to see a transaction the wallet just sent. */
const SUBMIT_TRIES = 20;
const SUBMIT_WAIT_MS = 1500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the code of the steps a session shows (`loadSessionSteps`) is there, once loaded. */
let sessionStepsReady = false;
const loadSteps = () =>
  loadSessionSteps().then(() => {
    sessionStepsReady = true;
  });

/**
 * The checkout's flow for one link: the amount (donations), the token and details, the
 * session followed live, and the wallet path (connect, switch network, send, report the hash).
 */
export function useCheckoutFlow(link: CheckoutLinkAnswer) {
  const intl = useIntl();
  const toast = useToast();
  // The session the address names, else a dynamic link's one, else the one this tab opened.
  const [sessionId, setSessionId] = useState(
    () => sessionFromSearch(window.location.search) ?? link.sessionId ?? storedSession(link.slug),
  );
  const [donationCents, setDonationCents] = useState<number>();
  const [startValues, setStartValues] = useState<Partial<CheckoutStartValues>>();
  const [refused, setRefused] = useState<CheckoutState | null>(null);
  const [walletStep, setWalletStep] = useState<WalletStep>({ step: 'qr' });
  const [, setTick] = useState(0);
  const lastStart = useRef<CheckoutStartSubmission>(undefined);
  const wallet = useRef<PayWallet>(undefined);

  const open = useOpenCheckoutSession(link.slug);
  const session = useCheckoutSession(sessionId ?? '', { enabled: sessionId !== undefined });
  const submit = useSubmitCheckoutTransaction(sessionId ?? '');
  const loaded = session.data?.id === sessionId ? session.data : undefined;
  // A session of another link (an address edited by hand) is not this page's.
  const current = loaded?.linkSlug === link.slug ? loaded : undefined;
  const currentId = current?.id;
  const unknown = (loaded !== undefined && current === undefined) || session.error?.code === 'NOT_FOUND';
  // The pay step's code (its QR code) loads together with the session it shows, and the page
  // shows them together: one render, rather than the step's placeholder first.
  const [stepsSettled, setStepsSettled] = useState(false);
  useEffect(() => {
    if (sessionId === undefined || sessionStepsReady) return;
    // A transition: the page it reveals (the pay step, its QR code) renders in slices of a few
    // milliseconds rather than in one long task.
    const settled = () => startTransition(() => setStepsSettled(true));
    loadSteps().then(settled, settled);
  }, [sessionId]);
  const stepsReady = sessionStepsReady || stepsSettled;

  const follow = (id: string | undefined) => {
    storeSession(link.slug, id);
    showSession(id);
    setSessionId(id);
    setWalletStep({ step: 'qr' });
  };

  // The address names the session followed; one unknown here (the page shows the link's first
  // step) leaves the address and this tab's storage.
  useEffect(() => {
    if (unknown) {
      storeSession(link.slug, undefined);
      showSession(undefined);
    } else if (currentId) showSession(currentId);
  }, [unknown, currentId, link.slug]);

  const start = async (choice: CheckoutStartSubmission) => {
    void loadSteps().catch(() => undefined);
    lastStart.current = choice;
    setStartValues({ token: choice.token, ...choice.details });
    setRefused(null);
    try {
      const opened = await open.trigger(openRequest(choice, donationCents, intl.locale));
      follow(opened.id);
    } catch (error) {
      const state = refusedState(error);
      if (state) setRefused(state);
      else toast.danger(intl.formatMessage(payMessages.openFailed));
    }
  };

  /** Reports the wallet's transaction until the server finds it on the chain (the watcher counts it anyway). */
  const report = async (txHash: string) => {
    for (let attempt = 0; attempt < SUBMIT_TRIES; attempt += 1) {
      try {
        await submit.trigger(txHash);
        return;
      } catch (error) {
        if (!isApiError(error)) return;
        if (error.code === 'TRANSACTION_MISMATCH') {
          toast.danger(intl.formatMessage(payMessages.transactionRefused));
          return;
        }
        if (error.code !== 'TRANSACTION_NOT_FOUND' && error.status !== 0 && error.status < 500) return;
      }
      await wait(SUBMIT_WAIT_MS);
    }
  };

  const pay = async (paying: CheckoutSession) => {
    const payer = wallet.current;
    if (!payer) return;
    setWalletStep({ step: 'sending' });
    const sent = await payer.send({
      chainId: paying.chain.id,
      to: paying.payTo as `0x${string}`,
      amount: amountDue(paying),
      ...(paying.token.contract ? { token: paying.token.contract as `0x${string}` } : {}),
    });
    if (!sent.ok) {
      setWalletStep(
        sent.error === 'switchRejected' ? { step: 'switchRejected' } : { step: 'qr', walletError: sent.error },
      );
      return;
    }
    setWalletStep({ step: 'sent', txHash: sent.value });
    await report(sent.value);
  };

  const payWithWallet = async () => {
    wallet.current ??= (await import('./pay-wallet')).payWallet();
    const connectors = wallet.current.connectors.map((connector) => ({
      id: connector.id,
      name: connector.id === 'injected' ? intl.formatMessage(walletMessages.browserWallet) : connector.name,
    }));
    setWalletStep({ step: 'connect', connectors });
  };

  const connect = async (connectorId: string) => {
    const payer = wallet.current;
    if (!payer || !current || walletStep.step !== 'connect') return;
    setWalletStep({ ...walletStep, connecting: connectorId });
    const connected = await payer.connect(connectorId);
    if (!connected.ok) {
      setWalletStep({ step: 'qr', walletError: connected.error });
      return;
    }
    if (connected.value !== current.chain.id) {
      setWalletStep({ step: 'wrongNetwork', walletNetwork: payer.chainName(connected.value) });
      return;
    }
    await pay(current);
  };

  const switchNetwork = async () => {
    const payer = wallet.current;
    if (!payer || !current) return;
    const switched = await payer.switchChain(current.chain.id);
    if (!switched.ok) {
      setWalletStep(
        switched.error === 'switchRejected' || switched.error === 'userRejected'
          ? { step: 'switchRejected' }
          : { step: 'qr', walletError: switched.error },
      );
      return;
    }
    await pay(current);
  };

  const restart = async () => {
    if (refused?.state === 'rateUnavailable' && lastStart.current) {
      await start(lastStart.current);
      return;
    }
    setRefused(null);
    follow(undefined);
  };

  /** After a payment, another one from the link's first step (a donation's amount asked again). */
  const payAgain = () => {
    setRefused(null);
    setDonationCents(undefined);
    follow(undefined);
  };

  const onExpire = useCallback(() => setTick((tick) => tick + 1), []);

  let checkout: CheckoutState;
  if (current) checkout = sessionState(current, walletStep, new Date());
  else if (refused) checkout = refused;
  else checkout = linkState(link, donationCents);

  return {
    checkout,
    session: current,
    /**
     * The session is being loaded for the first time (a reload, a dynamic link's session), or the
     * code of the steps it shows.
     */
    isLoading: sessionId !== undefined && !unknown && ((!current && session.error === undefined) || !stepsReady),
    startValues,
    onDonationAmount: setDonationCents,
    onStart: start,
    onPayWithWallet: () => void payWithWallet(),
    onConnect: (connectorId: string) => void connect(connectorId),
    onSwitchNetwork: () => void switchNetwork(),
    onPayByQr: () => setWalletStep({ step: 'qr' }),
    onRestart: restart,
    onPayAgain: payAgain,
    onExpire,
  };
}
