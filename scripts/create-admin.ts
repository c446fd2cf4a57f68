// `npm run user:create-admin -- --email you@example.com [--name "A. Admin"] [--role root|admin]`: creates an
// administrator (admin unless --role root) on the database of DATABASE_URL (the embedded one of `npm start`
// when unset). The password comes from ADMIN_PASSWORD, or is asked for (not echoed) on a terminal, or is
// the first line of a piped stdin; never from the command line, where the shell history would keep it.
// An email already in use is refused (exit 1).
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { createAdmin } from '@/server/auth/first-admin';
import { db } from '@/server/db';

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const tty = process.stdin.isTTY;
  // On a terminal the typed characters go to a stream that drops them.
  const output = tty ? new Writable({ write: (_chunk, _encoding, done) => done() }) : undefined;
  const rl = createInterface({ input: process.stdin, output, terminal: tty });
  // stdin ending before a line (nothing piped) leaves a question unanswered for ever: that is a refusal.
  const ended = new Promise<never>((_, reject) => rl.once('close', () => reject(new Error('No password: set ADMIN_PASSWORD or type it'))));
  ended.catch(() => {});
  const ask = async (prompt: string) => {
    if (tty) process.stdout.write(prompt);
    const answer = await Promise.race([rl.question(''), ended]);
    if (tty) process.stdout.write('\n');
    return answer;
  };
  try {
    const password = await ask('Password: ');
    if (tty && (await ask('Again: ')) !== password) throw new Error('The passwords differ');
    return password;
  } finally {
    rl.close();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'admin' } },
  });
  if (!values.email) throw new Error('Usage: npm run user:create-admin -- --email you@example.com [--name "A. Admin"] [--role root|admin]');
  if (values.role !== 'admin' && values.role !== 'root') throw new Error('--role must be root or admin');
  const password = await readPassword();
  const { created, email } = await createAdmin(db, { email: values.email, password, name: values.name, role: values.role });
  if (!created) throw new Error(`A user with the email ${email} already exists: nothing changed`);
  console.log(`Created ${values.role} ${email}: sign in with this email and password.`);
  return 0;
}

main()
  .catch((err: Error) => {
    console.error(err.message);
    return 1;
  })
  .then(async (code) => {
    await db.$disconnect();
    process.exit(code);
  });
