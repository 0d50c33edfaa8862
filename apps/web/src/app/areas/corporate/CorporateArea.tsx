import { CorporateProfilePage } from '../../../features/company-profile/components/corporate/CorporateProfilePage.tsx';
import { CorporateNeedsPage } from '../../../features/matchmaking/components/corporate/CorporateNeedsPage.tsx';
import { CorporateRequestsPage } from '../../../features/matchmaking/components/corporate/CorporateRequestsPage.tsx';
import { CorporateSuggestionsPage } from '../../../features/matchmaking/components/corporate/CorporateSuggestionsPage.tsx';
import { ContactPersonCard } from '../../../features/team/components/ContactPersonCard.tsx';
import { ParticipantArea, type ParticipantSide } from '../ParticipantArea.tsx';

const profilePath = (id: string) => `/corporate/companies/${id}`;

/** The corporate area: the participant shape with a corporate's needs, suggestions and profile. */
const CORPORATE: ParticipantSide = {
  type: 'corp',
  base: '/corporate',
  profileLabel: 'Organisation profile',
  matchmaking: [
    {
      path: 'needs',
      label: 'My needs',
      element: <CorporateNeedsPage basePath="/corporate/events" />,
    },
    {
      path: 'suggestions',
      label: 'Suggestions',
      element: <CorporateSuggestionsPage basePath="/corporate/events" profilePath={profilePath} />,
    },
    {
      path: 'requests',
      label: 'Requests',
      element: <CorporateRequestsPage profilePath={profilePath} />,
    },
  ],
  profile: (
    <CorporateProfilePage
      previewPath={profilePath}
      aside={<ContactPersonCard teamPath="/corporate/team" />}
    />
  ),
};

export default function CorporateArea() {
  return <ParticipantArea side={CORPORATE} />;
}
