import { uploadFile } from '@/server/api/uploads';

export const GET = uploadFile;
