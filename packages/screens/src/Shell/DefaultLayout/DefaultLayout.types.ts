import type { ReactNode } from 'react';
import type { WorkspaceRole } from '../../common/roles';

/** The pages of the sidebar, in the order docs/product.md lists them. */
export type NavigationKey =
  'dashboard' | 'wallets' | 'paymentLinks' | 'integrations' | 'customers' | 'account' | 'billing' | 'settings' | 'help';

export interface DefaultLayoutLinks extends Record<NavigationKey, string> {
  /** Where "Create a workspace" leads (the onboarding's create flow). */
  createWorkspace: string;
  /** Where "Join a workspace" leads (pending invites). */
  joinWorkspace: string;
  /** Where "Add members" leads (the invite form). */
  addMembers: string;
}

export interface ShellWorkspace {
  id: string;
  name: string;
}

export interface ShellUser {
  /** The name shown in the top bar and read as the user menu's name. */
  name: string;
  /** The profile picture's address; the initials show without one. */
  avatarUrl?: string | null;
}

export interface DefaultLayoutProps {
  /** The page content, inside the `main` landmark. */
  children: ReactNode;
  /** The address of each sidebar page and workspace action. */
  links: DefaultLayoutLinks;
  /**
   * The path being shown: the sidebar entry whose address it is gets `aria-current="page"`;
   * the entry of a section it is inside (`/settings` for `/settings/members`) gets `aria-current="true"`.
   */
  currentPath: string;
  /** The workspaces the user belongs to. */
  workspaces: ShellWorkspace[];
  /** The id of the workspace being shown, marked in the switcher. */
  selectedWorkspaceId: string;
  /** Called with a workspace's id when the user switches to it. */
  onSelectWorkspace: (workspaceId: string) => void;
  /** The user's role in the selected workspace: "Add members" shows only for roles that may invite. */
  callerRole: WorkspaceRole;
  /** How many members the selected workspace has. */
  memberCount: number;
  user: ShellUser;
  onLogout: () => void;
  /** Unread notifications, counted on the notifications button. @default 0 */
  unreadCount?: number;
  /**
   * The notifications list, shown in a popover when the notifications button is pressed.
   * Without it the button calls `onNotificationsPress`.
   */
  notificationsPanel?: ReactNode;
  onNotificationsPress?: () => void;
  /** The year of the copyright line; defaults to the current year. */
  copyrightYear?: number;
  /**
   * Keeps the narrow (mobile) layout at any width. The layout follows the viewport through a
   * media query; stories use this to show the narrow layout in a fixed-width frame.
   */
  forceNarrow?: boolean;
}
