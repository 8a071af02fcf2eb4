/** Small helpers the handlers share: JSON answers, bodies, and platform errors as responses. */
import { HttpResponse, type HttpResponseResolver, type JsonBodyType, type PathParams } from 'msw';
import { MockApiError, invalidInput } from './errors.ts';

/** The platform's default origin. */
export const DEFAULT_BASE_URL = 'https://public-api.wordpress.com';

/** A JSON answer. */
export const json = (body: JsonBodyType, status = 200): Response => HttpResponse.json(body, { status });

/** Reads a JSON object body; an empty body is `{}`; anything else is a 400. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text.trim()) return {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // The platform answers malformed bodies with a 400, which is what the caller gets here.
    throw invalidInput('The request body is not valid JSON');
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw invalidInput('The request body must be a JSON object');
  return data as Record<string, unknown>;
}

/** Runs a resolver, answering platform errors in the platform's shape. Other errors are 500s with the reason. */
export function answer(
  resolve: (info: { request: Request; params: PathParams }) => Response | Promise<Response>,
): HttpResponseResolver {
  return async (info) => {
    try {
      return await resolve(info);
    } catch (error) {
      if (error instanceof MockApiError) return json(error.toJSON(), error.status);
      const message = error instanceof Error ? error.message : String(error);
      return json({ error: 'mock_internal_error', message }, 500);
    }
  };
}

/** A path parameter as a numeric id; unknown ids are 404s, as the platform answers them. */
export function numericParam(value: string | readonly string[] | undefined, what: string): number {
  const id = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || !Number.isSafeInteger(id)) {
    throw new MockApiError(404, `unknown_${what}`, `Unknown ${what} ${String(value)}`);
  }
  return id;
}

/** Keeps only the listed fields (comma separated) of an object; all when none are listed. */
export function pickFields<T extends object>(value: T, fields: string | null, aliases: Record<string, string> = {}): Partial<T> {
  if (!fields) return value;
  const wanted = new Set(fields.split(',').map((field) => aliases[field.trim()] ?? field.trim()));
  return Object.fromEntries(Object.entries(value).filter(([key]) => wanted.has(key))) as Partial<T>;
}
