// A self-contained, readable HTML page for the OpenAPI document (no CDN: these machines are offline).

const esc = (s: unknown) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

interface Op {
  tags: string[];
  summary: string;
  description: string;
  parameters: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
}

export function renderDocsPage(doc: {
  info: { title: string; description: string };
  paths: Record<string, Record<string, object>>;
}): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as Op;
      const tag = op.tags[0] ?? 'Other';
      const params = op.parameters.length
        ? `<table><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr>${op.parameters
            .map(
              (p) =>
                `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? 'yes' : ''}</td><td><code>${esc(JSON.stringify(p.schema))}</code></td></tr>`,
            )
            .join('')}</table>`
        : '';
      const body = op.requestBody
        ? Object.entries(op.requestBody.content)
            .map(([type, c]) => `<p><b>Body</b> (${esc(type)})</p><pre>${esc(JSON.stringify(c.schema ?? {}, null, 2))}</pre>`)
            .join('')
        : '';
      const responses = Object.entries(op.responses)
        .map(([code, r]) => {
          const s = r.content?.['application/json']?.schema;
          return `<li><b>${esc(code)}</b> ${esc(r.description)}${s && code < '300' ? `<pre>${esc(JSON.stringify(s, null, 2))}</pre>` : ''}</li>`;
        })
        .join('');
      const html = `<details id="${esc(`${method}-${path}`)}"><summary><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code> — ${esc(op.summary)}</summary>
<p>${esc(op.description)}</p>${params}${body}<ul>${responses}</ul></details>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = [...byTag].map(([tag, ops]) => `<h2>${esc(tag)}</h2>${ops.join('\n')}`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(doc.info.title)}</title>
<style>body{font:14px system-ui,sans-serif;max-width:1100px;margin:24px auto;padding:0 16px;color:#1e293b}
h1{font-size:22px}h2{margin-top:28px;border-bottom:1px solid #e2e8f0;padding-bottom:4px}
details{border:1px solid #e2e8f0;border-radius:6px;margin:6px 0;padding:6px 10px;background:#fff}summary{cursor:pointer}
pre{background:#f8fafc;padding:8px;border-radius:4px;overflow:auto;font-size:12px}table{border-collapse:collapse;margin:6px 0}
td,th{border:1px solid #e2e8f0;padding:3px 6px;text-align:left;font-size:12px}
.m{display:inline-block;min-width:56px;font-weight:600;font-size:12px;text-align:center;border-radius:4px;color:#fff;padding:1px 4px}
.get{background:#2563eb}.post{background:#16a34a}.put{background:#d97706}.delete{background:#dc2626}.patch{background:#7c3aed}</style></head>
<body><h1>${esc(doc.info.title)}</h1><p>${esc(doc.info.description)}</p><p><a href="/api/openapi.json">openapi.json</a></p>${sections}</body></html>`;
}
