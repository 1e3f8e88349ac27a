import { stayRuleText } from '@catania/shared/domain/stay-rules';
import type { Messages } from '../i18n/namespaces';
import { ApiError } from '../lib/api-client';

/**
 * Why a 400 refused the stay, in the page's language: each stay rule the server named, worded
 * from its code and figures (`minStay`, 5 nights: "For this arrival the minimum stay is 5 nights"),
 * and each of the booking's own checks by its code. The Italian catalogue's sentences are the
 * server's own (shared/src/domain), so an Italian page reads what the product spec says.
 * Undefined when the refusal names no stay rule or check (another refusal says it its own way).
 */
export function stayRefusalText(
  error: unknown,
  words: Pick<Messages<'calendar'>, 'stayRules' | 'stayChecks'>,
): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const checks: Readonly<Record<string, string>> = words.stayChecks;
  const sentences = (error.body?.issues ?? []).flatMap((issue) => {
    if (issue.rule) return [stayRuleText(issue.rule, words.stayRules)];
    const check = issue.code && Object.hasOwn(checks, issue.code) ? checks[issue.code] : undefined;
    return check ? [check] : [];
  });
  return sentences.length > 0 ? [...new Set(sentences)].join('. ') : undefined;
}
