// Website news (spec 7: CRUD on web/news; issue 15), and what the public website reads without sign-in.
import { listOf } from '@/lib/schemas/answers';
import {
  newsCreate,
  newsQuery,
  newsRow,
  newsUpdate,
  publicNewsArticle,
  publicNewsQuery,
  publicNewsRow,
  publicNewsSlugParams,
} from '@/lib/schemas/web/news';
import { operations } from '@/server/http/operations';
import {
  createArticle,
  getArticle,
  getPublicNews,
  listArticles,
  listPublicNews,
  publicNewsCover,
  removeArticle,
  updateArticle,
} from '@/server/resources/web/news';

const api = operations({ tag: 'Web: news', auth: 'web.news' });

export const newsCollection = {
  GET: api.list(
    '/api/web/news',
    'Articles, last changed first unless sorted; q searches the title, status filters (draft, published, scheduled). live says whether the public reads show it now (published, or scheduled with its time passed)',
    { query: newsQuery, response: listOf(newsRow) },
    ({ db, query, user }) => listArticles(db, query, user),
  ),
  POST: api.create(
    '/api/web/news',
    'Create an article: title, slug (made from the title when left out; one already used is 409), summary, body (HTML, sanitised: scripts, event handlers and javascript: links are removed), cover_id (an image upload id), status (default draft) and published_at (required and in the future for scheduled; default now for published). The author is the caller. Answers 201 { id }',
    { body: newsCreate, errors: [400, 409] },
    ({ db, body, user }) => createArticle(db, body, user),
  ),
};

export const newsItem = {
  GET: api.get('/api/web/news/{id}', 'One article with its version', { response: newsRow, errors: [404] }, ({ db, params, user }) =>
    getArticle(db, params.id, user),
  ),
  PUT: api.update(
    '/api/web/news/{id}',
    "Update an article (any of the create fields) with the version it edits: a stale version is 409 'Someone else saved this article meanwhile: reload it'. A scheduled article whose time has passed is saved as published. Answers { id }",
    { body: newsUpdate, errors: [400, 404, 409] },
    ({ db, params, body, user }) => updateArticle(db, user, params.id, body),
  ),
  DELETE: api.remove('/api/web/news/{id}', 'Delete an article. Answers { affected: 1 }', { errors: [404] }, ({ db, params, user }) =>
    removeArticle(db, params.id, user),
  ),
};

const open = operations({ tag: 'Public', auth: 'public' });

export const publicNewsList = open.list(
  '/api/public/news',
  'Published articles for the website, newest first, paged (limit default 10, at most 100); a scheduled article is listed from its publish time on. No sign-in',
  { query: publicNewsQuery, response: listOf(publicNewsRow) },
  ({ db, query }) => listPublicNews(db, query),
);

export const publicNewsGet = open.op('GET')(
  '/api/public/news/{slug}',
  'A published article by its slug, with its body (sanitised HTML); a draft or a scheduled article not yet due is 404. No sign-in',
  { params: publicNewsSlugParams, response: publicNewsArticle, errors: [404] },
  ({ db, params }) => getPublicNews(db, params.slug),
);

export const publicNewsCoverGet = open.op('GET')(
  '/api/public/news/{slug}/cover',
  "A published article's cover image (404 when it has none or is not published). No sign-in",
  { params: publicNewsSlugParams, produces: 'image/*', errors: [404] },
  ({ db, params }) => publicNewsCover(db, params.slug),
);
