import { Container } from '@/components/layout/container';

// /api/docs (decision 027): server HTML only, no script and no CDN.

type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Json;
}

interface Operation {
  operationId: string;
  summary: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Json }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: Json }>; $ref?: string }>;
  security?: unknown[];
}

export interface ApiDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

/** A short type for a parameter's schema: "string", "integer ≥ 1", "'a' | 'b'". */
function typeOf(schema: Json | undefined): string {
  if (!schema) return 'any';
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (typeof schema.type === 'string')
    return schema.pattern ? `${schema.type} (${String(schema.pattern)})` : schema.type;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (Array.isArray(schema.anyOf)) return schema.anyOf.map((s) => typeOf(s as Json)).join(' | ');
  return 'any';
}

function SchemaBlock({ label, schema }: { label: string; schema: Json | undefined }) {
  if (!schema) return null;
  return (
    <details className="rounded-md border border-border bg-surface-muted px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium">{label}</summary>
      <pre tabIndex={0} className="mt-2 overflow-x-auto text-xs leading-relaxed">
        {JSON.stringify(schema, null, 2)}
      </pre>
    </details>
  );
}

function OperationView({ method, path, operation }: { method: string; path: string; operation: Operation }) {
  const body = operation.requestBody ? Object.entries(operation.requestBody.content)[0] : undefined;
  return (
    <section
      id={operation.operationId}
      aria-labelledby={`${operation.operationId}-title`}
      className="flex flex-col gap-3 border-t border-border py-5"
    >
      <h3 id={`${operation.operationId}-title`} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="rounded-sm bg-accent px-2 py-0.5 font-mono text-xs font-semibold text-accent-foreground">
          {method.toUpperCase()}
        </span>
        <code className="font-mono text-base break-all">{path}</code>
      </h3>
      <p className="text-sm text-muted-foreground">
        {operation.summary}
        {operation.security ? ' · needs a signed-in session' : ''}
      </p>
      {operation.parameters && operation.parameters.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Parameters of {method.toUpperCase()} {path}
          </caption>
          <thead>
            <tr className="text-muted-foreground">
              <th scope="col" className="py-1 pr-3 font-medium">
                Parameter
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                In
              </th>
              <th scope="col" className="py-1 font-medium">
                Type
              </th>
            </tr>
          </thead>
          <tbody>
            {operation.parameters.map((p) => (
              <tr key={`${p.in}-${p.name}`} className="border-t border-border align-top">
                <td className="py-1 pr-3 font-mono break-all">
                  {p.name}
                  {p.required ? ' *' : ''}
                </td>
                <td className="py-1 pr-3">{p.in}</td>
                <td className="py-1 font-mono break-all">{typeOf(p.schema)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {body ? <SchemaBlock label={`Request body (${body[0]})`} schema={body[1].schema} /> : null}
      <ul className="flex flex-col gap-2 text-sm">
        {Object.entries(operation.responses).map(([status, response]) => {
          const content = response.content ? Object.entries(response.content)[0] : undefined;
          return (
            <li key={status} className="flex flex-col gap-1">
              <span>
                <strong className="font-mono">{status}</strong>{' '}
                {response.$ref ? 'A JSON:API error document.' : response.description}
                {content ? <span className="text-muted-foreground"> ({content[0]})</span> : null}
              </span>
              {content?.[1].schema ? (
                <SchemaBlock label={`Response ${status} schema`} schema={content[1].schema} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ApiReference({ document }: { document: ApiDocument }) {
  const groups = new Map<string, [string, string, Operation][]>();
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags?.[0] ?? 'api';
      groups.set(tag, [...(groups.get(tag) ?? []), [method, path, operation]]);
    }
  return (
    <Container className="flex flex-col gap-6 py-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-semibold">
          {document.info.title} v{document.info.version}
        </h1>
        <p className="max-w-3xl text-sm text-muted-foreground">{document.info.description}</p>
        <p className="text-sm">
          Machine-readable:{' '}
          <a className="underline" href="/api/v1/openapi.json">
            /api/v1/openapi.json
          </a>{' '}
          (OpenAPI 3.1).
        </p>
      </header>
      <nav aria-label="API sections">
        <ul className="flex flex-wrap gap-2 text-sm">
          {[...groups.keys()].map((tag) => (
            <li key={tag}>
              <a className="rounded-sm underline" href={`#section-${tag}`}>
                {tag}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {[...groups.entries()].map(([tag, operations]) => (
        <section key={tag} id={`section-${tag}`} aria-labelledby={`section-${tag}-title`}>
          <h2 id={`section-${tag}-title`} className="text-xl font-semibold">
            {tag}
          </h2>
          {operations.map(([method, path, operation]) => (
            <OperationView key={`${method} ${path}`} method={method} path={path} operation={operation} />
          ))}
        </section>
      ))}
    </Container>
  );
}
