import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Asks `probe` again every `everyMs` until it gives something truthy, which it returns; past `ms`, throws naming what
 * it waited for. For tests that wait on another process, a queue or a timer.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T | false | null | undefined> | T | false | null | undefined,
  ms: number,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}
