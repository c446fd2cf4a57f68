import { scrapbookItem } from '@/server/api/sws-scrapbook';

export const { GET, DELETE } = scrapbookItem;
