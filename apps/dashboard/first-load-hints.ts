import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import ts from 'typescript';
import { minify, type Plugin, type Rolldown } from 'vite';
import type { CheckoutSessionPlan, FirstLoadPlan, WorkspaceRead } from './src/first-load';

/** A page of the router: its full path and the modules of its code, outermost layout first. */
export interface RoutedPage {
  path: string;
  /** The specifiers of the `import()` calls of the page's `lazy` routes, as written in the router. */
  imports: string[];
}

const propertyOf = (node: ts.ObjectLiteralExpression, name: string) =>
  node.properties.find(
    (property): property is ts.PropertyAssignment =>
      ts.isPropertyAssignment(property) &&
      (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
      property.name.text === name,
  );

const routeKeys = ['path', 'index', 'lazy', 'children'];

/** The specifier of the one `import('…')` inside `node` (a route's `lazy`), if there is one. */
function importIn(node: ts.Node): string | undefined {
  let found: string | undefined;
  const visit = (child: ts.Node) => {
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] &&
      ts.isStringLiteralLike(child.arguments[0])
    )
      found ??= child.arguments[0].text;
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** The `deferredRoutes` table of the router's source: route id → the specifier of its module. */
function deferredTables(file: ts.SourceFile): Map<string, string> {
  const tables = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'deferredRoutes' &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const property of node.initializer.properties) {
        const specifier = importIn(property);
        if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) && specifier)
          tables.set(property.name.text, specifier);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return tables;
}

/** A module specifier relative to `dir` (`./workspace`), rewritten relative to the router's folder. */
const rebase = (dir: string, specifier: string) =>
  specifier.startsWith('.') ? `./${posix.normalize(posix.join(dir, specifier))}` : specifier;

/**
 * The pages of the router's source (`createRoutes` in src/router.tsx): every route object with a
 * `path`, its full path (parents' paths joined) and the `import()` of each `lazy` route from the
 * outermost one down to it. A route whose children are a deferred table (`deferredRoutes`, added
 * on the first navigation into them) gets the routes of that module, read with `readModule`
 * (default: from disk beside `fileName`); their pages need the table's module too, listed after
 * the layouts' own. Every specifier is relative to the router's folder. Splat paths (`*`) are
 * left out: they are no page to fetch ahead. A route written another way (a path or a `lazy` the
 * build cannot read) stops the build, so that the hints never silently fall behind the router.
 */
export function readRoutedPages(
  source: string,
  fileName = 'router.tsx',
  readModule: (specifier: string) => { source: string; fileName: string } = (specifier) => {
    const base = join(dirname(fileName), specifier);
    const found = ['.ts', '.tsx'].map((extension) => base + extension).find((candidate) => existsSync(candidate));
    if (!found) throw new Error(`${fileName}: no module ${specifier} for a deferred route table`);
    return { source: readFileSync(found, 'utf8'), fileName: found };
  },
): RoutedPage[] {
  const pages: RoutedPage[] = [];
  const read = (source: string, fileName: string, dir: string, parentPath: string, parentImports: string[]) => {
    const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const deferred = deferredTables(file);
    const fail = (node: ts.Node, what: string): never => {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      throw new Error(`${fileName}:${line + 1}: ${what}; the first-load hints cannot read this route`);
    };
    const visit = (node: ts.Node, parentPath: string, parentImports: string[]) => {
      if (!ts.isObjectLiteralExpression(node) || !routeKeys.some((key) => propertyOf(node, key))) {
        ts.forEachChild(node, (child) => visit(child, parentPath, parentImports));
        return;
      }
      const path = propertyOf(node, 'path');
      const lazy = propertyOf(node, 'lazy');
      const children = propertyOf(node, 'children');
      const id = propertyOf(node, 'id');
      let fullPath = parentPath;
      if (path) {
        if (!ts.isStringLiteralLike(path.initializer)) fail(path, 'a path that is not a string literal');
        const own = (path.initializer as ts.StringLiteralLike).text;
        fullPath = own.startsWith('/') ? own : `${parentPath.replace(/\/$/, '')}/${own}`;
      }
      const imports = lazy
        ? [...parentImports, rebase(dir, importIn(lazy.initializer) ?? fail(lazy, 'a lazy route without import()'))]
        : parentImports;
      if (path && !fullPath.includes('*') && imports.length > 0) pages.push({ path: fullPath, imports });
      if (children) {
        if (!ts.isArrayLiteralExpression(children.initializer))
          fail(children, 'children that are not an array literal');
        for (const child of (children.initializer as ts.ArrayLiteralExpression).elements)
          visit(child, fullPath, imports);
      }
      const table = id && ts.isStringLiteralLike(id.initializer) ? deferred.get(id.initializer.text) : undefined;
      if (table) {
        const module = readModule(rebase(dir, table));
        read(module.source, module.fileName, posix.dirname(rebase(dir, table)), fullPath, [
          ...imports,
          rebase(dir, table),
        ]);
      }
    };
    visit(file, parentPath, parentImports);
  };
  read(source, fileName, '.', '', []);
  return pages;
}

type Chunk = Rolldown.OutputChunk;

/** `chunks` and every chunk they import statically, each once, in the order first met. */
function staticClosure(bundle: Rolldown.OutputBundle, chunks: Chunk[]): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  chunks.forEach(visit);
  return [...seen.values()];
}

export interface FirstLoadHintsOptions {
  /** The router's source file. */
  router: string;
  /** The module the build runs ahead of the entry (src/first-load.ts). */
  script: string;
  /** The interface's languages and the default one. */
  locales: string[];
  defaultLocale: string;
  /** The public API reads each page starts at once (`FirstLoadPlan.reads`). */
  reads?: Record<string, string[]>;
  /**
   * The API reads a layout's first render needs with a session, by the layout's module as the
   * router imports it (`./workspace/WorkspaceShell`): every page under it starts them at once
   * when signed in (`FirstLoadPlan.sessionReads`).
   */
  layoutSessionReads?: Record<string, string[]>;
  /** The reads of a signed-in page's view of the selected workspace, by page path (`FirstLoadPlan.workspaceReads`). */
  workspaceReads?: Record<string, WorkspaceRead[]>;
  /**
   * Modules a page's own code loads with `import()` once its first paint is drawn (the dashboard
   * home's content), by page path, as their source paths end (`src/dashboard/DashboardPage.tsx`):
   * the script keeps their chunks' list for the page (`FirstLoadPlan.later`), which preloads them
   * then, a batch per task, rather than as one burst of links when it imports them. The build
   * stops if one is missing.
   */
  laterModules?: Record<string, string[]>;
  /**
   * The checkout page's session, read as soon as its id is known (`FirstLoadPlan.checkoutSession`),
   * by page path, with the modules of the steps a session shows (their source paths, or how
   * they end: `packages/screens/src/Money/Checkout/CheckoutPay.tsx`), whose chunks are preloaded
   * with it. For the entry without a router (the checkout page's pass) only.
   */
  checkoutSession?: Record<string, Omit<CheckoutSessionPlan, 'files'> & { modules: string[] }>;
}

/**
 * The production build's first-load hints (src/first-load.ts explains why): the plan of each
 * page's files and each language's catalog, read from the bundle, is written with the
 * first-load module into one small script (`assets/first-load-<hash>.js`), which the page's HTML
 * loads ahead of the entry. The checkout page's pass (pay.html, no router) gets the catalogs
 * alone; a build without the first-load module (the floor page) gets none.
 */
export function firstLoadHints({
  router,
  script,
  locales,
  defaultLocale,
  reads,
  layoutSessionReads = {},
  workspaceReads,
  laterModules = {},
  checkoutSession,
}: FirstLoadHintsOptions): Plugin {
  let base = '/';
  let emitted: string | undefined;
  return {
    name: 'meridian:first-load-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // Before the HTML is written (vite:build-html), which then links the script.
      order: 'pre',
      async handler(_options, bundle) {
        emitted = undefined;
        const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
        // The dashboard's entry (with the router), or another entry that picks its language with
        // the same rules (the checkout page's): the latter has no routed pages, only its catalog.
        const routed = chunks.find((chunk) => chunk.isEntry && chunk.moduleIds.includes(router));
        const entry = routed ?? chunks.find((chunk) => chunk.isEntry && chunk.moduleIds.includes(script));
        if (!entry) return;
        const chunkOf = async (specifier: string) => {
          const resolved = await this.resolve(specifier, router);
          const chunk = resolved && chunks.find((candidate) => candidate.facadeModuleId === resolved.id);
          if (!chunk) throw new Error(`first-load hints: no chunk for ${specifier} (imported by ${router})`);
          return chunk;
        };
        /** The chunk of the module whose source path ends with `module`; the build stops without one. */
        const chunkEnding = (module: string, needed: string) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`first-load hints: no chunk for ${module} (${needed})`);
          return chunk;
        };
        const initial = new Set(staticClosure(bundle, [entry]).map((chunk) => chunk.fileName));
        const files: string[] = [];
        const indexOf = (chunk: Chunk) => {
          const href = base + chunk.fileName;
          if (!files.includes(href)) files.push(href);
          return files.indexOf(href);
        };

        const pages: Record<string, number[]> = {};
        const later: Record<string, number[]> = {};
        const sessionReads: Record<string, string[]> = {};
        for (const page of routed ? readRoutedPages(readFileSync(router, 'utf8'), router) : []) {
          const layoutReads = page.imports.flatMap((specifier) => layoutSessionReads[specifier] ?? []);
          if (layoutReads.length > 0) sessionReads[page.path] = layoutReads;
          const own = await Promise.all(page.imports.map(chunkOf));
          const ownFiles = staticClosure(bundle, own).filter((chunk) => !initial.has(chunk.fileName));
          pages[page.path] = ownFiles.map(indexOf);
          const modules = laterModules[page.path] ?? [];
          if (modules.length === 0) continue;
          const afterPaint = modules.map((module) => chunkEnding(module, `loaded by ${page.path}`));
          const first = new Set(ownFiles.map((chunk) => chunk.fileName));
          later[page.path] = staticClosure(bundle, afterPaint)
            .filter((chunk) => !initial.has(chunk.fileName) && !first.has(chunk.fileName))
            .map(indexOf);
        }
        for (const path of Object.keys(laterModules))
          if (routed && !pages[path]) throw new Error(`first-load hints: no page ${path} for its modules`);
        const catalogs: Record<string, number> = {};
        for (const locale of locales) {
          const catalog = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/locales/${locale}.json`));
          if (!catalog) throw new Error(`first-load hints: no catalog chunk for ${locale}`);
          catalogs[locale] = indexOf(catalog);
        }

        const sessions: Record<string, CheckoutSessionPlan> = {};
        for (const [path, { modules, ...session }] of Object.entries(routed ? {} : (checkoutSession ?? {}))) {
          const own = modules.map((module) => chunkEnding(module, `the session of ${path}`));
          sessions[path] = {
            ...session,
            files: staticClosure(bundle, own)
              .filter((chunk) => !initial.has(chunk.fileName))
              .map(indexOf),
          };
        }

        const plan: FirstLoadPlan = {
          locales,
          defaultLocale,
          files,
          catalogs,
          pages,
          ...(reads ? { reads } : {}),
          ...(Object.keys(later).length > 0 ? { later } : {}),
          ...(Object.keys(sessionReads).length > 0 ? { sessionReads } : {}),
          ...(routed && workspaceReads ? { workspaceReads } : {}),
          ...(Object.keys(sessions).length > 0 ? { checkoutSession: sessions } : {}),
        };
        // The module's code without its `export`s (which only the app and the tests use): a
        // plain script that calls it with the plan.
        const { outputText } = ts.transpileModule(readFileSync(script, 'utf8'), {
          compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: true },
        });
        const body = outputText.replace(/^export (?=(const|function) )/gm, '');
        if (/^\s*(export|import)\b/m.test(body))
          throw new Error(`${script} must declare its exports as \`export const|function\` and import nothing`);
        const { code } = await minify('first-load.js', `${body}\npreloadFirstPage(${JSON.stringify(plan)});\n`, {
          module: true,
          mangle: { toplevel: true },
        });
        emitted = this.getFileName(this.emitFile({ type: 'asset', name: 'first-load.js', source: code }));
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!emitted) return html;
        // Ahead of the entry's script, so that the browser asks for it first; `async`: it runs
        // as soon as it arrives, without waiting for the entry.
        const tag = `<script type="module" async src="${base}${emitted}"></script>\n    `;
        const at = html.indexOf('<script');
        return at < 0 ? html.replace('</head>', `${tag}</head>`) : html.slice(0, at) + tag + html.slice(at);
      },
    },
  };
}
