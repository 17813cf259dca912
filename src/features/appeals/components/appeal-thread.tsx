import type { AppealMessageDto } from '../dto';
import { ViewerTime } from '@/components/viewer-time';

const AUTHOR: Record<AppealMessageDto['from'], string> = {
  you: 'You',
  moderator: 'A moderator',
  person: 'The person',
};

/** The messages of an appeal, oldest first; a moderator is "A moderator", never a name. */
export function AppealThread({ messages }: { messages: AppealMessageDto[] }) {
  return (
    <ol aria-label="Messages" className="flex flex-col gap-2">
      {messages.map((message) => (
        <li
          key={message.id}
          className={
            message.from === 'you'
              ? 'rounded-md bg-accent-soft px-3 py-2 text-sm'
              : 'rounded-md bg-surface-muted px-3 py-2 text-sm'
          }
        >
          <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
            <span className="font-medium">{AUTHOR[message.from]}</span>
            <ViewerTime value={message.at} />
          </p>
          <p className="user-text whitespace-pre-line">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
