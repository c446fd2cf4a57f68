// The watersports scrapbook (spec 7 Watersports: sws/scrapbook GET, POST, DELETE /{id}; GET /{id} too).
import { affectedAnswer, listOf } from '@/lib/schemas/answers';
import { idParams } from '@/lib/schemas/list';
import { scrapbookCreate, scrapbookQuery, scrapbookRow } from '@/lib/schemas/watersports/scrapbook';
import { operations } from '@/server/http/operations';
import { createPost, getPost, listPosts, removePost } from '@/server/resources/watersports/scrapbook';

const api = operations({ tag: 'Watersports: scrapbook', auth: 'watersports.scrapbook' });

export const scrapbookCollection = {
  GET: api.list(
    '/api/sws/scrapbook',
    'Scrapbook posts, newest trip date first (order=asc for oldest first); q searches caption, place and tags (contains, any case), tag filters by one whole tag. Each row carries its photos in order with their url and thumb_url',
    { query: scrapbookQuery, response: listOf(scrapbookRow) },
    ({ db, query }) => listPosts(db, query),
  ),
  POST: api.create(
    '/api/sws/scrapbook',
    'Create a post: caption, date (the trip, not in the future), place, tags and images (1-20 upload ids of photos already sent to POST /api/upload, in order). An unknown upload id or a file that is not a JPEG, PNG, GIF or WebP image is 400 naming it. Answers 201 { id }',
    { body: scrapbookCreate, errors: [400] },
    ({ db, body, user }) => createPost(db, user, body),
  ),
};

export const scrapbookItem = {
  GET: api.get(
    '/api/sws/scrapbook/{id}',
    'One scrapbook post with its photos',
    { response: scrapbookRow, errors: [404] },
    ({ db, params }) => getPost(db, params.id),
  ),
  DELETE: api.op('DELETE')(
    '/api/sws/scrapbook/{id}',
    'Delete a post with its photos: the upload rows (one transaction) and their files, except files another record still uses. Answers { affected: 1 }',
    { params: idParams, response: affectedAnswer, errors: [404] },
    ({ db, params }) => removePost(db, params.id),
  ),
};
