/** Response shapes of the site calls the panel reads. Fields not listed pass through untyped. */

/** A comment (GET/POST /sites/{site}/comments/{id}, replies/new). */
export interface CommentResponse {
  ID: number;
  status: string;
  URL?: string;
  content?: string;
  post?: { ID: number; type?: string; title?: string; link?: string };
  author?: { ID: number; login?: string; name?: string };
  parent?: { ID: number } | false;
  i_like?: boolean;
  like_count?: number;
  [field: string]: unknown;
}

/** Answer of the like endpoints (…/likes/new, …/likes/mine/delete, …/likes/mine). */
export interface LikeResponse {
  success?: boolean;
  i_like: boolean;
  like_count: number;
  [field: string]: unknown;
}

/** Answer of the follow endpoints. */
export interface FollowResponse {
  is_following: boolean;
  [field: string]: unknown;
}

/** A post. */
export interface PostResponse {
  ID: number;
  site_ID?: number;
  slug?: string;
  title?: string;
  URL?: string;
  status?: string;
  [field: string]: unknown;
}

/** A media item. */
export interface MediaItem {
  ID: number;
  URL?: string;
  guid?: string;
  mime_type?: string;
  title?: string;
  [field: string]: unknown;
}

/** Answer of POST /sites/{site}/media/new. */
export interface MediaNewResponse {
  media: MediaItem[];
  errors?: unknown[];
  [field: string]: unknown;
}
