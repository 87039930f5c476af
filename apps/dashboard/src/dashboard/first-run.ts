import { can, type CompanySummary, type Tier } from '@meridian/contract';
import { useCompanyInvites, usePaymentLinks, usePayments, useWallets } from '@meridian/data';
import type { ChecklistStep } from '@meridian/screens';
import { useCallback, useState } from 'react';
import { readStored } from '../first-load';
import { linkPaths, paths } from '../paths';
import { checklistHiddenKey } from './first-reads';

/** Where a workspace's hidden checklist is remembered, in this browser (`checklistHiddenKey`, for its id). */
export const checklistStorageKey = (workspaceId: string) => checklistHiddenKey.replace(':workspace', workspaceId);

function readHidden(workspaceId: string): boolean {
  return readStored(checklistStorageKey(workspaceId)) === '1';
}

/** The tiers above the starting ones: the limit has been raised once the workspace reached one. */
const raisedTiers: readonly Tier[] = ['basicPlus', 'silver', 'gold'];

/**
 * The first-run checklist of a workspace, each step ticked from what the workspace has:
 * a wallet, a payment link, a payment in the test environment, a second member or an
 * invitation sent, a tier above Basic. `steps` is undefined while any of that loads or failed
 * to load (the checklist then stays hidden rather than ticking wrongly), and once the
 * merchant hid it, which this browser remembers per workspace. `loading` says that a first answer
 * it waits for is not in yet.
 */
export function useFirstRunChecklist(workspace: CompanySummary) {
  const [hidden, setHidden] = useState(() => readHidden(workspace.id));
  const [hiddenFor, setHiddenFor] = useState(workspace.id);
  if (hiddenFor !== workspace.id) {
    setHiddenFor(workspace.id);
    setHidden(readHidden(workspace.id));
  }
  const enabled = !hidden;
  const mayInvite = can(workspace.role, 'manageMembers');
  const wallets = useWallets(workspace.id, { enabled });
  const links = usePaymentLinks(workspace.id, { limit: '1' }, { enabled });
  // A test link to pay: its page shares the checkout's address and QR code.
  const testLinks = usePaymentLinks(workspace.id, { environment: 'test', status: 'active', limit: '1' }, { enabled });
  const testPayments = usePayments(workspace.id, { environment: 'test', limit: '1' }, { enabled });
  const invites = useCompanyInvites(workspace.id, { enabled: enabled && mayInvite && workspace.memberCount < 2 });

  const hide = useCallback(() => {
    try {
      globalThis.localStorage?.setItem(checklistStorageKey(workspace.id), '1');
    } catch {
      // Private browsing without storage: hidden for this visit only.
    }
    setHidden(true);
  }, [workspace.id]);

  const invitesKnown = !mayInvite || workspace.memberCount >= 2 || invites.data !== undefined;
  // Still finding out whether to show the checklist: a first answer not in yet (a failed one leaves it hidden).
  const loading = [wallets, links, testLinks, testPayments, invites].some((query) => query.isLoading);
  if (hidden || !wallets.data || !links.data || !testLinks.data || !testPayments.data || !invitesKnown) {
    return { steps: undefined, loading, hide };
  }
  const testLink = testLinks.data.links[0];
  const steps: ChecklistStep[] = [
    { id: 'wallet', done: wallets.data.length > 0, href: paths.wallets },
    { id: 'link', done: links.data.total > 0, href: paths.paymentLinks },
    {
      id: 'testPayment',
      done: testPayments.data.total > 0,
      href: testLink ? linkPaths.payments(testLink.id) : linkPaths.newStatic,
    },
    {
      id: 'team',
      done: workspace.memberCount > 1 || (invites.data?.length ?? 0) > 0,
      href: mayInvite ? paths.inviteMember : paths.members,
    },
    { id: 'limit', done: raisedTiers.includes(workspace.tier), href: paths.verification },
  ];
  return { steps, loading: false, hide };
}
