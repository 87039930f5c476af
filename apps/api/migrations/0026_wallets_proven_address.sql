-- The Moonbeam addresses proved by a signature, by address: the unmatched inbox reads which
-- workspaces proved the address a stray transfer went to, and a workspace's wallet list says when
-- another workspace proved an address it added (its stray transfers then reach that workspace,
-- not this one).
CREATE INDEX wallets_proven_address_idx ON wallets (address) WHERE network = 'moonbeam' AND verified_at IS NOT NULL;
