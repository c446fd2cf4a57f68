import { publicNewsCoverGet } from '@/server/api/web-news';

export const GET = publicNewsCoverGet;
