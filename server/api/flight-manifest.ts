// Booking manifests (issue 5, docs/flight-ops-contract.md 'Manifests'): permission flight.manifest.
import { z } from 'zod';
import { MANIFEST_PAGE_SIZE } from '@/lib/rules/manifest';
import { affectedAnswer, idAnswer } from '@/lib/schemas/answers';
import { idParam } from '@/lib/schemas/fields';
import { manifestCreate, manifestList, manifestListQuery, manifestRow, manifestUpdate } from '@/lib/schemas/flight/manifest';
import { idParams } from '@/lib/schemas/list';
import { endpoint } from '@/server/http/route';
import { createManifest, deleteManifest, getManifest, listManifest, updateManifest } from '@/server/resources/flight/manifest';

const TAG = 'Flight: manifests';
const PATH = '/api/flight/manifest';
const scheduleParams = z.strictObject({ scheduleId: idParam() });

export const manifestSchedule = {
  GET: endpoint(
    {
      method: 'GET',
      path: `${PATH}/schedule/{scheduleId}`,
      tag: TAG,
      summary: `A flight's manifest: { schedule (header with local times and the aircraft's payload), total, data (passengers first, then cargo), totals: { passengers, bags, passenger_weight, bag_weight, cargo_weight, total_weight, payload_kg, over } }. Totals cover every entry on board (status 1 or 2), not just the page. limit at most ${MANIFEST_PAGE_SIZE}; 404 for an unknown schedule`,
      auth: 'flight.manifest',
      params: scheduleParams,
      query: manifestListQuery,
      errors: [404],
      response: manifestList,
    },
    ({ db, params, query }) => listManifest(db, params.scheduleId, query),
  ),
};

export const manifestCollection = {
  POST: endpoint(
    {
      method: 'POST',
      path: PATH,
      tag: TAG,
      summary:
        "Add a passenger or cargo entry to a flight (schedule). Spec 5: passengers need firstname, lastname, familyname; weight a nonzero whole number ('Please input weight of {type}'); cargo needs notes (description); weight, bag, bag_weight digits only. Answers 201 { id }; an unknown schedule is a 400 with fields.schedule",
      auth: 'flight.manifest',
      body: manifestCreate,
      status: 201,
      transaction: true,
      response: idAnswer,
    },
    ({ db, body, user }) => createManifest(db, body, user),
  ),
};

export const manifestItem = {
  GET: endpoint(
    {
      method: 'GET',
      path: `${PATH}/{id}`,
      tag: TAG,
      summary: 'One manifest entry',
      auth: 'flight.manifest',
      params: idParams,
      errors: [404],
      response: manifestRow,
    },
    ({ db, params }) => getManifest(db, params.id),
  ),
  PUT: endpoint(
    {
      method: 'PUT',
      path: `${PATH}/{id}`,
      tag: TAG,
      summary:
        'Update a manifest entry (any of the fields); the entry as it would be saved is checked with the rules of POST. Answers { id }',
      auth: 'flight.manifest',
      params: idParams,
      body: manifestUpdate,
      transaction: true,
      errors: [404],
      response: idAnswer,
    },
    ({ db, params, body }) => updateManifest(db, params.id, body),
  ),
  DELETE: endpoint(
    {
      method: 'DELETE',
      path: `${PATH}/{id}`,
      tag: TAG,
      summary: 'Delete a manifest entry. Answers { affected }',
      auth: 'flight.manifest',
      params: idParams,
      transaction: true,
      errors: [404],
      response: affectedAnswer,
    },
    ({ db, params }) => deleteManifest(db, params.id),
  ),
};
