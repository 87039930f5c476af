import { customerRoutes, type OkResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { customerKeys, customersOf } from './keys';

/** DELETE /company/{id}/customers/{customerId}: erase a customer's personal details on request (owners and admins). */
export function eraseCustomer(client: ApiClient, companyId: string, customerId: string): Promise<OkResponse> {
  return client.call(customerRoutes.eraseCustomer, { params: { id: companyId, customerId } });
}

/** Erases a customer; every customer list of the workspace reloads, and the customer's own page is forgotten. */
export function useEraseCustomer(companyId: string) {
  return useApiMutation(customerKeys.mutation('erase', companyId), {
    request: (client, customerId: string) => eraseCustomer(client, companyId, customerId),
    onSuccess: async (_answer, customerId, { mutate }) => {
      await mutate(customerKeys.detail(companyId, customerId), undefined, { revalidate: false });
      void mutate(customersOf(companyId));
    },
  });
}
