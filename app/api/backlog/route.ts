import { backlogCollection } from '@/server/api/backlog';

export const { GET, POST } = backlogCollection;
