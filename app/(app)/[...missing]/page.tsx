import { notFound } from 'next/navigation';

// Any path without a screen of its own renders the shell's not-found page.
export default function MissingPage() {
  notFound();
}
