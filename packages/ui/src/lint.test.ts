// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's lint rules that keep the layers apart and the types honest, run on
// snippets as if they were files at the given paths.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

// Loading the configuration and its plugins takes a few seconds on a busy machine.
beforeAll(() => eslint.lintText('export {};\n', { filePath: `${root}packages/ui/src/Probe.ts` }), 60_000);

async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const forbiddenInPureLayers = [
  "import { useSession } from '@meridian/data';",
  "import { api } from '@meridian/data/client';",
  "import { useNavigate } from 'react-router';",
  "import { Link } from 'react-router-dom';",
  "import useSWR from 'swr';",
  "import { server } from '@meridian/api';",
  "import { config } from '../../../apps/api/src/config';",
];

describe('ui and screens import neither data, routing nor the API', () => {
  for (const folder of ['packages/ui/src/Button', 'packages/screens/src/Auth']) {
    it.each(forbiddenInPureLayers)(`${folder} refuses %s`, async (line) => {
      const found = await problems(`${folder}/Probe.ts`, `${line}\nexport const probe = 1;\n`);
      expect(found).toContainEqual(expect.stringMatching(/^no-restricted-imports: /));
    });
  }

  it('ui also refuses other workspace packages, which screens may use', async () => {
    const line = "import { roles } from '@meridian/contract';\nexport const probe = roles;\n";
    expect(await problems('packages/ui/src/Button/Probe.ts', line)).toEqual([
      expect.stringContaining('@meridian/ui depends on no other workspace package'),
    ]);
    expect(await problems('packages/screens/src/Auth/Probe.ts', line)).toEqual([]);
  });

  it('the dashboard may import data and routing', async () => {
    const code =
      "import { useNavigate } from 'react-router';\nimport { useSession } from '@meridian/data';\nexport const probe = [useNavigate, useSession];\n";
    expect(await problems('apps/dashboard/src/Probe.ts', code)).toEqual([]);
  });
});

describe('`as unknown as` is refused outside tests', () => {
  const code = 'export function probe(value: string): number {\n  return value as unknown as number;\n}\n';

  it.each(['packages/ui/src/Button/Probe.ts', 'packages/screens/src/Auth/Probe.tsx', 'apps/api/src/Probe.ts'])(
    'in %s',
    async (path) => {
      expect(await problems(path, code)).toEqual([expect.stringMatching(/^no-restricted-syntax: `as unknown as`/)]);
    },
  );

  it.each(['packages/ui/src/Button/Probe.test.ts', 'tests/e2e/probe.spec.ts'])('but allowed in %s', async (path) => {
    expect(await problems(path, code)).toEqual([]);
  });

  it('a single cast is left to review', async () => {
    expect(
      await problems('packages/ui/src/Button/Probe.ts', 'export const probe = JSON.parse("1") as number;\n'),
    ).toEqual([]);
  });
});
