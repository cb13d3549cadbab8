// @loan-h5/screens: every screen as a controlled component, its parts, theme, copy and formatters.

// Theme, copy and formatting
export * from './theme';
export * from './i18n';

// Design kit
export * from './components/AgreementFrame';
export * from './components/AmountCard';
export * from './components/Button';
export * from './components/CallServiceButton';
export * from './components/Card';
export * from './components/CardSection';
export * from './components/Carousel';
export * from './components/Checkbox';
export * from './components/CountdownButton';
export * from './components/PayDeadline';
export * from './components/CopyButton'; // virtual account feature
export * from './components/DetailRows';
export * from './components/EmptyState';
export * from './components/LicenceLine';
export * from './components/LoadError';
export * from './components/ServiceHelp';
export * from './components/IconButton';
export * from './components/ImagePicker';
export * from './components/InfoDocument';
export * from './components/LoadingOverlay';
export * from './components/Modal';
export * from './components/NavBar';
export * from './components/OrderCard';
export * from './components/OrderSection';
export * from './components/Page';
export * from './components/PaymentSteps';
export * from './components/ProductCard';
export * from './components/ProductLogo';
export * from './components/PullToRefresh';
export * from './components/RatingStars';
export * from './components/ResultCard';
export * from './components/ServerText';
export * from './components/Skeleton';
export * from './components/Spinner';
export * from './components/Tabs';
export * from './components/TextField';
export * from './components/Toast';
export * from './components/VisuallyHidden';
export * from './components/WholeAmount';

// A part of a screen in its own chunk, fetched early, its place held without Suspense (useLazyPart)
export { lazyPart, useLazyPart, type LazyPart, type LazyPartStatus } from './hooks/lazyPart';

// Screens
export * from './screens/LoadFailed';
export * from './screens/NotFound';
export * from './screens/TestPreview';
export * from './screens/RecommendedProducts';
export * from './screens/JointLoginFailure';
export * from './screens/LoanConfirm';
export * from './screens/LoanDetails';
export * from './screens/InstalmentRepayment';
export * from './screens/ExtensionRepayment';
// Card repayment (/payway)
export * from './screens/CardRepayment';
export * from './screens/BindCard';
export * from './screens/RepaymentResult';
export * from './screens/PaymentRedirect';
export * from './screens/VirtualAccount'; // virtual account feature
export * from './screens/PaymentMethodChooser'; // virtual account feature
export * from './screens/PaymentInstructions'; // virtual account feature
// Information pages (customer service, about us, privacy policy, loan terms)
export * from './screens/CustomerService';
export * from './screens/AboutUs';
export * from './screens/PrivacyPolicy';
export * from './screens/LoanTerms';
// Complaint entry (old and new), my complaints, complaint details
export * from './screens/ComplaintEntry';
export * from './screens/ComplaintEntryNew';
export * from './screens/ComplaintList';
export * from './screens/ComplaintDetails';
// Complaint form (/complainPageNext)
export * from './screens/ComplaintForm';
// Chatbot (/intelligentCustomerService)
export * from './screens/Chatbot';
// Promotion sign-up (/promotion: register, download, user agreement)
export * from './screens/PromotionRegister';
export * from './screens/PromotionDownload';
export * from './screens/PromotionAgreement';
// Official site (/, /About, /User, /Policy, /Loan, /Contact)
export * from './screens/OfficialSite';
