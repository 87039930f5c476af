import { activeSessionErrors, inWorkspace, route, workspaceErrors } from './route-definition';
import {
  ChangeLinkStatusRequest,
  CreateDynamicLinkRequest,
  CreateStaticLinkRequest,
  LinkListQuery,
  LinkListResponse,
  PaymentLink,
  StaticLinkListQuery,
  UpdateStaticLinkRequest,
} from './payment-links';
import { PaymentLinkDetail } from './payments';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const linkPaths = {
  paymentLinks: '/payment-link',
  paymentLink: '/payment-link/:id',
  staticLinks: '/payment-link/static',
  staticLink: '/payment-link/static/:id',
  dynamicLinks: '/payment-link/dynamic',
  dynamicLink: '/payment-link/dynamic/:id',
} as const;

const readErrors = [...activeSessionErrors, 'NOT_FOUND'] as const;

/** A workspace's payment links: everyone reads; owners, admins and developers create, edit and change status. */
export const linkRoutes = {
  listLinks: route({
    method: 'GET',
    path: linkPaths.paymentLinks,
    summary:
      "A workspace's payment links, filtered (type, status, environment, name) and sorted (created, name, amount), a page at a time; archived ones only with the status filter",
    ...inWorkspace('view', { query: 'companyId' }),
    query: LinkListQuery,
    status: 200,
    response: LinkListResponse,
    errors: readErrors,
  }),
  getLink: route({
    method: 'GET',
    path: linkPaths.paymentLink,
    summary: 'A payment link of any type (a dynamic one with its payment)',
    ...inWorkspace('view', { path: 'id', owner: 'paymentLink' }),
    status: 200,
    response: PaymentLinkDetail,
    errors: readErrors,
  }),
  changeLinkStatus: route({
    method: 'PATCH',
    path: linkPaths.paymentLink,
    summary: "Change a link's status: active <-> disabled; either -> archived, which is final",
    ...inWorkspace('manageLinks', { path: 'id', owner: 'paymentLink' }),
    request: ChangeLinkStatusRequest,
    status: 200,
    response: PaymentLink,
    errors: [...workspaceErrors, 'STATUS_TRANSITION_REFUSED', 'TIER_LIMIT_EXCEEDED', 'RATE_UNAVAILABLE'],
  }),
  listStaticLinks: route({
    method: 'GET',
    path: linkPaths.staticLinks,
    summary: "A workspace's static and donation links, with the same filters, sorts and pages",
    ...inWorkspace('view', { query: 'companyId' }),
    query: StaticLinkListQuery,
    status: 200,
    response: LinkListResponse,
    errors: readErrors,
  }),
  createStaticLink: route({
    method: 'POST',
    path: linkPaths.staticLinks,
    summary:
      'Create a static link (fixed amount) or a donation link; amounts within the tier’s per-payment cap, a verified Moonbeam payout wallet for a live link',
    ...inWorkspace('manageLinks', { body: 'companyId' }),
    request: CreateStaticLinkRequest,
    status: 201,
    response: PaymentLink,
    errors: [...workspaceErrors, 'TIER_LIMIT_EXCEEDED', 'RATE_UNAVAILABLE'],
  }),
  getStaticLink: route({
    method: 'GET',
    path: linkPaths.staticLink,
    summary: 'A static or donation link',
    ...inWorkspace('view', { path: 'id', owner: 'paymentLink' }),
    status: 200,
    response: PaymentLink,
    errors: readErrors,
  }),
  updateStaticLink: route({
    method: 'PATCH',
    path: linkPaths.staticLink,
    summary: 'Edit a static or donation link (not once archived); only the fields sent change',
    ...inWorkspace('manageLinks', { path: 'id', owner: 'paymentLink' }),
    request: UpdateStaticLinkRequest,
    status: 200,
    response: PaymentLink,
    errors: [...workspaceErrors, 'TIER_LIMIT_EXCEEDED', 'LINK_ARCHIVED', 'RATE_UNAVAILABLE'],
  }),
  createDynamicLink: route({
    method: 'POST',
    path: linkPaths.dynamicLinks,
    summary: 'Create a dynamic link: one payment of a fixed amount for one recipient',
    ...inWorkspace('manageLinks', { body: 'companyId' }),
    request: CreateDynamicLinkRequest,
    status: 201,
    response: PaymentLink,
    errors: [...workspaceErrors, 'TIER_LIMIT_EXCEEDED', 'RATE_UNAVAILABLE'],
  }),
  getDynamicLink: route({
    method: 'GET',
    path: linkPaths.dynamicLink,
    summary: 'A dynamic link, with where its one payment stands',
    ...inWorkspace('view', { path: 'id', owner: 'paymentLink' }),
    status: 200,
    response: PaymentLinkDetail,
    errors: readErrors,
  }),
} as const;
