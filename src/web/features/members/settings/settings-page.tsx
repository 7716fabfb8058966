import { NavLink, Navigate, useParams } from 'react-router';
import { Container } from '../../../components/ui/container';
import { Icon, type IconName } from '../../../components/ui/icon';
import { PageHeader } from '../../../components/ui/page-header';
import { cx } from '../../../lib/cx';
import { CalendarSection } from './calendar-section';
import { EmailSection } from './email-section';
import { CommunitySection } from './community-section';
import { LocationSection } from './location-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { paths } from '../../../app/paths';

const sections = [
  { id: 'profile', label: 'Edit Profile', icon: 'pencil' },
  { id: 'location', label: 'Update Location', icon: 'mapPin' },
  { id: 'password', label: 'Change Password', icon: 'lock' },
  { id: 'email', label: 'E-mail Notifications', icon: 'mail' },
  { id: 'community', label: 'Community', icon: 'users' },
  { id: 'calendar', label: 'Calendar & Reminders', icon: 'calendar' },
] as const satisfies readonly { id: string; label: string; icon: IconName }[];

type SectionId = (typeof sections)[number]['id'];

/**
 * /settings/{profile|location|password|email|community|calendar}; anything else shows profile (member-areas.md §2,
 * Settings).
 */
export default function SettingsPage() {
  const { section } = useParams();
  const current = sections.find((s) => s.id === section);
  if (!current) return <Navigate to={paths.settings('profile')} replace />;
  return (
    <Container width="lg">
      <PageHeader title="Settings" documentTitle={`${current.label} · Settings`} />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[14rem_1fr]">
        <nav aria-label="Settings" className="min-w-0">
          <ul className="flex flex-wrap gap-2 md:flex-col">
            {sections.map((s) => (
              <li key={s.id} className="shrink-0">
                <NavLink
                  to={paths.settings(s.id)}
                  className={({ isActive }) =>
                    cx(
                      'flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                      isActive
                        ? 'bg-white text-carnival-800 shadow-sm ring-1 ring-carnival-600/30'
                        : 'text-night-800 hover:bg-white/70',
                    )
                  }
                >
                  <Icon name={s.icon} />
                  {s.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Section id={current.id} />
      </div>
    </Container>
  );
}

function Section({ id }: { id: SectionId }) {
  if (id === 'location') return <LocationSection />;
  if (id === 'password') return <PasswordSection />;
  if (id === 'email') return <EmailSection />;
  if (id === 'community') return <CommunitySection />;
  if (id === 'calendar') return <CalendarSection />;
  return <ProfileSection />;
}
