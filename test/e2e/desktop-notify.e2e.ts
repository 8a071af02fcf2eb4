/**
 * Desktop notifications (issue 34) in Chromium: the demo host opts in, the browser grants (or
 * refuses) the permission to the host page, and the platform's realtime channel pushes notes. The
 * host page's `Notification` is wrapped (before any script of the page runs) so the test sees each
 * notification made, closed and clicked; the browser's own still shows them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, describeViolations } from './support/axe.ts';
import { expectEventually, openFromBell, openHostPage, type HostPage } from './support/browser.ts';
import { useDemo } from './support/fixture.ts';
import { currentRowId, detailOpen, rowIds } from './support/panel.ts';
import { panelScreenshot } from './support/screenshot.ts';

const fixture = useDemo({ noteEverySeconds: 86_400 });
const RESULTS = 'test-results/desktop-notify/';

/** What the wrapped `Notification` recorded in a host page. */
interface Made {
  title: string;
  body: string;
  tag: string;
  icon: string | null;
  closed: boolean;
}

/** Runs in every top-level page before its scripts: records notifications, and lets the test click one. */
function recordNotifications() {
  if (window !== window.top) return;
  const Real = window.Notification;
  const made: Made[] = [];
  const instances: Notification[] = [];
  class Recorded extends Real {
    constructor(title: string, options: NotificationOptions = {}) {
      super(title, options);
      const entry = { title, body: options.body ?? '', tag: options.tag ?? '', icon: options.icon ?? null, closed: false };
      made.push(entry);
      instances.push(this);
      const close = this.close.bind(this);
      this.close = () => {
        entry.closed = true;
        close();
      };
    }
  }
  Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true, writable: true });
  Object.defineProperty(window, '__notifications', { value: { made, click: (index: number) => instances[index]!.dispatchEvent(new Event('click')) } });
}

type Recording = { made: Made[]; click(index: number): void };
const made = (page: Page) => page.evaluate(() => (window as unknown as { __notifications: Recording }).__notifications.made);
const clickNotification = (page: Page, index: number) => page.evaluate((at) => (window as unknown as { __notifications: Recording }).__notifications.click(at), index);

const FSI = '\u2068';
const PDI = '\u2069';
const isolated = (text: string) => `${FSI}${text}${PDI}`;
/** The headline the platform gave a note (its subject's first block). */
const headline = (note: unknown) => (note as { subject: { text: string }[] }).subject[0]!.text;

async function newContext(): Promise<BrowserContext> {
  const context = await fixture().browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  await context.addInitScript(recordNotifications);
  return context;
}

async function openTab(context: BrowserContext): Promise<HostPage> {
  return openHostPage(fixture().browser, fixture().demo.url, undefined, { context, desktopNotifications: true });
}

async function closeFromBell(tab: HostPage): Promise<void> {
  await tab.page.getByRole('button', { name: 'Notifications' }).click();
  await tab.page.locator('iframe[title="Notifications"]').waitFor({ state: 'hidden' });
}

/** Waits until the tab's list shows note `id` (its panel has the note, whether open or not). */
async function listed(tab: HostPage, id: number, what: string): Promise<void> {
  await expectEventually(() => rowIds(tab.panel), (ids) => ids.includes(id), what);
}

describe('desktop notifications', () => {
  test('granted: one per note (a burst grouped), none with the panel open, none in a second tab, none for a note read in another tab; reads close them; a click opens the note', async () => {
    const { demo, mock } = fixture();
    const context = await newContext();
    await context.grantPermissions(['notifications'], { origin: demo.url });
    // Their code waits for the views to start loading (the first open or the browser idle): it shares
    // their React and translations, which must not compete with the badge's first requests.
    const modules: string[] = [];
    context.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/(mount-ui|notify\/desktop)\.tsx?$/.test(path)) modules.push(path.replace(/^.*\/(mount-ui|notify\/desktop).*$/, '$1'));
    });
    const first = await openTab(context);
    await expectEventually(() => mock.realtime(), (realtime) => realtime.open === 1, 'the first tab holds the realtime socket');
    await expectEventually(() => modules, (loaded) => loaded.includes('notify/desktop'), 'the desktop code loads');
    expect(modules.indexOf('mount-ui')).toBeGreaterThanOrEqual(0);
    expect(modules.indexOf('mount-ui')).toBeLessThan(modules.indexOf('notify/desktop'));

    // The offer: one click turns them on (the page already has the permission), and it goes.
    await openFromBell(first);
    const offer = first.panel.getByRole('button', { name: 'Get desktop notifications' });
    await offer.click();
    await expectEventually(() => offer.count(), (count) => count === 0, 'the offer goes once they are on');
    await closeFromBell(first);

    // A burst of three likes, fetched in one answer: one notification naming the latest.
    const likes = await mock.createBurst('like', 3);
    const latestLike = likes.reduce((latest, note) => (note.id > latest.id ? note : latest));
    await expectEventually(() => made(first.page), (list) => list.length === 1, 'one notification for the burst');
    expect((await made(first.page))[0]).toMatchObject({ title: isolated('3 new notifications'), body: isolated(headline(latestLike)), tag: 'notes-panel-like' });

    // With the panel open, a note makes none.
    await openFromBell(first);
    const whileOpen = await mock.createNoteOfType('follow');
    await listed(first, whileOpen.id, 'the open panel lists the follow');
    await closeFromBell(first);

    // A second tab: it gets the notes from the first, which alone shows a notification.
    const second = await openTab(context);
    const follow = await mock.createNoteOfType('follow');
    await expectEventually(() => made(first.page), (list) => list.length === 2, 'the first tab shows the follow');
    expect((await made(first.page))[1]).toMatchObject({ title: isolated(headline(follow)), tag: `notes-panel-${follow.id}` });
    await openFromBell(second);
    await listed(second, follow.id, 'the second tab lists the follow');
    expect(await made(second.page), 'the second tab shows none').toEqual([]);

    // Read in the second tab: the first tab's notification for it closes.
    await second.panel.locator(`[data-note-id="${follow.id}"]`).click();
    await expectEventually(async () => (await made(first.page))[1]!.closed, (closed) => closed, 'the read note\'s notification closes');

    // A reblog ("everything else") goes at once; the next two of that kind wait for its minute.
    // The second tab's open panel would mark it seen on arrival (then it is no news, and whether the
    // first tab shows it races that mark): closed, and a whole second after what it saw.
    await closeFromBell(second);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const reblog = await mock.createNoteOfType('reblog');
    await expectEventually(() => made(first.page), (list) => list.length === 3, 'the reblog shows');
    await openFromBell(second);
    const readElsewhere = await mock.createNoteOfType('new_post');
    await listed(second, readElsewhere.id, 'the second tab lists the new post');
    await second.panel.locator(`[data-note-id="${readElsewhere.id}"]`).click();
    await expectEventually(
      () => first.panel.locator(`[data-note-id="${readElsewhere.id}"]`).getAttribute('class'),
      (name) => name !== null && !name.includes('is-unread'),
      'the first tab knows the new post was read',
    );
    // The second tab's open panel marks what arrives seen (then nothing is news); closed, it does not.
    await closeFromBell(second);
    // Note times and the last-seen time have whole seconds: the next note must be newer than what was seen.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const waiting = await mock.createNoteOfType('new_post');
    await listed(first, waiting.id, 'the first tab has the second new post');
    expect((await made(first.page)).map((entry) => entry.tag), 'nothing goes within the minute').toHaveLength(3);
    await expectEventually(() => made(first.page), (list) => list.length === 4, 'the minute ends with one notification', 75_000);
    const all = await made(first.page);
    // Only the unread one, alone: the note read in the other tab is neither shown nor counted.
    expect(all[3]).toMatchObject({ title: isolated(headline(waiting)), tag: `notes-panel-${waiting.id}` });
    expect(all.map((entry) => entry.tag)).toEqual(['notes-panel-like', `notes-panel-${follow.id}`, `notes-panel-${reblog.id}`, `notes-panel-${waiting.id}`]);
    expect(all.map((entry) => entry.tag)).not.toContain(`notes-panel-${whileOpen.id}`);
    for (const entry of all) expect(entry.title.startsWith(FSI) && entry.title.endsWith(PDI)).toBe(true);

    // A click focuses the tab, opens the panel and that note.
    await clickNotification(first.page, 3);
    await first.page.locator('iframe[title="Notifications"]').waitFor({ state: 'visible' });
    await expectEventually(() => currentRowId(first.panel), (id) => id === waiting.id, 'the clicked note is the open one');
    expect(await detailOpen(first.panel)).toBe(true);
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
    await context.close();
  }, 180_000);

  test('refused: the offer goes for good, nothing is shown, and the panel works on', async () => {
    const { mock } = fixture();
    const context = await newContext();
    const tab = await openTab(context);
    await openFromBell(tab);
    const offer = tab.panel.getByRole('button', { name: 'Get desktop notifications' });
    await offer.waitFor();
    const violations = await axeViolations(tab.frame());
    expect(violations, `axe with the offer:\n${describeViolations(violations)}`).toEqual([]);
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(`${RESULTS}offer-1280.png`, await panelScreenshot(tab));

    // Headless Chromium answers a request nobody granted with "denied".
    await offer.click();
    await expectEventually(() => offer.count(), (count) => count === 0, 'the offer goes');
    expect(await tab.page.evaluate(() => Notification.permission)).toBe('denied');
    // The settings say so, and cannot turn them on.
    await tab.panel.getByRole('button', { name: 'Settings', exact: true }).click();
    const setting = tab.panel.getByRole('switch', { name: /Desktop notifications/ });
    expect(await setting.isDisabled()).toBe(true);
    expect(await tab.panel.getByText('Blocked by your browser').count()).toBe(1);
    await closeFromBell(tab);

    // Nothing breaks: notes still arrive and count on the badge, with no notification.
    const note = await mock.createNoteOfType('like');
    await listed(tab, note.id, 'the note arrives');
    await expectEventually(() => tab.page.locator('.demo-badge').innerText(), (text) => Number(text) > 0, 'the badge counts it');
    expect(await made(tab.page)).toEqual([]);

    // Remembered: after a reload the offer stays away.
    await tab.page.reload();
    await expectEventually(() => tab.frame().locator('[role="tab"]').count(), (count) => count === 5, 'the panel is back');
    await openFromBell(tab);
    await listed(tab, note.id, 'the list shows the note again');
    expect(await tab.panel.getByRole('button', { name: 'Get desktop notifications' }).count()).toBe(0);
    await tab.panel.getByRole('button', { name: 'Settings', exact: true }).click();
    expect(await tab.panel.getByRole('switch', { name: /Desktop notifications/ }).count()).toBe(1);
    expect(tab.errors).toEqual([]);
    await context.close();
  });

  test('the settings are a section of the titled settings popover, with the panel\'s switches; Escape closes the popover first, and closing the panel closes it', async () => {
    const context = await newContext();
    const tab = await openTab(context);
    await openFromBell(tab);
    const button = tab.panel.getByRole('button', { name: 'Settings', exact: true });
    const popover = tab.panel.getByRole('dialog', { name: 'Settings', exact: true });
    await button.click();
    await popover.getByRole('heading', { name: 'Settings' }).waitFor();
    const section = popover.getByRole('region', { name: 'Desktop notifications', exact: true });
    await section.getByRole('switch', { name: 'Desktop notifications' }).waitFor();
    // No bell of their own in the header any more: one place for settings.
    expect(await tab.panel.getByRole('button', { name: 'Desktop notifications', exact: true }).count()).toBe(0);
    const violations = await axeViolations(tab.frame());
    expect(violations, `axe with the settings open:\n${describeViolations(violations)}`).toEqual([]);
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(`${RESULTS}settings-1280.png`, await panelScreenshot(tab));
    // Escape closes the popover, not the panel, with focus on a switch inside it too.
    await tab.page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    expect(await tab.page.locator('iframe[title="Notifications"]').isVisible()).toBe(true);
    await button.click();
    await section.getByRole('switch', { name: 'Desktop notifications' }).focus();
    await tab.page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    expect(await tab.page.locator('iframe[title="Notifications"]').isVisible()).toBe(true);
    // Its close button closes it too, and gives focus back to its button.
    await button.click();
    await popover.getByRole('button', { name: 'Close settings' }).click();
    await popover.waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    // Left open, it is closed when the panel closes, and stays so when it opens again.
    await button.click();
    await popover.waitFor();
    await closeFromBell(tab);
    await openFromBell(tab);
    await button.waitFor();
    expect(await popover.count()).toBe(0);
    expect(tab.errors).toEqual([]);
    await context.close();
  });
});
