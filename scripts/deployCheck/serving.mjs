// The deploy check's serving helpers: Debian's nginx, the shipped config made local, a free port, a raw GET.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';

/** The module nginx.conf loads for `brotli_static` (Debian's libnginx-mod-http-brotli-static). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Debian's nginx with the brotli_static module nginx.conf loads: NGINX_PATH, else /usr/sbin/nginx;
 * whatever is missing is installed with apt-get when root.
 */
export function ensureNginx() {
  const find = () => [process.env.NGINX_PATH, '/usr/sbin/nginx'].find((p) => p && existsSync(p));
  const missing = () => [
    ...(find() ? [] : ['nginx']),
    ...(existsSync(BROTLI_STATIC_MODULE) ? [] : ['libnginx-mod-http-brotli-static']),
  ];
  if (!missing().length) return find();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    const packages = missing().join(' ');
    console.log(`${packages} not found: installing from Debian with apt-get…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
      stdio: 'inherit',
    });
    if (!missing().length) return find();
  }
  console.error(
    `The deploy check needs ${missing().join(' and ')}: install ${missing().length > 1 ? 'them' : 'it'} (Debian: \`sudo apt-get install nginx libnginx-mod-http-brotli-static\`; NGINX_PATH names another nginx).`,
  );
  process.exit(1);
}

/**
 * The shipped config with this run's port, root, access log and temp files. Each edited line must be
 * there as shipped: a changed line fails here instead of quietly testing something else.
 */
export function servingConf(text, { port, www, dir, shippedConf, shippedRoot }) {
  const edits = [
    [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`],
    [/^(\s*)root \/var\/www\/loan-h5;$/m, `$1root ${www};`],
    [/^(\s*)access_log \/var\/log\/nginx\/access\.log /m, `$1access_log ${dir}/logs/access.log `],
    // Debian's compiled-in temp dirs (/var/lib/nginx) are root's: a run as any user keeps them here.
    [
      /^http \{$/m,
      `http {\n${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map((t) => `    ${t}_temp_path ${dir}/temp/${t};`)
        .join('\n')}`,
    ],
  ];
  for (const [pattern, replacement] of edits) {
    if (!pattern.test(text))
      throw new Error(`${shippedConf} has no line ${pattern}: update check-deploy.mjs`);
    text = text.replace(pattern, replacement);
  }
  // The include of the build's CSP hashes lives in the root: it moves with it.
  return text.replaceAll(`${shippedRoot}/`, `${www}/`);
}

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** One GET with exactly these request headers; the body as sent (not decompressed). */
export const get = (port, pathname, headers = {}) =>
  new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
  });
