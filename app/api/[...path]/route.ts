import { NextResponse } from 'next/server';

// Unknown API paths answer JSON, not the HTML 404 page.
function notFound() {
  return NextResponse.json({ error: { code: 'not_found', message: 'No such API path' } }, { status: 404 });
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
