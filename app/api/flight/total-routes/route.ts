import { totalRoutesRoute } from '@/server/api/flight-dashboard';

export const { GET } = totalRoutesRoute;
