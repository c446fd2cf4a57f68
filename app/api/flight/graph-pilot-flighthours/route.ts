import { graphPilotFlighthoursRoute } from '@/server/api/flight-dashboard';

export const { GET } = graphPilotFlighthoursRoute;
