import {
  can,
  canChangeLinkStatus,
  type Environment,
  type LinkSort,
  type LinkStatus,
  type LinkType,
  type Role,
  type SortOrder,
} from '@meridian/contract';
import type { PaymentLinkView } from '../common/views';

/** The list's filters; `notArchived` (the default) shows active and disabled links. */
export interface PaymentLinkFilters {
  type: LinkType | 'all';
  status: LinkStatus | 'notArchived';
  environment: Environment | 'all';
  /** Part of a link's name. */
  search: string;
}

/** The list's order, as the server sorts it (then by id, so pages never overlap). */
export interface PaymentLinkSort {
  column: LinkSort;
  order: SortOrder;
}

/** The new-link form of each type. */
export interface NewLinkHrefs {
  static: string;
  dynamic: string;
  donation: string;
}

export const defaultLinkFilters: PaymentLinkFilters = {
  type: 'all',
  status: 'notArchived',
  environment: 'all',
  search: '',
};

export const isFiltered = (filters: PaymentLinkFilters) =>
  filters.type !== 'all' ||
  filters.status !== 'notArchived' ||
  filters.environment !== 'all' ||
  filters.search.trim() !== '';

/** Whether the role may create, edit, disable, enable and archive links (everyone but viewers). */
export const canManageLinks = (role: Role) => can(role, 'manageLinks');

/** The actions a link's row offers: viewing and copying to everyone, the rest to managers, as its status allows. */
export function linkActions(link: PaymentLinkView, canManage: boolean) {
  const change = (to: LinkStatus) => canManage && canChangeLinkStatus(link.status, to);
  return {
    edit: canManage && link.status !== 'archived',
    disable: change('disabled'),
    enable: change('active'),
    archive: change('archived'),
  };
}
