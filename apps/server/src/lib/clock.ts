/** A controllable clock: services take `now()` from here so tests can move time without waiting. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A clock that can be moved forward and back to where it started (tests; the browser tests' CLOCK_CONTROL). */
export interface MovableClock extends Clock {
  advance(ms: number): void;
  /** Back to where it started. */
  reset(): void;
}

export function isMovableClock(clock: Clock): clock is MovableClock {
  const c = clock as Partial<MovableClock>;
  return typeof c.advance === 'function' && typeof c.reset === 'function';
}

export class TestClock implements MovableClock {
  private readonly start: Date;
  constructor(private current = new Date()) {
    this.start = new Date(current);
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date): void {
    this.current = new Date(date);
  }
  reset(): void {
    this.current = new Date(this.start);
  }
}

/**
 * The system's time plus an offset an admin may move (CLOCK_CONTROL=true, refused in production): the browser tests
 * let a promised date pass without waiting days. Time keeps running; `reset` takes the offset back to 0.
 */
export class ShiftedClock implements MovableClock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  reset(): void {
    this.offsetMs = 0;
  }
}
