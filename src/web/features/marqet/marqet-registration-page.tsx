import { MARQET_DURATIONS, PLACEMENT_PREFERENCES, VENDOR_TYPES } from '../../../shared/constants';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Icon, type IconName } from '../../components/ui/icon';
import { PageHeader } from '../../components/ui/page-header';

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const steps: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'store',
    title: 'Your brand',
    text: 'Brand name, website, contact details and a brand image.',
  },
  {
    icon: 'users',
    title: 'How you join',
    text: `As a ${VENDOR_TYPES.map(capitalise)
      .join(', ')
      .replace(/, ([^,]*)$/, ' or $1')}.`,
  },
  {
    icon: 'bag',
    title: 'What we show',
    text: `${PLACEMENT_PREFERENCES.join(' and/or ')}, with 1 to 4 products.`,
  },
  {
    icon: 'calendar',
    title: 'For how long',
    text: `A display of ${MARQET_DURATIONS.join(' or ')} months.`,
  },
];

/** Member-only (member-areas.md §2, Marqet vendor registration). */
export default function MarqetRegistrationPage() {
  return (
    <Container width="md">
      <PageHeader
        eyebrow="Fete Marqet"
        title="Become a Fete Marqet Vendor"
        description="Put your carnival brand and products in front of the Fete community."
      />
      <Card>
        <h2 className="font-display text-xl font-bold text-night-900">What a registration covers</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {steps.map((step) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-carnival-50 text-carnival-700">
                <Icon name={step.icon} />
              </span>
              <span>
                <span className="block font-semibold text-night-900">{step.title}</span>
                <span className="text-sm text-gray-700">{step.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </Container>
  );
}
