/**
 * The panel's embedding rules in the Vite builds and servers: `vite build` (and `vite`, `vite
 * preview`, `npm start`) stops with one error naming VITE_NOTES_HOST_ORIGINS when the list holds
 * `*` or anything but exact origins, and the dev and preview servers send the panel's documents
 * with `Content-Security-Policy: frame-ancestors`, as the deployment must (docs/embedding.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadEnv, type Plugin } from 'vite';
import { HOST_ORIGINS_VARIABLE, parseHostOrigins } from '../src/frame/config.ts';

/** The header value for a panel embeddable by itself (the demo) and by `hostOrigins` only. */
export function frameAncestors(hostOrigins: readonly string[]): string {
  return ["frame-ancestors 'self'", ...hostOrigins].join(' ');
}

/** The Vite plugin: checks the allow-list once the config is read, and sets the header on every answer. */
export function frameSecurity(): Plugin {
  let policy = frameAncestors(parseHostOrigins(undefined));
  const setHeader = (_request: IncomingMessage, response: ServerResponse, next: () => void) => {
    response.setHeader('Content-Security-Policy', policy);
    next();
  };
  return {
    name: 'notes-panel:frame-security',
    config(config, { mode }) {
      const env = loadEnv(mode, config.envDir === false ? process.cwd() : (config.envDir ?? config.root ?? process.cwd()), 'VITE_');
      // A thrown error ends the build (or the server's start) with this message: the variable is named in it.
      policy = frameAncestors(parseHostOrigins(env[HOST_ORIGINS_VARIABLE]));
    },
    configureServer(server) {
      server.middlewares.use(setHeader);
    },
    configurePreviewServer(server) {
      server.middlewares.use(setHeader);
    },
  };
}
