/**
 * Tab labels whole in every language (issue 44): in French and Arabic, at 480 and 1024 px, with the
 * desktop-notification button too (five header buttons), every tab's words show whole, inside the
 * tab bar and clear of the header's buttons, which go under the tabs when they do not fit beside them.
 */
import { describe, expect, test } from 'vitest';
import { expectEventually, openFromBell, openHostPage } from './support/browser.ts';
import { useDemo } from './support/fixture.ts';
import { rowIds } from './support/panel.ts';

const fixture = useDemo({ noteEverySeconds: 3600 });

describe('tab labels', () => {
  for (const locale of ['fr', 'ar'] as const) {
    for (const width of [480, 1024]) {
      test(`${locale} at ${width} px, with five header buttons: every tab's words whole and clear of the buttons`, async () => {
        const host = await openHostPage(fixture().browser, fixture().demo.url, { width, height: 700 }, { query: `locale=${locale}`, desktopNotifications: true });
        await openFromBell(host);
        await expectEventually(() => rowIds(host.panel), (ids) => ids.length > 3, 'the list shows rows');
        await host.frame().waitForFunction((dir) => document.querySelector('.wpnc')?.getAttribute('dir') === dir, locale === 'ar' ? 'rtl' : 'ltr');
        await host.frame().waitForFunction(() => document.querySelectorAll('.wpnc__tools button').length >= 5);
        const cut = await host.frame().evaluate(() => {
          const bar = document.querySelector('.wpnc__filter')!.getBoundingClientRect();
          const buttons = [...document.querySelectorAll('.wpnc__tools button')].map((button) => button.getBoundingClientRect()).filter((box) => box.width > 0);
          return [...document.querySelectorAll('[role=tab]')].flatMap((tab) => {
            const range = document.createRange();
            range.selectNodeContents(tab);
            const text = range.getBoundingClientRect();
            const outside = text.left < bar.left - 0.5 || text.right > bar.right + 0.5;
            const under = buttons.some((box) => text.left < box.right && box.left < text.right && text.top < box.bottom && box.top < text.bottom);
            return outside || under ? [tab.textContent ?? ''] : [];
          });
        });
        expect(cut).toEqual([]);
        await host.page.close();
      });
    }
  }
});
