#!/usr/bin/env node
// Compiles the local test chain's ERC-20 (apps/api/src/chain/contracts/TestToken.sol) with the
// `solc` npm package, offline, and writes its ABI and bytecode to TestToken.json beside it. The
// JSON is committed: nothing compiles at run time. Run it again after changing the source:
//   node scripts/compile-test-token.mjs
// `--check` compiles and fails when the committed JSON differs (the source changed without it).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../apps/api/src/chain/contracts/', import.meta.url));
const sourcePath = `${dir}TestToken.sol`;
const artifactPath = `${dir}TestToken.json`;
// solc is a development dependency of the API, which owns the chain code.
const solc = createRequire(new URL('../apps/api/package.json', import.meta.url))('solc');

const input = {
  language: 'Solidity',
  sources: { 'TestToken.sol': { content: readFileSync(sourcePath, 'utf8') } },
  settings: {
    // Shanghai: what Moonbeam and the local chain both run; later opcodes would not deploy there.
    evmVersion: 'shanghai',
    optimizer: { enabled: true, runs: 200 },
    outputSelection: { '*': { TestToken: ['abi', 'evm.bytecode.object'] } },
  },
};

const output = JSON.parse(solc.compile(JSON.stringify(input)));
const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error');
for (const entry of output.errors ?? []) console.error(entry.formattedMessage);
if (errors.length > 0) process.exit(1);

const contract = output.contracts['TestToken.sol'].TestToken;
const artifact = {
  contractName: 'TestToken',
  compiler: `solc ${solc.version()}`,
  evmVersion: input.settings.evmVersion,
  abi: contract.abi,
  bytecode: `0x${contract.evm.bytecode.object}`,
};
const text = `${JSON.stringify(artifact, null, 2)}\n`;

if (process.argv.includes('--check')) {
  const committed = readFileSync(artifactPath, 'utf8');
  if (committed !== text) {
    console.error(`${artifactPath} is out of date: run node scripts/compile-test-token.mjs`);
    process.exit(1);
  }
  console.log('TestToken.json matches its source');
} else {
  writeFileSync(artifactPath, text);
  console.log(`wrote ${artifactPath} (${contract.evm.bytecode.object.length / 2} bytes of bytecode)`);
}
