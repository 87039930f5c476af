import { CHECKOUT_LIMITS } from './checkout-limits';
import { OkResponse } from './auth';
import { OnrampOffer, OnrampSettings, OnrampStarted, StartOnrampRequest, UpdateOnrampSettingsRequest } from './onramp';
import { activeSessionErrors, inWorkspace, route, workspaceErrors } from './route-definition';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const onrampPaths = {
  checkoutOnramp: '/checkout-session/:id/onramp',
  companyOnramp: '/company/:id/onramp',
  linkOnramp: '/payment-link/:id/onramp',
} as const;

/**
 * Cards and bank transfers through the on-ramp provider: the payer's offer and start (public,
 * like the rest of the checkout), and the workspace's and each link's setting.
 */
export const onrampRoutes = {
  getCheckoutOnramp: route({
    method: 'GET',
    path: onrampPaths.checkoutOnramp,
    summary:
      "Whether an open checkout session can be paid by card or bank transfer: the on-ramp provider, the countries it serves with their methods, and its fee for the session's price",
    session: 'none',
    status: 200,
    response: OnrampOffer,
    errors: ['NOT_FOUND', 'PROVIDER_UNAVAILABLE'],
    limits: [CHECKOUT_LIMITS.onrampIp],
  }),
  startCheckoutOnramp: route({
    method: 'POST',
    path: onrampPaths.checkoutOnramp,
    summary:
      "Start an order at the on-ramp provider for the exact token amount of an open session, delivered to the session's address: answers the provider's page to send the payer to",
    session: 'none',
    request: StartOnrampRequest,
    status: 201,
    response: OnrampStarted,
    errors: ['NOT_FOUND', 'CHECKOUT_EXPIRED', 'ONRAMP_UNAVAILABLE', 'PROVIDER_UNAVAILABLE'],
    limits: [CHECKOUT_LIMITS.onrampIp],
  }),
  getCompanyOnramp: route({
    method: 'GET',
    path: onrampPaths.companyOnramp,
    summary:
      "Whether the workspace's links may offer cards and bank transfers, the provider and its countries (every member)",
    ...inWorkspace('view', { path: 'id' }),
    status: 200,
    response: OnrampSettings,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  updateCompanyOnramp: route({
    method: 'PUT',
    path: onrampPaths.companyOnramp,
    summary:
      'Turn cards and bank transfers on or off for the workspace (owners and admins); 409 ONRAMP_UNAVAILABLE when no provider is configured',
    ...inWorkspace('manageBusiness', { path: 'id' }),
    request: UpdateOnrampSettingsRequest,
    status: 200,
    response: OnrampSettings,
    errors: [...workspaceErrors, 'ONRAMP_UNAVAILABLE'],
  }),
  getLinkOnramp: route({
    method: 'GET',
    path: onrampPaths.linkOnramp,
    summary: 'Whether a payment link offers cards and bank transfers (with the workspace turned on too)',
    ...inWorkspace('view', { path: 'id', owner: 'paymentLink' }),
    status: 200,
    response: UpdateOnrampSettingsRequest,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  updateLinkOnramp: route({
    method: 'PUT',
    path: onrampPaths.linkOnramp,
    summary: 'Turn cards and bank transfers on or off for one payment link (owners and admins)',
    ...inWorkspace('manageBusiness', { path: 'id', owner: 'paymentLink' }),
    request: UpdateOnrampSettingsRequest,
    status: 200,
    response: OkResponse,
    errors: [...workspaceErrors],
  }),
} as const;
