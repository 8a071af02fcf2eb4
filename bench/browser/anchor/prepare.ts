// Prepares the panel this product replaces (notifications-panel@2.2.3) for the side-by-side benchmark:
// installs it with what it was written against into a cache outside the sources (never package.json),
// then bundles a page that mounts it with esbuild, minified and in production mode as our build is.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../site.ts';

/** Where the old panel, its packages and its built page live (reused across runs). */
export const ANCHOR_CACHE = process.env.BENCH_ANCHOR_CACHE ?? join(ROOT, 'node_modules/.cache/notes-anchor');

// Its main is src/Notifications.jsx, unbuilt: these are the versions of its imports in its own
// package.json (devDependencies, which its webpack build bundled). `events` stands in for the
// polyfill webpack 2 gave `import events from 'events'`; dart-sass for node-sass 4.9, whose native
// build does not install on Node 20.
const PACKAGES: Record<string, string> = {
  'notifications-panel': '2.2.3',
  react: '16.2.0',
  'react-dom': '16.2.0',
  'react-redux': '5.0.6',
  redux: '3.6.0',
  lodash: '4.17.10',
  'prop-types': '15.6.0',
  classnames: '2.2.5',
  'create-react-class': '15.6.2',
  debug: '2.6.9',
  'i18n-calypso': '1.9.1',
  events: '3.3.0',
  sass: '1.108.2',
};
/** The part of dart-sass used here. */
interface Sass {
  compile(path: string, options: { style: 'compressed'; logger: unknown }): { css: string };
  Logger: { silent: unknown };
}
const INSTALL_DEADLINE_MS = 5 * 60_000;

/** The page's entry: the old panel mounted open and shown, as its standalone iframe app mounts it. */
const entry = (standIn: string) => `
import React from 'react';
import ReactDOM from 'react-dom';
import { Notifications } from 'notifications-panel';
import { createWpcomStandIn } from ${JSON.stringify(standIn)};
// The host widens the frame for an open note, as the platform does on the old panel's own message.
const customMiddleware = { SET_LAYOUT: [(store, { layout }) => parent.postMessage({ type: 'anchorWidescreen', wide: layout === 'widescreen' }, location.origin)] };
ReactDOM.render(
  React.createElement(Notifications, { wpcom: createWpcomStandIn(window.__benchNotesJson), isShowing: true, isVisible: true, locale: 'en', customMiddleware }),
  document.querySelector('.wpnc__main'),
);
`;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Notifications (notifications-panel 2.2.3)</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="anchor.css"></head>
<body><div class="wpnc__main"></div><script src="anchor.js"></script></body></html>
`;

/** Installs the packages once (again only when the list above changes). */
function install(): void {
  const manifest = `${JSON.stringify({ private: true, description: 'notifications-panel@2.2.3 for npm run bench:browser -- --anchor', dependencies: PACKAGES }, null, 2)}\n`;
  const manifestPath = join(ANCHOR_CACHE, 'package.json');
  const installed = existsSync(join(ANCHOR_CACHE, 'node_modules/.package-lock.json')) && existsSync(manifestPath) && readFileSync(manifestPath, 'utf8') === manifest;
  if (installed) return;
  mkdirSync(ANCHOR_CACHE, { recursive: true });
  writeFileSync(manifestPath, manifest);
  console.log(`installing notifications-panel@2.2.3 and its packages into ${ANCHOR_CACHE}`);
  // No install scripts: none of these needs one to run in a browser.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock'], { cwd: ANCHOR_CACHE, stdio: 'inherit', timeout: INSTALL_DEADLINE_MS });
  if (result.status !== 0) throw new Error(`npm install of the old panel failed (${result.error?.message ?? `exit ${result.status}`}) in ${ANCHOR_CACHE}`);
}

/** Installs if needed and builds the old panel's page; returns the directory to serve at /anchor/. */
export async function prepareAnchor(): Promise<string> {
  install();
  const out = join(ANCHOR_CACHE, 'dist');
  mkdirSync(out, { recursive: true });
  const { build } = await import('esbuild');
  await build({
    // Its imports resolve from the cache, not from our node_modules (React 19).
    stdin: { contents: entry(join(ROOT, 'bench/browser/anchor/wpcom.ts')), resolveDir: ANCHOR_CACHE, loader: 'jsx', sourcefile: 'anchor-entry.jsx' },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'chrome120',
    outfile: join(out, 'anchor.js'),
    // Its src/*.js files hold JSX too (its webpack ran Babel's JSX transform on them).
    loader: { '.js': 'jsx' },
    define: { 'process.env.NODE_ENV': '"production"', global: 'window' },
    // What webpack 2's Node shims gave it: a process object with an env.
    banner: { js: 'var process={env:{NODE_ENV:"production"}};' },
    logLevel: 'warning',
  });
  // The sass package lives in the cache too: loaded from there, not from our dependencies.
  const sass = createRequire(join(ANCHOR_CACHE, 'package.json'))('sass') as Sass;
  const css = sass.compile(join(ANCHOR_CACHE, 'node_modules/notifications-panel/src/boot/stylesheets/style.scss'), { style: 'compressed', logger: sass.Logger.silent });
  writeFileSync(join(out, 'anchor.css'), css.css);
  writeFileSync(join(out, 'panel.html'), PAGE);
  return out;
}
