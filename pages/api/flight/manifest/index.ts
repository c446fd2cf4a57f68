import { manifestCollection } from '@/server/api/flight-manifest';
import { pagesRoute } from '@/server/http/pages-route';

export const { POST } = manifestCollection;

export default pagesRoute({ POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
