import { backlogItem } from '@/server/api/backlog';

export const { GET } = backlogItem;
