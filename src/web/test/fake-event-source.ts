import { act } from '@testing-library/react';

/** Stands in for the browser's EventSource (jsdom has none): the test plays the server. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  private named = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.named.set(type, [...(this.named.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown, id: string) {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    act(() => {
      if (type === 'message') this.onmessage?.(event);
      for (const listener of this.named.get(type) ?? []) listener(event);
    });
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    act(() => this.onerror?.());
  }
}
