import { useParams, useSearchParams } from 'react-router-dom';
import { NewCheckout, ResumeCheckout } from '../features/checkout';
import { usePageMeta } from '../lib/seo';

export default function CheckoutPage() {
  const { bookingId } = useParams();
  const [params] = useSearchParams();
  usePageMeta({
    title: 'Checkout',
    description: 'Completa la prenotazione e paga in modo sicuro.',
    path: '/checkout',
    robots: 'noindex',
  });
  return bookingId ? (
    <ResumeCheckout bookingId={bookingId} token={params.get('token') ?? undefined} />
  ) : (
    <NewCheckout />
  );
}
