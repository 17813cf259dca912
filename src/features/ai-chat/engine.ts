// One interface, two engines (docs/architecture.md "AI chat"): the built-in engine (templates over
// the public profile, no network) and any OpenAI-compatible endpoint. Both get the same turn and
// report through the same sink; the route turns the sink into the AI SDK's UI message stream.
import type { BookingDialogState, BookingDraft, PlaceLookup } from './booking-state';
import type { ChatProfile } from './chat-profile';
import type { DateContext } from './dates';

export type ChatMode = 'info' | 'book';

/** What a conversation keeps between turns (server-side, in ai_chat_conversations.state). */
export interface ConversationState {
  booking?: BookingDialogState;
  /** The info chat's last question, so a follow-up ("Where exactly?") keeps its subject. */
  subject?: string;
}

export interface ChatHistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatTurnInput {
  mode: ChatMode;
  profile: ChatProfile;
  /** Earlier messages of this conversation, oldest first (without the new one). */
  history: ChatHistoryMessage[];
  message: string;
  state: ConversationState;
  dates: DateContext;
  /** Where she is at an instant; sessionPlaceAt for her girl id unless a test passes its own. */
  placeAt?: PlaceLookup;
  signal?: AbortSignal;
}

export interface ChatSink {
  /** A piece of the answer's text, as soon as it is known. */
  text(delta: string): void;
  /** A complete booking request for the summary card (the guy confirms it in the UI). */
  draft(draft: BookingDraft): void;
}

export interface ChatTurnResult {
  /** The whole answer, as stored in the transcript. */
  text: string;
  state: ConversationState;
}

export interface ChatEngine {
  readonly name: 'built-in' | 'openai-compatible';
  reply(input: ChatTurnInput, sink: ChatSink): Promise<ChatTurnResult>;
}
