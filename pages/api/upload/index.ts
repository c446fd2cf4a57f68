import { upload } from '@/server/api/uploads';
import { pagesRoute } from '@/server/http/pages-route';

export const POST = upload;

export default pagesRoute({ POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
