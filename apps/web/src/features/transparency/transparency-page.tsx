import {
  DISPO_CONFIRMED_DAYS,
  MATCH_LATE_DAYS,
  MATCH_OVERQUALIFIED_C1,
  MATCH_PLUS_WEIGHT,
  MATCH_WEIGHTS,
  RANKING_VERSION,
  SEARCH_LOG_MONTHS,
  SEARCH_LOG_RESULTS,
} from '@passerelle/shared/constants';
import { PublicFooter } from '../../components/layout/public-footer';
import { PublicHeader } from '../../components/layout/public-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../components/plain/plain.css';
import './transparency.css';

/** « 0,5 » as a French reader writes it. */
const fr = (n: number) => String(n).replace('.', ',');

/**
 * /transparence (DECISIONS §6.8): how the profiles are ranked, written for a person. Every number on it comes
 * from the constants the ranking itself uses (packages/shared/src/constants.ts): a change of the rule changes
 * this page (transparency-page.test.tsx holds them together).
 */
export function TransparencyPage() {
  useDocumentTitle('Comment nous classons les profils');
  const { experience, skills, availability } = MATCH_WEIGHTS;
  return (
    <>
      <PublicHeader />
      <main className="pl-container tr-page" id="contenu">
        <h1>Comment nous classons les profils</h1>
        <p className="tr-lead">
          Quand une entreprise cherche un profil, Passerelle classe les candidats avec une règle simple et publique, la même pour
          tous. Ce n’est pas un modèle d’intelligence artificielle : c’est un calcul que vous pouvez refaire vous-même. Chaque
          recherche est enregistrée dans un journal infalsifiable que notre équipe peut vérifier.
        </p>

        <section aria-labelledby="tr-formule">
          <h2 id="tr-formule">La note de correspondance, sur 100</h2>
          <p>
            Note = <strong data-testid="poids-experience">{experience}</strong> × niveau +{' '}
            <strong data-testid="poids-competences">{skills}</strong> × compétences +{' '}
            <strong data-testid="poids-disponibilite">{availability}</strong> × disponibilité, arrondie à l’entier le plus proche.
            Chacune des trois parts vaut entre 0 et 1 :
          </p>
          <dl className="tr-parts">
            <dt>Niveau d’expérience ({experience} points)</dt>
            <dd>
              1 si votre niveau est celui demandé (ou si aucun n’est demandé),{' '}
              <span data-testid="surqualifie">{fr(MATCH_OVERQUALIFIED_C1)}</span> s’il est au-dessus, 0 s’il est en dessous.
            </dd>
            <dt>Compétences ({skills} points)</dt>
            <dd>
              La part des compétences demandées que vous avez, dans votre liste de compétences ou dans les technologies de vos
              expériences. Une compétence « appréciée » (un plus) compte pour{' '}
              <span data-testid="poids-plus">{fr(MATCH_PLUS_WEIGHT)}</span> d’une compétence requise. Votre carte l’affiche ainsi
              : « 6 compétences sur 17 ».
            </dd>
            <dt>Disponibilité ({availability} points)</dt>
            <dd>
              1 si vous êtes disponible à la date demandée (ou si aucune n’est demandée), puis un peu moins chaque jour de retard,
              jusqu’à 0 à <span data-testid="jours-retard">{MATCH_LATE_DAYS}</span> jours de retard.
            </dd>
          </dl>
        </section>

        <section aria-labelledby="tr-egalite">
          <h2 id="tr-egalite">À note égale</h2>
          <ol>
            <li>
              d’abord les disponibilités confirmées depuis moins de{' '}
              <span data-testid="jours-confirmation">{DISPO_CONFIRMED_DAYS}</span> jours ;
            </li>
            <li>puis le plus d’expérience avec les compétences cherchées (d’après les dates de vos expériences) ;</li>
            <li>puis la meilleure note moyenne des avis publiés ;</li>
            <li>puis la disponibilité la plus proche.</li>
          </ol>
        </section>

        <section aria-labelledby="tr-jamais">
          <h2 id="tr-jamais">Ce que le classement n’utilise jamais</h2>
          <p>
            Votre sexe, votre âge, votre photo, votre nom et votre nationalité ne sont jamais lus par le classement. Un test
            automatique le vérifie à chaque version : changer l’un d’eux ne change aucun rang. Chaque mois, notre équipe compare
            la part de chaque groupe (sexe, tranche d’âge) parmi les candidats et parmi les dix premiers résultats, et signale
            tout écart (règle des quatre cinquièmes).
          </p>
        </section>

        <section aria-labelledby="tr-journal">
          <h2 id="tr-journal">Le journal des recherches</h2>
          <p>
            Chaque recherche (recherche de candidats, fiche de poste, correspondance des offres, alerte) est enregistrée avec ses
            critères, la version du classement et les <span data-testid="resultats-journal">{SEARCH_LOG_RESULTS}</span> premiers
            résultats avec le détail de leur note. Les lignes sont chaînées par une empreinte SHA-256 : toute modification est
            détectée. Elles sont conservées <span data-testid="mois-journal">{SEARCH_LOG_MONTHS}</span> mois, puis effacées.
          </p>
          <p>
            Candidat, vous voyez sur votre accueil combien de fois vous êtes apparu dans les recherches et dans les dix premiers
            sur 30 jours, et, sur chaque offre, votre adéquation compétence par compétence.
          </p>
          <p className="tr-version">Version du classement : {RANKING_VERSION}</p>
        </section>
      </main>
      <PublicFooter />
    </>
  );
}
