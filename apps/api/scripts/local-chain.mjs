// The local test chain on its own (apps/api/src/chain): chain 1281 on loopback, ten funded
// accounts and the test tokens, until the process is stopped. `CHAIN_PORT` picks the port
// (8545 by default; 0 for any free one). It prints one line, the variables that point the API
// at it: `CHAIN_RPC_1281=… CHAIN_TOKENS_1281=…`. The end-to-end suite runs it beside the API.
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { tsImport } = await import(
  pathToFileURL(join(dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href
);
const { startLocalChain, localChainEnv } = await tsImport('../src/chain/index.ts', import.meta.url);

const chain = await startLocalChain({ port: Number(process.env.CHAIN_PORT ?? '8545') });
const env = localChainEnv(chain.rpcUrl, chain.tokens);
console.log(
  Object.entries(env)
    .map(([name, value]) => `${name}=${value}`)
    .join(' '),
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void chain.stop().then(() => process.exit(0)));
}
