#!/usr/bin/env node
import { launch } from '../../../scripts/runtime.js';

// The compiled bundle (npm run build:runtime) when it is up to date, else the TypeScript sources through tsx.
await launch(import.meta.url, '../dist/bench-spectators.js', '../bench/spectatorBench.ts');
