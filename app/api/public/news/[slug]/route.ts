import { publicNewsGet } from '@/server/api/web-news';

export const GET = publicNewsGet;
