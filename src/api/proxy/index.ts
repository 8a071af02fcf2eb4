export { createProxyHandler } from './handler.ts';
export { createProxyError, frameMissingError } from './errors.ts';
export type {
  ProxyCallback,
  ProxyError,
  ProxyHandler,
  ProxyHandlerOptions,
  ProxyHeaders,
  ProxyLogger,
  ProxyProgress,
  ProxyRequestParams,
} from './types.ts';
