/**
 * Reads the JSON object a model answered with. Models often wrap it in prose or a ```json fence,
 * so when the whole answer is not JSON, the outermost {...} in it is tried.
 */
export function parseJsonAnswer(answer: string): { ok: true; value: unknown } | { ok: false } {
  for (const candidate of [answer, outermostObject(answer)]) {
    if (candidate === undefined) {
      continue;
    }
    try {
      return { ok: true, value: JSON.parse(candidate) };
    } catch {
      // try the next candidate
    }
  }
  return { ok: false };
}

function outermostObject(text: string): string | undefined {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : undefined;
}
