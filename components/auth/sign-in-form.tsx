'use client';
import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { type FormEvent, useState } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { ScreenIcon } from '@/components/shell/screen-icons';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { loginBody } from '@/lib/schemas/session';

const MESSAGES: Record<string, string> = {
  throttled: 'Too many failed sign-ins. Wait 15 minutes and try again.',
  CredentialsSignin: 'Invalid email or password',
};

export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  // Marks the form as running in the browser (its submit handler attached): what the sign-in bench waits for.
  const hydrated = useHydrated();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = loginBody.safeParse({ email, password });
    if (!parsed.success) {
      setFields(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setFields({});
    setBusy(true);
    const res = await signIn('credentials', { email: parsed.data.email, password, redirect: false }).catch(() => null);
    if (res?.ok && !res.error) {
      // A client navigation: the scripts this page already ran are not fetched and run again, as a full load
      // would. The proxy sends each role on to its own home screen (lib/access/redirects.ts).
      router.replace('/');
      return;
    }
    setBusy(false);
    setError(MESSAGES[res?.error ?? ''] ?? 'Sign-in failed; try again');
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      data-hydrated={hydrated || undefined}
      className="w-full max-w-sm rounded-xl bg-white p-8 shadow-2xl"
      aria-labelledby="sign-in-title"
    >
      <div className="mb-6 flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-brand-600 text-white">
          <ScreenIcon name="plane" className="size-6" />
        </span>
        <div>
          <h1 id="sign-in-title" className="text-lg font-semibold text-slate-900">
            Ops Back-Office
          </h1>
          <p className="text-sm text-slate-500">Sign in with your staff account</p>
        </div>
      </div>
      <div className="space-y-4">
        <Field label="Email" htmlFor="email" error={fields.email}>
          <Input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            invalid={!!fields.email}
            aria-describedby={fields.email ? 'email-error' : undefined}
          />
        </Field>
        <Field label="Password" htmlFor="password" error={fields.password}>
          <Input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            invalid={!!fields.password}
            aria-describedby={fields.password ? 'password-error' : undefined}
          />
        </Field>
        {error && (
          <p role="alert" data-testid="sign-in-error" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" className="w-full" loading={busy}>
          Sign in
        </Button>
      </div>
    </form>
  );
}
