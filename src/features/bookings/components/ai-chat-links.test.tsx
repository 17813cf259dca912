import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FlagsProvider } from '@/components/flags-provider';
import { resolveFlags } from '@/lib/flags';
import { AiChatLinks } from './ai-chat-links';

// The profile's AI chat buttons: the booking chat for a guy, the info chat for a visitor, and
// nothing at all when the ai-chat-book-girl-button flag is off.
function render(viewerKind: 'visitor' | 'guy' | 'girl' | 'moderator', flag: 'on' | 'off' = 'on') {
  const flags = resolveFlags('development', { AI_CHAT_BOOK_GIRL_BUTTON: flag });
  return renderToStaticMarkup(
    <FlagsProvider flags={flags}>
      <AiChatLinks stageName="Gina Slam" viewerKind={viewerKind} />
    </FlagsProvider>,
  );
}

describe('AiChatLinks', () => {
  it('links a guy to the booking chat and a visitor to the info chat', () => {
    expect(render('guy')).toContain('href="/ai/chat/book-girl/Gina%20Slam"');
    expect(render('guy')).toContain('Book with AI chat');
    expect(render('visitor')).toContain('href="/ai/chat/get-info/Gina%20Slam"');
    expect(render('visitor')).toContain('Ask AI about Gina Slam');
  });
  it('is gone when the flag is off', () => {
    expect(render('guy', 'off')).toBe('');
    expect(render('visitor', 'off')).toBe('');
  });
});
