// The backlog & help widget (issue 15, spec 7 Backlog): GET /api/backlog, GET /api/backlog/{id},
// POST /api/backlog, POST /api/backlog/comment/{id}, and the help entries under /api/help. The API answers
// whether or not the widget is switched on (BACKLOG_WIDGET only decides whether the shell shows it).
import { idAnswer, listOf } from '@/lib/schemas/answers';
import { backlogDetail, backlogQuery, backlogRow, backlogSave, commentParams, commentSave } from '@/lib/schemas/backlog';
import { crud } from '@/server/crud/resource';
import { collectionRoutes, itemRoutes } from '@/server/crud/routes';
import { operations } from '@/server/http/operations';
import { backlog, getBacklogItem, saveBacklogItem, saveComment } from '@/server/resources/backlog/backlog';
import { helpEntries } from '@/server/resources/backlog/help';

const api = operations({ tag: 'Backlog & help', auth: 'backlog' });

export const backlogCollection = {
  GET: api.list(
    '/api/backlog',
    "The team's backlog (every signed-in user sees every item; removed ones, status 100, never), newest first. Filters: status (0 new, 1 in progress, 2 done, 99 archived), category (ISSUE, IDEA), path (spec 2's context filter: 'all', a screen context such as flight-fleet, or 'other'), user (the author's id); q searches title and description",
    { query: backlogQuery, response: listOf(backlogRow) },
    ({ db, query, user }) => crud(backlog).list(db, query, user),
  ),
  POST: api.op('POST')(
    '/api/backlog',
    "Create (id 0 or absent) or update (id of the item) a backlog item: category ISSUE or IDEA, path (the screen's route name, default other), title, description, status (0, 1, 2, 99, 100: any on edit; 100 removes it), priority (0 low to 3 urgent, default 1). user is ignored: the author is the signed-in user. Only the author, root and admin may update (403). Answers { id }",
    { body: backlogSave, response: idAnswer, transaction: true, errors: [404] },
    ({ db, body, user }) => saveBacklogItem(db, user, body),
  ),
};

export const backlogItem = {
  GET: api.get(
    '/api/backlog/{id}',
    'A backlog item with its comments (oldest first; withdrawn ones left out); a removed item answers 404',
    { response: backlogDetail, errors: [404] },
    ({ db, params, user }) => getBacklogItem(db, params.id, user),
  ),
};

export const backlogComment = {
  POST: api.op('POST')(
    '/api/backlog/comment/{id}',
    'Add (id 0; spec 5: an id that is not a positive integer counts as 0) or edit a comment: backlog (the item, for a new comment), comment, status (1 shown, 0 withdrawn). Anyone signed in may comment; only its author, root and admin may edit it (403). Answers { id }',
    { params: commentParams, body: commentSave, response: idAnswer, transaction: true, errors: [404] },
    ({ db, params, body, user }) => saveComment(db, user, params.id, body),
  ),
};

export const helpCollection = collectionRoutes(helpEntries);
export const helpItem = itemRoutes(helpEntries);
