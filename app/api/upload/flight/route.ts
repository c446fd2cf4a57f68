import { uploadFlight } from '@/server/api/uploads';

export const POST = uploadFlight;
