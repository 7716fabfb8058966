import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, chatMessages as texts } from '../../../shared/domains/chat';
import { Button } from '../../components/ui/button';
import { cx } from '../../lib/cx';

/** The message box: Enter sends, Shift+Enter starts a new line; 2,000 characters at most. */
export function Composer({ recipient, onSend }: { recipient: string; onSend: (body: string) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const near = text.length > CHAT_MESSAGE_MAX_LENGTH - 200;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!text.trim()) return setError(texts.empty);
    if (text.length > CHAT_MESSAGE_MAX_LENGTH) return setError(texts.tooLong);
    setError(null);
    onSend(text);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-1 border-t border-night-900/10 pt-3">
      <label htmlFor={id} className="text-sm font-semibold text-night-900">
        Message {recipient}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="max-h-40 min-h-11 flex-1 resize-y rounded-xl border-0 bg-white px-3 py-2 text-sm text-night-900 shadow-sm ring-1 ring-night-900/20 focus:ring-2 focus:ring-sea-600 focus:outline-none"
        />
        <Button type="submit">Send</Button>
      </div>
      <p id={`${id}-hint`} className={cx('text-xs', near ? 'text-night-900' : 'text-gray-600')}>
        Enter to send, Shift+Enter for a new line
        {near
          ? ` · ${text.length.toLocaleString('en-US')} / ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')}`
          : ''}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
