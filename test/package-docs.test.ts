// The docs for people who install the package: the plugin author's section of docs/plugins.md
// quotes the consumer app's files (test/consumer/, which the consumer test installs and runs), and
// every name the docs import from a package entry is exported by that entry's source.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

/** The source of each entry in package.json `exports` (the Node build of ./mock). */
const ENTRY_SOURCES: Record<string, string> = {
  'notes-panel': '../src/index.ts',
  'notes-panel/core': '../src/core/index.ts',
  'notes-panel/views': '../src/views.ts',
  'notes-panel/plugins': '../plugins/index.ts',
  'notes-panel/api': '../src/api/index.ts',
  'notes-panel/host': '../src/frame/host/index.ts',
  'notes-panel/frame': '../src/frame/index.ts',
  'notes-panel/mock': '../mock/index.ts',
  'notes-panel/testing': '../testing/index.ts',
  'notes-panel/testing/react': '../testing/react.ts',
};

describe('docs for package users', () => {
  it("docs/plugins.md quotes the consumer app's note type, action and test verbatim", () => {
    const doc = read('docs/plugins.md');
    const blocks = ['test/consumer/app/src/store-order.ts', 'test/consumer/app/src/pin.ts', 'test/consumer/app/src/store-order.spec.ts'].flatMap((file) => [
      ...read(file).matchAll(/\/\/ example:([\w-]+)\n([\s\S]*?)\/\/ end\n/g),
    ]);
    expect(blocks.map((block) => block[1])).toEqual(['note-type', 'action', 'test']);
    for (const [, , code] of blocks) expect(doc).toContain(code!.trim());
  });

  it("docs/embedding.md quotes the consumer app's own iframe app (entry, page, Vite config) verbatim", () => {
    const doc = read('docs/embedding.md');
    const blocks = ['test/consumer/app/src/panel.ts', 'test/consumer/app/vite.frame.config.ts'].flatMap((file) => [...read(file).matchAll(/\/\/ example:([\w-]+)\n([\s\S]*?)\/\/ end\n/g)]);
    expect(blocks.map((block) => block[1])).toEqual(['frame-entry', 'frame-config']);
    for (const [, , code] of blocks) expect(doc).toContain(code!.trim());
    expect(doc).toContain(read('test/consumer/app/panel.html').trim());
  });

  it('package.json exports the entries the docs name, built from these sources', () => {
    const manifest = JSON.parse(read('package.json')) as { exports: Record<string, unknown> };
    const subpaths = Object.keys(ENTRY_SOURCES).map((entry) => entry.replace(/^notes-panel/, '.'));
    expect(Object.keys(manifest.exports)).toEqual(expect.arrayContaining([...subpaths, './styles.css']));
  });

  it('every name imported from notes-panel in the README and docs exists', async () => {
    const files = ['README.md', 'docs/embedding.md', 'docs/plugins.md', 'docs/api.md', 'mock/README.md'];
    const imports = files.flatMap((file) =>
      [...read(file).matchAll(/import\s+(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s+'(notes-panel[^']*)'/g)].map(([, fallback, names, entry]) => ({
        file,
        entry: entry!,
        names: [
          ...(fallback ? ['default'] : []),
          ...(names ?? '')
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && !name.startsWith('type ')),
        ],
      })),
    );
    expect(imports.length).toBeGreaterThan(5);
    for (const { file, entry, names } of imports) {
      const source = ENTRY_SOURCES[entry];
      expect(source, `${file} imports from ${entry}, which is not an entry`).toBeDefined();
      const module = (await import(source!)) as Record<string, unknown>;
      const missing = names.filter((name) => module[name.split(/\s+as\s+/)[0]!] === undefined);
      expect(missing, `${file}: ${entry} does not export these`).toEqual([]);
    }
  });
});
