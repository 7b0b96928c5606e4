// `npm start`: builds the web app and compiles the server only when their builds are missing or older than their
// sources, then runs the compiled server (apps/server/dist/main.js: plain JavaScript, no TypeScript loader) as one
// child process with the terminal's stdio; SIGINT and SIGTERM are passed on to it and its exit code becomes ours.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');
const server = path.join(root, 'apps/server');
const builtServer = path.join(server, 'dist/main.js');

/** Everything the web build is made from (node_modules and dotfiles aside). */
const sources = [
  path.join(web, 'src'),
  path.join(web, 'index.html'),
  path.join(web, 'public'),
  // the Vite config, its build plugins (precompress, service worker, catalogues...) and the dependencies
  ...fs
    .readdirSync(web)
    .filter((name) => /\.(ts|mts|js|mjs)$/.test(name) || name === 'package.json')
    .map((name) => path.join(web, name)),
  path.join(root, 'packages/shared/src'),
];

/** Everything the compiled server is made from. */
const serverSources = [
  path.join(server, 'src'),
  path.join(server, 'build.mjs'),
  path.join(server, 'package.json'),
  path.join(root, 'packages/shared/src'),
];

/** The newest modification time of a file, or of any file under a directory (0 when it does not exist). */
function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

function builtAt(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Whether a build is there and newer than everything it is made from. */
function upToDate(file, from) {
  const built = builtAt(file);
  return built !== undefined && built >= from.reduce((m, p) => Math.max(m, newestMtime(p)), 0);
}

let child;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    else process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  });
}

/** Runs a command with our stdio and resolves with its exit code (128 + n when a signal ended it). */
function run(command, args) {
  return new Promise((resolve) => {
    child = spawn(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', (err) => {
      console.error(`Could not start ${command}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      child = undefined;
      resolve(code ?? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
    });
  });
}

if (upToDate(builtIndex, sources)) {
  console.log('Web app is up to date, skipping the build');
} else {
  console.log('Building the web app...');
  const code = await run(process.platform === 'win32' ? 'npm.cmd' : 'npm', [
    'run',
    'build',
    '-w',
    'apps/web',
    '--silent',
  ]);
  if (code !== 0 || stopping) process.exit(code || 1);
}

if (!upToDate(builtServer, serverSources)) {
  const code = await run(process.execPath, [path.join(server, 'build.mjs')]);
  if (code !== 0 || stopping) process.exit(code || 1);
}

process.exitCode = await run(process.execPath, [builtServer]);
