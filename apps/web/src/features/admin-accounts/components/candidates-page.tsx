import { NIV_ETUDE_LABELS, NIV_EXP_LABELS } from '@passerelle/shared/enums';
import { lazy } from 'react';
import { formatDate } from '../../../lib/dates';
import { formatEuros, fullName } from '../../../lib/format';
import { useCandidates } from '../api/get-candidates';
import { AccountCard, Fact } from './account-card';
import { AccountList } from './account-list';

// The side panel loads with the first card opened (account-list.tsx).
const CandidatePanel = lazy(() => import('./candidate-panel').then((m) => ({ default: m.CandidatePanel })));

/**
 * /dashb/acc/cd (SPEC §2 Candidats): the candidates 10 a page, searched over title, names and e-mail
 * (SPEC §2, plus the e-mail for the staff), each with its side panel.
 */
export function CandidatesPage() {
  return (
    <AccountList
      title="Candidats"
      searchLabel="Rechercher un candidat (titre, nom, prénom, e-mail)"
      useList={useCandidates}
      emptyText="Aucun candidat n'est encore inscrit."
      noMatchText="Aucun candidat ne correspond à votre recherche."
      renderCard={(candidate, open) => (
        <AccountCard
          key={candidate.id}
          img={candidate.img}
          title={candidate.titre}
          subtitle={fullName(candidate)}
          etat={candidate.user.etat}
          createdAt={candidate.createdAt}
          onOpen={open}
        >
          <Fact label="Niveau d’études">{NIV_ETUDE_LABELS[candidate.niv_etude]}</Fact>
          <Fact label="Expérience">{NIV_EXP_LABELS[candidate.niv_exp]}</Fact>
          <Fact label="Disponible le">{formatDate(candidate.dispo)}</Fact>
          <Fact label="TJM">{candidate.tjm === null ? 'Non fixé' : formatEuros(candidate.tjm)}</Fact>
          {candidate.tjm_souhaite !== null && <Fact label="TJM souhaité">{formatEuros(candidate.tjm_souhaite)}</Fact>}
        </AccountCard>
      )}
      renderPanel={(candidate, close, done) => <CandidatePanel candidate={candidate} onClose={close} onDone={done} />}
    />
  );
}
