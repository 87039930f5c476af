import type { DefaultLayoutLinks, DefaultLayoutProps } from './DefaultLayout';

/** The dashboard's pages, as the layout's stories and tests link to them. */
export const exampleLayoutLinks: DefaultLayoutLinks = {
  dashboard: '/dashboard',
  wallets: '/wallet-management',
  paymentLinks: '/payment-links',
  integrations: '/integrations',
  customers: '/customers',
  account: '/account',
  billing: '/billing',
  settings: '/settings',
  help: '/help',
  createWorkspace: '/onboarding',
  joinWorkspace: '/pending-invites',
  addMembers: '/settings/members/invite',
};

/** Two workspaces of one person. */
export const exampleWorkspaces = [
  { id: 'lumen', name: 'Lumen Coffee Roasters' },
  { id: 'atlas', name: 'Atlas Outdoor Supply' },
];

/** An owner of Lumen Coffee Roasters (six members) on the dashboard: the layout's props but its handlers and page. */
export const exampleLayoutProps = {
  links: exampleLayoutLinks,
  currentPath: '/dashboard',
  workspaces: exampleWorkspaces,
  selectedWorkspaceId: 'lumen',
  callerRole: 'owner',
  memberCount: 6,
  user: { name: 'Ana Silva' },
  copyrightYear: 2026,
} satisfies Partial<DefaultLayoutProps>;
