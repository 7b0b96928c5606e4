/** What the benchmarks share: GET load over loopback (autocannon), and CPU time of processes read from /proc (Linux). */
import fs from 'node:fs';
import autocannon from 'autocannon';

/** GET load on `base` for `seconds`, cycling through `paths`, over `connections` connections. */
export function load(base: string, paths: string[], seconds: number, connections: number) {
  let i = 0;
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
  });
}

export const TICK_MS = 1000 / 100; // USER_HZ: 100 on Linux

/** utime + stime of a process, in clock ticks (/proc/<pid>/stat fields 14 and 15). */
export function cpuTicks(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** CPU ticks of every process named postgres (the backends serving the pool, and the server's own workers), by pid. */
export function postgresTicks(): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'postgres')
        ticks.set(Number(pid), cpuTicks(Number(pid)));
    } catch {
      // the process ended between the listing and the read
    }
  }
  return ticks;
}

/** CPU spent by PostgreSQL since `before`: processes started since count from zero, ended ones are not seen. */
export function postgresTicksSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, ticks] of postgresTicks()) total += ticks - (before.get(pid) ?? 0);
  return total;
}
