// Page size and sort of the crew table, shared by the server page (first page) and the client table.
import type { ListDefaults } from '@/components/data-table/list-params';

export const CREW_LIST: ListDefaults = { limit: 25, sort: 'name', order: 'asc' };
