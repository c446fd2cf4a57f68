import { upload } from '@/server/api/uploads';

export const POST = upload;
