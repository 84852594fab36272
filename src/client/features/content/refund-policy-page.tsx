import { Link } from 'react-router';
import { PRICES_CENTS, REFUND_PROCESSING, REFUND_WINDOW_DAYS } from '../../../shared/constants';
import { useMeta } from '../../lib/use-meta';
import { formatPrice } from './format';
import { ContentLayout, Sections } from './content-layout';
import { LEGAL_VERSIONS } from './legal-versions';

/** /refund-policy (public): the 14-day money-back guarantee (spec 01 §2, 02 §2). */
export default function RefundPolicyPage() {
  const { supportEmail } = useMeta();
  return (
    <ContentLayout
      title="Refund Policy"
      lastUpdated={LEGAL_VERSIONS.refund}
      intro={`Try Premium without risk: a ${REFUND_WINDOW_DAYS}-day full money-back guarantee.`}
    >
      <Sections
        sections={[
          {
            heading: `${REFUND_WINDOW_DAYS}-day full money-back guarantee`,
            paragraphs: [
              `If Premium is not right for you, ask for a refund within ${REFUND_WINDOW_DAYS} days of your first Premium payment and we refund it in full: ${formatPrice(PRICES_CENTS.monthly)} for the monthly plan or ${formatPrice(PRICES_CENTS.annual)} for the annual plan. No questions asked, and no need to explain how you used it.`,
            ],
          },
          {
            heading: 'How to ask for a refund',
            list: [
              `E-mail ${supportEmail} from the address of your account, within ${REFUND_WINDOW_DAYS} days of the payment.`,
              'Tell us the invoice number (see Billing & Payments) or the date of the payment.',
              'We confirm by e-mail, end Premium on your account and keep all your dates and analyses; your account continues on the free plan.',
            ],
          },
          {
            heading: 'When the money arrives',
            paragraphs: [
              `Refunds are processed within ${REFUND_PROCESSING} after we confirm them and go back to the card or account you paid with. Your bank may take a few more days to show it.`,
            ],
          },
          {
            heading: 'What is not covered',
            list: [
              'Promotional or discounted subscriptions, including those bought with a promo code, are excluded from the money-back guarantee.',
              `Renewals: the guarantee covers your first Premium payment. Cancel before a renewal to avoid the next charge; after cancelling, Premium stays active until the end of the period you paid for.`,
              `Requests made more than ${REFUND_WINDOW_DAYS} days after the payment.`,
            ],
          },
          {
            heading: 'If something went wrong',
            paragraphs: [
              'Charged twice, charged after cancelling, or a payment you do not recognise? Write to us whenever you notice it; these are always refunded, whatever the date.',
            ],
          },
        ]}
      />
      <p className="text-sm text-muted">
        See the plans on the{' '}
        <Link className="text-brand-800 underline" to="/pricing">
          pricing page
        </Link>
        .
      </p>
    </ContentLayout>
  );
}
