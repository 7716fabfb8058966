import { DateTime } from '../components/ui/date-time';
import { Icon } from '../components/ui/icon';

/**
 * What a page shows above an answer the service worker kept, while offline (decision 0051): "Offline — as of
 * <time>", then what it is (the Fete ID card, a My Carnival plan). `dark` on the Fete ID card's night background.
 */
export function OfflineMark({ asOf, what, dark = false }: { asOf: string; what: string; dark?: boolean }) {
  const tone = dark ? 'bg-white/10 text-white ring-white/30' : 'bg-gold-100 text-night-900 ring-gold-400';
  return (
    <p role="status" className={`mt-4 flex items-start gap-2 rounded-xl px-3 py-2 text-sm ring-1 ${tone}`}>
      <Icon name="clock" className={`mt-0.5 shrink-0 ${dark ? 'text-gold-300' : 'text-gold-800'}`} />
      <span>
        <strong className="font-semibold">
          Offline — as of <DateTime value={asOf} show="datetime" />
        </strong>
        . {what}
      </span>
    </p>
  );
}
