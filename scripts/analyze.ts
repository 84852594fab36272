import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { createAnalysisProvider } from '../src/server/analysis/engine';
import { EMPTY_ANALYSIS_CONTEXT } from '../src/shared/analysis';

/**
 * `npm run --silent analyze` reads a date text on stdin and prints its Analysis as JSON.
 * `-- --jsonl` reads JSON lines {"id","text"} and prints JSON lines {"id","analysis"}.
 * Uses the server's settings (AI_* for the LLM provider, SAFETY_RESOURCES).
 */

const { values: args } = parseArgs({ options: { jsonl: { type: 'boolean', default: false } } });
const config = loadConfig();
const provider = createAnalysisProvider({
  ...(config.AI_BASE_URL ? { aiBaseUrl: config.AI_BASE_URL } : {}),
  ...(config.AI_MODEL ? { aiModel: config.AI_MODEL } : {}),
  ...(config.AI_API_KEY ? { aiApiKey: config.AI_API_KEY } : {}),
  aiTimeoutMs: config.AI_TIMEOUT_MS,
  safetyResources: config.SAFETY_RESOURCES,
  logger: { warn: (obj, msg) => console.error(msg ?? '', JSON.stringify(obj)) },
});

if (args.jsonl) {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let lineNo = 0;
  for await (const line of lines) {
    lineNo += 1;
    if (!line.trim()) continue;
    let item: { id?: unknown; text?: unknown };
    try {
      item = JSON.parse(line) as { id?: unknown; text?: unknown };
    } catch {
      console.error(`line ${lineNo}: not JSON, skipped`);
      process.exitCode = 1;
      continue;
    }
    if (typeof item.text !== 'string') {
      console.error(`line ${lineNo}: "text" must be a string, skipped`);
      process.exitCode = 1;
      continue;
    }
    const analysis = await provider.analyze(item.text, EMPTY_ANALYSIS_CONTEXT);
    process.stdout.write(`${JSON.stringify({ id: item.id ?? null, analysis })}\n`);
  }
} else {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const analysis = await provider.analyze(text, EMPTY_ANALYSIS_CONTEXT);
  process.stdout.write(`${JSON.stringify(analysis, null, 2)}\n`);
}
