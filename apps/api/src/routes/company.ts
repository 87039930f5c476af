import { apiRoutes } from '@meridian/contract';
import { sendCompanyEmailLink, verifyCompanyEmail } from '../workspaces/company-email';
import { requirePhoneNumber } from '../http/validation';
import { createCompany, updateCompany } from '../workspaces/companies';
import { verifyDomain } from '../workspaces/domain';
import { companyResponse } from '../workspaces/views';
import { defineRoute } from './define';

/** A workspace and its business details: creation, reading, changes, e-mail and domain verification. */
export const companyRoutes = [
  defineRoute(apiRoutes.createCompany, {
    account: true,
    handler: async ({ body, request, reply, app, auth }) => {
      requirePhoneNumber('phone', body.phone);
      const company = await createCompany(app, auth.user.id, body);
      await app.sessions.rewriteCookies(request, reply, auth, { select: company.id });
      request.log.info({ companyId: company.id, userId: auth.user.id }, 'workspace created');
      return company;
    },
  }),

  defineRoute(apiRoutes.getCompany, {
    handler: async ({ app, workspace }) => companyResponse(app.database.db, workspace.companyId, workspace.role),
  }),

  defineRoute(apiRoutes.updateCompany, {
    handler: async ({ body, app, workspace }) => {
      requirePhoneNumber('phone', body.phone);
      return updateCompany(app, workspace.companyId, workspace.role, body);
    },
  }),

  defineRoute(apiRoutes.sendEmailVerificationLink, {
    account: true,
    handler: async ({ app, auth, workspace }) => sendCompanyEmailLink(app, auth.user, workspace.companyId),
  }),

  defineRoute(apiRoutes.verifyEmail, {
    handler: async ({ params, app, workspace }) =>
      verifyCompanyEmail(app, workspace.companyId, workspace.role, params.token),
  }),

  defineRoute(apiRoutes.verifyDomainName, {
    handler: async ({ request, app, workspace }) => verifyDomain(app, request.log, workspace.companyId),
  }),
];
