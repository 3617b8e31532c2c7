#!/usr/bin/env node
// Runs shell commands at the same time and prints each one's output, whole, once it ends; fails when one
// fails. `npm test` checks types and lint this way (issue 14: tsc is single-threaded and our machines
// have 2 cores; three type checks and the linter side by side take half the time they take in a row).
// A few lines of our own rather than a dependency (concurrently, npm-run-all): grouped output and an exit code.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/parallel.mjs "<command>" "<command>" …');
  process.exit(2);
}

const runs = commands.map(
  (command) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        process.stdout.write(`\n> ${command} (${code === 0 ? 'ok' : `exit ${code}`}, ${seconds} s)\n${output}`);
        resolve(code ?? 1);
      });
    }),
);
const codes = await Promise.all(runs);
process.exit(codes.find((code) => code !== 0) ?? 0);
