/**
 * SWR keys of cards and bank transfers: the payer's offer for a session (no workspace), and the
 * workspace's and a link's setting (`company` and `link` keys naming their object, so that the
 * live channel's topics reload them with it).
 */
export const onrampKeys = {
  offer: (sessionId: string) => ['checkout', 'onramp', sessionId] as const,
  company: (companyId: string) => ['company', 'onramp', companyId] as const,
  link: (linkId: string) => ['link', 'onramp', linkId] as const,
  mutation: (name: 'start' | 'company' | 'link', id: string) => ['onramp', 'mutation', name, id] as const,
};
