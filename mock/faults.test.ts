import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fetchNotes } from '../src/api/notifications.ts';
import { createVirtualClock } from '../src/core/clock.ts';
import { loadScenario, parseScenario, SCENARIOS_DIR, type FaultScenario } from './faults.ts';
import { useMockPlatform } from './testing.ts';

const scenario = (rules: unknown[], extra: Record<string, unknown> = {}): unknown => ({ name: 'test', description: 'a test', rules, ...extra });

describe('scenario validation', () => {
  it.each([
    [{ rules: [] }, 'x.json: name must be a non-empty string'],
    [scenario([{ match: {}, fault: { status: 500 } }]), 'x.json: rules[0].match.path must be a path starting with "/"'],
    [scenario([{ match: { path: '/a' }, fault: {} }]), 'x.json: rules[0].fault needs status, body, delayMs or network'],
    [scenario([{ match: { path: '/a' }, fault: { status: 5000 } }]), 'x.json: rules[0].fault.status must be an HTTP status 100–599'],
    [scenario([{ match: { path: '/a' }, fault: { network: true, status: 500 } }]), 'x.json: rules[0].fault network cannot be combined with status or body'],
    [scenario([{ match: { path: '/(unclosed/' }, fault: { status: 500 } }]), 'x.json: rules[0].match.path is not a valid regex'],
    [scenario([{ match: { path: '/a' }, fault: { status: 500 }, times: 0 }]), 'x.json: rules[0].times must be an integer ≥ 1'],
    [scenario([{ match: { path: '/a' }, fault: { status: 500, retry: 1 } }]), 'x.json: rules[0].fault has unknown field(s) retry'],
    [scenario([], { realtime: [{ action: 'explode' }] }), 'x.json: realtime[0].action must be "refuse", "drop" or "accept"'],
  ])('rejects %j with a message naming the file and field', (data, message) => {
    expect(() => parseScenario(data, 'x.json')).toThrow(message);
  });

  it('loads every shipped scenario, by file or by name', () => {
    const files = readdirSync(SCENARIOS_DIR).filter((file) => file.endsWith('.json'));
    expect(files.map((file) => file.replace('.json', '')).sort()).toEqual([
      'api-500s', 'duplicate-reply', 'failing-spam', 'malformed-notes', 'network-down-then-back', 'realtime-drop', 'reply-retried-then-posted',
    ]);
    for (const file of files) expect(loadScenario(`${SCENARIOS_DIR}${file}`).name).toBe(file.replace('.json', ''));
    expect(loadScenario('failing-spam').rules).toHaveLength(1);
    expect(() => loadScenario('/no/such/scenario.json')).toThrow('/no/such/scenario.json: cannot read the scenario file (no such file)');
    const broken = join(mkdtempSync(join(tmpdir(), 'scenario-')), 'broken.json');
    writeFileSync(broken, '{\n  "name": "x",\n  "rules": [\n    { "match": { "path": "/notifications/" } }\n    { "fault": {} }\n  ]\n}\n');
    expect(() => loadScenario(broken)).toThrow(`${broken}:5: not valid JSON (Expected ',' or ']' after array element)`);
  });
});

describe('a list that fails twice, then succeeds', () => {
  const failTwice = scenario([{ match: { method: 'GET', path: '/notifications/' }, fault: { status: 500 }, times: 2 }]) as FaultScenario;
  const platform = useMockPlatform({ scenario: failTwice });

  it('answers 500 twice with the default error body, then the notes', async () => {
    const list = (): ReturnType<typeof fetchNotes> => fetchNotes(platform.client(), { number: 5 });
    await expect(list()).rejects.toMatchObject({ statusCode: 500, error: 'injected_fault' });
    await expect(list()).rejects.toMatchObject({ statusCode: 500 });
    expect((await list()).notes).toHaveLength(5);
    expect(platform.running().platform.faults.applied()).toEqual([2]);
  });
});

describe('network-down-then-back', () => {
  const platform = useMockPlatform({ scenario: 'network-down-then-back' });

  it('lets the first request through, fails six as connection errors, then recovers', async () => {
    const list = (): ReturnType<typeof fetchNotes> => fetchNotes(platform.client(), { number: 1 });
    expect((await list()).notes).toHaveLength(1);
    for (let attempt = 0; attempt < 6; attempt += 1) await expect(list()).rejects.toMatchObject({ name: 'NetworkError' });
    expect((await list()).notes).toHaveLength(1);
  });
});

describe('failing-spam', () => {
  const platform = useMockPlatform({ scenario: 'failing-spam' });

  it('fails only the spam status change; the comment and its note stay', async () => {
    const comment = platform.client().site(150062674).comment(7);
    expect(await comment.get()).toMatchObject({ status: 'approved' });
    await expect(comment.update({ status: 'spam' })).rejects.toMatchObject({ statusCode: 500 });
    expect(await comment.update({ status: 'unapproved' })).toMatchObject({ status: 'unapproved' });
    expect(platform.running().state.getNote(3499999998)).toBeDefined();
  });
});

describe('duplicate-reply and malformed-notes', () => {
  const platform = useMockPlatform({ scenario: 'duplicate-reply' });

  it('refuses the first reply as a duplicate; the retry is posted', async () => {
    const comment = platform.client().site(150031337).comment(10);
    await expect(comment.reply('Thank you!')).rejects.toMatchObject({ statusCode: 409, error: 'comment_duplicate' });
    expect(await comment.reply('Thank you!')).toMatchObject({ status: 'approved', parent: { ID: 10 } });
  });

  it('serves broken notes the client drops, keeping the good ones and the one with an unreadable hash', async () => {
    platform.running().platform.faults.setRules(loadScenario('malformed-notes').rules);
    const page = await fetchNotes(platform.client(), { number: 10 });
    expect(page.notes.map((note) => note.id)).toEqual([3499999999, 3499999998, 3500000104, 3499999995]);
    expect(page.notes.find((note) => note.id === 3500000104)?.note_hash).toBeUndefined();
    expect(page.ignored).toEqual([{ id: 3500000104, index: 5, reason: 'ignored malformed note_hash' }]);
    expect(page.dropped).toHaveLength(4);
    expect(page.dropped.find((entry) => entry.id === 3500000101)?.reason).toContain('timestamp');
  });
});

describe('reply-retried-then-posted on a virtual clock', () => {
  const clock = createVirtualClock();
  const platform = useMockPlatform({ scenario: 'reply-retried-then-posted', clock });

  it('fails with a 503, then a 500 held 1500 ms of platform time, then posts', async () => {
    const comment = platform.client().site(150031337).comment(10);
    await expect(comment.reply('On my way')).rejects.toMatchObject({ statusCode: 503 });
    let outcome: unknown;
    const second = comment.reply('On my way').then(
      (value) => (outcome = value),
      (error: unknown) => (outcome = error),
    );
    await vi.waitFor(() => expect(clock.pendingTimers()).toBe(1));
    expect(outcome).toBeUndefined();
    clock.advance(1500);
    await second;
    expect(outcome).toMatchObject({ statusCode: 500 });
    expect(await comment.reply('On my way')).toMatchObject({ status: 'approved' });
  });
});
