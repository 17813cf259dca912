'use client';

import { useChat } from '@ai-sdk/react';
import { APICallError, DefaultChatTransport, type UIMessage } from 'ai';
import { Bot, Send, UserRound } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { BOOKING_MESSAGES } from '@/features/bookings/schema';
import { apiJson, failureMessage } from '@/lib/api-client';
import { ERROR_MESSAGES, messageForStatus } from '@/lib/errors/messages';
import { cx } from '@/lib/class-names';
import { BOOKING_FIELD_LABELS, SOURCE_PREFIX, type BookingField } from '../booking-fields';
import type { ChatMode } from '../engine';
import { CHAT_MESSAGE_MAX, type BookingDraftData } from '../schema';
import { BookingSummaryCard } from './booking-summary-card';

type ChatData = { 'booking-draft': BookingDraftData; conversation: { id: string }; flagged: { flagged: boolean } };
type ChatMessage = UIMessage<never, ChatData>;

export interface ChatPanelProps {
  mode: ChatMode;
  stageName: string;
  /** The assistant's first message (the booking chat's first question). */
  greeting: string;
  suggestions: string[];
}

/** An answer, its last line "from her profile: …" (the field it read) set small. */
function AnswerText({ text }: { text: string }) {
  const cut = text.lastIndexOf(`\n${SOURCE_PREFIX}`);
  if (cut < 0) return text;
  return (
    <>
      {text.slice(0, cut)}
      <span className="mt-1 block text-xs text-muted-foreground">{text.slice(cut + 1)}</span>
    </>
  );
}

function textOf(message: ChatMessage): string {
  return message.parts.map((p) => (p.type === 'text' ? p.text : '')).join('');
}

/** The spec's message for a refused request (401, 404, 429…), from the route's JSON:API error. */
function errorText(error: Error): string {
  if (APICallError.isInstance(error)) {
    let detail: string | undefined;
    try {
      detail = (JSON.parse(error.responseBody ?? '') as { errors?: { detail?: string }[] }).errors?.[0]?.detail;
    } catch {
      detail = undefined;
    }
    return messageForStatus(error.statusCode, detail);
  }
  return error.message || ERROR_MESSAGES.unknown;
}

/**
 * The chat: a message list, suggested questions, and a form. Usable by keyboard (Enter sends,
 * Shift+Enter breaks the line) and with a screen reader: each finished answer is announced once
 * through a polite live region, not word by word while it streams.
 */
export function ChatPanel({ mode, stageName, greeting, suggestions }: ChatPanelProps) {
  // The server's conversation id (from the first answer's data part), sent with every message.
  const [conversationId, setConversationId] = useState<string | undefined>(undefined);
  const [input, setInput] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState<{ id: string; error: string | null } | null>(null);
  const [sentDraftId, setSentDraftId] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listEnd = useRef<HTMLDivElement>(null);

  const transport = useMemo(
    () =>
      new DefaultChatTransport<ChatMessage>({
        api: '/ai/chat',
        // Only the new message goes up: the server keeps the conversation and its answers.
        prepareSendMessagesRequest: ({ messages, body }) => ({
          body: {
            mode,
            stageName,
            conversationId: (body as { conversationId?: string } | undefined)?.conversationId,
            message: textOf(messages.at(-1)!),
            offsetMinutes: -new Date().getTimezoneOffset(),
            timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          },
        }),
      }),
    [mode, stageName],
  );

  const { messages, sendMessage, setMessages, status, error, clearError } = useChat<ChatMessage>({
    transport,
    messages: [{ id: 'greeting', role: 'assistant', parts: [{ type: 'text', text: greeting }] }],
    onData: (part) => {
      if (part.type === 'data-conversation') setConversationId(part.data.id);
    },
    onFinish: ({ message }) => setAnnouncement(textOf(message)),
  });

  const busy = status === 'submitted' || status === 'streaming';
  const lastDraftId =
    [...messages].reverse().find((m) => m.parts.some((p) => p.type === 'data-booking-draft'))?.id ?? null;

  useEffect(() => {
    listEnd.current?.scrollIntoView({ block: 'end' });
  }, [messages]);

  function send(text: string) {
    const trimmed = text.trim();
    if (!trimmed || busy) return;
    clearError();
    void sendMessage({ text: trimmed }, { body: { conversationId } });
    setInput('');
    inputRef.current?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send(input);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(input);
    }
  }

  async function confirm(messageId: string) {
    setConfirming({ id: messageId, error: null });
    try {
      const result = await apiJson<{ message: string }>('/ai/chat/confirm-booking', {
        method: 'POST',
        body: { conversationId },
      });
      setSentDraftId(messageId);
      setConfirming(null);
      toast.success(BOOKING_MESSAGES.sent);
      setMessages((current) => [
        ...current,
        { id: `sent-${messageId}`, role: 'assistant', parts: [{ type: 'text', text: result.message }] },
      ]);
      setAnnouncement(result.message);
    } catch (failure) {
      toast.error(BOOKING_MESSAGES.failed);
      setConfirming({ id: messageId, error: failureMessage(failure) });
    }
  }

  function edit(field: BookingField) {
    send(`Change the ${BOOKING_FIELD_LABELS[field].toLowerCase()}`);
  }

  const asked = messages.some((m) => m.role === 'user');

  return (
    <section
      aria-label={mode === 'book' ? `Book ${stageName} in a chat` : `Ask about ${stageName}`}
      className="flex min-h-0 flex-col gap-3"
    >
      <ol className="flex flex-col gap-3" aria-label="Messages" aria-busy={busy}>
        {messages.map((message) => {
          const mine = message.role === 'user';
          const draft = message.parts.find((p) => p.type === 'data-booking-draft');
          const text = textOf(message);
          return (
            <li key={message.id} className={cx('flex gap-2', mine ? 'flex-row-reverse' : 'flex-row')}>
              <span
                aria-hidden="true"
                className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-surface-muted text-muted-foreground"
              >
                {mine ? <UserRound className="size-4" /> : <Bot className="size-4" />}
              </span>
              <div className={cx('flex max-w-[85%] min-w-0 flex-col gap-2', mine ? 'items-end' : 'items-start')}>
                <p className="sr-only">{mine ? 'You said:' : 'Assistant:'}</p>
                {text ? (
                  <p
                    className={cx(
                      'rounded-2xl px-3.5 py-2 text-sm user-text whitespace-pre-line',
                      mine ? 'bg-accent text-accent-foreground' : 'border border-border bg-surface',
                    )}
                  >
                    <AnswerText text={text} />
                  </p>
                ) : null}
                {draft && draft.type === 'data-booking-draft' ? (
                  <BookingSummaryCard
                    values={draft.data.values}
                    timeLabel={draft.data.timeLabel}
                    state={
                      sentDraftId === message.id
                        ? 'sent'
                        : message.id !== lastDraftId || sentDraftId
                          ? 'stale'
                          : confirming?.id === message.id && !confirming.error
                            ? 'sending'
                            : 'pending'
                    }
                    error={confirming?.id === message.id ? confirming.error : null}
                    onConfirm={() => void confirm(message.id)}
                    onEdit={edit}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
        {status === 'submitted' ? (
          <li className="text-sm text-muted-foreground" aria-hidden="true">
            …
          </li>
        ) : null}
      </ol>
      <div ref={listEnd} />

      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>

      {error ? <Alert severity="error" title="Error" description={errorText(error)} /> : null}

      {!asked && suggestions.length ? (
        <div className="flex flex-wrap gap-2" aria-label="Suggested questions" role="group">
          {suggestions.map((q) => (
            <Button key={q} type="button" size="sm" variant="secondary" onClick={() => send(q)} disabled={busy}>
              {q}
            </Button>
          ))}
        </div>
      ) : null}

      <form onSubmit={onSubmit} className="flex items-end gap-2" aria-label="Send a message">
        <label htmlFor="chat-input" className="sr-only">
          Your message
        </label>
        <Textarea
          id="chat-input"
          ref={inputRef}
          rows={2}
          value={input}
          maxLength={CHAT_MESSAGE_MAX}
          containerClassName="min-w-0 flex-1"
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={mode === 'book' ? 'Type your answer…' : `Ask about ${stageName}…`}
          className="min-h-12 flex-1 resize-none"
          autoComplete="off"
        />
        <Button type="submit" disabled={busy || !input.trim()} aria-label="Send">
          <Send aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Send</span>
        </Button>
      </form>
    </section>
  );
}
