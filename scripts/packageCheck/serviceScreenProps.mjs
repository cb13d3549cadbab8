// Props for the host check's server rendering, part 2: information pages, complaints, the chatbot,
// promotion sign-up and the official site. Serialised into the host's programs with renderEveryScreen (so
// it must stay self-contained: no imports, no outer names).
/** Small valid props per `*Screen` export, as loanScreenProps. */
export function serviceScreenProps() {
  const noop = () => {};
  return {
    // Information pages
    CustomerServiceScreen: {
      props: {
        status: 'ready',
        contacts: { phone: '1800-102-4455', email: 'care@rupeeexpress.example' },
        onCall: noop,
      },
      expected: 'mailto:care@rupeeexpress.example',
    },
    LoanTermsScreen: { props: { market: 'IN', brandName: 'Rupee Express' }, expected: 'Rs.\u00a01,250' },
    PrivacyPolicyScreen: { props: { brandName: '' }, expected: 'as long as you have no outstanding loan' },
    AboutUsScreen: {
      props: { brandName: 'Rupee Express' },
      expected: 'Rupee Express is a digital lending service',
    },
    // Complaint entry (old and new), my complaints, complaint details
    ComplaintEntryScreen: {
      props: {
        status: 'ready',
        entry: {
          types: [{ value: '2', title: 'Repayment' }],
          subTypes: [],
          order: {
            orderNo: 'LN1',
            productLogo: '',
            productName: 'Rupee Express',
            status: 'Repayment due',
            allowsCollection: true,
            rows: [],
          },
          orders: [],
        },
      },
      expected: 'Choose the problem type',
    },
    ComplaintEntryNewScreen: {
      props: {
        status: 'ready',
        entry: { types: [{ value: '2', title: 'Repayment' }], order: null, orders: [] },
      },
      expected: 'Choose the problem type',
    },
    ComplaintListScreen: {
      props: {
        status: 'ready',
        tabs: [
          {
            name: 'Resolved',
            complaints: [{ id: '1', time: '2026-06-05 09:41:03', type: 'Repayment', content: 'Paid twice' }],
          },
        ],
      },
      expected: 'Paid twice',
    },
    ComplaintDetailsScreen: {
      props: {
        status: 'ready',
        detail: {
          problemId: '1',
          type: 'Repayment',
          subType: '',
          content: 'Paid twice',
          images: [],
          reply: 'Refunded',
          replyImages: [],
          askForRating: false,
        },
      },
      expected: 'Process result',
    },
    // Chatbot
    ChatbotScreen: {
      props: {
        status: 'ready',
        categories: [{ id: '1', title: 'Repayment' }],
        messages: [{ id: 'm0', kind: 'reply', text: 'We have your message' }],
      },
      expected: 'We have your message',
    },
    // Complaint form
    ComplaintFormScreen: {
      props: { status: 'ready', typeTitle: 'Repayment', defaultText: 'Charged twice for one instalment' },
      expected: 'Charged twice for one instalment',
    },
    // Promotion sign-up
    PromotionRegisterScreen: {
      props: { status: 'ready', phoneRule: 'IN', captchaImage: null, headline: 'Loans in about 2 hours' },
      expected: 'Loans in about 2 hours',
    },
    PromotionDownloadScreen: {
      props: { status: 'ready', appName: 'Rupee Express', storeUrl: 'https://play.google.com/store' },
      expected: 'Download Rupee Express',
    },
    PromotionAgreementScreen: {
      props: { brandName: 'Rupee Express' },
      expected: 'sign up for Rupee Express',
    },
    // Official site
    OfficialSiteScreen: {
      props: {
        section: 'about',
        brandName: 'Rupee Express',
        company: { name: 'Rupee Express Pvt Ltd', phone: '1800-102-4455', address: '', email: '' },
        year: 2026,
      },
      expected: 'Rupee Express Pvt Ltd',
    },
  };
}
