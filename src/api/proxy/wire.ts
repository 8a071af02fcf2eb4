import type { ProxyRequestParams } from './types.ts';

/** The structured-clonable message posted to the proxy frame for one request. */
export interface WireMessage {
  [field: string]: unknown;
  method: string;
  callback: string;
  supports_args: true;
  supports_error_obj: true;
  supports_progress: true;
}

/** Fields that stay in the page: listeners and signals cannot cross the frame boundary. */
const pageOnlyFields = new Set(['onStreamRecord', 'onProgress', 'signal', 'callback']);

/** Builds the frame message for a request: its own fields, an uppercase method, the id and the flags. */
export function toWireMessage(params: Partial<ProxyRequestParams> | Record<string, unknown>, id: string): WireMessage {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    if (pageOnlyFields.has(name) || value === undefined || typeof value === 'function') continue;
    fields[name] = value;
  }
  return {
    ...fields,
    method: String(fields.method ?? 'GET').toUpperCase(),
    callback: id,
    // The flags tell the frame this page understands extra reply arguments, error objects and progress.
    supports_args: true,
    supports_error_obj: true,
    supports_progress: true,
  };
}
