// `npm run build:lib`: the installable package's code in dist/lib, apart from the iframe app's build
// (dist/panel, dist/host) and its size budgets. tsc writes ES modules and .d.ts file for file,
// keeping the source layout, so `new URL('../fixtures/…', import.meta.url)` in mock/ and cli/ still
// finds what is copied beside it; the CLI becomes plain JavaScript for `node`. Then checks what
// each public entry can reach: only declared dependencies, no React under ./core, ./api, ./host,
// ./plugins or ./testing, and no Node built-ins in what browsers load.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { build, type Plugin } from 'vite';
import { STYLESHEETS } from '../src/ui/stylesheets.ts';

const OUT = 'dist/lib';
const require = createRequire(import.meta.url);

rmSync(OUT, { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.lib.json'], { stdio: 'inherit' });

// Stylesheets: one file for `notes-panel/styles.css`, and each at its source path for `render`.
const SHEETS = STYLESHEETS.map((sheet) => `src/ui/${sheet}`);
for (const sheet of SHEETS) cpSync(sheet, join(OUT, sheet));
writeFileSync(join(OUT, 'styles.css'), SHEETS.map((sheet) => `/* ${sheet} */\n${readFileSync(sheet, 'utf8')}`).join('\n'));

// The mock's defaults (the sample notes, the shipped scenarios by name), read relative to mock/.
const FIXTURES = ['fixtures/notes-sample.json', ...readdirSync('fixtures/scenarios').filter((name) => name.endsWith('.json')).map((name) => `fixtures/scenarios/${name}`)];
for (const file of FIXTURES) cpSync(file, join(OUT, file));

// The mock's rest-proxy frame is plain JavaScript that the platform on a port also serves to
// browsers as it is (mock/rest-proxy-page.ts): shipped beside the compiled mock, with its types.
for (const file of ['mock/rest-proxy-frame.js', 'mock/rest-proxy-frame.d.ts']) cpSync(file, join(OUT, file));

// The CLI runs on plain node: the source's `npx tsx` shebang would need tsx wherever it is installed.
const CLI = join(OUT, 'cli/index.js');
writeFileSync(CLI, readFileSync(CLI, 'utf8').replace(/^#!.*\n/, '#!/usr/bin/env node\n'));
chmodSync(CLI, 0o755);
for (const file of readdirSync(join(OUT, 'cli'))) if (file.endsWith('.d.ts')) rmSync(join(OUT, 'cli', file));

// `notes-panel/mock` in browsers: mock/browser.ts bundled with stand-ins for the Node modules the
// mock reaches. Its fixtures are embedded and answered by a read-only `readFileSync`, so
// createMockPlatform() loads the sample and `scenario: 'api-500s'` works; import.meta.url is
// replaced by a fixed file URL so those paths match and no bundler copies the JSON as an asset.
const MOCK_ROOT = 'file:///notes-panel/';
const embedded = Object.fromEntries(FIXTURES.map((file) => [new URL(file, MOCK_ROOT).pathname, readFileSync(file, 'utf8')]));
const SHIMS: Record<string, string> = {
  'node:fs': `
const files = new Map(Object.entries(${JSON.stringify(embedded)}));
const missing = (path) => Object.assign(new Error(\`ENOENT: \${path}: in a browser notes-panel/mock has only its shipped fixtures; pass notes and scenarios as data\`), { code: 'ENOENT' });
export function readFileSync(path) {
  const text = files.get(String(path));
  if (text === undefined) throw missing(path);
  return text;
}
export const existsSync = (path) => files.has(String(path));
export const realpathSync = (path) => String(path);
`,
  // cli/file-pieces.ts: a browser reads its embedded fixtures whole.
  'file-pieces': `
import { readFileSync } from 'node:fs';
export class FileReadError extends Error {
  constructor(cause) { super('file not readable', { cause }); this.name = 'FileReadError'; }
}
export function readPieces(file, write) {
  let text;
  try { text = readFileSync(file); } catch (error) { throw new FileReadError(error); }
  write(text);
}
`,
  'node:url': 'export const fileURLToPath = (url) => decodeURIComponent(new URL(String(url)).pathname);\nexport const URL = globalThis.URL;\n',
  ws: `export class WebSocketServer {
  constructor() { throw new Error('notes-panel/mock: a WebSocket server needs Node; in a browser use platform.localRealtime'); }
}
`,
};
const browserShims: Plugin = {
  name: 'notes-panel-mock-browser',
  enforce: 'pre',
  resolveId: (id) => (id in SHIMS ? `\0shim:${id}` : id.endsWith('/file-pieces.ts') ? '\0shim:file-pieces' : null),
  load: (id) => (id.startsWith('\0shim:') ? SHIMS[id.slice('\0shim:'.length)] : null),
  transform(code, id) {
    if (!code.includes('import.meta.url') || id.includes('node_modules')) return null;
    return code.replaceAll('import.meta.url', JSON.stringify(new URL(relative('.', id), MOCK_ROOT).href));
  },
};
const isBare = (id: string) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');
await build({
  configFile: false,
  logLevel: 'warn',
  plugins: [browserShims],
  build: {
    outDir: join(OUT, 'mock'),
    emptyOutDir: false,
    minify: false,
    target: 'es2022',
    lib: { entry: 'mock/browser.ts', formats: ['es'], fileName: () => 'browser.js' },
    rolldownOptions: { external: (id) => isBare(id) && !(id in SHIMS) },
  },
});

// What each entry reaches: files through relative imports, and the packages it imports.
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)]);
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier);

function reach(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [resolve(OUT, entry)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (!existsSync(file)) throw new Error(`${relative('.', file)}: imported but not built`);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (fileName.startsWith('.')) queue.push(resolve(dirname(file), fileName));
      else packages.add(fileName);
    }
  }
  return packages;
}

const REACT = ['react', 'react-dom', '@preact/signals-react'];
const ENTRIES = [
  { name: '.', file: 'src/index.js', browser: true, react: true },
  { name: './core', file: 'src/core/index.js', browser: true, react: false },
  { name: './plugins', file: 'plugins/index.js', browser: true, react: false },
  { name: './api', file: 'src/api/index.js', browser: true, react: false },
  { name: './host', file: 'src/frame/host/index.js', browser: true, react: false },
  // The iframe app for an embedder's entry: its first-open chunk holds React and the views.
  { name: './frame', file: 'src/frame/index.js', browser: true, react: true },
  { name: './mock (browsers)', file: 'mock/browser.js', browser: true, react: false },
  { name: './mock (node)', file: 'mock/index.js', browser: false, react: false },
  // The test kit runs where tests do, in Node (happy-dom and jsdom too): it holds the mock's Node build.
  { name: './testing', file: 'testing/index.js', browser: false, react: false },
  { name: './testing/react', file: 'testing/react.js', browser: false, react: true },
  { name: 'bin notes-panel', file: 'cli/index.js', browser: false, react: true },
];
const problems: string[] = [];
for (const entry of ENTRIES) {
  for (const specifier of reach(entry.file)) {
    const name = packageOf(specifier);
    if (isBuiltin(specifier)) {
      if (entry.browser) problems.push(`${entry.name} reaches the Node module ${specifier}`);
    } else if (!declared.has(name)) problems.push(`${entry.name} imports ${specifier}, which is not in dependencies or peerDependencies`);
    else if (!entry.react && REACT.includes(name)) problems.push(`${entry.name} reaches ${specifier} (it must not import React)`);
  }
}
if (problems.length > 0) {
  console.error(`dist/lib:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`library: ${OUT} (${ENTRIES.length} entries checked: declared dependencies only, no React under ./core ./api ./host ./plugins ./testing, no Node modules for browsers)`);
