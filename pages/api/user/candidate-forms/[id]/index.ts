import { candidateFormItem } from '@/server/api/careers-candidates';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, PUT } = candidateFormItem;

export default pagesRoute({ GET, PUT }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
