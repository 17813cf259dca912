import { freshIp } from './auth';

// Reading the AI chat's UI message stream (server-sent events of JSON chunks) in tests.

export interface ChatReply {
  status: number;
  text: string;
  conversationId: string | undefined;
  draft: { values: Record<string, string>; timeZone?: string; timeLabel?: string } | undefined;
  flagged: boolean;
  /** The raw body, for "no private value anywhere" checks. */
  raw: string;
}

export async function readChatReply(response: Response): Promise<ChatReply> {
  const raw = await response.text();
  const reply: ChatReply = {
    status: response.status,
    text: '',
    conversationId: undefined,
    draft: undefined,
    flagged: false,
    raw,
  };
  if (!response.ok) return reply;
  for (const line of raw.split('\n')) {
    if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
    const chunk = JSON.parse(line.slice(6)) as { type: string; delta?: string; data?: unknown; errorText?: string };
    if (chunk.type === 'text-delta') reply.text += chunk.delta;
    if (chunk.type === 'data-conversation') reply.conversationId = (chunk.data as { id: string }).id;
    if (chunk.type === 'data-booking-draft') reply.draft = chunk.data as ChatReply['draft'];
    if (chunk.type === 'data-flagged') reply.flagged = true;
    if (chunk.type === 'error') throw new Error(`chat stream error: ${chunk.errorText}`);
  }
  return reply;
}

export interface ChatBody {
  mode: 'info' | 'book';
  stageName: string;
  message: string;
  conversationId?: string;
  offsetMinutes?: number;
  timeZone?: string;
}

/** A POST /ai/chat request as the browser sends it (one new message, from its own address). */
export function chatRequest(body: ChatBody, cookie?: string, ip = freshIp()): Request {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'x-matside-client-ip': ip };
  if (cookie) headers.Cookie = cookie;
  return new Request('http://localhost:3000/ai/chat', {
    method: 'POST',
    headers,
    body: JSON.stringify({ offsetMinutes: 0, ...body }),
  });
}

export function confirmRequest(conversationId: string, cookie?: string): Request {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (cookie) headers.Cookie = cookie;
  return new Request('http://localhost:3000/ai/chat/confirm-booking', {
    method: 'POST',
    headers,
    body: JSON.stringify({ conversationId }),
  });
}
