import type { PreparedShell } from './types';

/**
 * Characters that end or change the meaning of an inline `<script>` (`</script>`, `<!--`, `]]>`)
 * or break a JavaScript string on older engines (U+2028/U+2029). Each is written as a JSON
 * `\uXXXX` escape, which `JSON.parse` (and a JS parser) reads back as the same character.
 */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

function escapeChar(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * JSON that is safe inside an inline `<script>` element (`type="application/json"` or a JS
 * assignment): a string from data such as `</script><script>alert(1)</script>` or `<!--` cannot
 * close or comment out the element, and U+2028/U+2029 cannot end a JS string literal.
 * `JSON.parse` of the result gives the original value.
 */
export function serializeForScript(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('serializeForScript: the value has no JSON form');
  return json.replace(UNSAFE_IN_SCRIPT, escapeChar);
}

/**
 * `PreparedShell` as JSON for a host that inlines it in its own `<script>` (a framework that does
 * not serialize props itself). Read it back with `JSON.parse(script.textContent)`; ShellRoot checks
 * what it gets (`prepared.api` is validated, a foreign snapshot starts empty). Next.js escapes the
 * props it serializes: a Server Component passing `prepared` to ShellRoot needs none of this.
 */
export function serializePreparedShell(prepared: PreparedShell): string {
  return serializeForScript(prepared);
}
