// Props for the host check's server rendering, part 1: the loan pages and paying. Serialised into the
// host's programs with renderEveryScreen (so it must stay self-contained: no imports, no outer names).
/**
 * Small valid props per `*Screen` export, its ready state where it has one; `expected` is a text of that
 * state in the rendered HTML.
 */
export function loanScreenProps() {
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
  return {
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
  };
}
