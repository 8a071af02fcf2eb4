// The embedding allow-list at build time and the frame-ancestors header of the Vite servers.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build, createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { frameSecurity } from '../scripts/frame-security.ts';
import { parseHostOrigins } from '../src/frame/config.ts';

const site = () => {
  const root = mkdtempSync(join(tmpdir(), 'frame-security-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>panel</title>');
  return root;
};

const saved = process.env.VITE_NOTES_HOST_ORIGINS;
afterEach(() => {
  if (saved === undefined) delete process.env.VITE_NOTES_HOST_ORIGINS;
  else process.env.VITE_NOTES_HOST_ORIGINS = saved;
});

describe('VITE_NOTES_HOST_ORIGINS', () => {
  it.each(['*', '*,https://a.example', 'https://a.example,*', 'https://*.a.example'])('refuses %j with an error naming the variable', (raw) => {
    expect(() => parseHostOrigins(raw)).toThrow(/^VITE_NOTES_HOST_ORIGINS: "\*" is not allowed/);
  });

  it('refuses entries that are not origins, and reads exact ones', () => {
    expect(() => parseHostOrigins('https://a.example/path')).toThrow(/VITE_NOTES_HOST_ORIGINS: "https:\/\/a\.example\/path" is not an origin/);
    expect(() => parseHostOrigins('null')).toThrow(/is not an origin/);
    expect(parseHostOrigins(' https://a.example , http://127.0.0.1:5173')).toEqual(['https://a.example', 'http://127.0.0.1:5173']);
    expect(parseHostOrigins(undefined)).toEqual(['https://wordpress.com']);
  });

  it('stops a build that allows "*"', async () => {
    process.env.VITE_NOTES_HOST_ORIGINS = 'https://a.example,*';
    const root = site();
    await expect(build({ configFile: false, root, logLevel: 'silent', plugins: [frameSecurity()], build: { outDir: join(root, 'out'), write: false } })).rejects.toThrow(/VITE_NOTES_HOST_ORIGINS: "\*" is not allowed/);
  });
});

describe('the dev and preview servers', () => {
  let server: ViteDevServer | PreviewServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('lets only itself and the allowed hosts frame the panel', async () => {
    process.env.VITE_NOTES_HOST_ORIGINS = 'https://a.example';
    server = await createServer({ configFile: false, root: site(), logLevel: 'silent', plugins: [frameSecurity()], server: { host: '127.0.0.1', port: 0 } });
    await server.listen();
    const response = await fetch(`${server.resolvedUrls?.local[0] ?? ''}index.html`);
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self' https://a.example");
  });

  it('the preview of a build sends the header too', async () => {
    process.env.VITE_NOTES_HOST_ORIGINS = 'https://a.example,https://b.example';
    const root = site();
    server = await preview({ configFile: false, root, logLevel: 'silent', plugins: [frameSecurity()], build: { outDir: '.' }, preview: { host: '127.0.0.1', port: 0 } });
    const response = await fetch(`${server.resolvedUrls?.local[0] ?? ''}index.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self' https://a.example https://b.example");
  });
});
