// CPU time, to see through a shared machine's load: this process's (Node, and PGlite inside
// it) from process.cpuUsage, and that of the PostgreSQL backends serving the benchmark's
// database, from /proc (Linux; background writers shared by every database are not counted).
import fs from 'node:fs';

const ticksPerSecond = 100;

export function postgresBackendCpuMs(database: string): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!command.startsWith('postgres: ') || !command.includes(` ${database} `)) continue;
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

export function processCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
