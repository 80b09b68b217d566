// Where the repository, the build output and the nginx config live, for the suite and the bench alike.
import { resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '../../..');
export const DIST_DIR = resolve(REPO_ROOT, 'dist');
export const NGINX_SITE_TEMPLATE = resolve(REPO_ROOT, 'deploy/nginx.conf');
