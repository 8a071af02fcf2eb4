/**
 * Accessibility of the panel in its iframe, with axe-core in Chromium, in four states: the list,
 * a note's detail, an empty filter, and the reply box open with mention suggestions. Also saves
 * screenshots of the list and the detail under test-results/ for the README and for reviewers.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { axeViolations, describeViolations } from './support/axe.ts';
import { expectEventually, openFromBell, openHostPage, type HostPage } from './support/browser.ts';
import { useDemo } from './support/fixture.ts';
import { currentRowId, rowIds } from './support/panel.ts';

const fixture = useDemo({ noteEverySeconds: 3600 });
const VIEWPORT = { width: 1280, height: 800 };
const RESULTS = fileURLToPath(new URL('../../test-results/', import.meta.url));
// The sample's comment by Ana Wójcik: it offers every action and a reply box.
const COMMENT_NOTE = 3499999998;

async function expectNoViolations(host: HostPage, state: string, exclude: string[] = []) {
  const violations = await axeViolations(host.frame(), { exclude });
  expect(violations, `axe on the ${state}:\n${describeViolations(violations)}`).toEqual([]);
}

async function openPanel(): Promise<HostPage> {
  const host = await openHostPage(fixture().browser, fixture().demo.url, VIEWPORT);
  await openFromBell(host);
  await expectEventually(() => rowIds(host.panel), (ids) => ids.length > 0, 'the list shows rows');
  return host;
}

describe('accessibility (axe-core) and screenshots', () => {
  test('the list: 0 violations, screenshot saved', async () => {
    const host = await openPanel();
    await expectNoViolations(host, 'list');
    // The host page around it too (the bell and badge are ours as well).
    const hostViolations = await axeViolations(host.page);
    expect(hostViolations, `axe on the host page:\n${describeViolations(hostViolations)}`).toEqual([]);
    mkdirSync(RESULTS, { recursive: true });
    await host.page.screenshot({ path: `${RESULTS}list.png` });
    expect(host.errors).toEqual([]);
    await host.page.close();
  });

  test('the detail: 0 violations, screenshot saved', async () => {
    const host = await openPanel();
    await host.panel.locator(`[data-note-id="${COMMENT_NOTE}"]`).click();
    await expectEventually(() => currentRowId(host.panel), (id) => id === COMMENT_NOTE, 'the comment opens');
    await host.panel.getByRole('group', { name: 'Actions' }).waitFor();
    mkdirSync(RESULTS, { recursive: true });
    await host.page.screenshot({ path: `${RESULTS}detail.png` });
    // The reply box has its own test below, so one defect fails one test.
    await expectNoViolations(host, 'detail', ['.wpnc__reply']);
    expect(host.errors).toEqual([]);
    await host.page.close();
  });

  test('the reply box open with mention suggestions: 0 violations', async () => {
    const host = await openPanel();
    await host.panel.locator(`[data-note-id="${COMMENT_NOTE}"]`).click();
    const box = host.panel.getByRole('textbox', { name: /^Reply to/ });
    await box.click();
    await box.pressSequentially('Nice one @s');
    await host.panel.getByRole('listbox', { name: 'Mention suggestions' }).getByRole('option').first().waitFor();
    await expectNoViolations(host, 'reply box with suggestions');
    expect(host.errors).toEqual([]);
    await host.page.close();
  });

  test('the reply box with a bare @: ten suggestions, 0 violations, and the arrows bring the highlight into view', async () => {
    // A bare @ lists everyone (up to 10): a list taller than the box's old 200 px scroll region,
    // which keyboard users could not reach (axe: scrollable-region-focusable).
    const host = await openPanel();
    await host.panel.locator(`[data-note-id="${COMMENT_NOTE}"]`).click();
    const box = host.panel.getByRole('textbox', { name: /^Reply to/ });
    await box.click();
    await box.pressSequentially('Thanks @');
    const options = host.panel.getByRole('listbox', { name: 'Mention suggestions' }).getByRole('option');
    await expectEventually(() => options.count(), (count) => count === 10, 'ten suggestions show');
    await expectNoViolations(host, 'reply box with ten suggestions');
    // Up from the first wraps to the last: it is highlighted and in view, and focus stays in the box.
    await box.press('ArrowUp');
    const last = options.last();
    expect(await last.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await last.getAttribute('id'));
    await expectEventually(() => last.evaluate((option) => {
      const box = option.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }), (inView) => inView, 'the highlighted last suggestion is in view');
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(host.errors).toEqual([]);
    await host.page.close();
  });

  test('an empty filter: 0 violations', async () => {
    // Everything read on the platform first, so Unread is empty when the panel loads.
    const { mock } = fixture();
    await mock.markRead((await mock.list(50)).notes.map((note) => note.id));
    const host = await openPanel();
    await host.panel.getByRole('tab', { name: 'Unread' }).click();
    await host.panel.getByText("You're all caught up!").waitFor();
    await expectNoViolations(host, 'empty Unread filter');
    expect(host.errors).toEqual([]);
    await host.page.close();
  });
});
