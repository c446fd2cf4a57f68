// Candidates, applications and candidate forms (issue 14; spec 7 Users): GET/POST /api/user/candidate,
// GET /api/user/candidate/{id} (the candidate's page), GET/POST /api/user/applications,
// GET/PUT /api/user/candidate-forms/{id}. Errors answer the project's error object (api.md).
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { idAnswer, listOf } from '@/lib/schemas/answers';
import {
  applicationCreate,
  applicationQuery,
  applicationRow,
  candidateDetail,
  candidateQuery,
  candidateRow,
  candidateSave,
} from '@/lib/schemas/careers/candidate';
import { candidateForm, candidateFormAnswer } from '@/lib/schemas/careers/candidate-form';
import { crud } from '@/server/crud/resource';
import { operations } from '@/server/http/operations';
import { applications, createApplication } from '@/server/resources/careers/applications';
import { getCandidateForm, saveCandidateForm } from '@/server/resources/careers/candidate-forms';
import { candidates, getCandidate, saveCandidate } from '@/server/resources/careers/candidates';

const SCOPE =
  'hrd sees candidates with an application on a local posting (and those with none yet), hrd_expat the expat side, managers and admins all; another candidate answers 404';
const EXISTS =
  "409 { error: { code: 'candidate_exists', message, candidates: [{ id, name, email }] } } when a candidate with this email (any case) already exists: the ones the caller may see are proposed for linking, never merged";

const candidatesApi = operations({ tag: 'Careers: candidates', auth: 'careers' });

export const candidateCollection = {
  GET: candidatesApi.list(
    '/api/user/candidate',
    `Candidates, paged; q searches name and email; posting filters those who applied to it; erased candidates are left out. ${SCOPE}`,
    { query: candidateQuery, response: listOf(candidateRow) },
    ({ db, query, user }) => crud(candidates).list(db, query, user),
  ),
  POST: candidatesApi.op('POST')(
    '/api/user/candidate',
    `Create a candidate (201 { id }), or update the one named by id (200 { id }): name, email (stored in lower case), phone (normalised to a leading 62), nationality (alpha-2 of GET /api/country), date_of_birth, documents ([{ upload_id, kind }] of files sent to POST /api/upload first; kind cv, licence, medical, passport, visa or other; when sent, the full list). ${EXISTS}. ${SCOPE}`,
    { body: candidateSave, transaction: true, status: 201, response: idAnswer, errors: [400, 404, 409] },
    async ({ db, body, user }) => {
      const saved = await saveCandidate(db, body, user);
      return saved.created ? { id: saved.id } : NextResponse.json({ id: saved.id }, { status: 200 });
    },
  ),
};

export const candidateItem = candidatesApi.get(
  '/api/user/candidate/{id}',
  `A candidate with their documents (name, size, mime, url of each file) and their applications on the caller's tracks, each with its history (oldest first, with who). ${SCOPE}`,
  { response: candidateDetail, errors: [404] },
  ({ db, params, user }) => getCandidate(db, params.id, user),
);

export const candidateFormItem = {
  GET: candidatesApi.get(
    '/api/user/candidate-forms/{id}',
    `The candidate's form (id is the candidate's): personal, education, work, pilot and expat parts; empty parts when nothing was saved yet. ${SCOPE}`,
    { response: candidateFormAnswer, errors: [404] },
    ({ db, params, user }) => getCandidateForm(db, params.id, user),
  ),
  PUT: candidatesApi.update(
    '/api/user/candidate-forms/{id}',
    `Save the candidate's whole form (the GET's data): each message names what to correct, e.g. 'Hours on type cannot exceed total hours'. ${SCOPE}. Answers { id }`,
    { body: candidateForm, errors: [400, 404, 409] },
    ({ db, params, body, user }) => saveCandidateForm(db, params.id, body, user),
  ),
};

const applicationsApi = operations({ tag: 'Careers: applications', auth: 'careers' });

export const applicationCollection = {
  GET: applicationsApi.list(
    '/api/user/applications',
    "Applications, newest first, paged; filters posting, candidate and status (0 Pending, 1 Confirmed, 2 Interview, 99 Declined, 100 Deleted); q searches the candidate's name and the email. Only applications on the caller's tracks (hrd local, hrd_expat expat)",
    { query: applicationQuery, response: listOf(applicationRow) },
    ({ db, query, user }) => crud(applications).list(db, query, user),
  ),
  POST: applicationsApi.op('POST')(
    '/api/user/applications',
    `A candidate applies to a posting: posting_id, and either candidate_id or the new candidate's details (name, email, phone, nationality, date_of_birth, documents). An unpublished posting, or one outside its dates on the office's today (WIB), is 400 with the reason; the same email (any case) applying twice to one posting is 409; ${EXISTS}. The application starts Pending with a 'created' history entry. Answers 201 { id, candidate_id }`,
    {
      body: applicationCreate,
      transaction: true,
      status: 201,
      response: z.object({ id: z.number().int(), candidate_id: z.number().int() }),
      errors: [400, 404, 409],
    },
    ({ db, body, user }) => createApplication(db, body, user),
  ),
};
