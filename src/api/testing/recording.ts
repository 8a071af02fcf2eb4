/** Test helper: a client whose handler records the params it gets and answers `{ ok: true }`. */
import wpcom from '../index.ts';
import type { RequestCallback, RequestParams, WpcomClient } from '../types.ts';

/** The handler's return value in callback style, so tests can tell it from a promise. */
export const HANDLER_RESULT = { handlerResult: true } as const;

export function recordingClient(token?: string): { client: WpcomClient; calls: RequestParams[]; last: () => RequestParams } {
  const calls: RequestParams[] = [];
  const handler = (params: RequestParams, callback: RequestCallback): unknown => {
    calls.push(params);
    callback(null, { ok: true }, {});
    return HANDLER_RESULT;
  };
  return {
    client: token ? wpcom(token, handler) : wpcom(handler),
    calls,
    last: () => {
      const params = calls.at(-1);
      if (!params) throw new Error('no request reached the handler');
      return params;
    },
  };
}
