// The scrapbook screen's list, without zod: the screen reads it without loading the schemas
// (scrapbook.ts re-exports it for the server page and the API).
export const SCRAPBOOK_ENDPOINT = '/api/sws/scrapbook';
/** Posts per page on the screen. */
export const SCRAPBOOK_PAGE = 24;
/** The screen's list: a page of whole grid rows, newest trip first (shared with the server page). */
export const SCRAPBOOK_LIST = { limit: SCRAPBOOK_PAGE, sort: 'date', order: 'desc' } as const;
export const SCRAPBOOK_PAGE_SIZES = [12, 24, 48, 96] as const;
