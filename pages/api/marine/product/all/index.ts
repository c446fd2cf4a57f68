import { productAll } from '@/server/api/marine-catalogue';
import { pagesRoute } from '@/server/http/pages-route';

export const { POST, PUT } = productAll;

export default pagesRoute({ POST, PUT });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
