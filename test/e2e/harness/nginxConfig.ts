// Turns deploy/nginx.conf into a runnable config: the placeholders filled in, a test's additions put in, wrapped in a minimal main config.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NGINX_SITE_TEMPLATE } from './paths';

export interface SiteParameters {
  /** Absolute path of the directory to serve (a production build). */
  root: string;
  /** What follows `listen`: a port, or address:port. */
  listen: string;
  /** The model origins connect-src allows beyond 'self' (space-separated); production's default is none. */
  modelOrigins?: string;
  /** Directives added inside the server block (a suite's proxy to its own stream server); production adds none. */
  extraServerConfig?: string;
  /** Directives added in http context, before the file (the maps and rate-limit zones of docs/deploy.md's proxy recipe). */
  extraHttpConfig?: string;
}

/** What a test adds to deploy/nginx.conf, in the server block and in http context. */
export interface SiteAdditions {
  server?: string;
  http?: string;
}

/** Additions as they are, or made from the origin the server will answer at (a recipe that names the site's own origin). */
export type ExtraConfig = string | ((origin: string) => SiteAdditions);

/** Same substitution as `envsubst '${APP_ROOT} ${APP_LISTEN} ${MODEL_ORIGINS}'`, the documented production step. */
export function renderSite(params: SiteParameters, template = readFileSync(NGINX_SITE_TEMPLATE, 'utf8')): string {
  const values: Record<string, string> = { APP_ROOT: params.root, APP_LISTEN: params.listen, MODEL_ORIGINS: params.modelOrigins ?? '' };
  const rendered = template.replace(/\$\{(APP_ROOT|APP_LISTEN|MODEL_ORIGINS)\}/g, (_, name: string) => values[name]);
  const leftover = /\$\{[A-Z_]+\}/.exec(rendered);
  if (leftover) throw new Error(`deploy/nginx.conf has a placeholder nobody fills: ${leftover[0]}`);
  const http = params.extraHttpConfig ? `${params.extraHttpConfig}\n\n` : '';
  if (!params.extraServerConfig) return `${http}${rendered}`;
  // The server block is the file's last block: its closing brace is the last one.
  const end = rendered.lastIndexOf('}');
  return `${http}${rendered.slice(0, end)}\n${params.extraServerConfig}\n${rendered.slice(end)}`;
}

/** The server and http additions of `extra` for a server answering at `origin`. */
export function additionsFor(extra: ExtraConfig | undefined, origin: string): SiteAdditions {
  if (extra === undefined) return {};
  return typeof extra === 'string' ? { server: extra } : extra(origin);
}

/**
 * The main config around the site, in the role Debian's /etc/nginx/nginx.conf plays in production:
 * it only keeps pid, logs and temp files inside `dir`, so the test server never touches the system's.
 */
export function mainConfig(dir: string, sitePath: string, workers?: { user: string; group: string } | null): string {
  return [
    // a master started as root runs its workers as `nobody` unless told: the served folder's owner can read it
    ...(workers ? [`user ${workers.user} ${workers.group};`] : []),
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  access_log ${join(dir, 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`),
    '  sendfile on;',
    `  include ${sitePath};`,
    '}',
    '',
  ].join('\n');
}
