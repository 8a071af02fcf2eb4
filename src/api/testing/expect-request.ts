/** Shared table runner: each case makes one call and names the request it must produce. */
import { expect } from 'vitest';
import type { SeenRequest } from './api-server.ts';

/** The request a call must produce; `body` is only checked when given. */
export interface ExpectedRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: string;
  body?: unknown;
}

export function expectRequest(seen: SeenRequest, expected: ExpectedRequest): void {
  expect(seen.method).toBe(expected.method);
  expect(seen.path).toBe(expected.path);
  expect(seen.query).toBe(expected.query ?? '');
  if ('body' in expected) expect(seen.body).toEqual(expected.body);
}
