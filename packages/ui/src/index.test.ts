import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';
import * as ui from './index';
import pkg from '../package.json';

const src = resolve(fileURLToPath(import.meta.url), '..') + '/';
const packageDir = resolve(src, '..');

// The public API is a deliberate, versioned decision: a change here needs a changeset.
it('exports exactly the public components and helpers', () => {
  expect(Object.keys(ui).sort()).toMatchInlineSnapshot(`
    [
      "Alert",
      "AmountField",
      "Avatar",
      "Badge",
      "Banner",
      "Button",
      "ButtonLink",
      "Card",
      "Checkbox",
      "CheckboxGroup",
      "ChoiceCard",
      "ChoiceCards",
      "CodeInput",
      "ComboBox",
      "ComboBoxItem",
      "ConfirmDialog",
      "CopyButton",
      "CountryComboBox",
      "CursorPagination",
      "DataTable",
      "Dialog",
      "EmptyState",
      "FieldDescription",
      "FieldErrorText",
      "FieldHelp",
      "FieldLabel",
      "Form",
      "Grid",
      "Heading",
      "IconButton",
      "Inline",
      "Link",
      "Menu",
      "MenuItem",
      "MenuSection",
      "MenuSeparator",
      "NumberField",
      "PasswordField",
      "Popover",
      "PopoverDialog",
      "PopoverTrigger",
      "ProgressBar",
      "QRCode",
      "Radio",
      "RadioGroup",
      "RouterProvider",
      "SearchField",
      "Select",
      "SelectItem",
      "Skeleton",
      "SkeletonGroup",
      "Spinner",
      "Stack",
      "StatusBadge",
      "Stepper",
      "Switch",
      "TOAST_KIND_TONES",
      "TOKEN_ICON_SYMBOLS",
      "Tab",
      "TabList",
      "TabPanel",
      "Tabs",
      "Text",
      "TextArea",
      "TextField",
      "ThemeProvider",
      "ToastProvider",
      "ToastRegion",
      "TokenIcon",
      "Tooltip",
      "UNREADABLE_AMOUNT_ATTRIBUTE",
      "VisuallyHidden",
      "createToastQueue",
      "darkTheme",
      "lightTheme",
      "messagesIn",
      "toast",
      "useThemeName",
      "useToast",
    ]
  `);
});

/**
 * The names `src/index.ts` exports as types only, read by the TypeScript compiler over the
 * package's own sources (imports from other packages are left unresolved, which keeps it quick;
 * a re-export of such a type counts when it is marked `type`).
 */
function exportedTypeNames(): string[] {
  const entry = join(src, 'index.ts');
  const options: ts.CompilerOptions = {
    noLib: true,
    types: [],
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, ...rest) => (resolve(name).startsWith(src) ? read(name, ...rest) : undefined);
  const program = ts.createProgram([entry], options, host);
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  const markedTypeOnly = (symbol: ts.Symbol) =>
    (symbol.declarations ?? []).some(
      (d) =>
        (ts.isExportSpecifier(d) && (d.isTypeOnly || d.parent.parent.isTypeOnly)) || ts.isTypeOnlyExportDeclaration(d),
    );
  return checker
    .getExportsOfModule(module)
    .filter((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      if (!target.declarations?.length) return markedTypeOnly(symbol);
      return Boolean(target.flags & ts.SymbolFlags.Type) && !(target.flags & ts.SymbolFlags.Value);
    })
    .map((symbol) => symbol.name)
    .sort();
}

// Types are part of the public API too: removing or renaming one breaks a partner's build.
it('exports exactly the public types', () => {
  expect(exportedTypeNames()).toMatchInlineSnapshot(`
    [
      "AlertProps",
      "AlertTone",
      "AmountFieldProps",
      "AvatarProps",
      "BadgeProps",
      "BadgeTone",
      "BannerProps",
      "ButtonLinkProps",
      "ButtonProps",
      "CardProps",
      "CheckboxGroupProps",
      "CheckboxProps",
      "ChoiceCardProps",
      "ChoiceCardsProps",
      "CodeInputProps",
      "ComboBoxItemProps",
      "ComboBoxProps",
      "ConfirmDialogProps",
      "CopyButtonProps",
      "CopyFunction",
      "CountryCode",
      "CountryComboBoxProps",
      "CursorPaginationProps",
      "CursorPaging",
      "DataTableColumn",
      "DataTableLabelling",
      "DataTableProps",
      "DataTableRowAction",
      "DataTableSortDescriptor",
      "DataTableSortValue",
      "DialogContent",
      "DialogProps",
      "EmptyStateProps",
      "FieldProps",
      "FormProps",
      "GridProps",
      "HeadingProps",
      "IconButtonProps",
      "InlineProps",
      "LinkProps",
      "MenuItemProps",
      "MenuProps",
      "MenuSectionProps",
      "MultipleChoiceCardsProps",
      "NumberFieldProps",
      "PasswordFieldProps",
      "PopoverDialogProps",
      "PopoverProps",
      "PopoverTriggerProps",
      "ProgressBarProps",
      "QRCodeProps",
      "RadioGroupProps",
      "RadioProps",
      "ScopedMessage",
      "SearchFieldProps",
      "SelectItemProps",
      "SelectOption",
      "SelectProps",
      "SingleChoiceCardsProps",
      "Size",
      "SkeletonGroupProps",
      "SkeletonProps",
      "Space",
      "SpinnerProps",
      "StackProps",
      "StatusBadgeProps",
      "StepStatus",
      "StepperProps",
      "StepperStep",
      "SwitchProps",
      "TabListProps",
      "TabPanelProps",
      "TabProps",
      "TabsProps",
      "TextAreaProps",
      "TextFieldProps",
      "TextProps",
      "ThemeClass",
      "ThemeName",
      "ThemeProviderProps",
      "ToastApi",
      "ToastContent",
      "ToastKind",
      "ToastOptions",
      "ToastProviderProps",
      "ToastQueue",
      "ToastQueueOptions",
      "ToastRegionProps",
      "ToastType",
      "TokenIconProps",
      "TokenIconSymbol",
      "Tone",
      "TooltipProps",
      "VisuallyHiddenProps",
    ]
  `);
});

/** Where `@meridian/ui/<subpath>` leads under a condition, following package.json `exports` (exact keys, then `*` patterns). */
function resolveExport(subpath: string, condition: string): string | undefined {
  const exportsMap = pkg.exports as Record<string, string | Record<string, string>>;
  const pick = (target: string | Record<string, string>) =>
    typeof target === 'string' ? target : (target[condition] ?? target.default);
  if (exportsMap[subpath]) return pick(exportsMap[subpath]);
  for (const [key, target] of Object.entries(exportsMap)) {
    const star = key.indexOf('*');
    if (star < 0) continue;
    const [before, after] = [key.slice(0, star), key.slice(star + 1)];
    if (subpath.startsWith(before) && subpath.endsWith(after) && subpath.length >= key.length - 1) {
      const match = subpath.slice(before.length, subpath.length - after.length);
      return pick(target)?.replaceAll('*', match);
    }
  }
  return undefined;
}

const folders = readdirSync(src, { withFileTypes: true }).filter((entry) => entry.isDirectory());
const entryFolders = folders
  .filter((entry) => existsSync(join(src, entry.name, 'index.ts')))
  .map((entry) => entry.name);

it('has a subpath export for every component folder it exports from', () => {
  expect(pkg.exports['./*']).toMatchObject({ import: './dist/*/index.js', types: './dist/*/index.d.ts' });
  expect(entryFolders.length).toBeGreaterThan(40);
  const missing = entryFolders.filter((name) => {
    const source = resolveExport(`./${name}`, '@meridian/source');
    return (
      source !== `./src/${name}/index.ts` ||
      resolveExport(`./${name}`, 'types') !== `./dist/${name}/index.d.ts` ||
      resolveExport(`./${name}`, 'import') !== `./dist/${name}/index.js`
    );
  });
  expect(missing).toEqual([]);
});

it('exports no subpath that leads nowhere', () => {
  // Explicit keys point at files that exist; a folder the `./*` pattern reaches has an index.ts,
  // except the test helpers, which the build leaves out.
  const exportsMap = pkg.exports as Record<string, string | Record<string, string>>;
  const explicit = Object.keys(exportsMap).filter((key) => !key.includes('*'));
  const dangling = explicit.filter((key) => {
    const target = resolveExport(key, '@meridian/source') ?? resolveExport(key, 'import');
    return !target || !existsSync(join(packageDir, target));
  });
  expect(dangling).toEqual([]);
  const withoutEntry = folders.map((entry) => entry.name).filter((name) => !entryFolders.includes(name));
  expect(withoutEntry).toEqual(['test']);
});
