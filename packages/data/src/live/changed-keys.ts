// Which cached queries a `changed` message of the live channel makes stale.
import type { LiveChanged } from '@meridian/contract';

/**
 * Matches the SWR keys (`<resource>Keys`) whose data the message's topics changed in its
 * workspace: `payments` a link's payments (only the links named, when some are) and the
 * workspace's list; `unmatched` the unmatched inbox; both the sessions a payment can be assigned
 * to; `links` the links table and each link; `wallets`, `members` (and invitations),
 * `dashboard`; `dashboard` also billing (the month's use), `payments` also the customers and a
 * WooCommerce store's status (its last delivery), as do `webhooks`, and a payment's refunds; `workspace` the workspace, billing (the tier)
 * and the list of the person's workspaces; `integrations` the integrations and each one's
 * status; `webhooks` the endpoints, their deliveries and attempts. A mutation's state is never a
 * match.
 */
export function changedKeys({ companyId, topics, linkIds }: LiveChanged): (key: unknown) => boolean {
  const changed = new Set<string>(topics);
  return (key) => {
    if (!Array.isArray(key)) return false;
    const [resource, id, kind, linkId] = key as unknown[];
    if (resource === 'company') {
      return changed.has('workspace') && (kind === companyId || (id === 'list' && kind === undefined));
    }
    if (id !== companyId || kind === 'mutation') return false;
    switch (resource) {
      case 'payments':
        if (kind === 'unmatched') return changed.has('unmatched');
        if (kind === 'assignable') return changed.has('unmatched') || changed.has('payments');
        if (kind === 'link')
          return changed.has('payments') && (linkIds.length === 0 || linkIds.includes(String(linkId)));
        return changed.has('payments');
      case 'payment-links':
        return changed.has('links');
      case 'wallets':
      case 'members':
      case 'dashboard':
        return changed.has(resource);
      case 'billing':
        // The month's use and the statements move with the dashboard's figures (a payment), the tier with the workspace.
        return changed.has('dashboard') || changed.has('workspace');
      case 'customers':
        // A customer's payments and totals, and an erasure (its payments lose their details).
        return changed.has('payments');
      case 'refunds':
        // A payment's refunds: made, given an address, sent, confirmed by the watcher.
        return changed.has('payments');
      case 'integrations':
        // A store paired or its health changed; a WooCommerce store's page also shows the last
        // event delivered to it (each attempt is on `webhooks`), and a store hears of its checkouts and
        // payments.
        return (
          changed.has('integrations') ||
          (kind === 'woocommerce' && (changed.has('payments') || changed.has('webhooks')))
        );
      case 'webhooks':
        // The endpoints, their deliveries and each delivery's attempts.
        return changed.has('webhooks');
      default:
        return false;
    }
  };
}
