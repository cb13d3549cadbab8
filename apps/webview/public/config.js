// Runtime configuration, replaced per deployment: one production build runs against any backend.
// apiOrigin: '' = same origin as this page; generalBase: the general client's fixed path segment.
// servicePhone (optional): customer service's number, shown where the server sends none (the extension
// page and customer service); '' or absent = no call button there.
// brandName (optional): the name borrowers know the service by, on about us and the legal pages (at most
// 60 characters); '' or absent = those pages say "we" / "the lender" instead of a name.
// Official site footer (/, /About … /Contact), each optional, one line of at most 160 characters:
// companyName (absent = brandName), companyAddress, companyEmail (an e-mail address); the footer's
// telephone is servicePhone. appStoreUrl: the app's store page (https only), the site's "Get the app";
// '' or absent = no download button.
// licenceLine (optional, one line of at most 160 characters): the licence or registration line the
// regulator requires (OJK, RBI), shown on the site's footer and the sign-up pages; '' or absent = none.
// loanTermsUrl (optional, Indonesia): the lender's own loan terms page (https), shown on /loanAgreement and
// the site's /Loan in a sandboxed frame; '' or absent = those pages say where the borrower's terms are.
// India shows the built-in Indian terms. companyEmail also receives the site's contact form (by e-mail).
window.__LOAN_H5_CONFIG__ = { apiOrigin: '', generalBase: '/gateway' };
