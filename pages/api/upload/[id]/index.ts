import { uploadFile } from '@/server/api/uploads';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = uploadFile;

export default pagesRoute({ GET }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
