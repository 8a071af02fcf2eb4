/**
 * msw handlers for the site calls behind the panel's actions: comments (get, status, delete,
 * reply, comment on a post), likes on posts and comments, and follows. Paths as src/api/site sends them.
 */
import { http, type HttpHandler } from 'msw';
import { answer, json, numericParam, readJsonBody } from './respond.ts';
import type { MockState } from './state.ts';

type Params = Record<string, string | readonly string[] | undefined>;

const site = (params: Params): string => String(params.site);
const commentId = (params: Params): number => numericParam(params.id, 'comment');
const postId = (params: Params): number => numericParam(params.id, 'post');

/** The site handlers under `rest` (the `/rest/:version` prefix with origin). */
export function createSiteHandlers(state: MockState, rest: string): HttpHandler[] {
  const comment = `${rest}/sites/:site/comments/:id`;
  const post = `${rest}/sites/:site/posts/:id`;
  const follows = `${rest}/sites/:site/follows`;
  return [
    http.get(comment, answer(({ params }) => json({ ...state.getComment(site(params), commentId(params)) }))),
    http.post(
      comment,
      answer(async ({ request, params }) => {
        const body = await readJsonBody(request);
        return json({ ...state.updateComment(site(params), commentId(params), body) });
      }),
    ),
    http.post(`${comment}/delete`, answer(({ params }) => json({ ...state.deleteComment(site(params), commentId(params)) }))),
    http.post(
      `${comment}/replies/new`,
      answer(async ({ request, params }) => {
        const { content } = await readJsonBody(request);
        return json({ ...state.replyToComment(site(params), commentId(params), content) });
      }),
    ),
    http.get(`${post}/replies`, answer(({ params }) => json(state.postComments(site(params), postId(params))))),
    http.post(
      `${post}/replies/new`,
      answer(async ({ request, params }) => {
        const { content } = await readJsonBody(request);
        return json({ ...state.addPostComment(site(params), postId(params), content) });
      }),
    ),
    http.get(`${comment}/likes/mine`, answer(({ params }) => {
      const { i_like, like_count } = state.getComment(site(params), commentId(params));
      return json({ i_like, like_count });
    })),
    http.post(`${comment}/likes/new`, answer(({ params }) => json({ ...state.setCommentLike(site(params), commentId(params), true) }))),
    http.post(`${comment}/likes/mine/delete`, answer(({ params }) => json({ ...state.setCommentLike(site(params), commentId(params), false) }))),
    http.get(`${post}/likes/mine`, answer(({ params }) => json({ ...state.postLike(site(params), postId(params)) }))),
    http.post(`${post}/likes/new`, answer(({ params }) => json({ ...state.setPostLike(site(params), postId(params), true) }))),
    http.post(`${post}/likes/mine/delete`, answer(({ params }) => json({ ...state.setPostLike(site(params), postId(params), false) }))),
    http.get(`${follows}/mine`, answer(({ params }) => json(state.following(site(params))))),
    http.post(`${follows}/new`, answer(({ params }) => json(state.setFollow(site(params), true)))),
    http.post(`${follows}/mine/delete`, answer(({ params }) => json(state.setFollow(site(params), false)))),
  ];
}
