// Loaded with `--import` into a CLI process under test: at exit, writes the process's peak resident
// memory (KB) to the file named by EXIT_RSS_FILE, so a test can bound what an input costs.
import { writeFileSync } from 'node:fs';

const file = process.env.EXIT_RSS_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
