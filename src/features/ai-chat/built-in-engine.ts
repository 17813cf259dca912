// The default engine: no model and no network. Intents and slots are recognised in the message
// and answered with templates from her public profile (info-answers.ts, booking-dialog.ts).
import { sessionPlaceAt } from '@/features/bookings/session-place';
import { bookingTurn } from './booking-dialog';
import { INITIAL_BOOKING_STATE } from './booking-state';
import type { ChatEngine, ChatSink, ChatTurnInput, ChatTurnResult } from './engine';
import { answerFollowUp } from './info-answers';
import { detectIntents } from './info-intents';
import { readIntents } from './question-reader';

/** Streams a template answer word by word, as a model would, so the UI has one path. */
function streamWords(text: string, sink: ChatSink): void {
  for (const word of text.match(/\S+\s*/g) ?? []) sink.text(word);
}

export const builtInEngine: ChatEngine = {
  name: 'built-in',
  async reply(input: ChatTurnInput, sink: ChatSink): Promise<ChatTurnResult> {
    if (input.mode === 'info') {
      // The patterns first; the trained reader only when they name no field.
      const read = detectIntents(input.message, input.profile).length ? [] : await readIntents(input.message);
      const { answer, subject } = answerFollowUp(input.message, input.state.subject, input.profile, input.dates, read);
      streamWords(answer.text, sink);
      return { text: answer.text, state: { ...input.state, subject } };
    }
    const placeAt = input.placeAt ?? ((instant: Date) => sessionPlaceAt(input.profile.girlId, instant));
    const turn = await bookingTurn(
      input.state.booking ?? INITIAL_BOOKING_STATE,
      input.message,
      input.profile,
      input.dates,
      placeAt,
    );
    streamWords(turn.reply, sink);
    if (turn.draft) sink.draft(turn.draft);
    return { text: turn.reply, state: { ...input.state, booking: turn.state } };
  },
};
