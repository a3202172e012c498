/**
 * Builds the command line into packages/cli/dist/ (gitignored): dist/dungeonbowl.js, the whole
 * command line in one file, and dist/worker.js, a `simulate --jobs` job. Node then loads plain
 * JavaScript instead of transpiling about 170 TypeScript files on every run (tsx took about two
 * seconds a command; docs/cli.md has the figures).
 *
 * `node packages/cli/build.mjs` builds (run by `npm install`'s prepare and by `npm start`);
 * bin/dungeonbowl.js and workers/bootstrap.mjs import `freshBundle` to know whether the build is
 * still that of the sources.
 *
 * Staleness: the build writes dist/inputs.json, the workspace files the bundles were made of
 * (from esbuild's metafile) with the modification time and size each had. The bundles are fresh
 * while every one of those files has exactly that time and size: about 170 stats, a millisecond
 * or two, and no directory listing (a new source file only matters once an edited file imports
 * it). Equality rather than "newer than the build" also catches a source put back with an older
 * time (`cp -p`, `tar`) and never rebuilds forever over a time in the future. The dependencies
 * in node_modules are covered by npm's node_modules/.package-lock.json, which every install that
 * changes them rewrites; build.mjs itself is an input too.
 *
 * DUNGEONBOWL_CLI_DIST names another folder for the bundles (the tests build into their own, so
 * they never race the commands other tests run).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = dirname(fileURLToPath(import.meta.url));
const ROOT = join(CLI, '..', '..');
const dist = () => process.env.DUNGEONBOWL_CLI_DIST || join(CLI, 'dist');
const inputsFile = () => join(dist(), 'inputs.json');
const ENTRIES = {
  dungeonbowl: join(CLI, 'src', 'main.ts'),
  worker: join(CLI, 'src', 'workers', 'worker.ts'),
};
const NPM_LOCK = join('node_modules', '.package-lock.json');

/**
 * The path of the built dist/NAME.js ('dungeonbowl' or 'worker') when no source it was built
 * from changed since, else null (never built, or stale).
 */
export function freshBundle(name) {
  const bundle = join(dist(), `${name}.js`);
  try {
    const { inputs } = JSON.parse(readFileSync(inputsFile(), 'utf8'));
    if (!existsSync(bundle)) return null;
    for (const [file, [mtimeMs, size]] of Object.entries(inputs)) {
      const now = statSync(join(ROOT, file));
      if (now.mtimeMs !== mtimeMs || now.size !== size) return null;
    }
    return bundle;
  } catch {
    // No inputs.json (or one of an older form), or a source was deleted or renamed.
    return null;
  }
}

/**
 * Each input's time and size; -1 for one changed while the build ran, so the next command
 * builds again rather than trust a bundle made of its older text.
 */
function stamps(files, started) {
  const out = {};
  for (const file of [...files].sort()) {
    const st = statSync(join(ROOT, file));
    out[file] = [st.mtimeMs > started ? -1 : st.mtimeMs, st.size];
  }
  return out;
}

/** Writes a file whole or not at all, so a command starting meanwhile never reads half of it. */
function writeWhole(path, contents) {
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, contents);
  renameSync(temp, path);
}

/**
 * Builds both bundles. `quiet` leaves esbuild's messages out (the command line falls back on
 * tsx, which reports a broken source its own way). Resolves to false when esbuild is missing
 * or the sources do not build.
 */
export async function build({ quiet = false } = {}) {
  const started = Date.now();
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    if (!quiet) console.error('dungeonbowl build: esbuild is not installed (run npm install)');
    return false;
  }
  try {
    const result = await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: ENTRIES,
      outdir: join(CLI, 'dist'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Not minified: an internal error's stack trace stays readable, and a minified bundle
      // started no faster here.
      legalComments: 'none',
      // The CommonJS dependencies (cli-progress) require Node's own modules.
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
      metafile: true,
      write: false,
      logLevel: quiet ? 'silent' : 'warning',
    });
    const files = new Set();
    for (const input of Object.keys(result.metafile.inputs)) {
      if (input.split('/').includes('node_modules')) continue;
      files.add(input);
      // A workspace's package.json says where its imports lead.
      const pkg = input.match(/^packages\/[^/]+\//);
      if (pkg) files.add(`${pkg[0]}package.json`);
    }
    if (existsSync(join(ROOT, NPM_LOCK))) files.add(NPM_LOCK.split(sep).join('/'));
    files.add(
      relative(ROOT, fileURLToPath(import.meta.url))
        .split(sep)
        .join('/'),
    );
    mkdirSync(dist(), { recursive: true });
    for (const out of result.outputFiles) writeWhole(join(dist(), basename(out.path)), out.contents);
    // Last, so that whoever sees these inputs sees the bundles made of them.
    writeWhole(inputsFile(), `${JSON.stringify({ started, inputs: stamps(files, started) }, null, 1)}\n`);
    return true;
  } catch {
    // esbuild has printed the errors (unless quiet).
    return false;
  } finally {
    await esbuild.stop?.();
  }
}

// Run as a script: build, and exit 1 when the build failed.
if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  process.exitCode = (await build()) ? 0 : 1;
}
