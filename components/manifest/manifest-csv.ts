// The manifest as a CSV file (';'), one line per entry with the flight's number and date.
import { downloadCsv } from '@/lib/client/download';
import type { CsvColumn } from '@/lib/rules/csv';
import { manifestReference, manifestStatusName } from '@/lib/rules/manifest';
import type { ManifestList, ManifestRow, ManifestScheduleHeader } from '@/lib/schemas/flight/manifest';

export function manifestCsvColumns(s: ManifestScheduleHeader): CsvColumn<ManifestRow>[] {
  return [
    { header: 'reference', value: (r) => manifestReference(s.id, r.id, s.flight_date) },
    { header: 'type', value: (r) => r.type },
    { header: 'firstname', value: (r) => r.firstname },
    { header: 'lastname', value: (r) => r.lastname },
    { header: 'familyname', value: (r) => r.familyname },
    { header: 'weight_kg', value: (r) => r.weight },
    { header: 'bag', value: (r) => r.bag },
    { header: 'bag_weight_kg', value: (r) => r.bag_weight },
    { header: 'notes', value: (r) => r.description },
    { header: 'status', value: (r) => manifestStatusName(r.status) },
    { header: 'flight', value: () => s.flight_number },
    { header: 'flight_date', value: () => s.flight_date },
  ];
}

/** Downloads the list as 'manifest-SI{id}-{flight}-{date}.csv'. */
export function downloadManifestCsv(list: ManifestList): Promise<void> {
  const { id, flight_number, flight_date } = list.schedule;
  return downloadCsv(list.data, manifestCsvColumns(list.schedule), `manifest-SI${id}-${flight_number}-${flight_date}.csv`);
}
