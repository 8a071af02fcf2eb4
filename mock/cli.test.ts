import { describe, expect, it } from 'vitest';
import { fetchNotes } from '../src/api/notifications.ts';
import { createFetchHandler } from '../src/api/fetch-handler.ts';
import wpcom from '../src/api/index.ts';
import { serve, serveCommand } from './cli.ts';

describe('serve', () => {
  it('starts the platform with a scenario and a generator and prints where it is', async () => {
    const lines: string[] = [];
    const running = await serve({ port: 0, scenario: 'api-500s', generate: 30 }, (line) => lines.push(line));
    try {
      expect(lines).toEqual([
        `Mock platform on ${running.url} (API: createFetchHandler({ baseUrl: '${running.url}' }))`,
        `Realtime channel: ${running.url.replace('http', 'ws')}/wpcom/me/newest-note-data`,
        'Notes: 20 from fixtures/notes-sample.json',
        expect.stringMatching(/^Scenario: api-500s: The first three notification list calls/),
        'Generator: a new note every 30 s',
      ]);
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const client = wpcom(createFetchHandler({ baseUrl: running.url }));
      await expect(fetchNotes(client, { number: 1 })).rejects.toMatchObject({ statusCode: 500 });
    } finally {
      await running.close();
    }
  });

  it('fails with the file named for a bad notes file', async () => {
    await expect(serve({ notes: '/no/such/notes.json' }, () => undefined)).rejects.toThrow('/no/such/notes.json: cannot read the notes file');
  });

  it('declares the options the harness documents', () => {
    const options = serveCommand().options.map((option) => option.long);
    expect(options).toEqual(['--port', '--notes', '--scenario', '--generate']);
    expect(() => serveCommand().exitOverride().configureOutput({ writeErr: () => undefined }).parse(['--port', 'x'], { from: 'user' })).toThrow('--port must be a whole number');
  });
});
