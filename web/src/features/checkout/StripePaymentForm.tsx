/**
 * TODO(payments issue): the card form. It will load Stripe.js with the publishable key from GET /api/config,
 * call POST /api/create-payment-intent { plan, consultationId? } once a plan is chosen, config is loaded and the
 * user is signed in, mount the Payment Element with the clientSecret, and on submit show 'Processing...',
 * then toast 'Payment Successful' (consultation: 'Payment successful! Your consultation is starting...', else
 * 'Your credits have been added to your account!') and go to /ai-lawyer?session={consultationId} or /dashboard;
 * failures: 'Payment Failed' (provider message), 'Payment Error' (server text or 'Failed to initialize payment').
 * Needs the packages @stripe/stripe-js and @stripe/react-stripe-js (not installed yet).
 */
export function StripePaymentForm({ planName, priceLabel }: { planName: string; priceLabel: string }) {
  return (
    <div
      className="rounded-md border border-dashed border-slate-300 p-4 text-slate-700"
      data-testid="payment-form-todo"
    >
      <p className="font-medium">
        {planName} — {priceLabel}
      </p>
      <p className="mt-1 text-sm">Card payments are being set up. Please check back soon.</p>
      <button type="button" disabled className="mt-4 w-full rounded-md bg-slate-300 px-4 py-3 text-slate-600">
        Pay {priceLabel}
      </button>
    </div>
  );
}
