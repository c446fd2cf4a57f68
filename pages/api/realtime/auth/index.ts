import { realtimeAuth } from '@/server/api/realtime';
import { pagesRoute } from '@/server/http/pages-route';

export const POST = realtimeAuth;

export default pagesRoute({ POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
