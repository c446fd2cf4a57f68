// The watersports scrapbook (sws/scrapbook): posts of the shop's trips and events with their photos, for
// its website. Requests and the answer row. Client-safe.
import { z } from 'zod';
import { instantText } from '@/lib/schemas/answers';
import { day, text } from '@/lib/schemas/fields';
import { listQuery } from '@/lib/schemas/list';

export const MAX_POST_IMAGES = 20;
/** The uploads' source of the scrapbook's photos. */
export const SCRAPBOOK_SOURCE = 'sws-scrapbook';
/** The types a photo may have (the ones the upload code makes thumbnails of). */
export const PHOTO_MIMES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const MAX_POST_TAGS = 10;

/** A tag as stored: lower case, letters, digits, spaces and hyphens ('wreck dive', 'raja-ampat'). */
export const tag = z
  .string({ error: 'A tag must be text' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'A tag may not be empty' })
  .max(30, { error: 'A tag may have at most 30 characters' })
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, { error: 'A tag may hold letters, digits, spaces and hyphens only' });

export const scrapbookCreate = z.strictObject({
  caption: text(500),
  date: day(),
  place: text(120),
  tags: z
    .array(tag, { error: 'tags must be a list of words' })
    .max(MAX_POST_TAGS, { error: `At most ${MAX_POST_TAGS} tags` })
    .default([])
    .transform((tags) => [...new Set(tags)]),
  images: z
    .array(z.uuid({ error: 'An image must be an upload id' }), { error: 'images must be a list of upload ids' })
    .min(1, { error: 'Please add at least one photo' })
    .max(MAX_POST_IMAGES, { error: `At most ${MAX_POST_IMAGES} photos per post` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'The same photo is listed twice' }),
});
export type ScrapbookCreate = z.input<typeof scrapbookCreate>;

export const scrapbookQuery = listQuery(['date']).extend({
  /** Newest trips first unless asked otherwise. */
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
  tag: tag.optional(),
});
export type ScrapbookQuery = z.output<typeof scrapbookQuery>;

export const scrapbookImage = z.object({
  /** The upload's id. */
  id: z.uuid(),
  url: z.string(),
  thumb_url: z.string().nullable(),
  name: z.string(),
});

export const scrapbookRow = z.object({
  id: z.number().int(),
  caption: z.string(),
  date: z.iso.date(),
  place: z.string(),
  tags: z.array(z.string()),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  images: z.array(scrapbookImage),
  created_at: instantText,
  updated_at: instantText,
});
export type ScrapbookRow = z.infer<typeof scrapbookRow>;
export type ScrapbookImage = z.infer<typeof scrapbookImage>;

export { SCRAPBOOK_LIST, SCRAPBOOK_PAGE, SCRAPBOOK_PAGE_SIZES } from './scrapbook-list';
