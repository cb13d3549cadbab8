// Runtime configuration, replaced per deployment: one production build runs against any backend.
// apiOrigin: '' = same origin as this page; generalBase: the general client's fixed path segment.
// servicePhone (optional): customer service's number, shown where the server sends none (the extension
// page); '' or absent = no call button there.
window.__LOAN_H5_CONFIG__ = { apiOrigin: '', generalBase: '/gateway' };
