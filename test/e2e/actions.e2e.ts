/**
 * Moderation and replies through the panel, checked on both sides: the button the user sees and
 * what the mock platform holds afterwards (comment status, likes, the note list, the reply). Uses
 * the sample's two moderatable comments; the generator is slowed so the list stays put.
 */
import { describe, expect, test } from 'vitest';
import { expectEventually, openFromBell, openHostPage, waitForPanel, type HostPage } from './support/browser.ts';
import { useDemo } from './support/fixture.ts';
import { currentRowId, rowIds } from './support/panel.ts';

const fixture = useDemo({ noteEverySeconds: 3600 });
const VIEWPORT = { width: 1280, height: 1000 };

// fixtures/notes-sample.json: Ana Wójcik's comment 7 on site 150062674, and slowtravel498's comment
// 10 on site 150031337; both offer approve, like, spam, trash and reply.
const ANA = { note: 3499999998, site: 150062674, comment: 7 };
const SLOW = { note: 3499999997, site: 150031337, comment: 10 };
// SPEC §9: the undo delay.
const UNDO_MS = 4500;

async function openNote(noteId: number): Promise<HostPage> {
  const host = await openHostPage(fixture().browser, fixture().demo.url, VIEWPORT);
  await openFromBell(host);
  await host.panel.locator(`[data-note-id="${noteId}"]`).click();
  await expectEventually(() => currentRowId(host.panel), (id) => id === noteId, `note ${noteId} opens`);
  return host;
}

const commentOf = (target: typeof ANA) => () => fixture().mock.comment(target.site, target.comment);

describe('actions', () => {
  test('approve: the button toggles and the platform changes the comment status', async () => {
    const host = await openNote(ANA.note);
    const actions = host.panel.getByRole('group', { name: 'Actions' });
    await expect.poll(commentOf(ANA)).toMatchObject({ status: 'approved' });
    const approved = actions.getByRole('button', { name: 'Approved', exact: true });
    expect(await approved.getAttribute('aria-pressed')).toBe('true');

    await approved.click();
    await actions.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    await expectEventually(commentOf(ANA), (comment) => comment?.status === 'unapproved', 'the platform unapproves comment 7');

    // A (SPEC §6) approves again from the keyboard.
    await host.page.keyboard.press('a');
    await actions.getByRole('button', { name: 'Approved', exact: true }).waitFor();
    await expectEventually(commentOf(ANA), (comment) => comment?.status === 'approved', 'the platform approves comment 7');
    expect(host.errors).toEqual([]);
    await host.page.close();
  });

  test('like: the button toggles and the platform records the like', async () => {
    const host = await openNote(ANA.note);
    const actions = host.panel.getByRole('group', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Like', exact: true }).click();
    await actions.getByRole('button', { name: 'Liked', exact: true }).waitFor();
    await expectEventually(commentOf(ANA), (comment) => comment?.i_like === true, 'the platform has the like');

    // L unlikes.
    await host.page.keyboard.press('l');
    await actions.getByRole('button', { name: 'Like', exact: true }).waitFor();
    await expectEventually(commentOf(ANA), (comment) => comment?.i_like === false, 'the platform drops the like');
    expect(host.errors).toEqual([]);
    await host.page.close();
  });

  test('spam then undo: the note comes back and the platform never marks it spam', async () => {
    const host = await openNote(ANA.note);
    await host.panel.getByRole('button', { name: 'Spam', exact: true }).click();
    const undoBar = host.panel.locator('.wpnc__undo');
    await undoBar.getByText('Comment marked as spam').waitFor();
    await undoBar.getByRole('button', { name: 'Undo' }).click();
    // Undo restores and re-selects the note (SPEC §4).
    await expectEventually(() => currentRowId(host.panel), (id) => id === ANA.note, 'the note is back and open again');
    expect(await undoBar.count()).toBe(0);

    // Past the undo delay nothing reaches the platform.
    await host.page.waitForTimeout(UNDO_MS + 1500);
    expect(await commentOf(ANA)()).toMatchObject({ status: 'approved' });
    expect(await fixture().mock.note(ANA.note)).toBeDefined();
    expect(await rowIds(host.panel)).toContain(ANA.note);
    expect(host.errors).toEqual([]);
    await host.page.close();
  });

  test('trash then expiry: the note is gone and the platform has the comment trashed', async () => {
    const host = await openNote(SLOW.note);
    await host.page.keyboard.press('t');
    const undoBar = host.panel.locator('.wpnc__undo');
    await undoBar.getByText('Comment trashed').waitFor();
    const shownAt = Date.now();
    // Nothing happens on the platform while the undo bar shows.
    expect(await commentOf(SLOW)()).toMatchObject({ status: 'approved' });

    // The bar stands in for the row until the delay runs out; then the note is gone for good.
    await expectEventually(() => undoBar.count(), (count) => count === 0, 'the undo bar expires', UNDO_MS + 10_000);
    expect(Date.now() - shownAt, 'the bar stays for the undo delay').toBeGreaterThan(UNDO_MS - 1000);
    await expectEventually(() => rowIds(host.panel), (ids) => ids.length > 0 && !ids.includes(SLOW.note), 'the note is not in the list');
    await expectEventually(commentOf(SLOW), (comment) => comment?.status === 'trash', 'the platform has comment 10 in the trash');
    expect(await fixture().mock.note(SLOW.note), 'the platform no longer lists the note').toBeUndefined();
    // A reload asks the platform again: the note stays gone.
    await host.page.reload();
    await waitForPanel(host);
    await openFromBell(host);
    await expectEventually(() => rowIds(host.panel), (ids) => ids.length > 0 && !ids.includes(SLOW.note), 'the reloaded list lacks the note');
    expect(host.errors).toEqual([]);
    await host.page.close();
  });

  test('reply with a mention: @ + letters, pick a suggestion, send; the platform has the reply', async () => {
    const host = await openNote(ANA.note);
    // R focuses the reply box (SPEC §6).
    await host.page.keyboard.press('r');
    const box = host.panel.getByRole('textbox', { name: /^Reply to/ });
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);

    await box.pressSequentially('Thanks @sl');
    const options = host.panel.getByRole('listbox', { name: 'Mention suggestions' }).getByRole('option');
    await options.first().waitFor();
    // The login shows beside the name, or alone as the name when the person has no other.
    const first = options.first();
    const login = ((await first.locator('.wpnc__suggestion-login').count()) > 0 ? await first.locator('.wpnc__suggestion-login').innerText() : await first.locator('.wpnc__suggestion-name').innerText()).replace(/^@/, '');
    expect(login.toLowerCase()).toMatch(/^sl/);
    await options.first().click();
    await expect.poll(() => box.inputValue()).toBe(`Thanks @${login} `);
    await box.pressSequentially('for reading!');
    const text = `Thanks @${login} for reading!`;

    await host.panel.getByRole('button', { name: 'Send' }).click();
    await host.panel.getByRole('status').filter({ hasText: 'Reply posted!' }).waitFor();
    // The platform links the reply to the note and holds its text, mention included.
    const note = await expectEventually(
      () => fixture().mock.note(ANA.note),
      (found) => typeof found?.meta.ids.reply_comment === 'number',
      'the note records the reply',
    );
    const reply = await fixture().mock.comment(ANA.site, note!.meta.ids.reply_comment!);
    expect(reply).toMatchObject({ content: text, parent: { ID: ANA.comment }, status: 'approved' });
    await expect.poll(() => box.inputValue(), { message: 'the draft is cleared' }).toBe('');
    // The refreshed note now says so (SPEC §7: fetch comment by meta.ids.reply_comment).
    await host.panel.getByRole('link', { name: 'You replied to this comment.' }).waitFor();
    expect(host.errors).toEqual([]);
    await host.page.close();
  });
});
