import { newsCollection } from '@/server/api/web-news';

export const { GET, POST } = newsCollection;
