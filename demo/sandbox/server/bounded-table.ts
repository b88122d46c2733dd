/**
 * The counters of a limit (recall attempts, e-mails sent, proposals made), held to a fixed number
 * of keys so a flood cannot grow memory without end. A key is dropped only once it has expired: a
 * full table of live keys takes no new one (room() answers false) and the caller refuses the request
 * (fails closed), because dropping a live counter would hand its limit back to whoever it was
 * counting (docs/security.md#what-the-api-must-hold-to).
 */
export class BoundedTable<V> {
  private readonly entries = new Map<string, V>();
  /** When a full table was last swept: a flood meets a full table once a second, not once a request. */
  private sweptAt = -Infinity;

  constructor(
    private readonly capacity: number,
    /** When an entry's window is over (epoch ms); past it, the entry counts for nothing. */
    private readonly expiresAt: (value: V) => number,
  ) {}

  /** The live entry under key, if any; an expired one is dropped. */
  get(key: string, now: number): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined || this.expiresAt(value) > now) return value;
    this.entries.delete(key);
    return undefined;
  }

  /** Whether `count` new keys fit, after dropping the expired ones when the table is full. */
  room(count: number, now: number): boolean {
    if (this.entries.size + count <= this.capacity) return true;
    if (now - this.sweptAt >= 1000) {
      this.sweptAt = now;
      for (const [key, value] of this.entries) if (this.expiresAt(value) <= now) this.entries.delete(key);
    }
    return this.entries.size + count <= this.capacity;
  }

  /** Stores value under key; call room() first for a new key. */
  set(key: string, value: V): void {
    this.entries.set(key, value);
  }

  /** Seconds until the first entry expires: the Retry-After of a full table. */
  secondsUntilRoom(now: number): number {
    let first = Infinity;
    for (const value of this.entries.values()) first = Math.min(first, this.expiresAt(value));
    return Math.max(1, Math.ceil((first - now) / 1000));
  }

  get size(): number {
    return this.entries.size;
  }
}
