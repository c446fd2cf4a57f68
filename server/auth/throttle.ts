// Repeated failed sign-ins for one email or from one address are refused for a while (429).
import { db } from '@/server/db';
import { HttpError } from '@/server/http/errors';

export const THROTTLE = {
  windowMs: 15 * 60_000,
  maxPerEmail: 5,
  maxPerIp: 20,
};

export async function assertNotThrottled(email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - THROTTLE.windowMs);
  const lastSuccess = await db.loginAttempt.findFirst({
    where: { email, success: true, created_at: { gte: since } },
    orderBy: { created_at: 'desc' },
    select: { created_at: true },
  });
  const emailSince = lastSuccess && lastSuccess.created_at > since ? lastSuccess.created_at : since;
  const [byEmail, byIp] = await Promise.all([
    db.loginAttempt.findMany({
      where: { email, success: false, created_at: { gt: emailSince } },
      orderBy: { created_at: 'asc' },
      select: { created_at: true },
      take: THROTTLE.maxPerEmail,
    }),
    db.loginAttempt.findMany({
      where: { ip, success: false, created_at: { gt: since } },
      orderBy: { created_at: 'asc' },
      select: { created_at: true },
      take: THROTTLE.maxPerIp,
    }),
  ]);
  const blockedBy = byEmail.length >= THROTTLE.maxPerEmail ? byEmail : byIp.length >= THROTTLE.maxPerIp ? byIp : null;
  if (blockedBy) {
    const retryAfter = Math.max(1, Math.ceil((blockedBy[0].created_at.getTime() + THROTTLE.windowMs - Date.now()) / 1000));
    throw new HttpError(429, 'too_many_requests', `Too many failed sign-ins. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`, {
      retryAfter,
    });
  }
}

export async function recordAttempt(email: string, ip: string, success: boolean): Promise<void> {
  await db.loginAttempt.create({ data: { email: email.slice(0, 320), ip: ip.slice(0, 100), success } });
  if (Math.random() < 0.01) {
    await db.loginAttempt.deleteMany({ where: { created_at: { lt: new Date(Date.now() - 24 * 3600_000) } } });
  }
}
