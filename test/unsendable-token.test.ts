// A token with a line break (pasted with its newline, or crafted to add a header) is refused without
// ever being quoted: not in the error, not in the logger, not in the exported log.
import { describe, expect, it, vi } from 'vitest';
import wpcom, { createFetchHandler } from '../src/api/index.ts';
import { createMemoryLogger, createPanelCore, createVirtualClock } from '../src/core/index.ts';
import { registerSync } from '../src/sync/index.ts';
import { createFakePlatform } from '../src/sync/testing/platform.ts';
import { usePlatform } from '../src/sync/testing/harness.ts';
import { makeNotes } from './support/notes.ts';

const served = usePlatform();
const SECRET = 'sekret-4f9a';
const everything = (error: unknown) => JSON.stringify({ ...(error as object), message: (error as Error).message, stack: (error as Error).stack });

describe.each([
  ['a CR LF and a header after it', `${SECRET}\r\nX-Evil: 1`],
  ['a trailing LF', `${SECRET}\n`],
  ['a lone CR', `${SECRET}\rx`],
])('a token with %s', (_label, token) => {
  it('is refused when the handler is made, in words that do not repeat it', () => {
    let thrown: unknown;
    try {
      createFetchHandler({ token });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as Error).message).toMatch(/^createFetchHandler: the token holds a line break/);
    expect(everything(thrown)).not.toContain(SECRET);
  });

  it('fails a request the client makes with it, unsent, and the panel logs and exports no trace of it', async () => {
    served.use(createFakePlatform(makeNotes(2)));
    const fetch = vi.fn(globalThis.fetch);
    const failure = await wpcom(token, createFetchHandler({ fetch })).req.get('/me').catch((error: unknown) => error);
    expect((failure as Error).message).toBe('GET /me not sent: the token holds a line break, space or other character an Authorization header cannot carry');
    expect(everything(failure)).not.toContain(SECRET);
    expect(fetch).not.toHaveBeenCalled();

    const logger = createMemoryLogger();
    const core = createPanelCore({ clock: createVirtualClock(), logger });
    const sync = registerSync(core, { client: wpcom(token, createFetchHandler()) });
    await sync.idle();
    sync.dispose();
    expect(core.state.value.ui.loadError).not.toBeNull();
    expect(JSON.stringify(logger.entries)).not.toContain(SECRET);
    expect(core.exportLog()).not.toContain(SECRET);
    expect(core.exportLog()).toContain('not sent: the token holds a line break');
  });
});
