import { AppError } from '../../../shared/errors';
import type { LiveLimits } from './hub-options';

/**
 * How many streams this process holds, by member and by visitor address (hub-options.ts, LiveLimits): a stream
 * about to open is counted or refused.
 */
export class StreamAdmission {
  private admitted = 0;
  private readonly perMember = new Map<string, number>();
  private readonly perAddress = new Map<string, number>();

  constructor(private readonly limits: LiveLimits) {}

  /**
   * Count a stream that is about to open, or refuse it: 503 (LIVE_BUSY, with `retryAfterSeconds`) when this
   * process, this member or this visitor's address already holds its limit. Answers the function that gives
   * the place back; call it once, when the stream ends or is refused for another reason.
   */
  admit(who: { memberId?: string; address: string }): () => void {
    const { maxStreams, maxStreamsPerMember, maxStreamsPerAddress } = this.limits;
    const [counter, key, max] = who.memberId
      ? [this.perMember, who.memberId, maxStreamsPerMember]
      : [this.perAddress, who.address, maxStreamsPerAddress];
    const held = counter.get(key) ?? 0;
    if (this.admitted >= maxStreams || held >= max) throw new AppError('LIVE_BUSY');
    this.admitted++;
    counter.set(key, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.admitted--;
      const left = (counter.get(key) ?? 1) - 1;
      if (left > 0) counter.set(key, left);
      else counter.delete(key);
    };
  }
}
