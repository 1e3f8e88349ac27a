import { lazy } from 'react';
import { NewCheckout } from '../features/checkout';
import { useMessages } from '../i18n/messages';
import { useParams, useSearchParams } from '../lib/navigation';
import { usePageMeta } from '../lib/seo';

// A booking's checkout again (/checkout/{id}, from Stripe's cancel or the guest's mail) loads on its
// own: the first checkout (the draft's) stays within its page-weight budget.
const ResumeCheckout = lazy(() =>
  import('../features/checkout/resume-checkout').then((m) => ({ default: m.ResumeCheckout })),
);

export default function CheckoutPage() {
  const { bookingId } = useParams();
  const params = useSearchParams();
  const t = useMessages('checkout');
  usePageMeta({
    title: t.metaTitle,
    description: t.metaDescription,
    path: '/checkout',
    robots: 'noindex',
  });
  return bookingId ? (
    <ResumeCheckout bookingId={bookingId} token={params.get('token') ?? undefined} />
  ) : (
    <NewCheckout />
  );
}
