/**
 * English copy (India), part "site": the official site (/, /About, /User, /Policy, /Loan, /Contact), opened
 * by strangers in any browser. The claims are the Indian market's (spec 1). Titles are in `core`.
 */
export const site = {
  // Header and navigation
  'site.home': 'Home page',
  'site.nav': 'Site',
  'site.menu': 'Menu',
  'site.nav.home': 'Home',
  'site.nav.about': 'About us',
  'site.nav.reviews': 'User evaluation',
  'site.nav.policy': 'Privacy policy',
  'site.nav.terms': 'Loan terms and conditions',
  'site.nav.contact': 'Contact us',
  // Descriptions (<meta name="description">), one per section
  'site.description.home':
    'Instant personal loans of Rs. 2,000 to Rs. 80,000 for salaried people in India, paid out in about 2 hours. Apply and repay from your phone.',
  'site.description.about':
    'Who we are: a digital lending service for salaried people in India, with clear costs and no paperwork.',
  'site.description.reviews': 'What borrowers say about our instant personal loans, with their star ratings.',
  'site.description.policy':
    'How we collect, use and protect your personal information, and your rights over it.',
  'site.description.terms':
    'The terms and conditions of our personal loans: amount, term, interest, late payment penalties and repayment.',
  'site.description.contact': 'Write to us: send your name, e-mail and message and we will reply by e-mail.',
  // Home
  'site.hero.title': 'Instant personal loans, straight to your bank account',
  'site.hero.lead': 'Apply on your phone in minutes. No branch visit, no paperwork.',
  'site.slide1.title': 'Rs. 2,000 to Rs. 80,000',
  'site.slide1.text': 'Borrow what you need, when you need it.',
  'site.slide2.title': 'Money in about 2 hours',
  'site.slide2.text': 'Once approved, the loan is paid straight to your bank account.',
  'site.slide3.title': 'Made for salaried people',
  'site.slide3.text': 'Earning Rs. 12,000 a month or more? You can apply.',
  'site.claims': 'Why borrow with us',
  'site.claim1': 'Loans from Rs. 2,000 to Rs. 80,000',
  'site.claim2': 'Paid out in about 2 hours',
  'site.claim3': 'For salaried users earning Rs. 12,000 and above',
  'site.claim4': 'Apply, sign and repay online',
  'site.getApp': 'Get the app',
  'site.getAppHint': 'Download the app to apply for your loan and follow its repayments.',
  'site.getAppAction': 'Download the app',
  'site.getAppSoon': 'The app download link will be available here soon.',
  'site.qrTitle': 'Scan to get the app',
  'site.qrHint': "On a computer? Point your phone's camera at the code to open the app's store page.",
  'site.qrLabel': "QR code of the app's store page",
  'site.newWindow': '(opens in a new window)',
  // About us
  'site.about.lead':
    'We are a digital lending service. We help salaried people in India borrow small amounts quickly and repay them on their own schedule, entirely from their phone.',
  'site.about.leadBranded':
    '{brand} is a digital lending service. We help salaried people in India borrow small amounts quickly and repay them on their own schedule, entirely from their phone.',
  'site.about.mission': 'Our mission',
  'site.about.missionText':
    'Everyone with a steady income should be able to cover an unexpected expense without paperwork, queues or hidden costs.',
  'site.about.how': 'How it works',
  'site.about.step1': 'Download the app and sign up with your mobile number.',
  'site.about.step2': 'Fill in your details and choose an amount and a term.',
  'site.about.step3': 'Receive the decision within 1 day and the money in your bank account.',
  'site.about.step4': 'Repay on time in the app, in one go or in instalments.',
  'site.about.values': 'What we stand for',
  'site.about.value.clear': 'Every cost is shown before you accept a loan.',
  'site.about.value.data': 'Your data is used only to serve your loan and is never sold.',
  'site.about.value.fair': 'Fair, respectful collection, always within the law.',
  // User evaluation
  'site.reviews.lead': 'Borrowers tell us how their loan went.',
  'site.reviews.stars': 'Rating',
  'site.review1.name': 'Priya S.',
  'site.review1.place': 'Pune',
  'site.review1.text':
    'I needed money for my mother’s hospital bill at the end of the month. The loan was in my account the same afternoon.',
  'site.review2.name': 'Rahul K.',
  'site.review2.place': 'Bengaluru',
  'site.review2.text':
    'The app showed me exactly what I would repay before I accepted. No surprises on the due date.',
  'site.review3.name': 'Anjali M.',
  'site.review3.place': 'Jaipur',
  'site.review3.text':
    'Simple to apply and the reminders helped me repay on time. I would like longer terms for bigger amounts.',
  'site.review4.name': 'Vikram T.',
  'site.review4.place': 'Chennai',
  'site.review4.text':
    'Customer service answered my question about prepayment quickly and clearly. My second loan was even faster.',
  // Privacy policy and loan terms (their text comes from part "info" with the section)
  'site.loadingDocument': 'Loading the document…',
  // Contact us
  'site.contact.lead': 'Questions about a loan or a repayment? Send us a message.',
  'site.contact.leadCall': 'Questions about a loan or a repayment? Call us on {phone}.',
  'site.contact.leadApp': 'Questions about a loan or a repayment? Ask customer service in the app.',
  'site.contact.name': 'Full name',
  'site.contact.email': 'Your E-mail',
  'site.contact.message': 'Message',
  'site.contact.submit': 'Send by e-mail',
  'site.contact.how': 'Send by e-mail opens your e-mail app with your message to {email}, ready to send.',
  'site.contact.incomplete': 'Please provide complete information!',
  'site.contact.badEmail': 'Please enter a valid e-mail address, for example name@example.com.',
  'site.contact.sent':
    'Your message is ready in your e-mail app. Send it from there and we will reply to {from}.',
  'site.contact.openAgain': 'Open the e-mail again',
  'site.contact.writeTo': 'Or write to {email} from any e-mail account.',
  'site.contact.mailSubject': 'Message from {name} (website)',
  'site.contact.mailSignature': 'From: {name}, {email}',
  // Footer
  'site.footer': 'Company information',
  'site.footer.company': 'Company',
  'site.footer.phone': 'Telephone',
  'site.footer.address': 'Address',
  'site.footer.email': 'E-mail',
  'site.footer.copyright': '© {year} {company}. All rights reserved.',
  'site.footer.copyrightUnbranded': '© {year}. All rights reserved.',
};
