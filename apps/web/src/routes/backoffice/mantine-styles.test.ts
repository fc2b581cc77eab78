import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The app loads Mantine's CSS per component (main.tsx for the portal, each file for what it renders) instead of all
 * of styles.css. A file that renders a component without importing its CSS shows bare browser controls on any page
 * reached before one that imports it (Settings → Shop's checkboxes, issue 20), and some CSS is a component's
 * dependency that nothing names (a Checkbox lays out its label with InlineInput.css). This reads Mantine's own
 * modules to find the CSS of what each back-office file renders.
 */

const SRC = path.resolve(import.meta.dirname, '../..');
const MANTINE_ESM = path.join(path.dirname(createRequire(import.meta.url).resolve('@mantine/core')), '../esm');
const CSS_IMPORT = /^import '@mantine\/core\/styles\/(\w+)\.css';$/gm;

const read = (file: string) => readFileSync(file, 'utf8');

/** Every source file of the back office: its pages and everything they import from the app, transitively. */
function backOfficeFiles(): string[] {
  const pages = readdirSync(path.join(SRC, 'routes/backoffice'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => path.join(SRC, 'routes/backoffice', file));
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const [, target] of read(file).matchAll(/from '(\.\.?\/[^']+)\.js'/g)) {
      const base = path.resolve(path.dirname(file), target!);
      const source = [`${base}.tsx`, `${base}.ts`].find(existsSync);
      if (source) visit(source);
    }
  };
  pages.forEach(visit);
  return [...found].sort();
}

/** Mantine's ES module of each component it exports by name. */
const exportedModules = new Map(
  [...read(path.join(MANTINE_ESM, 'index.mjs')).matchAll(/export \{ ([^}]+) \} from '(\.[^']+)'/g)].flatMap(([, names, from]) =>
    names!.split(', ').map((name) => [name.split(' as ').at(-1)!, path.join(MANTINE_ESM, from!)] as const),
  ),
);

/** The names a module imports from Mantine's other modules, and from where. */
function moduleImports(source: string, file: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const [, names, from] of source.matchAll(/^import (?:\{ ([^}]+) \}|(?:\w+)) from '(\.[^']+\.mjs)';$/gm)) {
    for (const name of names?.split(', ') ?? []) imports.set(name.split(' as ').at(-1)!, path.resolve(path.dirname(file), from!));
  }
  return imports;
}

/** The module of a compound part (`Table.ScrollContainer`), read from where its component attaches it. */
function partModule(file: string, component: string, part: string): string {
  const source = read(file);
  const local = new RegExp(`^${component}\\.${part} = (\\w+);$`, 'm').exec(source)?.[1];
  if (!local) throw new Error(`${component}.${part} is not a part of Mantine's ${component}`);
  // A part defined beside its component (ScrollArea.Autosize) shares the component's module.
  return moduleImports(source, file).get(local) ?? file;
}

const cssOfModule = new Map<string, Set<string>>();

/**
 * The CSS files (names in @mantine/core/styles) a Mantine module needs when rendered: its own CSS module's, and those
 * of the components it renders (as a JSX element or a Box's `component`), transitively. Compound parts attached
 * to it but not rendered (Checkbox.Card) are not counted.
 */
function cssOf(file: string): Set<string> {
  const known = cssOfModule.get(file);
  if (known) return known;
  const css = new Set<string>();
  cssOfModule.set(file, css);
  const source = read(file);
  const own = /^import classes from '[^']*\/(\w+)\.module\.css\.mjs';$/m.exec(source)?.[1];
  if (own) css.add(own);
  const imports = moduleImports(source, file);
  const rendered = [...source.matchAll(/\bjsxs?\(\s*(\w+(?:\.\w+)?)|\bcomponent:\s*([^,}\n]+)/g)].flatMap(([, element, component]) => (element ?? component!).match(/\w+(?:\.\w+)?/g) ?? []);
  for (const [name, part] of rendered.map((element) => element.split('.'))) {
    const from = imports.get(name!);
    // The core (Box, the theme) has no component CSS: baseline and global.css are main.tsx's.
    if (!from || from.startsWith(path.join(MANTINE_ESM, 'core'))) continue;
    cssOf(part ? partModule(from, name!, part) : from).forEach((name) => css.add(name));
  }
  return css;
}

/** The CSS files a source file's JSX needs for the Mantine components (and parts) it renders. */
function cssRenderedBy(source: string): Set<string> {
  const imported = /import \{([^}]+)\} from '@mantine\/core';/.exec(source)?.[1]?.split(',').map((name) => name.trim()) ?? [];
  const components = imported.filter((name) => !name.startsWith('type ') && exportedModules.has(name));
  const css = new Set<string>();
  for (const [, component, part] of source.matchAll(new RegExp(`<(${components.join('|') || '$^'})(?:\\.(\\w+))?[\\s/>]`, 'g'))) {
    const file = exportedModules.get(component!)!;
    cssOf(part ? partModule(file, component!, part) : file).forEach((name) => css.add(name));
  }
  return css;
}

const importedCss = (source: string) => new Set([...source.matchAll(CSS_IMPORT)].map(([, name]) => name!));

describe("the back office's Mantine CSS", () => {
  it('finds the CSS of a component and of what it renders, not of the parts it only carries', () => {
    expect([...cssRenderedBy("import { Checkbox } from '@mantine/core';\n<Checkbox label=\"x\" />")].sort()).toEqual(['Checkbox', 'InlineInput', 'Input']);
    expect([...cssRenderedBy("import { Table } from '@mantine/core';\n<Table.ScrollContainer minWidth={1}>")].sort()).toEqual(['ScrollArea', 'Table']);
    expect([...cssRenderedBy("import { type TextProps, Text } from '@mantine/core';\n<Text>")]).toEqual(['Text']);
  });

  it('is imported by every file that renders a component, unless every page has it already (main.tsx)', () => {
    const everyPage = importedCss(read(path.join(SRC, 'main.tsx')));
    const missing = backOfficeFiles().flatMap((file) => {
      const source = read(file);
      const own = importedCss(source);
      const absent = [...cssRenderedBy(source)].filter((name) => !everyPage.has(name) && !own.has(name));
      return absent.length > 0 ? [`${path.relative(SRC, file)}: ${absent.sort().join(', ')}`] : [];
    });
    expect(missing).toEqual([]);
  });
});
