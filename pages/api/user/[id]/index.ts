import { customerItem } from '@/server/api/customers';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, PUT } = customerItem;

export default pagesRoute({ GET, PUT }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
