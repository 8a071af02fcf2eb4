/**
 * Applies a scenario's fault rules in front of the platform handlers: one msw handler that
 * answers matching requests with the fault and lets every other request through.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { DEFAULT_BASE_URL, json } from './respond.ts';
import { pathPattern, type FaultMatch, type FaultRule } from './scenario.ts';

export { loadScenario, parseScenario, SCENARIOS_DIR, type FaultRule, type FaultScenario, type RealtimeStep } from './scenario.ts';

/** Options of `createFaultInjector`. */
export interface FaultInjectorOptions {
  baseUrl?: string;
  /** Waits for `delayMs`; default a real timer. Pass the platform clock's timer for virtual time. */
  sleep?: (ms: number) => Promise<void>;
}

/** The handler and what it did. */
export interface FaultInjector {
  /** Put it first: `[injector.handler, ...handlers]`. */
  handler: HttpHandler;
  /** How many times each rule has been applied, by rule index. */
  applied(): number[];
  /** Replaces the rules and clears the counts. */
  setRules(rules: readonly FaultRule[]): void;
}

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `actual` holds every field of `expected` with equal values (objects compared as subsets). */
function containsSubset(actual: unknown, expected: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return Object.is(actual, expected);
  if (actual === null || typeof actual !== 'object') return false;
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((item, index) => containsSubset(actual[index], item));
  }
  return Object.entries(expected).every(([key, value]) => containsSubset((actual as Record<string, unknown>)[key], value));
}

function pathMatches(path: string, url: URL): boolean {
  const pattern = pathPattern(path);
  if (pattern) {
    pattern.lastIndex = 0;
    return pattern.test(decodeURIComponent(url.pathname + url.search));
  }
  const trim = (text: string): string => text.replace(/\/+$/, '');
  // '/notifications/' also names '/rest/v1.1/notifications/' and '/wpcom/v2/…' likewise.
  const withoutPrefix = url.pathname.replace(/^\/(rest|wpcom|wp-json)\/v?[\d.]+/, '');
  return trim(path) === trim(url.pathname) || trim(path) === trim(withoutPrefix);
}

async function requestMatches(match: FaultMatch, request: Request): Promise<boolean> {
  const url = new URL(request.url);
  if (match.method && match.method.toUpperCase() !== request.method) return false;
  if (!pathMatches(match.path, url)) return false;
  if (match.query && !Object.entries(match.query).every(([name, value]) => url.searchParams.get(name) === value)) return false;
  if (!match.body) return true;
  const text = await request.clone().text();
  try {
    return containsSubset(JSON.parse(text), match.body);
  } catch {
    // A body that is not JSON cannot hold the expected fields: the rule does not match.
    return false;
  }
}

function faultResponse(rule: FaultRule): Response | undefined {
  const { fault } = rule;
  if (fault.network) return HttpResponse.error();
  if (fault.status === undefined && fault.body === undefined) return undefined;
  const status = fault.status ?? 200;
  const body = fault.body ?? (status >= 400 ? { error: 'injected_fault', message: `Injected fault: status ${status}` } : {});
  return json(body as Parameters<typeof json>[0], status);
}

/** A fault handler for `rules` (validated with parseScenario first when they come from data). */
export function createFaultInjector(rules: readonly FaultRule[], options: FaultInjectorOptions = {}): FaultInjector {
  const base = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const sleep = options.sleep ?? realSleep;
  let current = [...rules];
  let matched = current.map(() => 0);
  let applied = current.map(() => 0);

  const handler = http.all(`${base}/*`, async ({ request }) => {
    // Every rule counts its matches, so `after` skips the first N matching requests even when an
    // earlier rule answered them.
    const eligible: number[] = [];
    for (const [index, rule] of current.entries()) {
      if (!(await requestMatches(rule.match, request))) continue;
      matched[index] = (matched[index] ?? 0) + 1;
      if ((matched[index] ?? 0) <= (rule.after ?? 0)) continue;
      if (rule.times !== undefined && (applied[index] ?? 0) >= rule.times) continue;
      eligible.push(index);
    }
    for (const index of eligible) {
      const rule = current[index] as FaultRule;
      applied[index] = (applied[index] ?? 0) + 1;
      if (rule.fault.delayMs) await sleep(rule.fault.delayMs);
      const response = faultResponse(rule);
      // A delay-only rule lets the request go on to later rules and the platform.
      if (response) return response;
    }
    return undefined;
  });

  return {
    handler,
    applied: () => [...applied],
    setRules(next) {
      current = [...next];
      matched = current.map(() => 0);
      applied = current.map(() => 0);
    },
  };
}
