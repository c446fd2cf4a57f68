import { scrapbookCollection } from '@/server/api/sws-scrapbook';

export const { GET, POST } = scrapbookCollection;
