// Website news (web/news, issue 15): the requests, the staff row and the public row. Client-safe.
import { z } from 'zod';
import { NEWS_STATUSES } from '@/lib/rules/news';
import { instantText, namedRef } from '@/lib/schemas/answers';
import { instant, optionalText, rowVersion, text } from '@/lib/schemas/fields';
import { limitParam, listQuery, pageParam } from '@/lib/schemas/list';

export { NEWS_STATUS_LABEL, NEWS_STATUSES, type NewsStatus } from '@/lib/rules/news';
/** The uploads' source of news covers. */
export const NEWS_COVER_SOURCE = 'web-news';
export const NEWS_BODY_MAX = 100_000;

// The article's address (/news/{slug}): lower-case ASCII words joined by single hyphens. The editor makes
// one from the title as it is typed ('Wamena–Dekai: new perintis route!' -> 'wamena-dekai-new-perintis-route'),
// and the API does when none is sent.
export const SLUG_MAX = 120;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}

const SLUG_MESSAGE = 'A slug holds lower-case letters, digits and single hyphens (e.g. new-route-to-wamena)';
export const newsSlug = z
  .string({ error: 'Please input slug' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Please input slug' })
  .max(SLUG_MAX, { error: `Slug may have at most ${SLUG_MAX} characters` })
  .regex(SLUG_PATTERN, { error: SLUG_MESSAGE });

const status = z.enum(NEWS_STATUSES, { error: 'status must be draft, published or scheduled' });

const fields = {
  title: text(200),
  /** Made from the title when left out. */
  slug: newsSlug,
  summary: optionalText(500),
  /** Rich text (HTML): sanitised on the server on every write. */
  body: z
    .string({ error: 'Please write the article' })
    .max(NEWS_BODY_MAX, { error: `The article may have at most ${NEWS_BODY_MAX} characters of HTML` }),
  /** An upload id (POST /api/upload) of an image, or null for none. */
  cover_id: z
    .uuid({ error: 'The cover must be an uploaded image (an upload id)' })
    .nullish()
    .transform((v) => v ?? null),
  status,
  /** Required for scheduled (in the future); defaults to now for published. */
  published_at: instant('publish time')
    .nullish()
    .transform((v) => v ?? null),
};

export const newsCreate = z.strictObject({ ...fields, slug: newsSlug.optional(), status: status.default('draft') });
export type NewsCreate = z.input<typeof newsCreate>;
export const newsUpdate = z.strictObject(fields).partial().extend({ version: rowVersion() });
export type NewsUpdate = z.output<typeof newsUpdate>;

export const newsQuery = listQuery(['id', 'title', 'slug', 'status', 'published_at', 'created_at', 'updated_at']).extend({
  status: status.optional(),
});
export type NewsQuery = z.output<typeof newsQuery>;

export const newsRow = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string().nullable(),
  body: z.string(),
  cover_id: z.string().nullable(),
  cover_url: z.string().nullable(),
  address: z.string().meta({ description: "The article's address on the website, /news/{slug}" }),
  status,
  published_at: instantText.nullable(),
  /** Public now: published, or scheduled with its time passed (the public reads' own condition). */
  live: z.boolean(),
  author: namedRef.nullable(),
  version: z.number().int(),
  created_at: instantText,
  updated_at: instantText,
});
export type NewsRow = z.infer<typeof newsRow>;

/** The article's address on the website: the rows carry it, and the editor shows it as the slug is typed. */
export const newsAddress = (article: Pick<NewsRow, 'slug'>) => `/news/${article.slug}`;

export const publicNewsQuery = z.strictObject({
  page: pageParam,
  limit: limitParam(100, 10),
});
export const publicNewsSlugParams = z.strictObject({ slug: z.string().max(SLUG_MAX) });

/** What the public website reads: a live article, without its staff fields. */
export const publicNewsRow = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string().nullable(),
  /** /api/public/news/{slug}/cover, readable without sign-in, or null. */
  cover_url: z.string().nullable(),
  published_at: instantText,
  author: z.string().nullable(),
});
export type PublicNewsRow = z.infer<typeof publicNewsRow>;
export const publicNewsArticle = publicNewsRow.extend({ body: z.string() });
export type PublicNewsArticle = z.infer<typeof publicNewsArticle>;

export { NEWS_LIST } from '@/lib/schemas/list-defaults';
