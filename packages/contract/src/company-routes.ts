import { EmptyRequest } from './auth';
import {
  Company,
  CompanyListResponse,
  CreateCompanyRequest,
  DomainCheckResponse,
  EmailLinkSentResponse,
  UpdateCompanyRequest,
} from './company';
import { RATE_LIMITS } from './limits';
import { activeSessionErrors, inWorkspace, route, workspaceErrors } from './route-definition';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const companyPaths = {
  userCompanies: '/user/companies',
  createCompany: '/company',
  company: '/company/:id',
  sendEmailVerificationLink: '/company/:id/send-email-verification-link',
  verifyEmail: '/company/:id/verify-email/:token',
  verifyDomainName: '/company/:id/verify-domain-name',
} as const;

/** Workspaces: list, create, read, update, verify. */
export const companyRoutes = {
  userCompanies: route({
    method: 'GET',
    path: companyPaths.userCompanies,
    summary: 'The workspaces the user belongs to, with their role in each',
    session: 'active',
    status: 200,
    response: CompanyListResponse,
    errors: activeSessionErrors,
  }),
  createCompany: route({
    method: 'POST',
    path: companyPaths.createCompany,
    summary: 'Create a workspace (onboarding); the caller becomes its owner and it becomes the selected one',
    session: 'active',
    request: CreateCompanyRequest,
    status: 201,
    response: Company,
    errors: [...activeSessionErrors, 'RATE_LIMITED'],
    limits: [RATE_LIMITS.workspaceUser, RATE_LIMITS.workspaceIp],
  }),
  getCompany: route({
    method: 'GET',
    path: companyPaths.company,
    summary: 'A workspace the caller belongs to',
    ...inWorkspace('view', { path: 'id' }),
    status: 200,
    response: Company,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  updateCompany: route({
    method: 'PATCH',
    path: companyPaths.company,
    summary: "Change a workspace's name or business details (owners and admins)",
    ...inWorkspace('manageBusiness', { path: 'id' }),
    request: UpdateCompanyRequest,
    status: 200,
    response: Company,
    errors: workspaceErrors,
  }),
  sendEmailVerificationLink: route({
    method: 'POST',
    path: companyPaths.sendEmailVerificationLink,
    summary: 'Mail a single-use, expiring verification link to the company e-mail address',
    ...inWorkspace('manageBusiness', { path: 'id' }),
    request: EmptyRequest,
    status: 200,
    response: EmailLinkSentResponse,
    errors: [...workspaceErrors, 'PRECONDITION_FAILED', 'RESEND_COOLDOWN'],
  }),
  verifyEmail: route({
    method: 'POST',
    path: companyPaths.verifyEmail,
    summary: 'Verify the company e-mail address with the token of the mailed link',
    ...inWorkspace('manageBusiness', { path: 'id' }),
    request: EmptyRequest,
    status: 200,
    response: Company,
    errors: [...workspaceErrors, 'LINK_INVALID', 'LINK_EXPIRED'],
  }),
  verifyDomainName: route({
    method: 'POST',
    path: companyPaths.verifyDomainName,
    summary: "Look up the TXT record meridian-verification=<token> on the website's domain and record the outcome",
    ...inWorkspace('manageBusiness', { path: 'id' }),
    request: EmptyRequest,
    status: 200,
    response: DomainCheckResponse,
    errors: [...workspaceErrors, 'PRECONDITION_FAILED'],
  }),
} as const;
