// Compiled by `npx tsc --noEmit` (never run): the typed client must refuse each wrong call below. If one of
// them stops being an error, its `@ts-expect-error` is unused and tsc fails.
import { type ApiRow, apiCall } from '@/lib/client/api-client';
import { useApiGet, useApiWrite } from '@/lib/client/query';

export function useCorrectCalls() {
  const pilot = useApiGet('/api/flight/pilot/{id}', { params: { path: { id: 12 } } }).data;
  const list = useApiGet('/api/flight/pilot', { params: { query: { page: 2, limit: 25, sort: 'name', rank: 'captain' } } }).data;
  const name: string | undefined = pilot?.name;
  const total: number | undefined = list?.total;
  const row: ApiRow<'/api/flight/pilot'> | undefined = list?.data[0];
  const remove = useApiWrite('delete', '/api/help/{id}');
  void remove.mutateAsync({ params: { path: { id: 3 } } });
  void apiCall('put', '/api/flight/area/{id}', { params: { path: { id: 3 } }, body: { name: 'Papua' } });
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
  return { rows, secret };
}
