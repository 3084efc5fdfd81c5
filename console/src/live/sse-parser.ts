/** One server-sent event, as the stream's lines make it. */
export interface SseEvent {
  /** `event:`; "message" when the event names none */
  event: string;
  /** the `data:` lines, joined by newlines */
  data: string;
  /** the last `id:` seen so far on the stream (an event without one keeps the one before) */
  id: string | undefined;
}

/**
 * Server-sent events read from chunks of text as they arrive (the
 * WHATWG event-stream format: lines end with CRLF, LF or CR; a blank
 * line ends an event; `:` lines are comments, such as heartbeats). An
 * EventSource cannot send an Authorization header, hence this, over
 * fetch().
 */
export class SseParser {
  private buffer = '';
  /** a CR ended the last chunk: an LF that begins the next belongs to it */
  private pendingCr = false;
  private event = '';
  private data: string[] = [];
  private lastId: string | undefined;
  /** the reconnection time the stream asked for (`retry:`), in ms */
  retryMs: number | undefined;

  constructor(lastId?: string) {
    this.lastId = lastId;
  }

  /** The last event id (for Last-Event-ID when reconnecting). */
  get id(): string | undefined {
    return this.lastId;
  }

  /** Feeds text; answers the events it completed. */
  push(chunk: string): SseEvent[] {
    let text = chunk;
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = false;
    this.buffer += text;
    const out: SseEvent[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const c = this.buffer[i];
      if (c !== '\n' && c !== '\r') continue;
      const line = this.buffer.slice(start, i);
      if (c === '\r') {
        if (i + 1 === this.buffer.length) this.pendingCr = true;
        else if (this.buffer[i + 1] === '\n') i++;
      }
      start = i + 1;
      const ev = this.line(line);
      if (ev) out.push(ev);
    }
    this.buffer = this.buffer.slice(start);
    return out;
  }

  private line(line: string): SseEvent | undefined {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.event = value;
        break;
      case 'data':
        this.data.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) this.lastId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retryMs = Number(value);
        break;
      default:
        // an unknown field is ignored
        break;
    }
    return undefined;
  }

  private dispatch(): SseEvent | undefined {
    const data = this.data;
    const event = this.event || 'message';
    this.data = [];
    this.event = '';
    // an event without data is none (its id still counts)
    if (!data.length) return undefined;
    return { event, data: data.join('\n'), id: this.lastId };
  }
}
