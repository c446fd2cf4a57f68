// The first list state (page size and sort) of screens whose schemas are otherwise zod modules: the server
// page and the client table read it here, so that a screen's first load does not carry zod (issue 18).
// The schema modules re-export them.

export const CUSTOMER_LIST = { limit: 25, sort: 'name', order: 'asc' } as const;
export const INVENTORY_LIST = { limit: 25, sort: 'asset_tag', order: 'asc' } as const;
export const ACTIVITY_LIST = { limit: 50, sort: 'at', order: 'desc' } as const;
export const NEWS_LIST = { limit: 25, sort: 'updated_at', order: 'desc' } as const;
