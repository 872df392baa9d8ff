import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { groupUtr } from '../format';

const NO_CLIPBOARD = 'Copying is not possible in this browser. Please select the number and copy it by hand.';

async function copy(utr: string) {
  try {
    // Absent on plain-http pages and some older browsers: treat that like a refusal.
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(utr);
    toast.success('UTR copied');
  } catch {
    toast.error(NO_CLIPBOARD);
  }
}

/**
 * The UPI transaction ID in groups of four for reading against the bank
 * statement, and a Copy button that copies the plain digits for searching.
 */
export function UtrValue({ utr }: { utr: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="font-mono text-base font-semibold tracking-wide whitespace-nowrap text-ink">
        {groupUtr(utr)}
      </span>
      <Button variant="neutral" size="xs" onClick={() => void copy(utr)}>
        Copy<span className="sr-only"> UTR {utr}</span>
      </Button>
    </div>
  );
}
