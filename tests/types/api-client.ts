// Compiled by `npx tsc --noEmit` (never run): the typed client must refuse each wrong call below. If one of
// them stops being an error, its `@ts-expect-error` is unused and tsc fails.
import { z } from 'zod';
import type { ResourceFormSpec, ResourceScreenSpec } from '@/components/crud/resource-spec';
import { type ApiDeletePath, type ApiRow, apiCall } from '@/lib/client/api-client';
import { useApiGet, useApiSave, useApiWrite } from '@/lib/client/query';
import type { FleetReleaseRow } from '@/lib/schemas/flight/rows';

export function useCorrectCalls() {
  const pilot = useApiGet('/api/flight/pilot/{id}', { params: { path: { id: 12 } } }).data;
  const list = useApiGet('/api/flight/pilot', { params: { query: { page: 2, limit: 25, sort: 'name', rank: 'captain' } } }).data;
  const name: string | undefined = pilot?.name;
  const total: number | undefined = list?.total;
  const row: ApiRow<'/api/flight/pilot'> | undefined = list?.data[0];
  const remove = useApiWrite('delete', '/api/help/{id}');
  void remove.mutateAsync({ params: { path: { id: 3 } } });
  void apiCall('put', '/api/flight/area/{id}', { params: { path: { id: 3 } }, body: { name: 'Papua' } });
  const { save } = useApiSave('/api/help');
  void save(null, { title: 'Roster', desc: 'How the roster works' });
  const payment = useApiWrite('put', '/api/purchase/payment/{id}');
  void payment.mutateAsync({
    params: { path: { id: 4 }, query: { purchase: 2 } },
    body: { paid_amount: 10, paid_at: '2026-11-29T00:00:00Z', reference: 'TRX-1' },
  });
  return { name, total, row };
}

export function useWrongCalls() {
  // @ts-expect-error an unknown path
  useApiGet('/api/flight/pilots', {});
  // @ts-expect-error a path parameter left out
  useApiGet('/api/flight/pilot/{id}');
  // @ts-expect-error a path parameter of the wrong type
  useApiGet('/api/flight/pilot/{id}', { params: { path: { id: 'twelve' } } });
  // @ts-expect-error an unknown query parameter
  useApiGet('/api/flight/pilot', { params: { query: { pages: 2 } } });
  // @ts-expect-error a sort field the list does not have
  useApiGet('/api/flight/pilot', { params: { query: { sort: 'password' } } });
  const list = useApiGet('/api/flight/pilot').data;
  // @ts-expect-error an answer field the list does not have
  const rows = list?.rows;
  // @ts-expect-error a row field the list does not have
  const secret: string | undefined = list?.data[0].password;
  // @ts-expect-error server-rendered initial data of another shape
  useApiGet('/api/flight/pilot', { initialData: { data: [] } });
  // @ts-expect-error a path that has no GET
  void apiCall('get', '/api/logout');
  // @ts-expect-error a body field the save does not take
  void apiCall('put', '/api/flight/area/{id}', { params: { path: { id: 3 } }, body: { title: 'Papua' } });
  const save = useApiWrite('post', '/api/backlog');
  // @ts-expect-error a write that takes a body, called without one
  void save.mutateAsync({});
  // @ts-expect-error a body field the write does not take
  void save.mutateAsync({ body: { category: 'IDEA', title: 'Roster', owner: 'ops' } });
  const remove = useApiWrite('delete', '/api/help/{id}');
  // @ts-expect-error a path parameter of the wrong type
  void remove.mutateAsync({ params: { path: { id: 'three' } } });
  // @ts-expect-error a path parameter under another name
  void remove.mutateAsync({ params: { path: { code: 3 } } });
  // @ts-expect-error a path parameter left out
  void remove.mutateAsync({});
  // @ts-expect-error a write to a path that has no such method (no PUT on the collection)
  useApiWrite('put', '/api/help');
  // @ts-expect-error a save to a collection without PUT {id} (the release log only adds)
  useApiSave('/api/flight/fleet-release');
  const help = useApiSave('/api/help');
  // @ts-expect-error a save's body field the collection does not take
  void help.save(3, { title: 'Roster', desc: 'How the roster works', body: 'How the roster works' });
  return { rows, secret };
}

const form: ResourceFormSpec<FleetReleaseRow> = {
  fields: [],
  schema: z.object({}),
  idPrefix: 'release',
  title: () => 'Release',
  toasts: { created: 'Added' },
};
const table = { list: { limit: 10 }, columns: [], empty: { title: 'None' } };

/** The crud kit's paths are data, checked as contract paths. */
export const wrongResources: ResourceScreenSpec<FleetReleaseRow>[] = [
  // A form adds to a log that takes POST only: said with `saveTo`.
  { ...table, endpoint: '/api/flight/fleet-release', form, saveTo: { create: '/api/flight/fleet-release' } },
  // @ts-expect-error a form saving (POST, PUT {id}) to a list that takes no PUT {id}
  { ...table, endpoint: '/api/flight/fleet-release', form },
  // @ts-expect-error a delete (DELETE {id}) from a list that has none
  { ...table, endpoint: '/api/flight/fleet-release', remove: { label: () => 'release', toast: 'Deleted' } },
  // @ts-expect-error a form adding to a path that takes no POST
  { ...table, endpoint: '/api/flight/fleet-release', form, saveTo: { create: '/api/flight/fleet-releases' } },
];
// @ts-expect-error the kit's delete dialog deletes only from a collection with DELETE {id}
export const notDeletable: ApiDeletePath = '/api/flight/fleet-release';
