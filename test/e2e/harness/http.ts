// A plain HTTP request that keeps the bytes and headers exactly as nginx sent them (fetch would decompress), and sends only
// the headers it is given (no Origin, no Sec-Fetch-*: what a program, not a browser, sends).
import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

export function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return send('GET', url, headers);
}

export function send(method: string, url: string, headers: Record<string, string> = {}, body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const flat: Record<string, string | undefined> = {};
        for (const [name, value] of Object.entries(res.headers)) flat[name] = Array.isArray(value) ? value.join(', ') : value;
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
