/**
 * Bulk triage and one undo for every action, in Chromium against the mock platform: ticking rows
 * (checkboxes, Shift+click, x), the "Selected notifications" toolbar at 480 and 1024 px (axe), a bulk
 * spam as one undoable step and carried out on the platform, Ctrl+Z and u for a sent action (approve)
 * and for a spam made in the detail view (issue 11). `SCREENSHOTS=dir` saves the toolbar's look.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { axeViolations, describeViolations } from './support/axe.ts';
import { expectEventually, openFromBell, openHostPage, type HostPage } from './support/browser.ts';
import { useDemo } from './support/fixture.ts';
import { currentRowId, detailOpen, rowIds } from './support/panel.ts';

const fixture = useDemo({ noteEverySeconds: 3600 });
// fixtures/notes-sample.json: the two comments, next to each other in the list, and the notes above them.
const ANA = { note: 3499999998, site: 150062674, comment: 7 };
const SLOW = { note: 3499999997, site: 150031337, comment: 10 };
const ABOVE = [3500000000, 3499999999];

async function openPanel(viewport: { width: number; height: number }): Promise<HostPage> {
  const host = await openHostPage(fixture().browser, fixture().demo.url, viewport);
  await openFromBell(host);
  await expectEventually(() => rowIds(host.panel), (ids) => ids.length > 0, 'the list shows rows');
  await host.panel.locator('.wpnc[data-open="true"]').waitFor();
  return host;
}

const checkbox = (host: HostPage, id: number) => host.panel.locator(`[data-check-id="${id}"]`);
const toolbar = (host: HostPage) => host.panel.getByRole('toolbar', { name: 'Selected notifications' });

async function screenshot(host: HostPage, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await host.page.screenshot({ path: join(dir, `${name}.png`) });
}

// These run first: the last bulk test spams both comments on this file's mock platform.
describe('one undo for every action', () => {
  test('unapprove by a, then Ctrl+Z in the detail view: the platform has it approved again, and the panel says so', async () => {
    const host = await openPanel({ width: 1024, height: 800 });
    await host.panel.locator(`[data-note-id="${ANA.note}"]`).click();
    await expectEventually(() => currentRowId(host.panel), (id) => id === ANA.note, 'the comment opens');
    await host.page.keyboard.press('a');
    const undoBar = host.panel.locator('.wpnc__undo');
    await undoBar.getByText('Comment unapproved').waitFor();
    await expectEventually(() => fixture().mock.comment(ANA.site, ANA.comment), (comment) => comment?.status === 'unapproved', 'the platform has it unapproved');
    await host.page.keyboard.press('Control+z');
    await undoBar.waitFor({ state: 'detached' });
    await host.panel.getByText('Undone: the comment is approved again.').waitFor();
    await expectEventually(() => fixture().mock.comment(ANA.site, ANA.comment), (comment) => comment?.status === 'approved', 'the platform has it approved again');
    // The note stayed open and the keyboard stayed in it.
    expect(await currentRowId(host.panel)).toBe(ANA.note);
    expect(await host.frame().evaluate(() => document.activeElement?.closest('.wpnc__detail') !== null)).toBe(true);
    expect(host.errors).toEqual([]);
    await host.page.close();
  });

  test('spam by s in the detail view opens the next note, and u there brings the comment back (issue 11)', async () => {
    const host = await openPanel({ width: 1024, height: 800 });
    await host.panel.locator(`[data-note-id="${ANA.note}"]`).click();
    await expectEventually(() => currentRowId(host.panel), (id) => id === ANA.note, 'the comment opens');
    await host.page.keyboard.press('s');
    await expectEventually(() => currentRowId(host.panel), (id) => id !== null && id !== ANA.note, 'the next note opens');
    await screenshot(host, 'undo-row-1024');
    await host.page.keyboard.press('u');
    await expectEventually(() => currentRowId(host.panel), (id) => id === ANA.note, 'the comment is back and open');
    expect(await host.frame().evaluate(() => document.activeElement?.closest('.wpnc__detail') !== null)).toBe(true);
    await host.page.waitForTimeout(5000);
    expect(await fixture().mock.comment(ANA.site, ANA.comment)).toMatchObject({ status: 'approved' });
    expect(host.errors).toEqual([]);
    await host.page.close();
  });

  test('at 480 px a like in the detail view shows its undo bar along the foot; its Undo removes the like', async () => {
    const host = await openPanel({ width: 480, height: 800 });
    await host.panel.locator(`[data-note-id="${SLOW.note}"]`).click();
    await expectEventually(() => detailOpen(host.panel), (open) => open, 'the comment opens');
    const actions = host.panel.getByRole('group', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Like', exact: true }).click();
    const undoBar = host.panel.locator('.wpnc__undo.is-panel');
    await undoBar.getByText('Liked').waitFor();
    await screenshot(host, 'undo-panel-480');
    await undoBar.getByRole('button', { name: 'Undo' }).click();
    await actions.getByRole('button', { name: 'Like', exact: true }).waitFor();
    expect(await actions.getByRole('button', { name: 'Like', exact: true }).getAttribute('aria-pressed')).toBe('false');
    await host.panel.getByText('Undone: like removed.').waitFor();
    expect(host.errors).toEqual([]);
    await host.page.close();
  });
});

describe('bulk triage', () => {
  for (const viewport of [{ width: 480, height: 800 }, { width: 1024, height: 800 }]) {
    test(`ticking rows shows the toolbar at ${viewport.width} px, with only the buttons that apply (0 axe violations)`, async () => {
      const host = await openPanel(viewport);
      await host.panel.locator(`[data-note-id="${ANA.note}"]`).hover();
      await checkbox(host, ANA.note).click();
      await checkbox(host, SLOW.note).click();
      const bar = toolbar(host);
      await bar.waitFor();
      expect(await bar.getByRole('status').innerText()).toBe('2 selected');
      const names = await bar.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent));
      expect(names).toContain('Spam');
      expect(names).toContain('Trash');
      expect(names).toContain('Clear selection');
      expect(names.some((name) => /^Select all \d+$/.test(name ?? ''))).toBe(true);
      // The toolbar fits the panel: no button runs past its right edge.
      const overflow = await bar.evaluate((element) => [...element.querySelectorAll('button')].some((button) => button.getBoundingClientRect().right > element.getBoundingClientRect().right + 0.5));
      expect(overflow).toBe(false);
      await screenshot(host, `bulk-toolbar-${viewport.width}`);
      const violations = await axeViolations(host.frame());
      expect(violations, `axe with the toolbar:\n${describeViolations(violations)}`).toEqual([]);

      // Shift+click extends from the anchor; Escape clears the ticks and leaves the panel open.
      await checkbox(host, ABOVE[0]!).click({ modifiers: ['Shift'] });
      await expectEventually(() => bar.getByRole('status').innerText(), (text) => text === '4 selected', 'Shift+click ticks the range from the last tick');
      await host.page.keyboard.press('Escape');
      await bar.waitFor({ state: 'detached' });
      expect(await host.page.locator('iframe[title="Notifications"]').isVisible()).toBe(true);
      expect(host.errors).toEqual([]);
      await host.page.close();
    });
  }

  test('spam of the ticked comments is one step: one bar, u brings both back; then Spam carries out both', async () => {
    const host = await openPanel({ width: 1024, height: 800 });
    // The keyboard: focus a row, x ticks it, Shift+j ticks the next.
    await host.panel.locator(`[data-note-id="${ANA.note}"]`).focus();
    await host.page.keyboard.press('x');
    await host.page.keyboard.press('Shift+J');
    await expectEventually(() => toolbar(host).getByRole('status').innerText(), (text) => text === '2 selected', 'x and Shift+j tick both comments');
    await host.page.keyboard.press('Shift+Digit1'); // !
    const undoBar = host.panel.locator('.wpnc__undo');
    await undoBar.getByText('2 comments marked as spam').waitFor();
    expect(await undoBar.count()).toBe(1);
    expect(await rowIds(host.panel)).not.toContain(SLOW.note);
    expect(await host.panel.locator('[role="status"][aria-live="polite"]').allInnerTexts()).toContain('2 comments marked as spam');
    await host.page.keyboard.press('u');
    await expectEventually(() => rowIds(host.panel), (ids) => ids.includes(ANA.note) && ids.includes(SLOW.note), 'both comments are back');
    await host.panel.getByText('Undone: 2 comments are back.').waitFor();

    await checkbox(host, ANA.note).click();
    await checkbox(host, SLOW.note).click();
    await toolbar(host).getByRole('button', { name: 'Spam', exact: true }).click();
    await undoBar.getByText('2 comments marked as spam').waitFor();
    await undoBar.getByRole('button', { name: 'Dismiss' }).click();
    await expectEventually(() => fixture().mock.comment(ANA.site, ANA.comment), (comment) => comment?.status === 'spam', 'comment 7 is spam on the platform');
    await expectEventually(() => fixture().mock.comment(SLOW.site, SLOW.comment), (comment) => comment?.status === 'spam', 'comment 10 is spam on the platform');
    await expectEventually(() => rowIds(host.panel), (ids) => !ids.includes(ANA.note) && !ids.includes(SLOW.note), 'both rows are gone');
    expect(host.errors).toEqual([]);
    await host.page.close();
  });
});
