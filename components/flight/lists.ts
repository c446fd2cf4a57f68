// The aircraft types' API path, shared by the fleet screen and its types dialog.
export const FLEET_TYPE_ENDPOINT = '/api/flight/fleet-type';
