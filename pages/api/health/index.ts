import { health } from '@/server/api/health';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = health;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
