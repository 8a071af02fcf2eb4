/**
 * The consumer test (`npm run test:consumer`; `.ci/run` runs it after the browser tests): the package
 * as a developer gets it. Builds and packs the library, installs the tarball into a scratch app
 * outside the repository (Vite + React 19 + TypeScript strict, the versions of this repository's
 * lockfile), and checks that
 * - the app, which renders NotificationsPanel against notes-panel/mock and registers a note type of
 *   its own (app/src/store-order.ts), typechecks, builds and renders in Chromium;
 * - the app's own iframe app, built from its own entry with notes-panel/frame (app/panel.html,
 *   app/src/panel.ts), shows the app's note type and its action works, in Chromium through a page
 *   with the host SDK against `notes-panel serve` (own-frame.ts);
 * - the app's tests of its plugins pass under vitest with the package's test kit (notes-panel/testing:
 *   the mock platform in-process in Node; notes-panel/testing/react: the panel drawn in happy-dom);
 * - every entry loads in plain Node (the mock's Node build there, its browser build in the page);
 * - an app taking only the headless core from the main entry gets neither React nor the panel;
 * - a plain Node script using only notes-panel/api talks to `notes-panel serve`;
 * - the installed `notes-panel` CLI, on plain node, runs every fixture feed to its expected outcome,
 *   replays a recorded log as the source does, and renders a note with its stylesheet.
 * The scratch directory is removed after a pass and kept (its path printed) after a failure.
 * `--no-build` packs dist/lib as it is (`.ci/run` has just built it with `npm run build`).
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { expectEventually, launchBrowser } from '../e2e/support/browser.ts';
import { checkOwnFrame, checkOwnFrameChunks } from './own-frame.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TEMPLATE = fileURLToPath(new URL('./app/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'notes-panel-consumer-'));
const app = join(work, 'app');
assert.ok(relative(ROOT, work).startsWith('..'), 'the scratch app must live outside the repository');

/** What the scratch app installs besides the tarball: this repository's versions, from its lockfile. */
const APP_DEPENDENCIES = ['react', 'react-dom'];
const APP_DEV_DEPENDENCIES = ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom', 'vitest', 'happy-dom'];

const started = Date.now();
async function step<T>(name: string, body: () => T | Promise<T>): Promise<T> {
  const start = Date.now();
  console.log(`-- consumer: ${name}`);
  const result = await body();
  console.log(`   done in ${((Date.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

// `npm run` puts the repository's node_modules/.bin (tsx, tsc, vite) on PATH: the app must not see it.
const PATH = (process.env.PATH ?? '')
  .split(':')
  .filter((dir) => dir && !dir.startsWith(ROOT))
  .join(':');

/** Runs a command to completion; its output is returned, and printed only when it fails. */
function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, PATH }, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
  } catch (error) {
    const failed = error as { status: number | null; stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${failed.status}\n${failed.stdout ?? ''}${failed.stderr ?? ''}`, { cause: error });
  }
}

const bin = (name: string) => join(app, 'node_modules', '.bin', name);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface PackResult {
  filename: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
  files: { path: string; size: number }[];
}

async function main(): Promise<void> {
  if (process.argv.includes('--no-build')) assert.ok(existsSync(join(ROOT, 'dist/lib/src/index.js')), '--no-build: dist/lib is not built (npm run build)');
  else await step('build the library (npm run build:lib)', () => run('npm', ['run', 'build:lib'], ROOT));

  const tarball = await step('npm pack', () => {
    // The library was just built; prepack would build it again.
    const [packed] = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], ROOT)) as PackResult[];
    assert.ok(packed);
    const paths = packed.files.map((file) => file.path);
    // The test kit (dist/lib/testing/) ships; the repository's own test helpers (other testing/ folders) do not.
    const internal = (path: string) => /\.test\.|\.tsx?$/.test(path.replace(/\.d\.ts$/, '')) || (path.includes('/testing/') && !path.startsWith('dist/lib/testing/'));
    const stray = paths.filter((path) => !/^(package\.json|README\.md|LICENSE|docs\/[\w-]+\.md|dist\/lib\/.+)$/.test(path) || internal(path));
    assert.deepEqual(stray, [], 'the tarball holds only the built library, its types, README, LICENSE and docs');
    for (const needed of ['LICENSE', 'dist/lib/src/index.js', 'dist/lib/src/index.d.ts', 'dist/lib/styles.css', 'dist/lib/cli/index.js', 'dist/lib/mock/browser.js', 'dist/lib/fixtures/notes-sample.json', 'dist/lib/testing/index.js']) {
      assert.ok(paths.includes(needed), `the tarball holds ${needed}`);
    }
    console.log(`   ${packed.filename}: ${kb(packed.size)} packed, ${kb(packed.unpackedSize)} unpacked, ${packed.entryCount} files`);
    return join(work, packed.filename);
  });

  await step('scratch app: npm install the tarball', () => {
    cpSync(TEMPLATE, app, { recursive: true });
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string }> };
    const pinned = (names: string[]) => Object.fromEntries(names.map((name) => [name, lock.packages[`node_modules/${name}`]!.version]));
    // Every package the repository's lockfile holds in one version is held to it in the app too, so
    // the install resolves what `npm ci` just fetched (all in npm's cache) and a new upstream release
    // cannot fail this test; packages the lockfile holds in several versions resolve as usual.
    const versions = new Map<string, Set<string>>();
    for (const [path, { version }] of Object.entries(lock.packages)) {
      if (!path) continue;
      const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
      versions.set(name, (versions.get(name) ?? new Set()).add(version));
    }
    const overrides = Object.fromEntries([...versions].filter(([, held]) => held.size === 1).map(([name, held]) => [name, [...held][0]!]));
    const manifest = {
      name: 'notes-panel-consumer',
      private: true,
      type: 'module',
      dependencies: { 'notes-panel': `file:${tarball}`, ...pinned(APP_DEPENDENCIES) },
      devDependencies: pinned(APP_DEV_DEPENDENCIES),
      overrides,
    };
    writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // Cached metadata is used as is (the repository's install warmed it), so this is quick and
    // resolves the versions the repository uses; anything missing still comes from the registry.
    // One retry: a dropped connection to the registry is not a defect of the package.
    const install = () => run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
    try {
      install();
    } catch (error) {
      console.log(`   npm install failed, retrying once: ${(error as Error).message.split('\n').slice(0, 3).join(' ')}`);
      install();
    }
  });

  await step('every entry loads in plain Node', () => {
    const probe = `
      const entries = { 'notes-panel': ['NotificationsPanel', 'createPanelCore', 'defineNoteType', 'registerSync'], 'notes-panel/core': ['createPanelCore', 'defineAction'],
        'notes-panel/plugins': ['defaultPlugins'], 'notes-panel/frame': ['startPanelApp'], 'notes-panel/api': ['default', 'createFetchHandler'], 'notes-panel/host': ['mountNotesPanel'],
        'notes-panel/mock': ['createMockPlatform', 'createMockFetch', 'startMockPlatform'], 'notes-panel/testing': ['createTestCore', 'createTestPanel'],
        'notes-panel/testing/react': ['renderPanel'] };
      for (const [entry, names] of Object.entries(entries)) {
        const module = await import(entry);
        const missing = names.filter((name) => module[name] === undefined);
        if (missing.length > 0) throw new Error(entry + ' lacks ' + missing.join(', '));
      }`;
    run(process.execPath, ['--input-type=module', '-e', probe], app);
  });

  await step("typecheck the app (strict, the package's .d.ts checked too)", () => {
    run(bin('tsc'), ['-p', 'tsconfig.json'], app);
    run(bin('tsc'), ['-p', 'tsconfig.spec.json'], app);
  });
  await step('vite build', () => run(bin('vite'), ['build', '--logLevel', 'warn'], app));
  await step("vite build the app's own iframe app (notes-panel/frame): its note type in the first load, its action later", () => {
    run(bin('vite'), ['build', '-c', 'vite.frame.config.ts', '--logLevel', 'warn'], app);
    checkOwnFrameChunks(join(app, 'dist-frame'));
  });
  await step("the app's plugin tests: vitest with notes-panel/testing (Node, and happy-dom for the drawn panel)", () => run(bin('vitest'), ['run'], app));

  await step('tree shaking: only the headless core from "notes-panel"', () => {
    run(bin('vite'), ['build', '-c', 'vite.probe.config.ts', '--logLevel', 'warn'], app);
    const code = readFileSync(join(app, 'dist-probe', 'probe.js'), 'utf8');
    assert.match(code, /function createPanelCore\b/, 'the probe holds the core');
    for (const [marker, what] of [
      ['react.transitional.element', 'React'],
      ['wpnc__', "the panel's views"],
      ['mountNotesPanel', 'the host SDK'],
      ['createFetchHandler', 'the fetch handler'],
    ]) {
      assert.ok(!code.includes(marker!), `the probe holds ${what} (${marker}): the package's sideEffects or its entries keep unused code`);
    }
    console.log(`   probe: ${kb(code.length)} (no React, views, host SDK or fetch handler)`);
  });

  await step('Chromium: the app renders the panel against notes-panel/mock', async () => {
    const server = await serveStatic(join(app, 'dist'));
    const browser = await launchBrowser();
    try {
      await checkPage(browser, `http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    } finally {
      await browser.close();
      server.close();
    }
  });

  await step("Chromium: the app's own iframe app, opened from its page, shows its note type and its action works", async () => {
    const serving = spawn(bin('notes-panel'), ['serve', '--port', '0', '--notes', 'orders.json'], { cwd: app, env: { ...process.env, PATH }, stdio: ['ignore', 'pipe', 'inherit'] });
    const server = await serveStatic(join(app, 'dist-frame'));
    const browser = await launchBrowser();
    try {
      const api = await firstMatch(serving, /Mock platform on (http:\/\/\S+)/);
      await checkOwnFrame(browser, `http://127.0.0.1:${(server.address() as AddressInfo).port}/host.html?api=${encodeURIComponent(api)}`);
    } finally {
      await browser.close();
      server.close();
      serving.kill('SIGTERM');
    }
  });

  await step('plain Node: notes-panel/api against `notes-panel serve`', async () => {
    const serving = spawn(bin('notes-panel'), ['serve', '--port', '0'], { cwd: app, env: { ...process.env, PATH }, stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const url = await firstMatch(serving, /Mock platform on (http:\/\/\S+)/);
      console.log(`   ${run(process.execPath, ['node/api.mjs', url], app).trim()}`);
    } finally {
      serving.kill('SIGTERM');
    }
  });

  await step('the installed CLI on plain node: run every fixture feed, replay, render', () => {
    // The feeds refer to ../notes-sample.json: keep that layout.
    const fixtures = join(work, 'fixtures');
    mkdirSync(fixtures);
    cpSync(join(ROOT, 'fixtures/feeds'), join(fixtures, 'feeds'), { recursive: true });
    cpSync(join(ROOT, 'fixtures/notes-sample.json'), join(fixtures, 'notes-sample.json'));
    const feeds = readdirSync(join(fixtures, 'feeds')).filter((name) => name.endsWith('.json') && !name.endsWith('.expected.json'));
    assert.ok(feeds.length > 0);
    // The bin as installed: its `#!/usr/bin/env node` line runs it, with no tsx anywhere on PATH.
    assert.match(run('npx', ['--no', '--', 'notes-panel', '--help'], app), /Usage: notes-panel/);
    const cli = (...args: string[]) => run(bin('notes-panel'), args, work);
    for (const feed of feeds) {
      const expected = `fixtures/feeds/${feed.replace(/\.json$/, '.expected.json')}`;
      cli('run', `fixtures/feeds/${feed}`, ...(existsSync(join(work, expected)) ? ['--expect', expected] : []));
    }
    cli('run', 'fixtures/feeds/moderation.json', '--record', 'moderation.jsonl');
    const replayed = cli('replay', 'moderation.jsonl');
    const fromSource = execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'cli/index.ts'), 'replay', join(work, 'moderation.jsonl')], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(replayed, fromSource, 'the installed CLI replays the log exactly as the source does');
    const html = cli('render', join(ROOT, 'fixtures/notes/comment.json'));
    assert.match(html, /class="wpnc/, 'render draws the panel');
    assert.match(html, /--wpnc-bg/, "render inlines the panel's stylesheet");
    assert.doesNotMatch(html, /not found \*\//, 'render finds every stylesheet in the installed package');
    console.log(`   ${feeds.length} feeds ran to their expected outcome; replay matches the source; render ${kb(html.length)}`);
  });
}

/** A static server for the built app. */
async function serveStatic(root: string): Promise<Server> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(root, path === '/' ? 'index.html' : decodeURIComponent(path));
    if (relative(root, file).startsWith('..') || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** The page as a user sees it: the rows, the app's own note type, the stylesheet, a push, a click. */
async function checkPage(browser: Browser, url: string): Promise<void> {
  const page: Page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console: ${message.text()}`);
  });
  // Avatars live on gravatar.com: nothing leaves loopback.
  await page.context().route((target) => target.hostname !== '127.0.0.1', (route) => route.abort());
  await page.goto(url);
  await expectEventually(() => page.getByRole('tab').count(), (count) => count === 5, 'the panel renders its five tabs');

  // The app's note type: its summary line is the order, from the plugin's `summary`.
  const order = page.getByRole('button', { name: /New order #1042/ });
  await order.waitFor();
  assert.match(await order.innerText(), /2 × Mug, 1 × Poster/, "the row's excerpt comes from the app's plugin");
  // The sample's notes are there too, drawn by the default plugins.
  await expectEventually(() => page.locator('.wpnc__row').count(), (count) => count > 5, 'the sample notes are listed');
  assert.equal(await page.locator('.wpnc').evaluate((element) => getComputedStyle(element).display), 'flex', 'notes-panel/styles.css is applied');

  // A note created on the platform reaches the panel over the in-page realtime channel.
  await page.getByRole('button', { name: 'Simulate an order' }).click();
  await page.getByRole('button', { name: /New order #1043/ }).waitFor();

  // The app's action: P on the focused row pins it (a mark in the row), the undo bar says its
  // words, and Undo takes the mark back.
  await order.focus();
  await page.keyboard.press('p');
  await expectEventually(() => order.locator('.wpnc__mark').innerText(), (text) => /Pinned/.test(text), "the app's row mark shows");
  await expectEventually(() => page.locator('.wpnc__undo-message').first().innerText(), (text) => text === 'Notification pinned', "the undo bar says the app's words");
  await page.getByRole('button', { name: 'Undo' }).first().click();
  await expectEventually(() => order.locator('.wpnc__mark').count(), (count) => count === 0, 'Undo takes the mark back');

  // Opening the order shows its blocks in the detail view, the order block drawn as a post.
  await order.click();
  await page.getByText('Order #1042: $42.00').waitFor();
  assert.match(await page.locator('.wpnc__detail .wpnc__block', { hasText: 'Order #1042: $42.00' }).getAttribute('class') ?? '', /is-post/, "the app's classifyBlock draws the order as a post");

  assert.deepEqual(errors, [], 'no errors in the page');
  await page.close();
}

/** Resolves with the first capture of `pattern` in the process's output. */
function firstMatch(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within 15 s; output: ${output}`)), 15_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += String(chunk);
      const found = pattern.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before printing ${pattern}; output: ${output}`));
    });
  });
}

try {
  await main();
  rmSync(work, { recursive: true, force: true });
  console.log(`consumer test passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  console.error(`consumer test FAILED; the scratch app is kept in ${work}`);
  process.exit(1);
}
