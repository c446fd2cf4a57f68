import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

export const metadata: Metadata = { title: 'Page not found' };

// Every menu screen has its page; any other path inside the shell is a real 404 with the shell's
// not-found page.
export default function MissingPage() {
  notFound();
}
