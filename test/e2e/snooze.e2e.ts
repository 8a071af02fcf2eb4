/**
 * Snooze in Chromium against the mock platform: Z snoozes the open note behind the undo bar; it stays
 * snoozed after a reload and in another tab of the browser; when its hour has passed (the browser's
 * clock jumped, as a closed lid does) it is back at the top of both tabs' lists, unread and marked;
 * the Snoozed tab lists a sleeping note and Wake now brings it back early; ticked notes snooze as
 * one step with one Undo. `SCREENSHOTS=dir` saves how it looks.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectEventually, openFromBell, openHostPage, waitForPanel, type HostPage } from './support/browser.ts';
import { useDemo } from './support/fixture.ts';
import { currentRowId, rowIds } from './support/panel.ts';

const fixture = useDemo({ noteEverySeconds: 3600 });
// fixtures/notes-sample.json: slowtravel498's comment (read) and the two notes below it.
const SLOW = 3499999997;
const CHIARA = 3499999996;
const COFFEE = 3499999995;
const WIDE = { width: 1024, height: 800 };

const row = (host: HostPage, id: number) => host.panel.locator(`[data-note-id="${id}"]`);
const rowState = (host: HostPage, id: number) =>
  row(host, id).evaluate((element) => ({ unread: element.classList.contains('is-unread'), mark: element.querySelector('.wpnc__mark')?.textContent ?? null }));

async function openTab(context: BrowserContext): Promise<HostPage> {
  const host = await openHostPage(fixture().browser, fixture().demo.url, WIDE, { context });
  await openFromBell(host);
  await expectEventually(() => rowIds(host.panel), (ids) => ids.length > 0, 'the list shows rows');
  return host;
}

async function screenshot(host: HostPage, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await host.page.screenshot({ path: join(dir, `${name}.png`) });
}

describe('snooze', () => {
  test('Z snoozes the open note; a reload and another tab keep it snoozed; its hour brings it back on top, unread and marked', async () => {
    const context = await fixture().browser.newContext({ viewport: WIDE });
    // The page's clock runs as usual until the test jumps it forward.
    await context.clock.install();
    const first = await openTab(context);
    await row(first, SLOW).click();
    await expectEventually(() => currentRowId(first.panel), (id) => id === SLOW, 'the comment opens');
    await first.page.keyboard.press('z');
    const bar = first.panel.locator('.wpnc__undo');
    await bar.getByText('Snoozed for an hour').waitFor();
    await screenshot(first, 'snooze-undo-1024');
    expect(await rowIds(first.panel)).not.toContain(SLOW);
    await bar.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await first.frame().evaluate((id) => localStorage.getItem(`snooze_note_${id}`), SLOW)).toMatch(/^\{"until":\d+\}$/);

    await first.page.reload();
    await waitForPanel(first);
    await openFromBell(first);
    await expectEventually(() => rowIds(first.panel), (ids) => ids.length > 3, 'the reloaded list shows rows');
    expect(await rowIds(first.panel)).not.toContain(SLOW);

    const second = await openTab(context);
    expect(await rowIds(second.panel)).not.toContain(SLOW);

    await context.clock.fastForward('01:00:05');
    for (const [host, name] of [[first, 'the reloaded tab'], [second, 'the other tab']] as const) {
      await expectEventually(() => rowIds(host.panel), (ids) => ids[0] === SLOW, `${name} shows the comment on top`);
      await expectEventually(() => rowState(host, SLOW), (state) => state.unread && state.mark === 'Was snoozed', `${name} shows it unread and marked`);
    }
    await screenshot(second, 'snooze-woken-1024');
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
    await context.close();
  });

  test('the Snoozed tab shows while a note sleeps and lists it; Wake now brings it back on top of All, unread and marked', async () => {
    const context = await fixture().browser.newContext({ viewport: WIDE });
    const host = await openTab(context);
    const snoozedTab = host.panel.getByRole('tab', { name: 'Snoozed' });
    expect(await snoozedTab.count()).toBe(0);
    await row(host, CHIARA).click();
    await expectEventually(() => currentRowId(host.panel), (id) => id === CHIARA, 'the like opens');
    await host.page.keyboard.press('Shift+Z');
    await host.panel.locator('.wpnc__undo').getByText('Snoozed until tomorrow, 8:00').waitFor();
    await host.panel.locator('.wpnc__undo').waitFor({ state: 'detached', timeout: 10_000 });
    await snoozedTab.click();
    await expectEventually(() => rowIds(host.panel), (ids) => ids.length === 1 && ids[0] === CHIARA, 'the Snoozed tab lists the like alone');
    await row(host, CHIARA).click();
    await screenshot(host, 'snooze-tab-1024');
    await host.panel.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Wake now' }).click();
    await host.panel.locator('.wpnc__undo').getByText('Back in the list').waitFor();
    await expectEventually(() => host.panel.locator('.wpnc__list [data-note-id]').count(), (count) => count === 0, 'the Snoozed tab is empty');
    await host.panel.getByRole('tab', { name: 'All' }).click();
    await expectEventually(() => rowIds(host.panel), (ids) => ids[0] === CHIARA, 'All shows the like on top');
    await expectEventually(() => rowState(host, CHIARA), (state) => state.unread && state.mark === 'Was snoozed', 'unread and marked');
    // Nothing sleeps now: the tab leaves the bar.
    expect(await snoozedTab.count()).toBe(0);
    expect(host.errors).toEqual([]);
    await context.close();
  });

  test('ticked notes snooze as one step: one undo bar, one Undo brings them all back; snoozed again, they leave the list', async () => {
    const context = await fixture().browser.newContext({ viewport: { width: 480, height: 800 } });
    const host = await openHostPage(fixture().browser, fixture().demo.url, { width: 480, height: 800 }, { context });
    await openFromBell(host);
    await expectEventually(() => rowIds(host.panel), (ids) => ids.includes(COFFEE), 'the list shows rows');
    await host.panel.locator(`[data-check-id="${CHIARA}"]`).click();
    await host.panel.locator(`[data-check-id="${COFFEE}"]`).click();
    const toolbar = host.panel.getByRole('toolbar', { name: 'Selected notifications' });
    await screenshot(host, 'snooze-bulk-480');
    await toolbar.getByRole('button', { name: 'Snooze for an hour' }).click();
    const bar = host.panel.locator('.wpnc__undo');
    await expect.poll(() => bar.count()).toBe(1);
    await bar.getByText('2 notifications snoozed for an hour').waitFor();
    expect(await rowIds(host.panel)).not.toContain(CHIARA);
    expect(await rowIds(host.panel)).not.toContain(COFFEE);
    await bar.getByRole('button', { name: 'Undo' }).click();
    await expectEventually(() => rowIds(host.panel), (ids) => ids.includes(CHIARA) && ids.includes(COFFEE), 'both are back');

    await host.panel.locator(`[data-check-id="${CHIARA}"]`).click();
    await host.panel.locator(`[data-check-id="${COFFEE}"]`).click();
    await toolbar.getByRole('button', { name: 'Snooze until tomorrow' }).click();
    await bar.getByText('2 notifications snoozed until tomorrow, 8:00').waitFor();
    await bar.waitFor({ state: 'detached', timeout: 10_000 });
    const ids = await rowIds(host.panel);
    expect(ids).not.toContain(CHIARA);
    expect(ids).not.toContain(COFFEE);
    expect(host.errors).toEqual([]);
    await context.close();
  });
});
