#!/usr/bin/env node
// The `treasury` command: runs the command-line companion from its TypeScript source.
import { register } from 'tsx/esm/api';

register();
await import('../electron/cli/treasury.ts');
