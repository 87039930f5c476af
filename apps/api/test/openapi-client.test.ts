// A store's program on the client a generator makes from the public document the running API
// serves (GET /v1/openapi.json): openapi-typescript's types and openapi-fetch. The types and the
// program type-check strictly, then the program runs against the API: it creates a checkout for
// an order, reads it and finds it in a list, using every field as the types say it is (no
// defensive code the types do not ask for), so a document that lies fails the type check or the
// run. A document that called a new checkout's payment always present fails it.
import { ApiPath, apiRoutes, CreatedApiKey } from '@meridian/contract';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { create } from 'superstruct';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchant } from './support/checkout';
import { Agent, startApi, type TestApi } from './support/harness';
import { path } from './support/workspaces';
import { CLIENT_PROGRAM } from './support/client-program';

const run = promisify(execFile);
const apiDir = join(import.meta.dirname, '..');
// Inside the API's folder, as a project of its own would be: `openapi-fetch` resolves from there.
mkdirSync(join(apiDir, '.tmp'), { recursive: true });
const dir = mkdtempSync(join(apiDir, '.tmp', 'openapi-client-'));

let api: TestApi;
let secret: string;
let served: Record<string, unknown>;
beforeAll(async () => {
  api = await startApi();
  const m = await merchant(api);
  const key = await m.owner.agent.post(path(apiRoutes.createApiKey.path, { id: m.company.id }), {
    label: 'Generated client',
    mode: 'test',
    scopes: ['checkouts:write'],
  });
  secret = create(key.body, CreatedApiKey).secret;
  const response = await new Agent(api.url, {}).get(ApiPath.publicOpenapi);
  expect(response.status).toBe(200);
  served = response.body as Record<string, unknown>;
});
afterAll(async () => {
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The generated types (schema.ts) and the program (program.ts) in a folder of their own. */
async function project(name: string, document: Record<string, unknown>): Promise<string> {
  const folder = join(dir, name);
  mkdirSync(folder);
  writeFileSync(join(folder, 'schema.ts'), astToString(await openapiTS(JSON.stringify(document))));
  writeFileSync(join(folder, 'program.ts'), CLIENT_PROGRAM);
  return folder;
}

/** The last program checked: the next check reuses its unchanged files (TypeScript's libraries, Node's types). */
let previous: ts.Program | undefined;

/** `tsc --strict --noEmit` on the program and the generated types it imports. */
function typeErrors(folder: string): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
    // The libraries' own declarations; the generated schema.ts is checked.
    skipLibCheck: true,
  };
  const program = ts.createProgram([join(folder, 'program.ts')], options, undefined, previous);
  previous = program;
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file
      ? `${diagnostic.file.fileName.slice(folder.length + 1)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}`
      : '';
    return `${where} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

describe('a client generated from GET /v1/openapi.json', () => {
  it('type-checks strictly, and its program creates, reads and lists a checkout', { timeout: 120_000 }, async () => {
    const folder = await project('served', served);
    expect(typeErrors(folder)).toEqual([]);
    const compiled = ts.transpileModule(CLIENT_PROGRAM, {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    });
    writeFileSync(join(folder, 'program.mjs'), compiled.outputText);
    const orderReference = `WC-${Date.now()}`;
    const { stdout } = await run(process.execPath, [join(folder, 'program.mjs'), api.url, secret, orderReference], {
      cwd: folder,
    });
    const result = JSON.parse(stdout) as { created: string; read: string; listed: string[] };
    expect(result.read).toBe(result.created);
    expect(result.listed).toEqual([result.created]);
    expect(result.created).toContain(`order ${orderReference}`);
    expect(result.created).toContain('open, no payment yet');
    expect(result.created).toContain('cart=c_9');
    expect(result.created).toContain('a store checkout');
  });

  it(
    'does not type-check when the document calls a new checkout’s payment always present',
    { timeout: 120_000 },
    async () => {
      const schemas = (served.components as { schemas: Record<string, { properties: Record<string, unknown> }> })
        .schemas;
      const checkout = schemas.Checkout!;
      const lying = {
        ...served,
        components: {
          ...(served.components as object),
          schemas: {
            ...schemas,
            Checkout: {
              ...checkout,
              properties: { ...checkout.properties, payment: { $ref: '#/components/schemas/PublicPayment' } },
            },
          },
        },
      };
      const errors = typeErrors(await project('lying', lying));
      expect(errors.join('\n')).toMatch(/program\.ts:\d+ Type 'null' is not assignable/);
    },
  );
});
