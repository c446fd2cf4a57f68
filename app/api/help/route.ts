import { helpCollection } from '@/server/api/backlog';

export const { GET, POST } = helpCollection;
