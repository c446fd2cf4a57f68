import { helpItem } from '@/server/api/backlog';

export const { GET, PUT, DELETE } = helpItem;
