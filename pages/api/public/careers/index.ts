import { publicCareers } from '@/server/api/careers-postings';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = publicCareers;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
