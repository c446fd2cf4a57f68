// Runs once when a Next server process starts (https://nextjs.org/docs/app/guides/instrumentation): the
// job queue of server/jobs, on the Node runtime only. A queue that cannot start is logged, and the app
// serves without timed work (the read-time rules still hold).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startJobs } = await import('./server/jobs/process');
  await startJobs().catch((err: unknown) => console.error('[jobs] the job queue did not start:', err));
}
