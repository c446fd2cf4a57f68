// Compares the Prisma schema (parsed with Prisma's own WASM parser) with a migrated database's catalog:
// tables, columns, types, nullability, foreign keys, unique and plain indexes. Returns the differences.
import fs from 'node:fs';
import path from 'node:path';
import { get_dmmf } from '@prisma/prisma-schema-wasm';
import pg from 'pg';

interface DmmfField {
  name: string;
  dbName?: string | null;
  kind: 'scalar' | 'object' | 'enum' | 'unsupported';
  type: string;
  isRequired: boolean;
  isList: boolean;
  nativeType?: [string, string[]] | null;
  relationFromFields?: string[];
  relationToFields?: string[];
}
interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
}
interface DmmfIndex {
  model: string;
  type: 'id' | 'unique' | 'normal' | 'fulltext';
  fields: { name: string }[];
}

const SCALAR_TYPES: Record<string, string> = {
  Int: 'integer',
  BigInt: 'bigint',
  String: 'text',
  Boolean: 'boolean',
  Float: 'double precision',
  Decimal: 'numeric',
  Json: 'jsonb',
  Bytes: 'bytea',
  DateTime: 'timestamp without time zone',
};
const NATIVE_TYPES: Record<string, string> = {
  Uuid: 'uuid',
  Timestamptz: 'timestamp with time zone',
  Timestamp: 'timestamp without time zone',
  Date: 'date',
  Time: 'time without time zone',
  VarChar: 'character varying',
  Char: 'character',
  SmallInt: 'smallint',
  Integer: 'integer',
  BigInt: 'bigint',
  Decimal: 'numeric',
  Money: 'money',
  DoublePrecision: 'double precision',
  Real: 'real',
  Text: 'text',
  JsonB: 'jsonb',
  Json: 'json',
  Boolean: 'boolean',
  Inet: 'inet',
};

/** The datamodel of every .prisma file of the schema folder (prisma.config.ts names it). */
export function loadDatamodel(schemaDir = path.resolve(import.meta.dirname, '../../prisma/schema')) {
  const files = fs
    .readdirSync(schemaDir)
    .filter((name) => name.endsWith('.prisma'))
    .map((name) => [name, fs.readFileSync(path.join(schemaDir, name), 'utf8')]);
  const dmmf = JSON.parse(get_dmmf(JSON.stringify({ prismaSchema: files })));
  return dmmf.datamodel as { models: DmmfModel[]; indexes: DmmfIndex[]; enums: { name: string; dbName?: string | null }[] };
}

function expectedType(f: DmmfField, enums: Set<string>): string {
  if (f.kind === 'enum' || enums.has(f.type)) return 'USER-DEFINED';
  const base = f.nativeType ? (NATIVE_TYPES[f.nativeType[0]] ?? f.nativeType[0].toLowerCase()) : SCALAR_TYPES[f.type];
  return f.isList ? 'ARRAY' : base;
}

export async function schemaDrift(url: string): Promise<string[]> {
  const model = loadDatamodel();
  const enums = new Set(model.enums.map((e) => e.name));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const cols = await client.query<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
      `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const fks = await client.query<{ tbl: string; ref: string; cols: string[]; refcols: string[] }>(
      `SELECT c.conrelid::regclass::text AS tbl, c.confrelid::regclass::text AS ref,
              array(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.o) AS cols,
              array(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.o) AS refcols
         FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`,
    );
    const idx = await client.query<{ tbl: string; uniq: boolean; prim: boolean; cols: string[] }>(
      `SELECT t.relname AS tbl, ix.indisunique AS uniq, ix.indisprimary AS prim,
              array(SELECT a.attname::text FROM unnest(ix.indkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.n ORDER BY k.o) AS cols
         FROM pg_index ix JOIN pg_class t ON t.oid = ix.indrelid WHERE t.relnamespace = 'public'::regnamespace`,
    );

    const diffs: string[] = [];
    const dbTables = new Map<string, Map<string, { type: string; nullable: boolean }>>();
    for (const c of cols.rows) {
      if (!dbTables.has(c.table_name)) dbTables.set(c.table_name, new Map());
      dbTables.get(c.table_name)?.set(c.column_name, { type: c.data_type, nullable: c.is_nullable === 'YES' });
    }
    const tableOf = new Map(model.models.map((m) => [m.name, m.dbName ?? m.name]));
    const columnOf = (m: DmmfModel, field: string) => {
      const f = m.fields.find((x) => x.name === field);
      return f?.dbName ?? field;
    };
    const key = (cols: string[]) => cols.join(',');

    for (const m of model.models) {
      const table = tableOf.get(m.name) as string;
      const dbCols = dbTables.get(table);
      if (!dbCols) {
        diffs.push(`table ${table} (model ${m.name}) is missing in the database`);
        continue;
      }
      const scalars = m.fields.filter((f) => f.kind === 'scalar' || f.kind === 'enum');
      for (const f of scalars) {
        const col = f.dbName ?? f.name;
        const actual = dbCols.get(col);
        if (!actual) {
          diffs.push(`column ${table}.${col} is missing in the database`);
          continue;
        }
        const type = expectedType(f, enums);
        if (actual.type !== type) diffs.push(`column ${table}.${col} is ${actual.type} in the database, ${type} in the schema`);
        if (actual.nullable !== !f.isRequired) {
          diffs.push(
            `column ${table}.${col} is ${actual.nullable ? 'nullable' : 'NOT NULL'} in the database, ${f.isRequired ? 'required' : 'optional'} in the schema`,
          );
        }
      }
      for (const col of dbCols.keys()) {
        if (!scalars.some((f) => (f.dbName ?? f.name) === col))
          diffs.push(`column ${table}.${col} exists in the database but not in the schema`);
      }
      for (const f of m.fields.filter((x) => x.kind === 'object' && x.relationFromFields?.length)) {
        const from = (f.relationFromFields ?? []).map((c) => columnOf(m, c));
        const target = model.models.find((x) => x.name === f.type) as DmmfModel;
        const to = (f.relationToFields ?? []).map((c) => columnOf(target, c));
        const refTable = tableOf.get(f.type);
        const found = fks.rows.find(
          (r) =>
            r.tbl.replaceAll('"', '') === table &&
            r.ref.replaceAll('"', '') === refTable &&
            key(r.cols) === key(from) &&
            key(r.refcols) === key(to),
        );
        if (!found) diffs.push(`foreign key ${table}(${from}) -> ${refTable}(${to}) is missing in the database`);
      }
    }
    for (const table of dbTables.keys()) {
      if (table !== '_prisma_migrations' && ![...tableOf.values()].includes(table))
        diffs.push(`table ${table} exists in the database but not in the schema`);
    }
    for (const fk of fks.rows) {
      const table = fk.tbl.replaceAll('"', '');
      const m = model.models.find((x) => tableOf.get(x.name) === table);
      if (!m) continue;
      const declared = m.fields.some(
        (f) =>
          f.kind === 'object' &&
          tableOf.get(f.type) === fk.ref.replaceAll('"', '') &&
          key((f.relationFromFields ?? []).map((c) => columnOf(m, c))) === key(fk.cols),
      );
      if (!declared) diffs.push(`foreign key ${table}(${fk.cols}) -> ${fk.ref} exists in the database but not in the schema`);
    }
    for (const ix of model.indexes) {
      const m = model.models.find((x) => x.name === ix.model) as DmmfModel;
      const table = tableOf.get(m.name) as string;
      const cols = ix.fields.map((f) => columnOf(m, f.name));
      const found = idx.rows.find(
        (r) =>
          r.tbl === table && key(r.cols) === key(cols) && (ix.type === 'id' ? r.prim : ix.type === 'unique' ? r.uniq && !r.prim : !r.uniq),
      );
      if (!found)
        diffs.push(
          `${ix.type === 'normal' ? 'index' : ix.type === 'id' ? 'primary key' : 'unique index'} on ${table}(${cols}) is missing in the database`,
        );
    }
    for (const r of idx.rows.filter((x) => x.uniq && !x.prim && x.tbl !== '_prisma_migrations')) {
      const m = model.models.find((x) => tableOf.get(x.name) === r.tbl);
      if (!m) continue;
      const declared = model.indexes.some(
        (ix) => ix.model === m.name && ix.type === 'unique' && key(ix.fields.map((f) => columnOf(m, f.name))) === key(r.cols),
      );
      if (!declared) diffs.push(`unique index on ${r.tbl}(${r.cols}) exists in the database but not in the schema`);
    }
    return diffs;
  } finally {
    await client.end();
  }
}
