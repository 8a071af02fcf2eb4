/**
 * Visual regression: the panel's iframe, pixel by pixel, against baselines in test/e2e/baselines/
 * (support/pixels.ts says how close is close enough). States: the list, an open note, the undo bar,
 * the reply box with mention suggestions, an empty filter, each at 480 and 1024 px, and the list
 * and an open note in dark and right to left (Arabic).
 *
 * Deterministic by construction: the sample notes are dated back from a fixed SAMPLE_NOW and the
 * page's clock is frozen at that moment in UTC (relative times and day groups never move); outside
 * network is refused, so every avatar shows its initials; no note is generated during the run;
 * only notes already read are opened, and the trash is undone, so no state changes what a later
 * state shows (the empty filter, which marks everything read, runs last).
 *
 * Rewrite the baselines (and the docs' copies) after an intended change of the look:
 *   UPDATE_BASELINES=1 npm run test:e2e -- test/e2e/visual.e2e.ts
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { axeViolations, describeViolations } from './support/axe.ts';
import { expectEventually, openFromBell, openHostPage, type HostPage } from './support/browser.ts';
import { useDemo } from './support/fixture.ts';
import { rowIds } from './support/panel.ts';
import { BASELINES, compareWithBaseline, updatingBaselines, VISUAL_RESULTS, type Comparison } from './support/pixels.ts';
import { panelScreenshot } from './support/screenshot.ts';

const SAMPLE_NOW = '2026-03-10T15:00:00Z';
const fixture = useDemo({ noteEverySeconds: 86_400, env: { SAMPLE_NOW } });
// slowtravel498's reply on site 150031337: already read, and offers trash and a reply box.
const READ_COMMENT = 3499999997;
const WIDTHS = [480, 1024] as const;
const HEIGHT = 800;
const DOCS = fileURLToPath(new URL('../../docs/', import.meta.url));
/** Baselines shown in docs/look.md (copied to docs/screenshots/ when the baselines are rewritten). */
const DOC_SHOTS = [
  'list-1024', 'detail-1024', 'undo-1024', 'reply-suggestions-1024', 'empty-1024',
  'dark-detail-1024', 'rtl-detail-1024', 'list-480', 'detail-480', 'dark-list-480', 'rtl-list-480',
  'search-field-1024', 'search-highlight-1024', 'search-empty-1024', 'sites-1024', 'dark-search-highlight-480', 'rtl-sites-480',
];

type Look = { colorScheme: 'light' | 'dark'; locale: 'en' | 'ar' };
const LIGHT: Look = { colorScheme: 'light', locale: 'en' };

const comparisons: Comparison[] = [];

async function openPanel(width: number, look: Look = LIGHT): Promise<HostPage> {
  const host = await openHostPage(
    fixture().browser,
    fixture().demo.url,
    { width, height: HEIGHT },
    { colorScheme: look.colorScheme, query: `locale=${look.locale}`, timezoneId: 'UTC', fixedTime: Date.parse(SAMPLE_NOW) },
  );
  await openFromBell(host);
  await expectEventually(() => rowIds(host.panel), (ids) => ids.length > 3, 'the list shows rows');
  if (look.locale === 'ar') await host.frame().waitForFunction(() => document.querySelector('.wpnc')?.getAttribute('dir') === 'rtl');
  return host;
}

/** Opens the read comment and waits for its detail, actions and the user's avatar by the reply box. */
async function openComment(host: HostPage): Promise<void> {
  await host.panel.locator(`[data-note-id="${READ_COMMENT}"]`).click();
  await host.panel.locator('#wpnc-detail-title').waitFor();
  await host.panel.locator('.wpnc__detail .wpnc__reply .wpnc__avatar').waitFor();
}

async function expectLooksLike(host: HostPage, name: string): Promise<void> {
  const comparison = compareWithBaseline(name, await panelScreenshot(host));
  comparisons.push(comparison);
  expect(comparison.failure, comparison.failure ?? '').toBeNull();
}

async function expectAccessible(host: HostPage, state: string): Promise<void> {
  const violations = await axeViolations(host.frame());
  expect(violations, `axe on ${state}:\n${describeViolations(violations)}`).toEqual([]);
}

afterAll(() => {
  mkdirSync(VISUAL_RESULTS, { recursive: true });
  // Every state's differing share, for comparing runs (the report quotes the largest).
  writeFileSync(`${VISUAL_RESULTS}ratios.json`, `${JSON.stringify(comparisons.map(({ name, ratio }) => ({ name, ratio })), null, 1)}\n`);
  if (!updatingBaselines) return;
  mkdirSync(`${DOCS}screenshots`, { recursive: true });
  for (const name of DOC_SHOTS) copyFileSync(`${BASELINES}${name}.png`, `${DOCS}screenshots/${name}.png`);
  copyFileSync(`${BASELINES}detail-1024.png`, `${DOCS}screenshot.png`);
});

describe('the look, pixel by pixel', () => {
  for (const width of WIDTHS) {
    test(`list at ${width} px`, async () => {
      const host = await openPanel(width);
      await expectLooksLike(host, `list-${width}`);
      expect(host.errors).toEqual([]);
      await host.page.close();
    });

    test(`open note at ${width} px, with the user's avatar by the reply box`, async () => {
      const host = await openPanel(width);
      await openComment(host);
      // Offline the picture cannot load: the user's initials show, and the avatar is named, since
      // no name is written beside the box.
      const avatar = host.panel.locator('.wpnc__detail .wpnc__reply').getByRole('img', { name: 'Replying as Hiro Tanaka' });
      expect(await avatar.locator('.wpnc__avatar-initials').innerText()).toBe('HT');
      await expectLooksLike(host, `detail-${width}`);
      await expectAccessible(host, `the open note at ${width} px`);
      expect(host.errors).toEqual([]);
      await host.page.close();
    });

    test(`undo bar after trash at ${width} px`, async () => {
      const host = await openPanel(width);
      await openComment(host);
      await host.panel.getByRole('button', { name: 'Trash', exact: true }).click();
      const undoBar = host.panel.locator('.wpnc__undo');
      await undoBar.getByRole('button', { name: 'Undo' }).waitFor();
      await expectLooksLike(host, `undo-${width}`);
      // Undone within the 4.5 s window, so the platform never trashes the comment; the note is open again.
      await undoBar.getByRole('button', { name: 'Undo' }).click();
      await expectEventually(() => undoBar.count(), (count) => count === 0, 'the undo bar goes');
      await host.panel.locator('#wpnc-detail-title').waitFor();
      expect(host.errors).toEqual([]);
      await host.page.close();
    });

    test(`reply box with mention suggestions at ${width} px`, async () => {
      const host = await openPanel(width);
      await openComment(host);
      const box = host.panel.getByRole('textbox', { name: /^Reply to/ });
      await box.click();
      await box.pressSequentially('Thanks @s');
      await host.panel.getByRole('listbox', { name: 'Mention suggestions' }).getByRole('option').first().waitFor();
      await expectLooksLike(host, `reply-suggestions-${width}`);
      expect(host.errors).toEqual([]);
      await host.page.close();
    });
  }

  for (const [label, look] of [['dark', { colorScheme: 'dark', locale: 'en' }], ['rtl', { colorScheme: 'light', locale: 'ar' }]] as const) {
    for (const width of WIDTHS) {
      test(`${label}: list and open note at ${width} px`, async () => {
        const host = await openPanel(width, look);
        await expectLooksLike(host, `${label}-list-${width}`);
        await openComment(host);
        if (look.locale === 'ar') {
          // The avatar's name is translated like the rest of the panel.
          await host.panel.locator('.wpnc__detail .wpnc__reply').getByRole('img', { name: 'الرد باسم Hiro Tanaka' }).waitFor();
        }
        await expectLooksLike(host, `${label}-detail-${width}`);
        await expectAccessible(host, `the open note, ${label}, at ${width} px`);
        expect(host.errors).toEqual([]);
        await host.page.close();
      });
    }
  }

  // Search and the site filter (issue 24): the field opened with /, a highlighted result, no match, the chooser open.
  const searchLooks = [...WIDTHS.map((width) => ['', LIGHT, width] as const), ['dark-', { colorScheme: 'dark', locale: 'en' }, 480], ['rtl-', { colorScheme: 'light', locale: 'ar' }, 480]] as const;
  for (const [prefix, look, width] of searchLooks) {
    test(`${prefix || 'light: '}search field, a highlighted result, no match and the site chooser at ${width} px`, async () => {
      const host = await openPanel(width, look);
      const field = host.panel.locator('input[type="search"]');
      await host.page.keyboard.press('/');
      await expectEventually(() => field.evaluate((element) => element === document.activeElement), Boolean, 'the search field has focus');
      if (!prefix) await expectLooksLike(host, `search-field-${width}`);
      await host.page.keyboard.type('wojcik');
      await expectEventually(() => rowIds(host.panel), (ids) => ids.length === 1, 'one match');
      await host.panel.locator('mark.wpnc__match').first().waitFor();
      if (prefix !== 'rtl-') await expectLooksLike(host, `${prefix}search-highlight-${width}`);
      if (!prefix) {
        await field.fill('nobody-at-all');
        await host.panel.locator('.wpnc__search-status[data-empty="true"]').waitFor();
        await expectLooksLike(host, `search-empty-${width}`);
      }
      if (prefix !== 'dark-') {
        await field.fill('');
        await host.page.keyboard.press('Escape');
        await host.panel.locator('.wpnc__sites-button').click();
        await host.panel.getByRole('menu').waitFor();
        await expectEventually(() => host.panel.locator('[role="menuitemradio"]').first().evaluate((element) => element === document.activeElement), Boolean, 'the menu has focus');
        await expectLooksLike(host, `${prefix}sites-${width}`);
        await expectAccessible(host, `the site chooser, ${prefix || 'light'}, at ${width} px`);
      }
      expect(host.errors).toEqual([]);
      await host.page.close();
    });
  }

  // Last: it marks every note read on the platform, which would change the rows of the states above.
  for (const width of WIDTHS) {
    test(`empty filter (Unread, all read) at ${width} px`, async () => {
      const { mock } = fixture();
      await mock.markRead((await mock.list(50)).notes.map((note) => note.id));
      const host = await openPanel(width);
      await host.panel.getByRole('tab', { name: 'Unread' }).click();
      await host.panel.getByText("You're all caught up!").waitFor();
      await expectLooksLike(host, `empty-${width}`);
      expect(host.errors).toEqual([]);
      await host.page.close();
    });
  }
});
