import { describe, expectTypeOf, it } from 'vitest';
import wpcom from './index.ts';
import type { Note, NoteHash } from './schema.ts';
import { fetchNoteHashes, fetchNotes, markRead } from './notifications.ts';
import { fetchSuggestions, type SuggestionUser } from './people.ts';
import type { CommentResponse, LikeResponse } from './site/responses.ts';
import type { RequestCallback, VideoUploader, WpcomClient } from './types.ts';
import { uploadVideo } from './upload/index.ts';

// Compile-time checks (tsc runs over test files); the runtime part only keeps vitest honest.
describe('public types', () => {
  it('promise style gives typed promises, callback style gives the handler result', () => {
    const client = wpcom('t', (_params, callback) => callback(null, {}));
    expectTypeOf(client).toEqualTypeOf<WpcomClient>();
    expectTypeOf(client.site(1).comment(2).get()).toEqualTypeOf<Promise<CommentResponse>>();
    expectTypeOf(client.site(1).comment(2).get(() => undefined)).toEqualTypeOf<unknown>();
    expectTypeOf(client.site(1).post(3).like().add()).toEqualTypeOf<Promise<LikeResponse>>();
    expectTypeOf(client.req.get<{ a: number }>('/x')).toEqualTypeOf<Promise<{ a: number }>>();
    expectTypeOf<Parameters<RequestCallback<string>>[1]>().toEqualTypeOf<string | undefined>();
  });

  it('notification calls return parsed types', () => {
    expectTypeOf(fetchNotes).returns.resolves.toHaveProperty('notes').toEqualTypeOf<Note[]>();
    expectTypeOf(fetchNoteHashes).returns.resolves.toHaveProperty('notes').toEqualTypeOf<NoteHash[]>();
    expectTypeOf(fetchSuggestions).returns.resolves.toHaveProperty('suggestions').toEqualTypeOf<SuggestionUser[]>();
    expectTypeOf(markRead).returns.toEqualTypeOf<Promise<boolean>>();
    expectTypeOf<Note['id']>().toEqualTypeOf<number>();
    expectTypeOf<Note['meta']['ids']>().toEqualTypeOf<Record<string, number>>();
  });

  it('the VideoPress uploader from src/api/upload fits the client slot', () => {
    const uploader: VideoUploader = uploadVideo;
    expectTypeOf(uploader).toEqualTypeOf<VideoUploader>();
  });
});
