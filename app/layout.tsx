import type { Metadata } from 'next';
import localFont from 'next/font/local';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import './globals.css';

const inter = localFont({ src: './fonts/inter-latin.woff2', variable: '--font-inter', display: 'swap', weight: '100 900' });

export const metadata: Metadata = {
  title: { default: 'Ops Back-Office', template: '%s · Ops Back-Office' },
  description: 'Operations back-office of the airline group',
};

// Every page renders per request, so that Next puts the request's CSP nonce (proxy.ts) on its scripts.
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="en" className={inter.variable}>
      <body>{children}</body>
    </html>
  );
}
