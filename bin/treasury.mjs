#!/usr/bin/env node
// The `treasury` command: runs an esbuild bundle of the command-line companion, built
// from its TypeScript source on first use and again whenever a file it was built from
// changes (build/cli-bundle.mjs), so it starts quickly and holds less memory than the
// source under tsx would.
import { pathToFileURL } from 'node:url';
import { ensureCliBundle } from '../build/cli-bundle.mjs';

await import(pathToFileURL(await ensureCliBundle()).href);
