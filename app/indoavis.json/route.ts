// /indoavis.json: a static reference file of spec section 7, built from the database (server/resources/flight/reference-files.ts).
import { buildIndoavis, OPENFLIGHTS_LINK, referenceFile } from '@/server/resources/flight/reference-files';

export const dynamic = 'force-dynamic';

export const GET = referenceFile('indoavis.json', buildIndoavis, { Link: OPENFLIGHTS_LINK });
