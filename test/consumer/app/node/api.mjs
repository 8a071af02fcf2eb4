// A plain Node script that uses only notes-panel/api, as a service would: no React, no bundler.
// Talks to the platform at the URL given (the consumer test starts `notes-panel serve`).
import assert from 'node:assert/strict';
import wpcom, { createFetchHandler } from 'notes-panel/api';

const baseUrl = process.argv[2];
assert.ok(baseUrl, 'usage: node api.mjs <platform url>');
const client = wpcom('service-token', createFetchHandler({ baseUrl }));

const list = await client.req.get('/notifications/', { number: 20, fields: 'id,type,read,meta,body' });
assert.ok(list.notes.length > 0, 'the platform lists notes');

// Approve the first comment the way the panel does: through the site's comment, not a raw path.
const comment = list.notes.find((note) => note.type === 'comment');
assert.ok(comment, 'the sample has a comment note');
const { site, comment: commentId } = comment.meta.ids;
const updated = await client.site(site).comment(commentId).update({ status: 'approved' });
assert.equal(updated.status, 'approved');

// Callback style, as wpcom.js callers write it.
const me = await new Promise((resolve, reject) => client.req.get('/me', (error, body) => (error ? reject(error) : resolve(body))));
assert.ok(me.ID, '/me answers with the user');

// A failing call rejects with the platform's status and error code.
await assert.rejects(client.site(site).comment(999_999_999).get(), (error) => error.statusCode === 404 && typeof error.error === 'string');

console.log(`api: ${list.notes.length} notes listed, comment ${commentId} approved, /me is ${me.username ?? me.ID}, 404 rejected`);
