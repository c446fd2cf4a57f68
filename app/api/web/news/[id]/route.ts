import { newsItem } from '@/server/api/web-news';

export const { GET, PUT, DELETE } = newsItem;
