import { inject } from 'vitest';

// Before any app module loads: the app reads these when it first connects.
process.env.DATABASE_URL = inject('databaseUrl');
process.env.UPLOAD_DIR = inject('uploadDir');
process.env.NEXTAUTH_SECRET ??= 'test-secret-for-api-tests-only';
