/**
 * English copy (India), part "promotion": the promotion sign-up (/promotion: register, download the app,
 * the user agreement). The app downloads it with /promotion only, in the language on screen.
 */
export const promotion = {
  // Descriptions (<meta name="description">), one per screen
  'promotion.description.register':
    'Sign up with your mobile number and an SMS code, then download the app to apply for an instant personal loan.',
  'promotion.description.download':
    'Download the app, log in with the number you signed up with and apply for your loan.',
  'promotion.description.agreement':
    'The user agreement for signing up with your mobile number: who may sign up, verification codes, your information, messages and closing your account.',

  // Register (#/)
  'promotion.loading': 'Loading the sign-up form…',
  'promotion.loadFailed': 'Could not load the sign-up form',
  'promotion.loadFailedText': 'Check your connection and try again.',
  'promotion.lead': 'Sign up with your mobile number, then download the app to apply.',
  'promotion.formLabel': 'Sign-up form',
  'promotion.phone': 'Mobile number',
  'promotion.phoneHint.IN': '10 digits, starting with 6, 7, 8 or 9',
  'promotion.phoneHint.ID': 'Starts with 08, 10 to 13 digits',
  'promotion.phoneHint.legacy': '11 digits, starting with 1',
  'promotion.phoneInvalid': 'Please enter the phone number correctly',
  'promotion.captcha': 'Characters in the picture',
  'promotion.captchaImage': 'Picture code',
  'promotion.captchaRefresh': 'Picture code, tap for a new one',
  'promotion.captchaHint': 'Tap the picture for a new one.',
  'promotion.captchaMissing': 'Enter the 4 characters in the picture',
  'promotion.captchaShort': 'The picture has 4 characters',
  'promotion.captchaReload': 'Get a new picture',
  'promotion.captchaUnavailable': 'The picture could not be loaded. Tap to try again.',
  'promotion.smsCode': 'SMS code',
  'promotion.smsCodeMissing': 'Enter the 6-digit code we sent by SMS',
  'promotion.smsCodeShort': 'The SMS code has 6 digits',
  'promotion.codeSent': 'We sent a 6-digit code by SMS to {phone}.',
  'promotion.sendRepeatedly': 'Do not send the code repeatedly',
  'promotion.register': 'Register',
  'promotion.agreeLead': 'By registering, you agree to the',
  'promotion.agreementLink': 'User Agreement',

  // Download the app (#/downloadTemplate)
  'promotion.registered': 'Registration successful',
  'promotion.alreadyRegistered': 'You are already registered, please download the app to log in',
  'promotion.downloadLead': 'Download {app} to log in and apply for your loan.',
  'promotion.downloadLeadUnnamed': 'Download the app to log in and apply for your loan.',
  'promotion.download': 'Download {app}',
  'promotion.downloadUnnamed': 'Download the app',
  'promotion.badge.googlePlay': 'Get it on',
  'promotion.badge.appStore': 'Download on the',
  'promotion.noDownload': 'The download link is not available right now. Please try again later.',
  'promotion.backToSignUp': 'Back to sign-up',

  // User agreement (#/agreementTemplate)
  'promotion.terms.intro':
    'This agreement applies when you sign up for {brand} with your mobile number and use its app. Please read it before you register.',
  'promotion.terms.introUnbranded':
    'This agreement applies when you sign up with your mobile number and use our app. Please read it before you register.',
  'promotion.terms.account': 'Your account',
  'promotion.terms.account.who':
    'You may sign up if you are at least 18 years old, live in the country the service is offered in and can enter into a contract.',
  'promotion.terms.account.number':
    'Use a mobile number registered in your own name. One person may hold one account.',
  'promotion.terms.account.true':
    'The information you give must be true and complete, and you keep it up to date.',
  'promotion.terms.codes': 'Verification codes',
  'promotion.terms.codes.what':
    'We send a one-time code by SMS to confirm that the mobile number is yours. The code works for a short time only.',
  'promotion.terms.codes.secret':
    'Never share the code with anyone. Our staff will never ask you for it, by phone, chat or e-mail.',
  'promotion.terms.data': 'Your information',
  'promotion.terms.data.use':
    'We use your mobile number to create your account, send you verification codes and tell you about your applications and loans.',
  'promotion.terms.data.policy':
    'How we collect, use, protect and share your information, and your rights over it, is set out in our privacy policy. We do not sell your information.',
  'promotion.terms.messages': 'Messages from us',
  'promotion.terms.messages.service':
    'We send you messages about your account and your loans, such as codes, reminders and changes to these terms.',
  'promotion.terms.messages.offers':
    'We send offers only if you agree to receive them, and you can stop them at any time.',
  'promotion.terms.loans': 'Signing up is not a loan',
  'promotion.terms.loans.not':
    'Registering does not apply for a loan and does not promise that a loan will be approved.',
  'promotion.terms.loans.own':
    'Each loan has its own agreement that shows the amount, all fees, the interest and the repayment dates. Nothing is lent until you read and accept it in the app.',
  'promotion.terms.use': 'Fair use',
  'promotion.terms.use.rules':
    'Do not sign up for someone else, use false information or use automated tools to register or to send codes.',
  'promotion.terms.use.stop':
    'We may refuse or close an account that breaks these rules. We tell you why unless the law forbids it.',
  'promotion.terms.closing': 'Closing your account',
  'promotion.terms.closing.text':
    'You may ask us to close your account at any time through customer service, once no loan of yours is outstanding.',
  'promotion.terms.changes': 'Changes to this agreement',
  'promotion.terms.changes.text':
    'We tell you in the app before a change takes effect. If you do not agree to it, you may close your account.',
  'promotion.terms.contact': 'Contact us',
  'promotion.terms.contact.text':
    'Questions or complaints: reach customer service from the app. We answer within 3 working days.',
} as const;
