export { createProxyHandler } from './handler.ts';
export { createProxyError, frameMissingError } from './errors.ts';
export type {
  ProxyCallback,
  ProxyError,
  ProxyEvent,
  ProxyHandler,
  ProxyHandlerOptions,
  ProxyHeaders,
  ProxyLogger,
  ProxyProgress,
  ProxyRequest,
  ProxyRequestParams,
} from './types.ts';
