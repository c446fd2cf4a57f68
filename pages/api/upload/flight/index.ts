import { uploadFlight } from '@/server/api/uploads';
import { pagesRoute } from '@/server/http/pages-route';

export const POST = uploadFlight;

export default pagesRoute({ POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
