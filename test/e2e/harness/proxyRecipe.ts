// docs/deploy.md's proxy recipe as the browser suite runs it: its ```nginx blocks exactly as written, with only what changes per
// machine filled in (this site's origin, the upstreams, the keys) and the snippet's `include` replaced by the snippet itself,
// which is what nginx's include does. A block or an example value the docs no longer have is an error, so the suite tests the
// docs' text and cannot drift from it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SiteAdditions } from './nginxConfig';
import { REPO_ROOT } from './paths';

const DEPLOY_DOC = resolve(REPO_ROOT, 'docs/deploy.md');
const SNIPPET_INCLUDE = 'include /etc/nginx/snippets/infographic-proxy.conf;';

/** Each block's first line in docs/deploy.md. */
const BLOCKS = {
  http: '# Proxy guards (http context)',
  snippet: '# /etc/nginx/snippets/infographic-proxy.conf',
  models: '# Language models, reached by the page',
  stream: '# A language-model gateway (or any text/SSE stream)',
};

export interface ModelUpstreams {
  /** What replaces the docs' upstream of each protocol (each ends in "/", as the docs' proxy_pass does). */
  openai: string;
  anthropic: string;
  ollama: string;
  /** The key the proxy adds (the docs' "sk-…your key…" and "sk-ant-…your key…"). */
  key: string;
}

export interface StreamUpstream {
  /** What replaces https://gateway.internal.example/v1/ (ends in "/"). */
  upstream: string;
  /** What replaces "…gateway token…". */
  token: string;
}

/** The ```nginx block of docs/deploy.md that starts with `firstLine`. */
export function docsNginxBlock(firstLine: string, doc = readFileSync(DEPLOY_DOC, 'utf8')): string {
  const blocks = [...doc.matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1]).filter((block) => block.startsWith(firstLine));
  if (blocks.length !== 1) throw new Error(`docs/deploy.md has ${blocks.length} nginx blocks starting "${firstLine}", not one`);
  return blocks[0];
}

/** `text` with every [written, value] pair put in; a `written` that the docs no longer contain is an error. */
function fill(text: string, values: Array<[written: string, value: string]>, block: string): string {
  return values.reduce((result, [written, value]) => {
    if (!result.includes(written)) throw new Error(`docs/deploy.md's block "${block}" no longer has ${written}`);
    return result.split(written).join(value);
  }, text);
}

/**
 * The recipe for a server answering at `origin`: the http-context block with that origin, and in the server block the model
 * locations (given `models`) and the stream location (given `stream`), each including the snippet.
 */
export function proxyRecipe(parts: { models?: ModelUpstreams; stream?: StreamUpstream }): (origin: string) => SiteAdditions {
  return (origin) => {
    const snippet = docsNginxBlock(BLOCKS.snippet);
    const withSnippet = (block: string) => fill(block, [[SNIPPET_INCLUDE, `\n${snippet}`]], block.split('\n')[0]);
    const server: string[] = [];
    if (parts.models) {
      const { openai, anthropic, ollama, key } = parts.models;
      const block = docsNginxBlock(BLOCKS.models);
      server.push(
        withSnippet(
          fill(
            block,
            [
              ['https://api.openai.com/', openai],
              ['https://api.anthropic.com/', anthropic],
              ['http://127.0.0.1:11434/', ollama],
              ['sk-ant-…your key…', key],
              ['sk-…your key…', key],
            ],
            BLOCKS.models,
          ),
        ),
      );
    }
    if (parts.stream) {
      const block = docsNginxBlock(BLOCKS.stream);
      server.push(
        withSnippet(
          fill(
            block,
            [
              ['https://gateway.internal.example/v1/', parts.stream.upstream],
              ['…gateway token…', parts.stream.token],
            ],
            BLOCKS.stream,
          ),
        ),
      );
    }
    const http = fill(docsNginxBlock(BLOCKS.http), [['https://infographic.example.com', origin]], BLOCKS.http);
    return { http, server: server.join('\n') };
  };
}
