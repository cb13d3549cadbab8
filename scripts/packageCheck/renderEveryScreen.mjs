// The host check's server-rendering program: serialised into the host's ESM and CJS programs by
// check-package.mjs (so it must stay self-contained: no imports, no outer names).
/**
 * Runs inside the host, in plain Node (its source is written into the ESM and CJS programs below), as a
 * Next.js server or a Vitest/Jest run would: renders every `*Screen` export of one entry point with
 * react-dom/server inside the theme and language providers, collects the styles with ServerStyleSheet, and
 * returns the screens' names. Each screen gets small valid props, its ready state where it has one, and
 * `expected` is a text of that state. Exits non-zero with one message naming the screen and entry point.
 */
export function renderEveryScreen(entry, lib, dictionaries, { h, renderToString, ServerStyleSheet }) {
  const stop = (message) => {
    console.error(message);
    process.exit(1);
  };
  const noop = () => {};
  const product = {
    id: '7',
    logo: '',
    name: 'Quick Cash',
    enabled: true,
    buttonText: 'Apply now',
    amountRange: 'Rs. 5,000 - Rs. 50,000',
    amountRangeLabel: 'Loan amount',
    rate: '0.05%/day',
    description: 'Money in your bank account within 10 minutes.',
    tags: ['Instant approval'],
  };
  const screens = {
    LoadFailedScreen: { props: { onRetry: noop } },
    NotFoundScreen: { props: { onClose: noop } },
    TestPreviewScreen: {
      props: {
        pages: [{ key: 'loanDetails', path: '/loanDetails', href: '/loanDetails?lang=1', available: true }],
      },
      expected: '/loanDetails',
    },
    RecommendedProductsScreen: {
      props: { status: 'ready', products: [product], onApply: noop },
      expected: 'Quick Cash',
    },
    JointLoginFailureScreen: {
      props: {
        status: 'ready',
        message: 'The lender could not sign you in.',
        products: [product],
        onApply: noop,
      },
      expected: 'The lender could not sign you in.',
    },
    LoanConfirmScreen: {
      props: {
        status: 'ready',
        data: {
          productLogo: '',
          productName: 'Quick Cash',
          amount: '5000',
          periods: 90,
          termUnit: 'day',
          rateText: '0.1% per day',
          type: 0,
          details: [],
          detail1: [{ title: 'Processing fee', value: 'Rs. 500' }],
          detail2: [{ title: 'Amount credited', value: 'Rs. 4,500' }],
          repayPlans: [{ amount: '5450', payTime: '2026-08-10', description: 'One payment' }],
          popTitle: '',
          popContent: '',
          popAgreementUrl: '',
          note: '',
        },
        agreementTitles: ['Loan agreement'],
        onConfirm: noop,
      },
      expected: 'Processing fee',
    },
    LoanDetailsScreen: {
      props: {
        status: 'ready',
        details: {
          status: 174,
          statusText: 'Repayment due',
          statusDescription: 'Pay before 11:59 pm today.',
          products: [product],
          productName: 'Quick Cash',
          productLogo: '',
          rows: [{ title: 'Loan amount', value: 'Rs. 5,000' }],
          h5Url: '/repayPlan?orderId=1',
          canExtend: false,
          telephone: '1800-102-4455',
          askForRating: false,
        },
        onRepay: noop,
      },
      expected: 'Repayment due',
    },
    ExtensionRepaymentScreen: {
      props: {
        status: 'ready',
        bill: {
          productName: 'Quick Cash',
          productLogo: '',
          feeAmount: '1200',
          expiryTime: '2026-06-11 14:05:00',
          rows: [
            { title: 'Loan amount', value: 'Rs. 5,000' },
            { title: 'Late fee', value: '0' },
          ],
          telephone: '1800-102-4455',
        },
        onPay: noop,
      },
      expected: 'Extension fee',
    },
    InstalmentRepaymentScreen: {
      props: {
        status: 'ready',
        plan: {
          productName: 'Quick Cash',
          waitingCount: 2,
          note: 'Pay on time to keep a good credit score.',
          pending: [1, 2].map((period) => ({
            period,
            totalAmount: '1816.67',
            amountText: '',
            selectable: true,
            status: 0,
            description: '',
            dueTime: '2026-06-11',
          })),
          paid: [],
        },
        onPay: noop,
      },
      expected: 'Still to pay',
    },
    // Paying: virtual account, method chooser, instructions, card repayment
    VirtualAccountScreen: {
      props: {
        status: 'ready',
        bill: {
          code: '8808123456789012',
          amount: '1568250',
          billNo: 'INV-2026-0001',
          payType: 'market',
          method: 'ALFAMART',
          expiryTime: '2026-06-11 14:05:00',
          paymentSteps: { kind: 'market', steps: ['Tell the cashier you are paying a bill.'] },
          telephone: '1800-102-4455',
        },
      },
      // The steps below the code are lazy (renderToString draws their placeholder): the total's bill number.
      expected: 'INV-2026-0001',
    },
    PaymentMethodChooserScreen: {
      props: {
        status: 'ready',
        options: {
          banks: [{ name: 'BNI', payCode: 'BNI', methods: [{ name: 'ATM BNI', specificNum: '1' }] }],
          markets: [{ name: 'Alfamart', payCode: 'ALFAMART' }],
        },
      },
      expected: 'Mini Market',
    },
    PaymentInstructionsScreen: {
      props: { reference: 'DP-2026-0001', amount: '1500' },
      expected: 'DP-2026-0001',
    },
    CardRepaymentScreen: { props: { status: 'error', onRetry: noop }, expected: 'Could not load your cards' },
    BindCardScreen: {
      props: { banks: [{ code: 'SBI', name: 'State Bank of India' }] },
      expected: 'Card number',
    },
    RepaymentResultScreen: { props: { status: 'unknown' }, expected: 'Payment submitted' },
    PaymentRedirectScreen: {
      props: { status: 'refused' },
      expected: 'This payment page cannot be opened',
    },
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
  for (const [name, messages] of Object.entries(dictionaries)) {
    if (!messages || Object.keys(messages).length === 0)
      stop(`${entry}: the i18n/${name} entry has no dictionary`);
  }
  const names = Object.keys(lib)
    .filter((name) => name.endsWith('Screen'))
    .sort();
  if (names.length === 0) stop(`${entry}: no *Screen export`);
  for (const name of names) {
    const screen = screens[name];
    if (!screen)
      stop(`${name} from ${entry}: scripts/check-package.mjs has no props for it (add a small valid set)`);
    const complaints = [];
    const { error, warn } = console;
    console.error = console.warn = (...args) => complaints.push(args.map(String).join(' '));
    const sheet = new ServerStyleSheet();
    let html = '';
    let styles = '';
    try {
      const ui = h(
        lib.ThemeProvider,
        { market: 'IN' },
        h(
          lib.LocaleProvider,
          { locale: 'en', messages: dictionaries.en },
          h(lib.GlobalStyle),
          h(lib[name], screen.props),
        ),
      );
      html = renderToString(sheet.collectStyles(ui));
      styles = sheet.getStyleTags();
    } catch (e) {
      Object.assign(console, { error, warn });
      stop(
        `${name} from ${entry}: rendering threw ${String(e?.stack ?? e)
          .split('\n')
          .slice(0, 3)
          .join('\n')}`,
      );
    } finally {
      sheet.seal();
      Object.assign(console, { error, warn });
    }
    if (!html.trim()) stop(`${name} from ${entry}: renderToString gave empty HTML`);
    if (!/<style[^>]*>[^<]+<\/style>/.test(styles))
      stop(`${name} from ${entry}: ServerStyleSheet collected no styles`);
    if (screen.expected && !html.includes(screen.expected))
      stop(`${name} from ${entry}: the HTML lacks "${screen.expected}" (did the ready state render?)`);
    if (complaints.length) stop(`${name} from ${entry}: rendering logged ${complaints[0]}`);
  }
  return names;
}
