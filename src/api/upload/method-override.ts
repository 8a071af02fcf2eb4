import type { HttpRequest, HttpStack } from 'tus-js-client';

// The public API only accepts GET and POST: other methods travel as one of them plus this header.
const OVERRIDE_HEADER = 'X-HTTP-Method-Override';
const wireMethods: Record<string, 'GET' | 'POST'> = {
  HEAD: 'GET',
  OPTIONS: 'GET',
  PATCH: 'POST',
  PUT: 'POST',
  DELETE: 'POST',
};

/**
 * Wraps an HTTP stack so HEAD/PATCH/DELETE… go out as GET or POST with X-HTTP-Method-Override.
 * The request still reports the protocol method from getMethod(), so tus and our hooks reason
 * about HEAD and PATCH, not about how they were carried.
 */
export function withMethodOverride(stack: HttpStack): HttpStack {
  return {
    getName: () => `${stack.getName()} with method override`,
    createRequest(method: string, url: string): HttpRequest {
      const wireMethod = wireMethods[method.toUpperCase()];
      if (!wireMethod) return stack.createRequest(method, url);
      const inner = stack.createRequest(wireMethod, url);
      inner.setHeader(OVERRIDE_HEADER, method.toUpperCase());
      return {
        getMethod: () => method,
        getURL: () => inner.getURL(),
        setHeader: (header, value) => inner.setHeader(header, value),
        getHeader: (header) => inner.getHeader(header),
        setProgressHandler: (handler) => inner.setProgressHandler(handler),
        send: (body) => inner.send(body),
        abort: () => inner.abort(),
        getUnderlyingObject: () => inner.getUnderlyingObject(),
      };
    },
  };
}
