// Runtime configuration, replaced per deployment: one production build runs against any backend.
// apiOrigin: '' = same origin as this page; generalBase: the general client's fixed path segment.
window.__LOAN_H5_CONFIG__ = { apiOrigin: '', generalBase: '/gateway' };
