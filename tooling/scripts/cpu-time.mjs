#!/usr/bin/env node
// `node cpu-time.mjs <report.json> -- <command> [args…]`: runs the command (stdio inherited) and
// writes the CPU seconds (user + system) its whole process tree used to <report.json>. `npm test`
// wraps every step in it: on a machine shared with other jobs the wall time of a step says little,
// its CPU time does not change with the load. Linux: a process's children's times (`cutime` and
// `cstime` of /proc/self/stat) count every descendant that was waited for, which the runners do.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const [report, separator, cmd, ...args] = process.argv.slice(2);
if (!report || separator !== '--' || !cmd) {
  console.error('usage: node cpu-time.mjs <report.json> -- <command> [args…]');
  process.exit(2);
}

function childrenCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return null;
  // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
  const fields = readFileSync('/proc/self/stat', 'utf8').slice(readFileSync('/proc/self/stat', 'utf8').lastIndexOf(')') + 2).split(' ');
  // cutime and cstime are fields 16 and 17 of the line, in clock ticks (USER_HZ, 100 on Linux).
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const child = spawn(cmd, args, { stdio: 'inherit' });
child.once('error', (error) => {
  console.error(error.message);
  process.exit(1);
});
child.once('close', (code, signal) => {
  writeFileSync(report, JSON.stringify({ cpuSeconds: childrenCpuSeconds() }));
  process.exit(code ?? (signal ? 1 : 0));
});
