/**
 * The read API's documentation page (`/api/v1/docs`), rendered on the server from the OpenAPI
 * document: each path with its scope, parameters and answer's fields. No script (the CSP allows
 * none from elsewhere), readable on a phone.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  description?: string;
  format?: string;
  $ref?: string;
};
type Operation = {
  summary: string;
  description: string;
  parameters: { name: string; in: string; description: string; required?: boolean }[];
  responses: Record<string, { description: string; content?: unknown }>;
};
type Doc = {
  info: { title: string; description: string };
  servers: { url: string }[];
  paths: Record<string, { get: Operation }>;
  components: { schemas: Record<string, Schema> };
};

const esc = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function typeOf(s: Schema): string {
  if (s.anyOf) return s.anyOf.map(typeOf).join(' | ');
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.type === 'array') return `${s.items ? typeOf(s.items) : 'any'}[]`;
  const t = [s.type ?? 'object'].flat().join(' | ');
  return s.format ? `${t} (${s.format})` : t;
}

function fields(schema: Schema, prefix = ''): string {
  return Object.entries(schema.properties ?? {})
    .map(([name, s]) => {
      const item = s.type === 'array' ? s.items : undefined;
      const nested = s.properties ? s : item?.properties ? item : null;
      const row = `<tr><td><code>${esc(prefix + name)}</code></td><td>${esc(typeOf(s))}</td><td>${esc(s.description ?? '')}</td></tr>`;
      return nested ? row + fields(nested, `${prefix}${name}${item ? '[]' : ''}.`) : row;
    })
    .join('');
}

export function apiDocsPage(document: object): string {
  const doc = document as Doc;
  const base = doc.servers[0]?.url ?? '/api/v1';
  const sections = Object.entries(doc.paths)
    .map(([path, { get }]) => {
      const ref = /schemas\/(\w+)/.exec(JSON.stringify(get.responses['200']?.content ?? ''))?.[1];
      const schema = ref ? doc.components.schemas[ref] : undefined;
      const params = get.parameters
        .map(
          (p) =>
            `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}${p.required ? ', required' : ''}</td><td>${esc(p.description)}</td></tr>`,
        )
        .join('');
      const answers = Object.entries(get.responses)
        .map(([code, r]) => `<li><b>${esc(code)}</b> ${esc(r.description)}</li>`)
        .join('');
      return `<section id="${esc(path)}"><h2><span class="verb">GET</span> <code>${esc(path)}</code></h2>
<p>${esc(get.summary)}. ${esc(get.description)}</p>
<h3>Parameters</h3><div class="scroll"><table><thead><tr><th>Name</th><th>In</th><th>Meaning</th></tr></thead><tbody>${params}</tbody></table></div>
<h3>Answer</h3>${schema ? `<div class="scroll"><table><thead><tr><th>Field</th><th>Type</th><th>Meaning</th></tr></thead><tbody>${fields(schema)}</tbody></table></div>` : ''}
<ul>${answers}</ul></section>`;
    })
    .join('\n');
  const toc = Object.keys(doc.paths)
    .map((p) => `<li><a href="#${esc(p)}"><code>${esc(p)}</code></a></li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info.title)}</title><style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1b1e;background:#f8f9fa}
main{max-width:60rem;margin:0 auto;padding:1rem 1.25rem 3rem;background:#fff}
h1{font-size:1.75rem}h2{font-size:1.2rem;margin-top:2.5rem;border-top:1px solid #dee2e6;padding-top:1.25rem}
h3{font-size:1rem;margin-bottom:.25rem}code{font:.9em ui-monospace,monospace;word-break:break-word}
.verb{background:#1971c2;color:#fff;border-radius:4px;padding:0 .4rem;font-size:.85rem}
.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{text-align:left;border-bottom:1px solid #e9ecef;padding:.35rem .5rem;vertical-align:top}
a{color:#1864ab}pre{background:#f1f3f5;padding:.75rem;overflow-x:auto}
</style></head><body><main>
<h1>${esc(doc.info.title)}</h1><p>${esc(doc.info.description)}</p>
<pre>curl -H "Authorization: Bearer mdt_…" ${esc(base)}/events</pre>
<p>The machine-readable description: <a href="openapi.json"><code>openapi.json</code></a> (OpenAPI 3.1).</p>
<nav aria-label="Resources"><ul>${toc}</ul></nav>
${sections}
</main></body></html>`;
}
