/**
 * Who may talk to the local platform on its port. It runs on developers' machines, so a website in
 * the same browser must not reach it: the Host must name this machine (a DNS-rebinding page names
 * its own domain), an Origin, when the request has one, must be a loopback page (the demo, the dev
 * server, a test page), and a request that changes something must say it sends JSON or a form
 * upload (a cross-site form or `no-cors` fetch can only send text/plain or urlencoded bodies without
 * asking first). Clients outside browsers (Node, curl) send no Origin and pass on the Host.
 */
import type { IncomingMessage } from 'node:http';

/** Loopback host names as they appear in a Host header or an origin (IPv6 in brackets). */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** Body types a state-changing request may carry: the fetch handler's JSON and its multipart uploads. */
const CHANGE_TYPES = new Set(['application/json', 'multipart/form-data']);

/** The largest request body the platform reads: far above any reply, far below what fills memory. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** A refused request: the status and the platform's `{ error, message }`. */
export interface Refusal {
  status: number;
  error: string;
  message: string;
}

const refuse = (status: number, error: string, message: string): Refusal => ({ status, error, message });

/** Whether `origin` is a page on this machine (any port). `null` (sandboxed or file pages) is not. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_NAMES.includes(url.hostname);
  } catch {
    return false;
  }
}

function hostAllowed(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const name = host.toLowerCase();
  return LOOPBACK_NAMES.some((loopback) => name === `${loopback}:${port}` || (port === 80 && name === loopback));
}

function hasBody(incoming: IncomingMessage): boolean {
  const length = Number(incoming.headers['content-length'] ?? 0);
  return incoming.headers['transfer-encoding'] !== undefined || length > 0;
}

/** Why the platform on `port` refuses this request (or WebSocket upgrade) before reading it; null when it may go on. */
export function refusal(incoming: IncomingMessage, port: number): Refusal | null {
  const { host, origin } = incoming.headers;
  if (!hostAllowed(host, port)) return refuse(403, 'forbidden_host', `Host ${JSON.stringify(host ?? '')} is not this machine (use 127.0.0.1, localhost or [::1] with port ${port})`);
  if (origin !== undefined && !isLoopbackOrigin(origin)) return refuse(403, 'forbidden_origin', `Origin ${JSON.stringify(origin)} is not a page on this machine`);
  const method = (incoming.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null;
  const type = incoming.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type === undefined ? hasBody(incoming) : !CHANGE_TYPES.has(type)) {
    return refuse(415, 'unsupported_media_type', `${method} needs a JSON (application/json) or multipart/form-data body, got ${type ?? 'a body without a type'}`);
  }
  if (Number(incoming.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return tooLarge();
  return null;
}

/** The answer to a body over MAX_BODY_BYTES. */
export function tooLarge(): Refusal {
  return refuse(413, 'request_too_large', `The request body is over ${MAX_BODY_BYTES} bytes`);
}
