/**
 * The offline action queue in Chromium against the mock platform: with the browser context offline,
 * a read, an unapprove, a like and a trash are kept (shown as pending, nothing sent) and a reply
 * stays a draft; after a reload (online, but every action request refused) they are still pending;
 * back online they reach the platform once each, in the order they were taken, and pending goes.
 */
import type { Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectEventually, openFromBell, openHostPage, waitForPanel, type HostPage } from './support/browser.ts';
import { useDemo } from './support/fixture.ts';
import { currentRowId, rowIds } from './support/panel.ts';

const fixture = useDemo({ noteEverySeconds: 3600 });
// fixtures/notes-sample.json: Ana Wójcik's comment 7 (unread, approved) and slowtravel498's comment 10.
const ANA = { note: 3499999998, site: 150062674, comment: 7 };
const SLOW = { note: 3499999997, site: 150031337, comment: 10 };
const UNDO_MS = 4500;
const PENDING = "Pending: will be sent when you're back online";

const row = (host: HostPage, id: number) => host.panel.locator(`[data-note-id="${id}"]`);
const commentOf = (target: typeof ANA) => () => fixture().mock.comment(target.site, target.comment);

/**
 * Whether the frame has fetched a module or chunk whose URL contains `name` (the lazy parts must be in
 * before the network goes): in its resource timings, or among the requests seen since the page
 * opened (the dev server serves each module apart, past the 250 timings a frame keeps by default).
 */
async function loaded(host: HostPage, name: string, requested: readonly string[]): Promise<boolean> {
  if (requested.some((url) => url.includes(name))) return true;
  return host.frame().evaluate((part) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(part)), name);
}

describe('offline action queue', () => {
  test('actions taken offline are pending, survive a reload, and reach the platform in order once online', async () => {
    const host = await openHostPage(fixture().browser, fixture().demo.url, { width: 1280, height: 900 });
    const requested: string[] = [];
    host.page.on('requestfinished', (request) => void requested.push(request.url()));
    const context = host.page.context();
    await openFromBell(host);
    await expectEventually(() => rowIds(host.panel), (ids) => ids.includes(ANA.note) && ids.includes(SLOW.note), 'the two comments are listed');
    // The open note, the offline line and the queue's engine are chunks of their own, fetched when
    // the browser is idle (the engine once the first notes are in): wait for them as a user would.
    for (const name of ['NoteDetail', 'OfflineNotice', 'sync/queue.ts']) {
      await expectEventually(() => loaded(host, name, requested), Boolean, `${name} is loaded`);
    }
    // A module requested is not yet a view ready (its own imports may still be on their way, more so
    // since the idle preload waits for the frame's load): open another note online, as a user who has
    // read one before would have, so the open note's views are in before the network goes.
    const other = (await rowIds(host.panel)).find((id) => id !== ANA.note && id !== SLOW.note)!;
    await row(host, other).click();
    await expectEventually(() => currentRowId(host.panel), (id) => id === other, 'the other note opens');
    await host.panel.locator('#wpnc-detail-title').waitFor();
    expect(await commentOf(ANA)()).toMatchObject({ status: 'approved', i_like: false });

    // The platform's requests that got an answer, as the browser saw them (the panel talks to the mock over HTTP).
    const mockUrl = fixture().demo.mockUrl;
    const sent: string[] = [];
    const record = (request: Request) => {
      const url = new URL(request.url());
      if (request.url().startsWith(mockUrl) && request.method() === 'POST' && !url.pathname.endsWith('/notifications/seen')) {
        sent.push(`POST ${url.pathname.replace('/rest/v1.1', '')}`);
      }
    };
    host.page.on('requestfinished', record);

    await context.setOffline(true);
    const notice = host.panel.locator('.wpnc__offline');
    await notice.getByText("You're offline.").waitFor();

    // Open Ana's unread comment (a read mark), unapprove it and like it.
    await row(host, ANA.note).click();
    await expectEventually(() => currentRowId(host.panel), (id) => id === ANA.note, 'the comment opens');
    const actions = host.panel.getByRole('group', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Approved', exact: true }).click();
    await actions.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    await actions.getByRole('button', { name: 'Like', exact: true }).click();
    await actions.getByRole('button', { name: 'Liked', exact: true }).waitFor();
    await host.panel.locator('.wpnc__detail .wpnc__pending-note').getByText(PENDING).waitFor();

    // A reply typed offline stays a draft: Send is off and says why.
    const box = host.panel.getByRole('textbox', { name: /^Reply to/ });
    await box.fill('Thank you, Ana!');
    const send = host.panel.getByRole('button', { name: 'Send', exact: true });
    expect(await send.getAttribute('aria-disabled')).toBe('true');
    await host.panel.locator('.wpnc__detail').getByText("You're offline: your reply is kept as a draft. Send it once you're back online.").waitFor();

    // Trash the other comment; its call waits once the undo window ends.
    await row(host, SLOW.note).click();
    await expectEventually(() => currentRowId(host.panel), (id) => id === SLOW.note, 'the second comment opens');
    await actions.getByRole('button', { name: 'Trash', exact: true }).click();
    await host.page.waitForTimeout(UNDO_MS + 500);
    await notice.getByText("You're offline. 4 actions will be sent when you're back online.").waitFor();
    // Ana's row says pending, by a word, and its name says what it means; the trashed comment is gone.
    const anaRow = row(host, ANA.note);
    expect(await anaRow.locator('.wpnc__pending').innerText()).toContain('Pending');
    expect(await anaRow.evaluate((element) => element.textContent)).toContain(PENDING);
    expect(await row(host, SLOW.note).count()).toBe(0);
    expect(sent).toEqual([]);

    // Reload while online, with every action request refused: still pending after the reload.
    const toMock = (url: URL) => url.href.startsWith(mockUrl);
    await context.route(toMock, (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));
    await context.setOffline(false);
    // Back online, the page at once tries the first action again, and that request is refused. A
    // reload while its answer is still on its way (through the proxy frame) leaves it marked tried
    // with no outcome, and the panel rightly never sends such a one again: let it come back first.
    await expectEventually(
      () => host.frame().evaluate(() => JSON.parse(localStorage.getItem('notes_action_queue') ?? '[]') as { tried?: boolean }[]),
      (stored) => stored.length === 4 && stored.every((entry) => !entry.tried),
      'the refused try is told, and the four stay stored untried',
    );
    await host.page.reload();
    await waitForPanel(host);
    await openFromBell(host);
    await expectEventually(() => rowIds(host.panel), (ids) => ids.includes(ANA.note), 'the list is back');
    await row(host, ANA.note).locator('.wpnc__pending').waitFor();
    expect(await row(host, SLOW.note).count()).toBe(0);
    await notice.getByText('4 actions waiting to be sent.').waitFor();
    expect(await commentOf(ANA)()).toMatchObject({ status: 'approved', i_like: false });
    expect(await commentOf(SLOW)()).toMatchObject({ status: 'approved' });

    // Back online for real: the actions reach the platform once each, in the order they were taken.
    await context.unroute(toMock);
    sent.length = 0;
    await context.setOffline(true);
    await notice.getByText("You're offline. 4 actions will be sent when you're back online.").waitFor();
    await context.setOffline(false);
    await expectEventually(() => sent, (requests) => requests.length >= 4, 'the four actions are sent');
    await row(host, ANA.note).locator('.wpnc__pending').waitFor({ state: 'detached' });
    await notice.waitFor({ state: 'detached' });
    expect(sent).toEqual([
      '/notifications/read',
      `/sites/${ANA.site}/comments/${ANA.comment}`,
      `/sites/${ANA.site}/comments/${ANA.comment}/likes/new`,
      `/sites/${SLOW.site}/comments/${SLOW.comment}/delete`,
    ].map((path) => `POST ${path}`));
    await expectEventually(commentOf(ANA), (comment) => comment?.status === 'unapproved' && comment.i_like, 'the platform has the unapproval and the like');
    await expectEventually(commentOf(SLOW), (comment) => comment?.status === 'trash', 'the platform has comment 10 in the trash');

    // The reply draft survived all of it, and can be sent now.
    await row(host, ANA.note).click();
    await expect.poll(() => box.inputValue()).toBe('Thank you, Ana!');
    expect(await send.getAttribute('aria-disabled')).toBe('false');
    expect(host.errors).toEqual([]);
    await host.page.close();
  });
});
