import { EmptyRequest } from './auth';
import { activeSessionErrors, inWorkspace, route, workspaceErrors } from './route-definition';
import {
  EligibleCountriesResponse,
  VerificationHandoff,
  VerificationOverview,
  VerificationStarted,
  VerifyBusinessEnhancedRequest,
  VerifyBusinessRequest,
  VerifyIdentityRequest,
} from './verification';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const verificationPaths = {
  verifyIdentity: '/company/:id/verify-identity',
  verifyBusiness: '/company/:id/verify-business',
  verifyBusinessEnhanced: '/company/:id/verify-business-enhanced',
  companyVerification: '/company/:id/verification',
  verificationHandoff: '/company/:id/verification/:verificationId/handoff',
  eligibleKybCountries: '/company/verification/eligible-kyb-countries',
  eligibleEnhancedKybCountries: '/company/verification/eligible-enhanced-kyb-countries',
} as const;

/** Tier verification: the workspace's state, starting a request, continuing on a phone, eligible countries. */
export const verificationRoutes = {
  companyVerification: route({
    method: 'GET',
    path: verificationPaths.companyVerification,
    summary: "The workspace's tier and its latest Silver and Gold verification requests (every member)",
    ...inWorkspace('view', { path: 'id' }),
    status: 200,
    response: VerificationOverview,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  verifyIdentity: route({
    method: 'POST',
    path: verificationPaths.verifyIdentity,
    summary: 'Start Silver verification of a person with the identity provider (owners and admins)',
    ...inWorkspace('manageBusiness', { path: 'id' }),
    request: VerifyIdentityRequest,
    status: 201,
    response: VerificationStarted,
    errors: [...workspaceErrors, 'CONFLICT', 'PROVIDER_UNAVAILABLE'],
  }),
  verifyBusiness: route({
    method: 'POST',
    path: verificationPaths.verifyBusiness,
    summary:
      'Start Silver verification of the business in its jurisdiction (country, and state or province where it has them; owners and admins)',
    ...inWorkspace('manageBusiness', { path: 'id' }),
    request: VerifyBusinessRequest,
    status: 201,
    response: VerificationStarted,
    errors: [...workspaceErrors, 'CONFLICT', 'PROVIDER_UNAVAILABLE'],
  }),
  verifyBusinessEnhanced: route({
    method: 'POST',
    path: verificationPaths.verifyBusinessEnhanced,
    summary:
      'Start enhanced verification for Gold: Silver first, registration number and country required (owners and admins)',
    ...inWorkspace('manageBusiness', { path: 'id' }),
    request: VerifyBusinessEnhancedRequest,
    status: 201,
    response: VerificationStarted,
    errors: [...workspaceErrors, 'CONFLICT', 'PRECONDITION_FAILED', 'PROVIDER_UNAVAILABLE'],
  }),
  verificationHandoff: route({
    method: 'POST',
    path: verificationPaths.verificationHandoff,
    summary:
      'A single-use address (10 minutes) that continues an open verification on a phone, also mailed to the caller',
    ...inWorkspace('manageBusiness', { path: 'id' }, { path: 'verificationId', owner: 'verification' }),
    request: EmptyRequest,
    status: 201,
    response: VerificationHandoff,
    errors: [...workspaceErrors, 'CONFLICT'],
  }),
  eligibleKybCountries: route({
    method: 'GET',
    path: verificationPaths.eligibleKybCountries,
    summary: 'The countries where a business can be verified for Silver, with the states or provinces needed',
    session: 'active',
    status: 200,
    response: EligibleCountriesResponse,
    errors: activeSessionErrors,
  }),
  eligibleEnhancedKybCountries: route({
    method: 'GET',
    path: verificationPaths.eligibleEnhancedKybCountries,
    summary: 'The countries where a business can be verified for Gold, with the states or provinces needed',
    session: 'active',
    status: 200,
    response: EligibleCountriesResponse,
    errors: activeSessionErrors,
  }),
} as const;
