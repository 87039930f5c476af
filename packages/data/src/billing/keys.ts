/** SWR keys of a workspace's billing: every key starts with `['billing', companyId]`. */
export const billingKeys = {
  all: (companyId: string) => ['billing', companyId] as const,
  /** The tier, its limit, this month's use, the fee rate and the statements. */
  summary: (companyId: string) => ['billing', companyId, 'summary'] as const,
  /** One month's statement. */
  statement: (companyId: string, month: string) => ['billing', companyId, 'statement', month] as const,
};
