// The deploy check's security headers: the CSP and the other headers every answer carries.

/**
 * A check of one answer's security headers, for the build whose index.html has these inline scripts'
 * hashes and this referrer policy; each failure goes to `expect` under `label`.
 */
export function securityHeadersCheck({ expect, inlineHashes, metaReferrer }) {
  // Every answer carries the security headers, errors included.
  return (label, res) => {
    const csp = res.headers['content-security-policy'] ?? '';
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...values]) => [name, values]),
    );
    const has = (name, value) => (directives.get(name) ?? []).includes(value);
    expect(label, csp, 'no Content-Security-Policy');
    const scriptSrc = directives.get('script-src') ?? [];
    expect(label, scriptSrc.length, 'the CSP has no script-src');
    expect(
      label,
      !scriptSrc.some((v) => /unsafe-inline|unsafe-eval|^\*$|^https?:$/.test(v)),
      `script-src allows more than the app's files: ${scriptSrc.join(' ')}`,
    );
    for (const hash of inlineHashes)
      expect(label, scriptSrc.includes(hash), `script-src lacks ${hash}, index.html's inline script`);
    expect(label, has('frame-ancestors', "'none'"), "frame-ancestors is not 'none'");
    expect(label, has('object-src', "'none'"), "object-src is not 'none'");
    expect(label, has('base-uri', "'self'"), "base-uri is not 'self'");
    expect(label, has('default-src', "'self'"), "default-src is not 'self'");
    expect(label, has('connect-src', "'self'"), "connect-src does not allow 'self' (the API)");
    expect(label, has('img-src', 'data:'), 'img-src does not allow data: (logos)');
    expect(label, has('frame-src', 'https:'), 'frame-src does not allow https: (agreements)');
    expect(
      label,
      res.headers['x-content-type-options'] === 'nosniff',
      'X-Content-Type-Options is not nosniff',
    );
    expect(
      label,
      res.headers['referrer-policy'] === metaReferrer,
      `Referrer-Policy ${res.headers['referrer-policy']} is not index.html's ${metaReferrer}`,
    );
    const permissions = res.headers['permissions-policy'] ?? '';
    for (const feature of ['camera=(self)', 'geolocation=(self)', 'microphone=()', 'payment=()'])
      expect(label, permissions.includes(feature), `Permissions-Policy lacks ${feature}`);
  };
}
