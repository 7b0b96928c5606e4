/** The hosted rails' names as their wordmarks, on the page that brings the buyer back from them. */
import { cn } from '../../../lib/cn';

/** Paystack's name as its wordmark (a brand name: never translated), in its navy and blue. */
export function PaystackWordmark({ className }: { className?: string }) {
  return (
    <span dir="ltr" className={cn('font-extrabold tracking-tight', className)}>
      <span className="text-[#011b33]">pay</span>
      <span className="text-[#0a7fb0]">stack</span>
    </span>
  );
}

/** Flutterwave's name as its wordmark (a brand name: never translated), in its orange and dark blue. */
export function FlutterwaveWordmark({ className }: { className?: string }) {
  return (
    <span dir="ltr" className={cn('font-extrabold tracking-tight', className)}>
      <span className="text-[#f5a623]">flutter</span>
      <span className="text-[#12122c]">wave</span>
    </span>
  );
}
