import { apiRoutes } from '@meridian/contract';
import { createWallet, deleteWallet, listWallets, updateWallet, verifyWallet } from '../wallets/wallets';
import { defineRoute } from './define';

/** A workspace's payout wallets: the list, adding, editing, verifying and removing. */
export const walletRoutes = [
  defineRoute(apiRoutes.listWallets, {
    handler: async ({ app, workspace }) => listWallets(app.database, workspace.companyId),
  }),

  defineRoute(apiRoutes.createWallet, {
    handler: async ({ body, request, app, auth, workspace }) => {
      const wallet = await createWallet(app, auth, workspace, body);
      request.log.info(
        { companyId: workspace.companyId, walletId: wallet.id, network: wallet.platform },
        'wallet added',
      );
      return wallet;
    },
  }),

  defineRoute(apiRoutes.updateWallet, {
    account: true,
    handler: async ({ body, params, request, app, auth, workspace }) => {
      const wallet = await updateWallet(app, auth, workspace, params.id, body);
      request.log.info(
        { companyId: workspace.companyId, walletId: wallet.id, addressChanged: body.address !== undefined },
        'wallet changed',
      );
      return wallet;
    },
  }),

  defineRoute(apiRoutes.deleteWallet, {
    account: true,
    handler: async ({ body, params, request, app, auth, workspace }) => {
      await deleteWallet(app, auth, workspace, params.id, body);
      request.log.info({ companyId: workspace.companyId, walletId: params.id.toLowerCase() }, 'wallet removed');
      return { ok: true as const };
    },
  }),

  defineRoute(apiRoutes.verifyWallet, {
    handler: async ({ body, params, request, app, workspace }) => {
      const answer = await verifyWallet(app, workspace, params.id, body);
      if (answer.challenge === null) {
        request.log.info({ companyId: workspace.companyId, walletId: answer.wallet.id }, 'wallet verified');
      }
      return answer;
    },
  }),
];
