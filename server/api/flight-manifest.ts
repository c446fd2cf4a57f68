// Booking manifests (issue 5, docs/flight-ops-contract.md 'Manifests'): permission flight.manifest.
import { z } from 'zod';
import { MANIFEST_PAGE_SIZE } from '@/lib/rules/manifest';
import { idParam } from '@/lib/schemas/fields';
import { manifestCreate, manifestList, manifestListQuery, manifestRow, manifestUpdate } from '@/lib/schemas/flight/manifest';
import { operations } from '@/server/http/operations';
import { createManifest, deleteManifest, getManifest, listManifest, updateManifest } from '@/server/resources/flight/manifest';

const api = operations({ tag: 'Flight: manifests', auth: 'flight.manifest' });
const PATH = '/api/flight/manifest';
const scheduleParams = z.strictObject({ scheduleId: idParam() });

export const manifestSchedule = {
  GET: api.op('GET')(
    `${PATH}/schedule/{scheduleId}`,
    `A flight's manifest: { schedule (header with local times and the aircraft's payload), total, data (passengers first, then cargo), totals: { passengers, bags, passenger_weight, bag_weight, cargo_weight, total_weight, payload_kg, over } }. Totals cover every entry on board (status 1 or 2), not just the page. limit at most ${MANIFEST_PAGE_SIZE}; 404 for an unknown schedule`,
    { params: scheduleParams, query: manifestListQuery, errors: [404], response: manifestList },
    ({ db, params, query }) => listManifest(db, params.scheduleId, query),
  ),
};

export const manifestCollection = {
  POST: api.create(
    PATH,
    "Add a passenger or cargo entry to a flight (schedule). Spec 5: passengers need firstname, lastname, familyname; weight a nonzero whole number ('Please input weight of {type}'); cargo needs notes (description); weight, bag, bag_weight digits only. Answers 201 { id }; an unknown schedule is a 400 with fields.schedule",
    { body: manifestCreate },
    ({ db, body, user }) => createManifest(db, body, user),
  ),
};

export const manifestItem = {
  GET: api.get(`${PATH}/{id}`, 'One manifest entry', { errors: [404], response: manifestRow }, ({ db, params }) =>
    getManifest(db, params.id),
  ),
  PUT: api.update(
    `${PATH}/{id}`,
    'Update a manifest entry (any of the fields); the entry as it would be saved is checked with the rules of POST. Answers { id }',
    { body: manifestUpdate, errors: [404] },
    ({ db, params, body, user }) => updateManifest(db, params.id, body, user),
  ),
  DELETE: api.remove(`${PATH}/{id}`, 'Delete a manifest entry. Answers { affected }', { errors: [404] }, ({ db, params, user }) =>
    deleteManifest(db, params.id, user),
  ),
};
