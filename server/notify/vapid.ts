// The web-push (VAPID) key pair: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when given, else generated on
// first use and kept in app_settings row 'vapid'. Several app instances may start at once: each inserts
// its own pair with ON CONFLICT DO NOTHING and then reads the row back, so all of them use the first one.
import webPush from 'web-push';
import { z } from 'zod';
import { db } from '@/server/db';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const stored = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
const DEFAULT_SUBJECT = 'mailto:ops@example.com';

let cached: Promise<VapidKeys> | undefined;

async function load(): Promise<VapidKeys> {
  const subject = process.env.VAPID_SUBJECT || DEFAULT_SUBJECT;
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = process.env;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const fresh = webPush.generateVAPIDKeys();
  await db.$executeRaw`
    INSERT INTO app_settings (key, value) VALUES ('vapid', ${JSON.stringify(fresh)}::jsonb) ON CONFLICT (key) DO NOTHING`;
  const row = await db.appSetting.findUniqueOrThrow({ where: { key: 'vapid' } });
  return { ...stored.parse(row.value), subject };
}

/** The key pair (read once per process; a failed read is tried again on the next call). */
export function vapidKeys(): Promise<VapidKeys> {
  cached ??= load().catch((err) => {
    cached = undefined;
    throw err;
  });
  return cached;
}
