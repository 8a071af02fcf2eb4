/**
 * The built panel.html names the first-open chunk (React and the list views) and its stylesheet in a
 * meta tag; the iframe app asks for both together, at low priority, once the first list answer is in
 * (issue 33, src/frame/preload.ts). Then the idle-time mount, or a click soon after the page loaded,
 * finds them fetched and compiled, where Vite's loader fetches the stylesheet before the script. Not
 * link tags in the page: those would hold its load event (and the host page's) on a stalled chunk,
 * and compete with the badge's first requests.
 */
import type { Plugin } from 'vite';
import { PRELOAD_META } from '../src/frame/preload.ts';

/** The Vite plugin (build only). */
export function preloadFirstOpen(chunkName: string): Plugin {
  return {
    name: 'notes-panel:preload-first-open',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((output) => output.type === 'chunk' && output.name === chunkName);
        if (!chunk || chunk.type !== 'chunk') throw new Error(`no "${chunkName}" chunk to preload: the first open would wait for it`);
        const files = [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`);
        return [{ tag: 'meta', attrs: { name: PRELOAD_META, content: files.join(' ') }, injectTo: 'head' }];
      },
    },
  };
}
