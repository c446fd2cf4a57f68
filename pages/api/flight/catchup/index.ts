import { catchupRoute } from '@/server/api/flight-dashboard';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET } = catchupRoute;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
