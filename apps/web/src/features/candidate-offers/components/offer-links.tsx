import { Button } from '@mui/material';
import { paths } from '@passerelle/shared/paths';
import { Link as RouterLink } from 'react-router';

const offerPath = (id: number) => paths.dashboard.candidate.offer(id);

/** What an offer's back arrow returns to: the list as it was (page, search), carried in the link's state. */
interface OfferLinkState {
  backTo?: string;
}

/** The list an offer was opened from, when it was the offers list; else the list's first page. */
export function backToList(state: unknown): string {
  const backTo = (state as OfferLinkState | null)?.backTo;
  return typeof backTo === 'string' && backTo.startsWith(paths.dashboard.candidate.offers)
    ? backTo
    : paths.dashboard.candidate.offers;
}

/** 'voir plus' (SPEC §2): opens the offer; its accessible name says which one. */
export function SeeMoreLink({ id, titre, backTo }: { id: number; titre: string; backTo?: string }) {
  return (
    <Button
      component={RouterLink}
      to={offerPath(id)}
      state={{ backTo } satisfies OfferLinkState}
      variant="outlined"
      aria-label={`Voir plus : ${titre}`}
    >
      Voir plus
    </Button>
  );
}
