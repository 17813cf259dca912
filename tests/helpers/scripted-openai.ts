import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A small OpenAI-compatible chat-completions server for tests: each request to
// POST /v1/chat/completions streams the next scripted answer (text pieces and/or tool calls) as
// server-sent events, and every request body is kept so a test can see what the model was sent.

export type ScriptStep = { text: string } | { tool: string; args: Record<string, unknown> };

export interface ScriptedServer {
  baseURL: string;
  /** Request bodies received, in order. */
  requests: { messages: { role: string; content: unknown }[]; tools?: { function: { name: string } }[] }[];
  /** Queue the answers of the next requests, one array per request. */
  script(...answers: ScriptStep[][]): void;
  close(): Promise<void>;
}

function chunk(delta: Record<string, unknown>, finish: string | null = null): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1, model: 'scripted', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

export async function startScriptedServer(): Promise<ScriptedServer> {
  const queue: ScriptStep[][] = [];
  const requests: ScriptedServer['requests'] = [];
  let calls = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      requests.push(JSON.parse(body) as ScriptedServer['requests'][number]);
      const answer = queue.shift() ?? [{ text: 'No script left.' }];
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write(chunk({ role: 'assistant', content: '' }));
      let toolIndex = 0;
      for (const step of answer) {
        if ('text' in step) {
          // Word by word, as a model streams.
          for (const piece of step.text.match(/\S+\s*/g) ?? []) res.write(chunk({ content: piece }));
        } else {
          calls += 1;
          res.write(
            chunk({
              tool_calls: [
                {
                  index: toolIndex,
                  id: `call_${calls}`,
                  type: 'function',
                  function: { name: step.tool, arguments: JSON.stringify(step.args) },
                },
              ],
            }),
          );
          toolIndex += 1;
        }
      }
      res.write(chunk({}, answer.some((s) => 'tool' in s) ? 'tool_calls' : 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...answers) => queue.push(...answers),
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
