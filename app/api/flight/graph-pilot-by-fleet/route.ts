import { graphPilotByFleetRoute } from '@/server/api/flight-dashboard';

export const { GET } = graphPilotByFleetRoute;
