/**
 * The payments a workspace sees, as a SQL condition: its own (those of its checkout sessions),
 * and the unmatched ones to an address it proved by a signature (a verified Moonbeam wallet of
 * its own on that address). The same rule as the payment lists'.
 */
export const visibleTo = (p: string, companyId: string) =>
  `(${p}company_id = ${companyId} OR (${p}session_id IS NULL AND ${p}to_address = ANY (ARRAY(
        SELECT w.address FROM wallets w
        WHERE w.company_id = ${companyId} AND w.network = 'moonbeam' AND w.verified_at IS NOT NULL))))`;
