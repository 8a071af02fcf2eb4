import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import { describe, expect, it, vi } from 'vitest';
import { withMethodOverride } from './method-override.ts';
import { TOKEN_HEADER, createTokenKeeper, uploadKeyFromUrl } from './tokens.ts';

function fakeRequest(method: string, url: string): HttpRequest & { headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  return {
    headers,
    getMethod: () => method,
    getURL: () => url,
    setHeader: (name, value) => void (headers[name] = value),
    getHeader: (name) => headers[name],
    setProgressHandler: () => undefined,
    send: vi.fn(),
    abort: vi.fn(),
    getUnderlyingObject: () => null,
  };
}

function fakeResponse(status: number, headers: Record<string, string>): HttpResponse {
  return { getStatus: () => status, getHeader: (name) => headers[name], getBody: () => '', getUnderlyingObject: () => null };
}

const UPLOAD_URL = 'https://public-api.wordpress.com/rest/v1.1/video-uploads/7/abc123';

describe('createTokenKeeper', () => {
  it('sends the upload token on creation and the key token from the creation response afterwards', async () => {
    const fetchKeyToken = vi.fn();
    const keeper = createTokenKeeper({ uploadToken: 'create-jwt', fetchKeyToken, endpoint: UPLOAD_URL });
    const creation = fakeRequest('POST', 'https://public-api.wordpress.com/rest/v1.1/video-uploads/7/');
    await keeper.beforeRequest(creation);
    expect(creation.headers[TOKEN_HEADER]).toBe('create-jwt');
    keeper.afterResponse(fakeResponse(201, { 'x-videopress-upload-key': 'abc123', 'x-videopress-upload-key-token': 'key-jwt' }));
    const patch = fakeRequest('PATCH', UPLOAD_URL);
    await keeper.beforeRequest(patch);
    expect(patch.headers[TOKEN_HEADER]).toBe('key-jwt');
    expect(fetchKeyToken).not.toHaveBeenCalled();
  });

  it('fetches an unknown key token once, even for concurrent requests, and ignores error responses', async () => {
    const fetchKeyToken = vi.fn().mockResolvedValue('fetched-jwt');
    const keeper = createTokenKeeper({ uploadToken: 'create-jwt', fetchKeyToken, endpoint: UPLOAD_URL });
    keeper.afterResponse(fakeResponse(403, { 'x-videopress-upload-key': 'abc123', 'x-videopress-upload-key-token': 'bad' }));
    const requests = [fakeRequest('HEAD', UPLOAD_URL), fakeRequest('PATCH', UPLOAD_URL)];
    await Promise.all(requests.map((request) => keeper.beforeRequest(request)));
    expect(requests.map((request) => request.headers[TOKEN_HEADER])).toEqual(['fetched-jwt', 'fetched-jwt']);
    expect(fetchKeyToken).toHaveBeenCalledExactlyOnceWith('abc123');
  });

  it('lets a failed key-token fetch fail the request', async () => {
    const keeper = createTokenKeeper({ uploadToken: 'x', fetchKeyToken: () => Promise.reject(new Error('jwt down')), endpoint: UPLOAD_URL });
    await expect(keeper.beforeRequest(fakeRequest('HEAD', UPLOAD_URL))).rejects.toThrow('jwt down');
  });

  it('reads the key from the last path segment', () => {
    expect(uploadKeyFromUrl(`${UPLOAD_URL}/`)).toBe('abc123');
  });
});

describe('withMethodOverride', () => {
  it('sends HEAD as GET and PATCH as POST with X-HTTP-Method-Override, keeping the protocol method', () => {
    const created: Array<ReturnType<typeof fakeRequest>> = [];
    const stack: HttpStack = {
      getName: () => 'fake',
      createRequest: (method, url) => {
        const request = fakeRequest(method, url);
        created.push(request);
        return request;
      },
    };
    const wrapped = withMethodOverride(stack);
    const head = wrapped.createRequest('HEAD', UPLOAD_URL);
    const patch = wrapped.createRequest('PATCH', UPLOAD_URL);
    const post = wrapped.createRequest('POST', UPLOAD_URL);
    expect([head.getMethod(), patch.getMethod(), post.getMethod()]).toEqual(['HEAD', 'PATCH', 'POST']);
    expect(created.map((request) => request.getMethod())).toEqual(['GET', 'POST', 'POST']);
    expect(created.map((request) => request.headers['X-HTTP-Method-Override'])).toEqual(['HEAD', 'PATCH', undefined]);
    head.setHeader('Tus-Resumable', '1.0.0');
    expect(created[0]?.headers['Tus-Resumable']).toBe('1.0.0');
  });
});

describe('where tokens go', () => {
  it('refuses to put a token on a request to another origin (a tampered stored upload URL)', async () => {
    const keeper = createTokenKeeper({ uploadToken: 'create-jwt', fetchKeyToken: vi.fn(async () => 'key-jwt'), endpoint: UPLOAD_URL });
    const stolen = fakeRequest('PATCH', 'https://evil.example/rest/v1.1/video-uploads/7/abc123');
    await expect(keeper.beforeRequest(stolen)).rejects.toThrow(/refusing to send the upload token to https:\/\/evil.example/);
    expect(stolen.headers[TOKEN_HEADER]).toBeUndefined();
  });
});
