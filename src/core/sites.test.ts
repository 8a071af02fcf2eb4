// One name per site in a session: the title a note gave it stays when that note leaves the list,
// instead of the site turning into its host name (seen: "Urban Workshop 17", later
// "urban-workshop1.wordpress.com 12").
import { expect, it } from 'vitest';
import { makeNote } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';

const SITE = 150031337;
// A note that names the site (a site range) and one that only links to it (its host).
const naming = makeNote({ id: 1, meta: { ids: { site: SITE, post: 2 } }, subject: [{ text: 'New post on Urban Workshop', ranges: [{ type: 'site', id: SITE, indices: [12, 26] }] }] });
const linking = makeNote({ id: 2, meta: { ids: { site: SITE, post: 3 } }, subject: [{ text: 'A comment', ranges: [{ type: 'post', site_id: SITE, id: 3, url: 'https://urban-workshop1.wordpress.com/p/3', indices: [2, 9] }] }] });

it('keeps the title a note gave the site once that note is gone', () => {
  const { core } = testCore({ notes: [naming, linking] });
  expect(core.select.sites.value).toEqual([{ id: SITE, title: 'Urban Workshop', count: 2 }]);
  core.append({ type: 'notes/removed', ids: [1] });
  expect(core.select.sites.value).toEqual([{ id: SITE, title: 'Urban Workshop', count: 1 }]);
});

it('names a site by its host while no note has given its title', () => {
  const { core } = testCore({ notes: [linking] });
  expect(core.select.sites.value).toEqual([{ id: SITE, title: 'urban-workshop1.wordpress.com', count: 1 }]);
});
