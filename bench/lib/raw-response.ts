import { request } from 'node:http';

/** One HTTP answer exactly as it came off the wire: status, every header in order, body bytes. */
export interface RawResponse {
  status: number;
  /** [name, value, name, value, ...] as sent. */
  rawHeaders: string[];
  body: Buffer;
}

/** GETs `url` with `headers` and keeps the answer undecoded (fetch would decompress the body). */
export function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Headers that differ between two identical answers by nature: the clock. */
const PER_ANSWER = new Set(['date']);

/** The headers as a sorted list of `name: value` (names lower-cased, order and Date left out). */
export function comparableHeaders(response: RawResponse): string[] {
  const lines: string[] = [];
  for (let i = 0; i < response.rawHeaders.length; i += 2) {
    const name = response.rawHeaders[i]!.toLowerCase();
    if (!PER_ANSWER.has(name)) lines.push(`${name}: ${response.rawHeaders[i + 1]}`);
  }
  return lines.sort();
}

/**
 * What differs between two answers (status, headers other than Date and their order, body bytes);
 * empty when they are byte-identical in every way a client can tell.
 */
export function differences(a: RawResponse, b: RawResponse): string[] {
  const found: string[] = [];
  if (a.status !== b.status) found.push(`status ${a.status} ≠ ${b.status}`);
  const aHeaders = comparableHeaders(a);
  const bHeaders = comparableHeaders(b);
  for (const line of aHeaders) if (!bHeaders.includes(line)) found.push(`only in the first: ${line}`);
  for (const line of bHeaders) if (!aHeaders.includes(line)) found.push(`only in the second: ${line}`);
  if (!a.body.equals(b.body)) found.push(`bodies differ (${a.body.length} and ${b.body.length} bytes)`);
  return found;
}
