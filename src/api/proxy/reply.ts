import type { ProxyHeaders, ProxyProgress } from './types.ts';

/** A reply posted by the proxy frame: `[body, status, headers, …, id]`. */
export interface ProxyReply {
  id: string;
  body: unknown;
  status: number;
  headers: ProxyHeaders;
}

/** A progress notice posted by the proxy frame for one request. */
export interface ProxyProgressNotice {
  id: string;
  progress: ProxyProgress;
}

/** Anything the frame can post besides 'ready': a reply, a progress notice or noise. */
export type FrameMessage =
  | { kind: 'reply'; reply: ProxyReply }
  | { kind: 'progress'; notice: ProxyProgressNotice }
  | { kind: 'unknown'; reason: string };

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function parseProgress(data: Record<string, unknown>): FrameMessage {
  const id = data.callbackId;
  if (typeof id !== 'string' && typeof id !== 'number') return { kind: 'unknown', reason: 'progress without callbackId' };
  const progress: ProxyProgress = {
    direction: data.upload ? 'upload' : 'download',
    loaded: Number(data.loaded) || 0,
    total: Number(data.total) || 0,
  };
  return { kind: 'progress', notice: { id: String(id), progress } };
}

/** Classifies one message from the frame (already checked for origin and source). */
export function parseFrameMessage(data: unknown): FrameMessage {
  const record = asRecord(data);
  if (record && (record.upload || record.download)) return parseProgress(record);
  if (!Array.isArray(data) || data.length < 2) return { kind: 'unknown', reason: 'not a reply array' };
  // The id is always last: the frame may insert extra arguments between headers and id.
  const id = data[data.length - 1];
  if (typeof id !== 'string' && typeof id !== 'number') return { kind: 'unknown', reason: 'reply without callback id' };
  const status = typeof data[1] === 'number' ? data[1] : Number(data[1]);
  const headers = normalizeHeaders(asRecord(data[2]) ?? {});
  headers.status = String(status);
  return { kind: 'reply', reply: { id: String(id), body: data[0], status, headers } };
}

/** Lower-cases header names and keeps string and number values as strings. */
function normalizeHeaders(raw: Record<string, unknown>): ProxyHeaders {
  const headers: ProxyHeaders = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'string' || typeof value === 'number') headers[name.toLowerCase()] = String(value);
  }
  return headers;
}

/** True when a reply is one record of an ndjson stream rather than the final answer. */
export function isStreamRecord(reply: ProxyReply): boolean {
  const contentType = reply.headers['content-type'] ?? '';
  return reply.status === 207 && /^application\/x-ndjson($|;)/i.test(contentType);
}
