import { uploadThumb } from '@/server/api/uploads';

export const GET = uploadThumb;
