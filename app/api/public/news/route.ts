import { publicNewsList } from '@/server/api/web-news';

export const GET = publicNewsList;
