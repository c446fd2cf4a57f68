import { customerOrders } from '@/server/api/customers';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = customerOrders;

export default pagesRoute({ GET }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
