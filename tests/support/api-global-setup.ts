import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTestDatabase } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    adminDatabaseUrl: string;
    uploadDir: string;
  }
}

export default async function setup(project: TestProject) {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-test-uploads-'));
  const db = await createTestDatabase('api', { UPLOAD_DIR: uploadDir });
  project.provide('databaseUrl', db.url);
  project.provide('adminDatabaseUrl', db.adminUrl);
  project.provide('uploadDir', uploadDir);
  return async () => {
    await db.teardown();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  };
}
