// Web news statuses and the API's path, without zod: the news list reads them without loading the schemas
// (lib/schemas/web/news.ts re-exports the statuses).
export const NEWS_ENDPOINT = '/api/web/news';
export const NEWS_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
export const NEWS_STATUS_LABEL: Record<NewsStatus, string> = { draft: 'Draft', published: 'Published', scheduled: 'Scheduled' };
