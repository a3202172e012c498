/**
 * The machine a figure was measured on: its processors and its load. The project's machines are
 * shared, and a figure measured beside other work is slower: every bench prints the load beside
 * its figures (`uptime`'s load averages over 1, 5 and 15 minutes).
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

export interface Machine {
  cpus: number;
  /** Load averages over 1, 5 and 15 minutes, as `uptime` prints them. */
  loadavg: number[];
}

export function machine(): Machine {
  return { cpus: availableParallelism(), loadavg: loadavg().map((x) => Math.round(x * 100) / 100) };
}

/** "load average 1.52 1.80 1.95 on 2 CPUs" */
export function describeMachine(m: Machine = machine()): string {
  return `load average ${m.loadavg.map((x) => x.toFixed(2)).join(' ')} on ${m.cpus} CPUs`;
}

/**
 * Runs a bench script's main: a bad argument (or any failure) is one line on standard error
 * and exit code 2, never a stack trace.
 */
export async function runMain(name: string, main: () => void | Promise<void>): Promise<void> {
  try {
    await main();
  } catch (e) {
    console.error(`${name}: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(2);
  }
}

/** Processor seconds used so far by this process's finished (reaped) children (Linux), else null. */
export function childrenCpu(): number | null {
  try {
    // /proc/self/stat: after the ')' ending the command name, cutime and cstime are fields 14-15.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
