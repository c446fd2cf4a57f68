import { catchupRoute } from '@/server/api/flight-dashboard';

export const { GET } = catchupRoute;
