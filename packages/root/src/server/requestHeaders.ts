/** Headers as a Server Component or a route handler has them: `Headers` (Next's `headers()`), or a plain record (Node's `IncomingMessage.headers`). */
export type HeaderSource = Pick<Headers, 'get'> | Record<string, string | string[] | undefined>;

/** A request, or anything carrying its headers. */
export type RequestLike = { headers: HeaderSource } | HeaderSource;

function isHeaders(source: unknown): source is Pick<Headers, 'get'> {
  return typeof source === 'object' && source !== null && typeof (source as { get?: unknown }).get === 'function';
}

function headersOf(request: RequestLike): HeaderSource | undefined {
  if (isHeaders(request)) return request;
  const inner = (request as { headers?: unknown }).headers;
  if (isHeaders(inner)) return inner;
  if (typeof inner === 'object' && inner !== null) return inner as Record<string, string | string[] | undefined>;
  // A plain record of headers itself.
  return request as Record<string, string | string[] | undefined>;
}

/**
 * One header of a request, never a throw: a record's key in any case, a repeated header's values
 * joined with `joiner` (`; ` for cookies). Anything that is not a string reads as absent.
 */
export function readHeader(request: RequestLike | undefined, name: string, joiner = ', '): string | undefined {
  if (request === undefined || request === null || typeof request !== 'object') return undefined;
  try {
    const headers = headersOf(request);
    if (headers === undefined) return undefined;
    if (isHeaders(headers)) {
      const value = headers.get(name);
      return typeof value === 'string' ? value : undefined;
    }
    const wanted = name.toLowerCase();
    for (const [key, value] of Object.entries(headers)) {
      if (key.toLowerCase() !== wanted) continue;
      if (typeof value === 'string') return value;
      if (Array.isArray(value)) return value.filter((part): part is string => typeof part === 'string').join(joiner);
      return undefined;
    }
    return undefined;
  } catch {
    return undefined;
  }
}
