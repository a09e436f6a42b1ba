import type { GameEvent, Json, Seat, Visibility } from '@arrakis/engine';

/** Collects the events of one action, in order. */
export class EventLog {
  readonly events: GameEvent[] = [];

  public(type: string, params: { [key: string]: Json } = {}): void {
    this.events.push({ type, visibility: 'public', params });
  }

  /** An event seen as `visibility` says: everyone, or those seats. */
  to(visibility: Visibility, type: string, params: { [key: string]: Json } = {}): void {
    if (visibility === 'public') this.public(type, params);
    else this.private_(visibility, type, params);
  }

  private_(seats: readonly Seat[], type: string, params: { [key: string]: Json } = {}): void {
    const visibility: Visibility = [...seats];
    this.events.push({ type, visibility, params });
  }
}
