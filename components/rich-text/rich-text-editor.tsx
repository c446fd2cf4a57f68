'use client';
// The rich-text editor as forms use it: its module (./editor.tsx, with Tiptap) loads when a form first shows
// an editor, so no screen's first load carries it. Until then a box of the editor's size holds its place.
import dynamic from 'next/dynamic';

export type { RichTextEditorProps, RichTextTools } from './editor';

export const RichTextEditor = dynamic(() => import('./editor').then((m) => m.RichTextEditor), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-[218px] rounded-md border border-slate-300 bg-slate-50" />,
});
