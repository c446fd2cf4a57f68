import { z } from 'zod';

export const loginBody = z.strictObject({
  email: z.string({ error: 'Please input your email' }).trim().min(1, { error: 'Please input your email' }).max(320),
  password: z.string({ error: 'Please input your password' }).min(1, { error: 'Please input your password' }).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;
