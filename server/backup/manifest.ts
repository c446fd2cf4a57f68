// What a backup folder holds (issue 43): manifest.json, one gzipped COPY file per table, the uploaded files.
import path from 'node:path';

export const FORMAT = 1;
export const MANIFEST = 'manifest.json';
export const DATA_DIR = 'data';
export const UPLOADS_DIR = 'uploads';
/** A backup being written; renamed when complete, so a half-written one is never kept or restored. */
export const PARTIAL = '.partial';

export interface TableCopy {
  name: string;
  columns: string[];
  rows: number;
  /** sha256 of the table's COPY text, checked again on restore. */
  sha256: string;
  file: string;
}

export interface Manifest {
  format: typeof FORMAT;
  created_at: string;
  /** The migrations applied to the database backed up, in order: its schema. */
  migrations: string[];
  tables: TableCopy[];
  /** Each sequence's state: [last_value, is_called]. */
  sequences: Record<string, [string, boolean]>;
  uploads: { key: string; bytes: number }[];
}

/** `backup-20261129T120000Z`: sorts by time. */
export function backupName(at: Date): string {
  return `backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
}

export const isBackupName = (name: string) => /^backup-\d{8}T\d{6}Z$/.test(name);

export const dataFile = (table: string) => path.join(DATA_DIR, `${table}.copy.gz`);

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
