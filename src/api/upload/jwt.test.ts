import { describe, expect, it, vi } from 'vitest';
import { requestKeyToken, requestUploadToken } from './jwt.ts';

describe('upload JWT calls', () => {
  it('posts to the site media videopress-upload-jwt route in the wpcom/v2 namespace', async () => {
    const post = vi.fn().mockResolvedValue({ upload_token: 'jwt-1' });
    await expect(requestUploadToken({ req: { post } }, 'example.com')).resolves.toBe('jwt-1');
    expect(post).toHaveBeenCalledWith({ path: '/sites/example.com/media/videopress-upload-jwt', apiNamespace: 'wpcom/v2' }, {}, null);
  });

  it('asks for the token of an upload key and reads `token`', async () => {
    const post = vi.fn().mockResolvedValue({ token: 'jwt-key' });
    await expect(requestKeyToken({ req: { post } }, 7, 'abc')).resolves.toBe('jwt-key');
    expect(post).toHaveBeenCalledWith(
      { path: '/sites/7/media/videopress-upload-jwt', apiNamespace: 'wpcom/v2', key: 'abc' },
      {},
      { key: 'abc' },
    );
  });

  it('calls a missing token a should-never-happen fault, and passes call failures through', async () => {
    await expect(requestUploadToken({ req: { post: vi.fn().mockResolvedValue(null) } }, 7)).rejects.toThrow(/should never happen/);
    await expect(requestKeyToken({ req: { post: vi.fn().mockResolvedValue({ token: '' }) } }, 7, 'abc')).rejects.toThrow(/should never happen/);
    const failure = new Error('offline');
    await expect(requestUploadToken({ req: { post: vi.fn().mockRejectedValue(failure) } }, 7)).rejects.toBe(failure);
  });
});
