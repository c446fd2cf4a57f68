import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROW_NAMES } from '@/lib/generated/row-names';
import { mapDbError } from '@/server/http/prisma-errors';
import { rowNames } from '../../scripts/prisma-row-names.mjs';

const SCHEMA = `
/// A part of an aircraft.
/// @rows aircraft parts
model FleetPart {
  id Int @id
  @@map("fleet_parts")
}

model Unnamed {
  id Int @id
}

/// @rows drafts
model Draft {
  id Int @id
}
`;

describe("a table's name for its rows", () => {
  it('is read from the `/// @rows` line of its Prisma model, keyed by its @@map (else the model)', () => {
    expect(rowNames(SCHEMA)).toEqual({ fleet_parts: 'aircraft parts', Draft: 'drafts' });
  });

  it('is generated from the schema as it is now (npm run generate)', () => {
    const dir = path.resolve('prisma/schema');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.prisma'));
    const fromSchema = Object.assign({}, ...files.map((f) => rowNames(fs.readFileSync(path.join(dir, f), 'utf8'))));
    expect(ROW_NAMES).toEqual(fromSchema);
  });

  it('names the referring table of a refused delete, the longest table name first', () => {
    const by = (constraint: string) => mapDbError({ code: '23503', constraint })?.message;
    expect(by('inventory_assets_holder_id_fkey')).toBe('It is still used by IT assets (check them in first): change or remove those first');
    expect(by('fleet_part_releases_part_id_fkey')).toMatch(/by part releases:/);
    expect(by('fleet_parts_fleet_id_fkey')).toMatch(/by aircraft parts:/);
  });
});
