import { formatIsoDate } from '@passerelle/shared/dates';
import { paths } from '@passerelle/shared/paths';
import { legalApi } from '@passerelle/shared/routes/legal';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { call } from '../../../lib/api-client';
import { TERMS_DATE, TERMS_SECTIONS, TERMS_VERSION } from '../../../lib/legal-terms';
import { queryKeyOf } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * The legal pages (DECISIONS §6.9), public, linked from every footer: « Mentions légales » (the publisher is
 * the invoices' issuer, INVOICE_ISSUER_*), « Politique de confidentialité » (docs/personal-data.md for users)
 * and the versioned « Conditions générales d’utilisation ».
 */

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="pl-terms">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function LegalNoticePage() {
  useDocumentTitle('Mentions légales');
  const publisher = useQuery({
    queryKey: queryKeyOf(legalApi.publisher),
    queryFn: async () => (await call(legalApi.publisher)).publisher,
  });
  const p = publisher.data;
  return (
    <AuthLayout title="Mentions légales" wide>
      <Section title="Éditeur">
        {publisher.isPending ? (
          <p role="status">Chargement…</p>
        ) : p ? (
          <p>
            {p.name}
            <br />
            {p.address}
            <br />
            SIREN {p.siren} · TVA intracommunautaire {p.vat}
          </p>
        ) : (
          <p>Passerelle — l’identité de l’éditeur est communiquée sur simple demande à contact@passerelle.fr.</p>
        )}
        <p>
          Contact : <a href="mailto:contact@passerelle.fr">contact@passerelle.fr</a>
        </p>
      </Section>
      <Section title="Hébergement">
        <p>
          Le service et ses données sont hébergés dans l’Union européenne par le prestataire d’hébergement de l’éditeur, dont les
          coordonnées sont communiquées sur simple demande.
        </p>
      </Section>
      <Section title="Propriété intellectuelle">
        <p>
          Les textes, le logo et l’interface de Passerelle sont la propriété de l’éditeur. Les contenus publiés par les
          utilisateurs (profils, offres) restent sous leur responsabilité.
        </p>
      </Section>
      <LegalLinks />
    </AuthLayout>
  );
}

export function PrivacyPage() {
  useDocumentTitle('Politique de confidentialité');
  return (
    <AuthLayout title="Politique de confidentialité" wide>
      <Section title="Ce que nous collectons">
        <p>
          Votre compte (e-mail, nom, prénom, téléphone, photo), votre profil professionnel (titre, compétences, formations,
          expériences, disponibilité) et votre CV si vous êtes candidat, le profil de votre entreprise si vous êtes client, vos
          échanges avec notre équipe, vos missions, comptes rendus d’activité et factures.
        </p>
      </Section>
      <Section title="Pourquoi">
        <p>
          Uniquement pour la mise en relation entre entreprises et candidats et le suivi des missions. Les entreprises voient le
          profil professionnel des candidats, jamais leur e-mail, leur téléphone ni leur CV : notre équipe sert d’intermédiaire.
        </p>
      </Section>
      <Section title="Combien de temps">
        <p>
          Tant que votre compte existe. Un compte inactif depuis longtemps reçoit un e-mail avant d’être supprimé. Les factures
          sont conservées dix ans (Code de commerce, art. L123-22) et les attestations URSSAF vérifiées des candidats ayant eu une
          mission le temps de l’obligation de vigilance des entreprises.
        </p>
      </Section>
      <Section title="Vos droits et comment les exercer">
        <p>
          Vous avez le droit d’accéder à vos données, de les rectifier, de les effacer, d’en limiter l’usage et de les emporter.
          Dans « Mon compte », vous téléchargez toutes vos données et supprimez votre compte vous-même. Pour toute autre demande,
          écrivez-nous à <a href="mailto:contact@passerelle.fr">contact@passerelle.fr</a>. Vous pouvez aussi saisir la CNIL
          (www.cnil.fr).
        </p>
      </Section>
      <Section title="Cookies">
        <p>
          Passerelle ne dépose aucun cookie de mesure d’audience ni de publicité : votre session est gardée dans votre navigateur
          pour vous garder connecté, rien d’autre. C’est pourquoi aucun bandeau ne vous demande votre accord.
        </p>
      </Section>
      <LegalLinks />
    </AuthLayout>
  );
}

export function TermsPage() {
  useDocumentTitle('Conditions générales d’utilisation');
  return (
    <AuthLayout
      title="Conditions générales d’utilisation"
      subtitle={`Version ${TERMS_VERSION} du ${formatIsoDate(TERMS_DATE)}, acceptée à l’inscription.`}
      wide
    >
      {TERMS_SECTIONS.map(([title, text]) => (
        <Section key={title} title={title}>
          <p>{text}</p>
        </Section>
      ))}
      <LegalLinks />
    </AuthLayout>
  );
}

function LegalLinks() {
  return (
    <p className="pl-legal-links">
      <RouterLink to={paths.legal.notice}>Mentions légales</RouterLink> ·{' '}
      <RouterLink to={paths.legal.privacy}>Politique de confidentialité</RouterLink> ·{' '}
      <RouterLink to={paths.legal.terms}>Conditions générales d’utilisation</RouterLink>
    </p>
  );
}
