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
  addressWith,
  amountDue,
  amountFromSearch,
  linkState,
  openRequest,
  refusedState,
  sessionFromSearch,
  sessionState,
  type CheckoutAddress,
  type WalletStep,
} from './checkout-view';
import { storedDraft, storedSession, storeDraft, storeSession } from './checkout-storage';
import { payMessages } from './messages';
import type { PayWallet } from './pay-wallet';

/**
 * The page's address names where the payer stands (the donation's amount, the session followed).
 * A step the payer takes (`push`: an amount chosen, a session opened, another token asked for) is
 * an entry of the history, so that the browser's Back steps back to the step before; what only
 * follows (a reload, a session the page learns of) replaces the address.
 */
function showAddress(changes: CheckoutAddress, how: 'push' | 'replace' = 'replace') {
  const next = addressWith(window.location.href, changes);
  if (next === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
  if (how === 'push') window.history.pushState(null, '', next);
  else window.history.replaceState(window.history.state, '', next);
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
  const [donationCents, setDonationCents] = useState(() =>
    link.type === 'donation' ? amountFromSearch(window.location.search, link.currency) : undefined,
  );
  // What the first step shows when it (re)opens: what was typed last, in this tab.
  const [startValues, setStartValues] = useState(() => storedDraft(link.slug));
  const draft = useRef(startValues);
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

  const follow = (id: string | undefined, how: 'push' | 'replace' = 'replace') => {
    storeSession(link.slug, id);
    showAddress({ session: id }, how);
    setSessionId(id);
    setWalletStep({ step: 'qr' });
  };

  // The browser's Back and Forward: the page shows the step the address names, the first step
  // with what was typed there.
  useEffect(() => {
    const onPopState = () => {
      const id = sessionFromSearch(window.location.search);
      storeSession(link.slug, id);
      setSessionId(id);
      setWalletStep({ step: 'qr' });
      setRefused(null);
      if (link.type === 'donation') setDonationCents(amountFromSearch(window.location.search, link.currency));
      setStartValues(draft.current);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [link.slug, link.type, link.currency]);

  const saveDraft = useCallback(
    (values: Partial<CheckoutStartValues>) => {
      draft.current = values;
      storeDraft(link.slug, values);
    },
    [link.slug],
  );

  // The address names the session followed; one unknown here (the page shows the link's first
  // step) leaves the address and this tab's storage.
  useEffect(() => {
    if (unknown) {
      storeSession(link.slug, undefined);
      showAddress({ session: undefined });
    } else if (currentId) showAddress({ session: currentId });
  }, [unknown, currentId, link.slug]);

  const start = async (choice: CheckoutStartSubmission) => {
    void loadSteps().catch(() => undefined);
    lastStart.current = choice;
    saveDraft({ token: choice.token, ...choice.details });
    setStartValues(draft.current);
    setRefused(null);
    try {
      const opened = await open.trigger(openRequest(choice, donationCents, intl.locale, link.currency));
      // Opening the session is a step: Back returns to the token and details.
      follow(opened.id, 'push');
    } catch (error) {
      const state = refusedState(error);
      if (state) setRefused(state);
      else toast.error(intl.formatMessage(payMessages.openFailed));
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
          toast.error(intl.formatMessage(payMessages.transactionRefused));
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
    showAddress({ amountCents: undefined });
    follow(undefined);
  };

  /** Back to the first step to pay with another token: a step of its own, that Back undoes. */
  const changeToken = () => {
    setStartValues(draft.current);
    follow(undefined, 'push');
  };

  /** A donation's amount chosen: a step, that Back undoes. */
  const chooseAmount = (cents: number) => {
    showAddress({ amountCents: cents, currency: link.currency }, 'push');
    setDonationCents(cents);
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
    onStartDraft: saveDraft,
    onDonationAmount: chooseAmount,
    onStart: start,
    onChangeToken: changeToken,
    onPayWithWallet: () => void payWithWallet(),
    onConnect: (connectorId: string) => void connect(connectorId),
    onSwitchNetwork: () => void switchNetwork(),
    onPayByQr: () => setWalletStep({ step: 'qr' }),
    onRestart: restart,
    onPayAgain: payAgain,
    onExpire,
  };
}
