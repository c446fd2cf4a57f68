'use client';
// 'Export CSV': every row matching the table's search and filters (not only the page shown), in the
// columns the screen declares, downloaded as {filename}.csv with ';' (spec 7).
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import type { ApiListPath } from '@/lib/client/api-client';
import { downloadCsv } from '@/lib/client/download';
import { apiList } from '@/lib/client/query';
import type { CsvColumn } from '@/lib/rules/csv';
import { type ListState, listQueryString } from './list-params';

export interface CsvSpec<Row> {
  filename: string;
  columns: CsvColumn<Row>[];
}

/** The most rows an export asks for. */
const EXPORT_LIMIT = 10000;

/** The list's `endpoint` (its {…} filled by `pathParams`) with the table's state and fixed parameters. */
export interface CsvSource<Row> {
  endpoint: ApiListPath<Row>;
  pathParams?: Record<string, string | number>;
  state: ListState;
  fixed: Record<string, string | number>;
}

export function useCsvExport<Row>({ endpoint, pathParams, state, fixed }: CsvSource<Row>, csv?: CsvSpec<Row>) {
  const [exporting, setExporting] = useState(false);
  const { toast } = useToast();

  async function exportCsv() {
    if (!csv) return;
    setExporting(true);
    try {
      const all = await apiList(endpoint, { pathParams, search: listQueryString({ ...state, page: 1, limit: EXPORT_LIMIT }, fixed) });
      await downloadCsv(all.data, csv.columns, `${csv.filename}.csv`);
      toast(`Exported ${all.data.length} rows`, { type: 'success' });
    } catch (e) {
      toast(e instanceof Error ? e.message : 'Export failed', { type: 'error' });
    } finally {
      setExporting(false);
    }
  }

  return { exportCsv, exporting };
}
