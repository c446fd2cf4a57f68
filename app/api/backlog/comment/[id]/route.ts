import { backlogComment } from '@/server/api/backlog';

export const { POST } = backlogComment;
