import { apiRoutes } from '@meridian/contract';
import { toUserInfo } from '../accounts/users';
import { ApiError } from '../http/errors';
import { defineRoute } from './define';

export const userRoutes = [
  defineRoute(apiRoutes.userInfo, {
    handler: async ({ auth }) => {
      if (!auth) throw new ApiError('UNAUTHENTICATED');
      return toUserInfo(auth.user);
    },
  }),
];
