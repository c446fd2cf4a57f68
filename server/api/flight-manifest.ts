// Endpoints of docs/flight-ops-contract.md (filled in by the module's owner).
export {};
