import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The app loads Mantine's CSS per component (main.tsx for what every page shows, an area's layout for its frame,
 * each file for what it renders) instead of all of styles.css. A file that renders a component without importing
 * its CSS shows bare browser controls on any page reached before one that imports it (Settings → Shop's
 * checkboxes, issue 20), and some CSS is a component's dependency that nothing names (a Checkbox lays out its label
 * with InlineInput.css). This reads Mantine's own modules to find the CSS of what each file of every area (portal,
 * shop, back office, check-in and what they share) renders, and follows the app's imports from main.tsx through
 * the router to know which CSS is loaded already wherever a file is shown.
 */

const SRC = import.meta.dirname;
const ENTRY = path.join(SRC, 'main.tsx');
const ROUTER = path.join(SRC, 'router.tsx');
const require = createRequire(import.meta.url);

const read = (file: string) => readFileSync(file, 'utf8');

/** Each Mantine package whose components the app renders: where its ES modules are and the stylesheet of one. */
const PACKAGES = new Map(
  (
    [
      ['@mantine/core', (name: string) => `@mantine/core/styles/${name}.css`],
      ['@mantine/dates', () => '@mantine/dates/styles.css'],
      ['@mantine/notifications', () => '@mantine/notifications/styles.css'],
      ['@mantine/modals', () => undefined],
    ] as const
  ).map(([name, stylesheet]) => [name, { esm: path.join(path.dirname(require.resolve(name)), '../esm'), stylesheet }] as const),
);
const CORE = path.join(PACKAGES.get('@mantine/core')!.esm, 'core');

/** The Mantine package an ES module file belongs to. */
const packageOf = (file: string) => [...PACKAGES.values()].find(({ esm }) => file.startsWith(esm + path.sep))!;

/** Each package's ES module of each component it exports by name. */
const exportedModules = new Map<string, Map<string, string>>(
  [...PACKAGES].map(([name, { esm }]) => [
    name,
    new Map(
      [...read(path.join(esm, 'index.mjs')).matchAll(/export \{ ([^}]+) \} from '(\.[^']+)'/g)].flatMap(([, names, from]) =>
        names!.split(', ').map((exported) => [exported.split(' as ').at(-1)!, path.join(esm, from!)] as const),
      ),
    ),
  ]),
);

/** The names a Mantine module imports from the package's other modules or from another Mantine package, and from where. */
function moduleImports(source: string, file: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const [, names, from] of source.matchAll(/^import (?:\{ ([^}]+) \}|(?:\w+)) from '(\.[^']+\.mjs|@mantine\/[\w-]+)';$/gm)) {
    for (const name of names?.split(', ') ?? []) {
      const local = name.split(' as ').at(-1)!;
      const module = from!.startsWith('.') ? path.resolve(path.dirname(file), from!) : exportedModules.get(from!)?.get(name.split(' as ')[0]!);
      if (module) imports.set(local, module);
    }
  }
  return imports;
}

/**
 * The module of a compound part (`Table.ScrollContainer`), read from where its component attaches it; none for a
 * member that is no part (a context's Provider).
 */
function partModule(file: string, component: string, part: string): string | undefined {
  const source = read(file);
  const local = new RegExp(`^${component}\\.${part} = (\\w+);$`, 'm').exec(source)?.[1];
  if (!local) return undefined;
  // A part defined beside its component (ScrollArea.Autosize) shares the component's module.
  return moduleImports(source, file).get(local) ?? file;
}

const cssOfModule = new Map<string, Set<string>>();

/**
 * The stylesheets (import paths) a Mantine module needs when rendered: its own CSS module's, and those of the
 * components it renders (as a JSX element or a Box's `component`), transitively. Compound parts attached to it
 * but not rendered (Checkbox.Card) are not counted.
 */
function cssOf(file: string): Set<string> {
  const known = cssOfModule.get(file);
  if (known) return known;
  const css = new Set<string>();
  cssOfModule.set(file, css);
  const source = read(file);
  const own = /^import classes from '[^']*\/(\w+)\.module\.css\.mjs';$/m.exec(source)?.[1];
  const stylesheet = own && packageOf(file).stylesheet(own);
  if (stylesheet) css.add(stylesheet);
  const imports = moduleImports(source, file);
  const rendered = [...source.matchAll(/\bjsxs?\(\s*(\w+(?:\.\w+)?)|\bcomponent:\s*([^,}\n]+)/g)].flatMap(([, element, component]) => (element ?? component!).match(/\w+(?:\.\w+)?/g) ?? []);
  for (const [name, part] of rendered.map((element) => element.split('.'))) {
    const from = imports.get(name!);
    // The core (Box, the theme) has no component CSS: baseline and global.css are main.tsx's.
    const module = from && !from.startsWith(CORE) ? (part ? partModule(from, name!, part) : from) : undefined;
    if (module) cssOf(module).forEach((name) => css.add(name));
  }
  return css;
}

/** The stylesheets a source file's JSX needs for the Mantine components (and parts) it renders. */
function cssRenderedBy(source: string): Set<string> {
  const css = new Set<string>();
  for (const [pkg, modules] of exportedModules) {
    const imported = new RegExp(`import \\{([^}]+)\\} from '${pkg}';`).exec(source)?.[1]?.split(',').map((name) => name.trim()) ?? [];
    const components = imported.filter((name) => !name.startsWith('type ') && modules.has(name));
    for (const [, component, part] of source.matchAll(new RegExp(`<(${components.join('|') || '$^'})(?:\\.(\\w+))?[\\s/>]`, 'g'))) {
      const file = modules.get(component!)!;
      const module = part ? partModule(file, component!, part) : file;
      if (!module) throw new Error(`${component}.${part} is not a part of Mantine's ${component}`);
      cssOf(module).forEach((name) => css.add(name));
    }
  }
  return css;
}

const importedCss = (source: string) => new Set([...source.matchAll(/^import '(@mantine\/[^']+\.css)';$/gm)].map(([, name]) => name!));

/** The app's source file an import path (without `.js`) names. */
const sourceFile = (from: string, target: string) => {
  const base = path.resolve(path.dirname(from), target);
  const file = [`${base}.tsx`, `${base}.ts`].find(existsSync);
  if (!file) throw new Error(`${path.relative(SRC, from)} imports ${target}.js, which is not a source file`);
  return file;
};
const staticImports = (file: string) => [...read(file).matchAll(/(?:from |^import )'(\.\.?\/[^']+)\.js'/gm)].map(([, target]) => sourceFile(file, target!));
const lazyImports = (file: string) => [...read(file).matchAll(/\bimport\('(\.\.?\/[^']+)\.js'\)/g)].map(([, target]) => sourceFile(file, target!));

/** A module and everything it imports statically, transitively: what is loaded with it. */
function loadedWith(root: string): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    staticImports(file).forEach(visit);
  };
  visit(root);
  return [...found];
}

const cssLoadedWith = (root: string) => new Set(loadedWith(root).flatMap((file) => [...importedCss(read(file))]));

/** The layout each lazily loaded page of the router is shown in (the portal's is loaded with main.tsx). */
function pageLayouts(): Map<string, string> {
  const source = read(ROUTER);
  const layouts = new Map<string, string>();
  const blocks = [...source.matchAll(/element: lazily\(\(\) => import\('(\.\/[^']+)\.js'\)\),\s*children: \[([\s\S]*?)\n {4}\],/g)];
  // Every lazily loaded layout is read with its pages (the pattern follows the router's indentation).
  expect(blocks.length).toBe(source.match(/children: \[/g)!.length - 1);
  for (const [, layout, children] of blocks) {
    for (const [, page] of children!.matchAll(/import\('(\.\/[^']+)\.js'\)/g)) layouts.set(sourceFile(ROUTER, page!), sourceFile(ROUTER, layout!));
  }
  return layouts;
}

/**
 * Every source file the app can show, each with the stylesheets loaded wherever it is shown: main.tsx's for every
 * page (the portal's frame and its pages included), then for a lazily loaded module what its importer loaded
 * (and, for a page in a layout, what the layout loaded). A file reached in several places gets what all have.
 */
function appFiles(): Map<string, Set<string>> {
  const layouts = pageLayouts();
  const loaded = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const load = (root: string, before: Set<string>) => {
    const key = `${root}\n${[...before].sort().join()}`;
    if (seen.has(key)) return;
    seen.add(key);
    const files = loadedWith(root);
    for (const file of files) {
      const known = loaded.get(file);
      loaded.set(file, known ? new Set([...known].filter((name) => before.has(name))) : before);
    }
    const after = new Set([...before, ...files.flatMap((file) => [...importedCss(read(file))])]);
    for (const file of files) {
      for (const target of lazyImports(file)) {
        const layout = file === ROUTER ? layouts.get(target) : undefined;
        load(target, layout ? new Set([...after, ...cssLoadedWith(layout)]) : after);
      }
    }
  };
  // main.tsx's own imports are for every page; what the files it loads import is theirs to name.
  load(ENTRY, importedCss(read(ENTRY)));
  return loaded;
}

describe("the app's Mantine CSS", () => {
  it('finds the CSS of a component and of what it renders, not of the parts it only carries', () => {
    const core = (...names: string[]) => names.map((name) => `@mantine/core/styles/${name}.css`);
    expect([...cssRenderedBy("import { Checkbox } from '@mantine/core';\n<Checkbox label=\"x\" />")].sort()).toEqual(core('Checkbox', 'InlineInput', 'Input'));
    expect([...cssRenderedBy("import { Table } from '@mantine/core';\n<Table.ScrollContainer minWidth={1}>")].sort()).toEqual(core('ScrollArea', 'Table'));
    expect([...cssRenderedBy("import { type TextProps, Text } from '@mantine/core';\n<Text>")]).toEqual(core('Text'));
    expect(cssRenderedBy("import { DateInput } from '@mantine/dates';\n<DateInput />")).toEqual(
      new Set(['@mantine/dates/styles.css', ...core('CloseButton', 'Input', 'Overlay', 'Popover', 'UnstyledButton', 'VisuallyHidden')]),
    );
  });

  it('follows every page of every area, and what they import', () => {
    const shown = appFiles();
    const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file))
      .map((file) => path.join(SRC, file));
    expect(sources.filter((file) => !shown.has(file)).map((file) => path.relative(SRC, file))).toEqual([]);
    // The areas' frames add theirs for their pages only: the back office's AppShell is not loaded for the kiosk.
    expect(shown.get(path.join(SRC, 'routes/backoffice/home.tsx'))).toContain('@mantine/core/styles/AppShell.css');
    expect(shown.get(path.join(SRC, 'routes/checkin/start.tsx'))).not.toContain('@mantine/core/styles/AppShell.css');
    expect(shown.get(path.join(SRC, 'routes/shop/test-checkout.tsx'))).not.toContain('@mantine/core/styles/AppShell.css');
  });

  it('is imported by every file that renders a component, unless wherever it is shown has it already', () => {
    const missing = [...appFiles()].sort(([a], [b]) => a.localeCompare(b)).flatMap(([file, loaded]) => {
      const source = read(file);
      const own = importedCss(source);
      const absent = [...cssRenderedBy(source)].filter((name) => !loaded.has(name) && !own.has(name));
      return absent.length > 0 ? [`${path.relative(SRC, file)}: ${absent.sort().join(', ')}`] : [];
    });
    expect(missing).toEqual([]);
  });
});
