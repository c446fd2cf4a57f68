'use client';
// 'Export CSV': every row matching the table's search and filters (not only the page shown), in the
// columns the screen declares, downloaded as {filename}.csv with ';' (spec 7).
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { api } from '@/lib/client/api';
import { downloadCsv } from '@/lib/client/download';
import type { CsvColumn } from '@/lib/rules/csv';
import type { ListResult } from '@/lib/schemas/list';
import { type ListState, listQueryString } from './list-params';

export interface CsvSpec<Row> {
  filename: string;
  columns: CsvColumn<Row>[];
}

/** The most rows an export asks for. */
const EXPORT_LIMIT = 10000;

export function useCsvExport<Row>(endpoint: string, state: ListState, fixed: Record<string, string | number>, csv?: CsvSpec<Row>) {
  const [exporting, setExporting] = useState(false);
  const { toast } = useToast();

  async function exportCsv() {
    if (!csv) return;
    setExporting(true);
    try {
      const all = await api<ListResult<Row>>(`${endpoint}?${listQueryString({ ...state, page: 1, limit: EXPORT_LIMIT }, fixed)}`);
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
